import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Nr } from '@conectasst/common/api/nrs';
import { Button, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { deleteClicked, editClicked, listRequested, nameFilterChanged, selectNrs } from '../nrsSlice';

/** /admin/nrs 'NRs': name search, Novo, Nome / Área / Situação / Ação, numbered pages. */
export function NrsListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, page, perPage, total, loading, nameFilter } = useAppSelector(selectNrs).list;

  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);

  const columns: TableColumnsType<Nr> = [
    { title: 'Nome', dataIndex: 'name', key: 'name' },
    { title: 'Área', dataIndex: 'area_name', key: 'area', responsive: ['md'], render: (name: string | null) => name ?? '—' },
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
      render: (_value, nr) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${nr.name}`} onClick={() => dispatch(editClicked(nr.id))} />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Excluir ${nr.name}`} onClick={() => dispatch(deleteClicked(nr.id))} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="NRs">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, marginBottom: spacing.lg }}>
        <Input
          aria-label="Pesquisar por nome"
          placeholder="Pesquisar por nome"
          prefix={<SearchOutlined />}
          allowClear
          value={nameFilter}
          onChange={(event) => dispatch(nameFilterChanged(event.target.value))}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.admin.nrAdd)}>
          Novo
        </Button>
      </div>
      <Table<Nr>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{ current: page, pageSize: perPage, total, showSizeChanger: false, onChange: (next) => dispatch(listRequested({ page: next })) }}
      />
    </PageCard>
  );
}
