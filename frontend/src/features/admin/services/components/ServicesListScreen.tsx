import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Service } from '@conectasst/common/api/services';
import { Button, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { deleteClicked, editClicked, listRequested, nameFilterChanged, selectServices } from '../servicesSlice';

/** /admin/services 'Serviço': search 'Nome do Serviço', Novo, Nome / Situação / Ação, pages. */
export function ServicesListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, page, perPage, total, loading, nameFilter } = useAppSelector(selectServices).list;
  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);

  const columns: TableColumnsType<Service> = [
    { title: 'Nome', dataIndex: 'name', key: 'name' },
    {
      title: 'Situação',
      dataIndex: 'status',
      key: 'status',
      width: 104,
      render: (status: boolean) => (status ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>),
    },
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_value, service) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${service.name}`} onClick={() => dispatch(editClicked(service.id))} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${service.name}`} onClick={() => dispatch(deleteClicked(service.id))} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="Serviço">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, marginBottom: spacing.lg }}>
        <Input
          aria-label="Nome do Serviço"
          placeholder="Nome do Serviço"
          prefix={<SearchOutlined />}
          allowClear
          value={nameFilter}
          onChange={(event) => dispatch(nameFilterChanged(event.target.value))}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.admin.serviceAdd)}>
          Novo
        </Button>
      </div>
      <Table<Service>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{ current: page, pageSize: perPage, total, showSizeChanger: false, onChange: (next) => dispatch(listRequested({ page: next })) }}
      />
    </PageCard>
  );
}
