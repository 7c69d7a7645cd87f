import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import {
  CLOSE_REASON_LABELS,
  VERIFICATION_LABELS,
  VERIFICATION_STATES,
  type VerificationState,
} from '@conectasst/common/rules/demandRules';
import { ADMIN_DEMANDS_PAGE_SIZE } from '@conectasst/common/api/demands';
import { Alert, Button, Form, Input, Row, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { actionColumn } from '../../../../components/admin/CrudListScreen';
import { FilterField, PeriodFields, SelectFilter } from '../../../../components/admin/FilterFields';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import type { AdminDemand, DemandFilters } from '../api/demandsApi';
import {
  deleteClicked,
  editClicked,
  listRequested,
  pageRequested,
  publishClicked,
  selectAdminDemands,
} from '../demandsSlice';

const VERIFICATION_COLORS: Record<VerificationState, string | undefined> = {
  pending: 'gold',
  confirmed: 'green',
  admin: 'blue',
  legacy: undefined,
  expired: 'red',
};

const columns: TableColumnsType<AdminDemand> = [
  {
    title: 'Nome',
    dataIndex: 'company_name',
    key: 'company_name',
    render: (name: string) => name || '(dados removidos)',
  },
  { title: 'Serviços', dataIndex: 'title', key: 'title', responsive: ['md'] },
  { title: 'Data', dataIndex: 'createdAt', key: 'createdAt', render: (iso: string) => formatDate(iso) },
  {
    title: 'Situação',
    dataIndex: 'status',
    key: 'status',
    render: (open: boolean, d) =>
      open ? (
        <Tag color="green">Em Aberto</Tag>
      ) : (
        <Tooltip title={d.close_reason ? CLOSE_REASON_LABELS[d.close_reason] : undefined}>
          <Tag>Fechado</Tag>
        </Tooltip>
      ),
  },
  {
    title: 'Grau de risco (NR-4)',
    dataIndex: 'risk_grade',
    key: 'risk_grade',
    responsive: ['md'],
    render: (grade: number | null) => (grade ? `Grau ${grade}` : 'Não informado'),
  },
  {
    title: 'Verificação',
    dataIndex: 'verification',
    key: 'verification',
    render: (v: VerificationState) => <Tag color={VERIFICATION_COLORS[v]}>{VERIFICATION_LABELS[v]}</Tag>,
  },
];

/** Nome, De/Até, Situação and Verificação; Filtrar applies them, Limpar empties them and lists everything. */
function DemandFiltersForm({ onApply }: { onApply: (filters: DemandFilters) => void }) {
  const [filters, setFilters] = useState<DemandFilters>({});
  const apply = () => onApply(Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as DemandFilters);
  const clear = () => {
    setFilters({});
    onApply({});
  };
  return (
    <Form layout="vertical" onFinish={apply}>
      <Row gutter={spacing.md}>
        <FilterField label="Nome" id="demand-filter-name" xs={24} md={7}>
          <Input
            id="demand-filter-name"
            placeholder="Nome da empresa"
            value={filters.name ?? ''}
            onChange={(e) => setFilters({ ...filters, name: e.target.value })}
          />
        </FilterField>
        <PeriodFields
          idPrefix="demand-filter"
          md={5}
          value={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={(period) => setFilters({ ...filters, ...period })}
        />
        <SelectFilter<'true' | 'false'>
          label="Situação"
          id="demand-filter-status"
          md={3}
          placeholder="Todas"
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
          options={[
            { value: 'true', label: 'Em Aberto' },
            { value: 'false', label: 'Fechado' },
          ]}
        />
        <SelectFilter<VerificationState>
          label="Verificação"
          id="demand-filter-verification"
          md={3}
          placeholder="Todas"
          value={filters.verification}
          onChange={(verification) => setFilters({ ...filters, verification })}
          options={VERIFICATION_STATES.map((v) => ({ value: v, label: VERIFICATION_LABELS[v] }))}
          popupMatchSelectWidth={false}
        />
      </Row>
      <Space style={{ marginBottom: spacing.md }}>
        <Button type="primary" htmlType="submit">
          Filtrar
        </Button>
        <Button onClick={clear}>Limpar</Button>
      </Space>
    </Form>
  );
}

/** /admin/demanda: filters by name, date range, Em Aberto / Fechado and verification; edit, delete, publish by hand. */
export function DemandsListScreen() {
  const dispatch = useAppDispatch();
  const { items, loading, page, pageCount, morePages } = useAppSelector(selectAdminDemands);
  useScreenIntent(listRequested({}));
  const actions = actionColumn<AdminDemand>(
    [
      {
        label: 'Publicar',
        icon: <SendOutlined />,
        action: (d) => publishClicked(d.id),
        shownFor: (d) => d.verification === 'pending' || d.verification === 'expired',
      },
      { label: 'Editar', icon: <EditOutlined />, action: (d) => editClicked(d.id) },
      { label: 'Excluir', icon: <DeleteOutlined />, danger: true, action: (d) => deleteClicked(d.id) },
    ],
    (d) => d.company_name,
    dispatch,
  );

  return (
    <PageCard title="Demandas">
      <DemandFiltersForm onApply={(filters) => dispatch(listRequested(filters))} />
      {morePages ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: spacing.md }}
          title={`Mais de ${(pageCount * ADMIN_DEMANDS_PAGE_SIZE).toLocaleString('pt-BR')} demandas correspondem. Use os filtros para encontrar as demais.`}
        />
      ) : null}
      <Table<AdminDemand>
        rowKey="id"
        columns={[...columns, actions]}
        dataSource={items}
        loading={loading}
        pagination={{
          current: page,
          pageSize: ADMIN_DEMANDS_PAGE_SIZE,
          total: pageCount * ADMIN_DEMANDS_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => dispatch(pageRequested(next)),
        }}
        scroll={{ x: 'max-content' }}
      />
    </PageCard>
  );
}
