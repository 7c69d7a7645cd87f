import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import {
  CLOSE_REASON_LABELS,
  VERIFICATION_LABELS,
  VERIFICATION_STATES,
  type VerificationState,
} from '@conectasst/common/rules/demandRules';
import { ADMIN_DEMANDS_PAGE_SIZE } from '@conectasst/common/api/demands';
import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Input,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { DateField } from '../../../../components/DateField';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { isApiError } from '../../../../lib/apiClient';
import { publishDemand, type AdminDemand, type DemandFilters } from '../api/demandsApi';
import { deleteClicked, editClicked, listRequested, pageRequested, selectAdminDemands } from '../demandsSlice';

const VERIFICATION_COLORS: Record<VerificationState, string | undefined> = {
  pending: 'gold',
  confirmed: 'green',
  admin: 'blue',
  legacy: undefined,
  expired: 'red',
};

/** /admin/demanda: filters by name, date range, Em Aberto / Fechado and verification; edit, delete, publish by hand. */
export function DemandsListScreen() {
  const dispatch = useAppDispatch();
  const { items, loading, page, pageCount, morePages } = useAppSelector(selectAdminDemands);
  const [filters, setFilters] = useState<DemandFilters>({});
  const { modal, message } = App.useApp();
  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);

  const current = () => Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as DemandFilters;
  const apply = () => dispatch(listRequested(current()));
  const publish = (d: AdminDemand) =>
    modal.confirm({
      title: 'Publicar esta demanda sem a confirmação do e-mail?',
      content: 'Os parceiros passarão a vê-la. A publicação fica registrada com o seu usuário.',
      okText: 'Publicar',
      cancelText: 'Cancelar',
      onOk: () =>
        publishDemand(d.id).then(
          (r) => {
            void message.success(r.message);
            dispatch(listRequested());
          },
          (error: unknown) =>
            void message.error(isApiError(error) ? error.message : 'Algo deu errado, tente novamente.'),
        ),
    });
  const clear = () => {
    setFilters({});
    dispatch(listRequested({}));
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
    {
      title: 'Ação',
      key: 'actions',
      width: 140,
      render: (_v, d) => (
        <Space size={spacing.xs}>
          {d.verification === 'pending' || d.verification === 'expired' ? (
            <Tooltip title="Publicar">
              <Button
                type="text"
                icon={<SendOutlined />}
                aria-label={`Publicar ${d.company_name}`}
                onClick={() => publish(d)}
              />
            </Tooltip>
          ) : null}
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${d.company_name}`}
              onClick={() => dispatch(editClicked(d.id))}
            />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Excluir ${d.company_name}`}
              onClick={() => dispatch(deleteClicked(d.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="Demandas">
      <Form layout="vertical" onFinish={apply}>
        <Row gutter={spacing.md}>
          <Col xs={24} md={7}>
            <Form.Item label="Nome" htmlFor="demand-filter-name">
              <Input
                id="demand-filter-name"
                placeholder="Nome da empresa"
                value={filters.name ?? ''}
                onChange={(e) => setFilters({ ...filters, name: e.target.value })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label="De" htmlFor="demand-filter-from">
              <DateField
                id="demand-filter-from"
                value={filters.from ?? ''}
                onChange={(from) => setFilters({ ...filters, from })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label="Até" htmlFor="demand-filter-to">
              <DateField
                id="demand-filter-to"
                value={filters.to ?? ''}
                onChange={(to) => setFilters({ ...filters, to })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item label="Situação" htmlFor="demand-filter-status">
              <Select
                id="demand-filter-status"
                aria-label="Situação"
                allowClear
                placeholder="Todas"
                value={filters.status}
                onChange={(status?: 'true' | 'false') => setFilters({ ...filters, status })}
                options={[
                  { value: 'true', label: 'Em Aberto' },
                  { value: 'false', label: 'Fechado' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item label="Verificação" htmlFor="demand-filter-verification">
              <Select
                id="demand-filter-verification"
                aria-label="Verificação"
                allowClear
                placeholder="Todas"
                value={filters.verification}
                onChange={(verification?: VerificationState) => setFilters({ ...filters, verification })}
                options={VERIFICATION_STATES.map((v) => ({ value: v, label: VERIFICATION_LABELS[v] }))}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space style={{ marginBottom: spacing.md }}>
          <Button type="primary" htmlType="submit">
            Filtrar
          </Button>
          <Button onClick={clear}>Limpar</Button>
        </Space>
      </Form>
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
        columns={columns}
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
        scroll={{ x: true }}
      />
    </PageCard>
  );
}
