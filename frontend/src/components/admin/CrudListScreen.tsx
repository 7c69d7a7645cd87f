import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Action } from '@reduxjs/toolkit';
import { Button, Input, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { spacing } from '../../config/theme';
import { PageCard } from '../PageCard';

type Id = number | string;

/** One icon of the 'Ação' column: its tooltip, and 'label <row name>' as its accessible name. */
export interface RowAction<Item> {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  /** The intent dispatched when it is clicked. */
  action: (item: Item) => Action;
  /** Rows that do not offer it (a demand already published has no Publicar). */
  shownFor?: (item: Item) => boolean;
}

/**
 * The list on screen. With `page`, the server pages it (`listRequested` loads a page); without, every row is here and
 * the table pages them itself, ten at a time.
 */
export interface CrudListView<Item> {
  items: Item[] | undefined;
  loading: boolean;
  page?: number;
  perPage?: number;
  total?: number;
  /** Text typed in the name search. */
  nameFilter?: string;
}

interface CrudListScreenProps<Item extends { id: Id }> {
  title: string;
  /** The record's columns; the list adds 'Ação' at the end. */
  columns: TableColumnsType<Item>;
  list: CrudListView<Item>;
  actions: {
    /** Loads the list when the screen opens and a page when one is picked. */
    listRequested?: (request: { page?: number }) => Action;
    nameFilterChanged?: (text: string) => Action;
    editClicked?: (id: Item['id']) => Action;
    deleteClicked?: (id: Item['id']) => Action;
  };
  /** The intent dispatched when the screen opens, for a list that is not loaded by `listRequested` (a module-level action creator). */
  opened?: () => Action;
  /** The 'Ação' icons; by default Editar and Excluir, dispatching `editClicked` and `deleteClicked`. */
  rowActions?: RowAction<Item>[];
  /** How a row is named in its icons' accessible names ('Editar <name>', 'Excluir <name>'). */
  rowName: (item: Item) => string;
  /** Where Novo goes; a list without it has no Novo. */
  addPath?: string;
  /** The name search's placeholder and label; a list without one has no search. */
  searchLabel?: string;
  /** Filters of the list's own (fields and their Filtrar), shown where the search would be. */
  filters?: ReactNode;
  hideOnSinglePage?: boolean;
}

function defaultRowActions<Item extends { id: Id }>(actions: CrudListScreenProps<Item>['actions']): RowAction<Item>[] {
  const { editClicked, deleteClicked } = actions;
  return [
    ...(editClicked ? [{ label: 'Editar', icon: <EditOutlined />, action: (item: Item) => editClicked(item.id) }] : []),
    ...(deleteClicked
      ? [{ label: 'Excluir', icon: <DeleteOutlined />, danger: true, action: (item: Item) => deleteClicked(item.id) }]
      : []),
  ];
}

/** The 'Ação' column: one icon button per row action, with a tooltip and an accessible name (lists with a layout of their own use it too). */
export function actionColumn<Item extends { id: Id }>(
  rowActions: RowAction<Item>[],
  rowName: (item: Item) => string,
  dispatch: (action: Action) => void,
): TableColumnsType<Item>[number] {
  return {
    title: 'Ação',
    key: 'actions',
    width: rowActions.length > 2 ? 140 : 104,
    // Kept in view at the right edge while a table wider than the screen scrolls sideways (issue #35 item 6); the
    // table must scroll (`scroll={{ x: 'max-content' }}`) for it to stick.
    fixed: 'right',
    render: (_value, item) => (
      <Space size={spacing.xs}>
        {rowActions
          .filter((a) => a.shownFor?.(item) ?? true)
          .map((a) => (
            <Tooltip key={a.label} title={a.label}>
              <Button
                type="text"
                danger={a.danger}
                icon={a.icon}
                aria-label={`${a.label} ${rowName(item)}`}
                onClick={() => dispatch(a.action(item))}
              />
            </Tooltip>
          ))}
      </Space>
    ),
  };
}

/**
 * An admin list (spec §2): search or the list's filters and Novo above the table, the record's columns plus 'Ação',
 * numbered pages. The catalogues, FAQ, contacts and partners use it.
 */
export function CrudListScreen<Item extends { id: Id }>(props: CrudListScreenProps<Item>) {
  const { title, columns, list, actions, opened, rowName, addPath, searchLabel, filters, hideOnSinglePage } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { listRequested, nameFilterChanged } = actions;

  useEffect(() => {
    if (opened) dispatch(opened());
    else if (listRequested) dispatch(listRequested({}));
  }, [dispatch, listRequested, opened]);

  const rowActions = props.rowActions ?? defaultRowActions(actions);
  const serverPaged = list.page !== undefined;
  return (
    <PageCard title={title}>
      {searchLabel || filters || addPath ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, marginBottom: spacing.lg }}>
          {searchLabel && nameFilterChanged ? (
            <Input
              aria-label={searchLabel}
              placeholder={searchLabel}
              prefix={<SearchOutlined />}
              allowClear
              value={list.nameFilter}
              onChange={(event) => dispatch(nameFilterChanged(event.target.value))}
              style={{ flex: '1 1 240px', maxWidth: 420 }}
            />
          ) : null}
          {filters}
          {addPath ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(addPath)}>
              Novo
            </Button>
          ) : null}
        </div>
      ) : null}
      <Table<Item>
        rowKey="id"
        columns={[...columns, actionColumn(rowActions, rowName, dispatch)]}
        dataSource={list.items}
        loading={list.loading}
        pagination={{
          pageSize: list.perPage ?? 10,
          showSizeChanger: false,
          hideOnSinglePage,
          ...(serverPaged && listRequested
            ? {
                current: list.page,
                total: list.total,
                onChange: (next: number) => dispatch(listRequested({ page: next })),
              }
            : {}),
        }}
        // Rows wider than a phone scroll inside the table, 'Ação' fixed at its right edge.
        scroll={{ x: 'max-content' }}
      />
    </PageCard>
  );
}
