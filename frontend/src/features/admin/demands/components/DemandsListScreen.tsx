import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import type { AdminDemand, DemandFilters } from '../api/demandsApi';
import { deleteClicked, editClicked, listRequested, selectAdminDemands } from '../demandsSlice';

const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** /admin/demanda: filters by name, date range and Em Aberto / Fechado; edit and delete. */
export function DemandsListScreen() {
  const dispatch = useAppDispatch();
  const { items, loading } = useAppSelector(selectAdminDemands);
  const [filters, setFilters] = useState<DemandFilters>({});
  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);

  const apply = () => dispatch(listRequested(Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as DemandFilters));
  const clear = () => {
    setFilters({});
    dispatch(listRequested({}));
  };

  const columns: TableColumnsType<AdminDemand> = [
    { title: 'Nome', dataIndex: 'company_name', key: 'company_name', render: (name: string) => name || '(dados removidos)' },
    { title: 'Serviços', dataIndex: 'title', key: 'title', responsive: ['md'] },
    { title: 'Data', dataIndex: 'createdAt', key: 'createdAt', render: (iso: string) => date.format(new Date(iso)) },
    { title: 'Situação', dataIndex: 'status', key: 'status', render: (open: boolean) => (open ? <Tag color="green">Em Aberto</Tag> : <Tag>Fechado</Tag>) },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_v, d) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${d.company_name}`} onClick={() => dispatch(editClicked(d.id))} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${d.company_name}`} onClick={() => dispatch(deleteClicked(d.id))} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="Demandas">
      <Form layout="vertical" onFinish={apply}>
        <Row gutter={spacing.md}>
          <Col xs={24} md={8}>
            <Form.Item label="Nome" htmlFor="demand-filter-name">
              <Input id="demand-filter-name" placeholder="Nome da empresa" value={filters.name ?? ''} onChange={(e) => setFilters({ ...filters, name: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label="De" htmlFor="demand-filter-from">
              <Input id="demand-filter-from" type="date" value={filters.from ?? ''} onChange={(e) => setFilters({ ...filters, from: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label="Até" htmlFor="demand-filter-to">
              <Input id="demand-filter-to" type="date" value={filters.to ?? ''} onChange={(e) => setFilters({ ...filters, to: e.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
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
        </Row>
        <Space style={{ marginBottom: spacing.md }}>
          <Button type="primary" htmlType="submit">
            Filtrar
          </Button>
          <Button onClick={clear}>Limpar</Button>
        </Space>
      </Form>
      <Table<AdminDemand> rowKey="id" columns={columns} dataSource={items} loading={loading} pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }} scroll={{ x: true }} />
    </PageCard>
  );
}
