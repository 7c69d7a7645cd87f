import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import { Button, Input, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { spacing } from '../../config/theme';
import type { CrudListState } from '../../lib/adminCrud/crudSlice';
import { PageCard } from '../PageCard';

interface CrudListScreenProps<Item extends { id: number }> {
  title: string;
  /** The record's columns; the list adds 'Ação' (Editar, Excluir) at the end. */
  columns: TableColumnsType<Item>;
  list: CrudListState<Item>;
  actions: {
    listRequested: ActionCreatorWithPayload<{ page?: number }>;
    nameFilterChanged: ActionCreatorWithPayload<string>;
    editClicked: ActionCreatorWithPayload<number>;
    deleteClicked: ActionCreatorWithPayload<number>;
  };
  /** How a row is named in its icons' accessible names ('Editar <name>', 'Excluir <name>'). */
  rowName: (item: Item) => string;
  /** Where Novo goes. */
  addPath: string;
  /** The name search's placeholder and label; a list without one shows only Novo. */
  searchLabel?: string;
  hideOnSinglePage?: boolean;
}

/** An admin catalogue list (spec §2): name search and Novo, the table with Editar/Excluir per row, numbered pages. */
export function CrudListScreen<Item extends { id: number }>({
  title,
  columns,
  list,
  actions,
  rowName,
  addPath,
  searchLabel,
  hideOnSinglePage,
}: CrudListScreenProps<Item>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { items, page, perPage, total, loading, nameFilter } = list;
  const { listRequested, nameFilterChanged, editClicked, deleteClicked } = actions;

  useEffect(() => {
    dispatch(listRequested({}));
  }, [dispatch, listRequested]);

  const withActions: TableColumnsType<Item> = [
    ...columns,
    {
      title: 'Ação',
      key: 'actions',
      width: 104,
      render: (_value, item) => (
        <Space size={spacing.xs}>
          <Tooltip title="Editar">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${rowName(item)}`}
              onClick={() => dispatch(editClicked(item.id))}
            />
          </Tooltip>
          <Tooltip title="Excluir">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Excluir ${rowName(item)}`}
              onClick={() => dispatch(deleteClicked(item.id))}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageCard title={title}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, marginBottom: spacing.lg }}>
        {searchLabel ? (
          <Input
            aria-label={searchLabel}
            placeholder={searchLabel}
            prefix={<SearchOutlined />}
            allowClear
            value={nameFilter}
            onChange={(event) => dispatch(nameFilterChanged(event.target.value))}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
        ) : null}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(addPath)}>
          Novo
        </Button>
      </div>
      <Table<Item>
        rowKey="id"
        columns={withActions}
        dataSource={items}
        loading={loading}
        pagination={{
          current: page,
          pageSize: perPage,
          total,
          showSizeChanger: false,
          hideOnSinglePage,
          onChange: (next) => dispatch(listRequested({ page: next })),
        }}
      />
    </PageCard>
  );
}
