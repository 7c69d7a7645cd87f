import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Area } from '@conectasst/common/api/areas';
import { Button, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { deleteClicked, editClicked, listRequested, nameFilterChanged, selectAreasList } from '../areasSlice';

/** /admin (spec §2 Admin): areas with a name search, Novo, Nome / Situação / Ação and numbered pages. */
export function AreasListScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, page, perPage, total, loading, nameFilter } = useAppSelector(selectAreasList);

  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch]);

  const columns: TableColumnsType<Area> = [
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
      render: (_value, area) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${area.name}`}
              onClick={() => dispatch(editClicked(area.id))}
            />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Excluir ${area.name}`}
              onClick={() => dispatch(deleteClicked(area.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title="Áreas">
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.admin.areaAdd)}>
          Novo
        </Button>
      </div>
      <Table<Area>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        pagination={{
          current: page,
          pageSize: perPage,
          total,
          showSizeChanger: false,
          onChange: (nextPage) => dispatch(listRequested({ page: nextPage })),
        }}
      />
    </PageCard>
  );
}
