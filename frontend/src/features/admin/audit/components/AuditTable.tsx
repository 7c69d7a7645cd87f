import type { PagedBody } from '@conectasst/common/api/envelope';
import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import type { View } from '../../../../lib/serverState/view';
import { emptyTableLocale } from '../../../../components/EmptyState';

/**
 * A paged audit list (history, subscriptions, reversals, ledger): the server's message when the page could not be
 * loaded, then the rows with numbered pages (hidden when there is one).
 */
export function AuditTable<Row extends object>({
  view,
  page,
  onPage,
  columns,
  rowKey,
  emptyText,
  size,
}: {
  view: View<Pick<PagedBody<Row>['data'], 'data' | 'perPage' | 'total'> | null>;
  page: number;
  onPage: (page: number) => void;
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  emptyText: string;
  size?: TableProps<Row>['size'];
}) {
  const body = view.data ?? undefined;
  return (
    <>
      {view.error ? <Alert type="error" showIcon title={view.error} /> : null}
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={body?.data}
        loading={view.loading}
        size={size}
        locale={emptyTableLocale(emptyText)}
        pagination={{
          current: page,
          pageSize: body?.perPage ?? 20,
          total: body?.total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: true }}
      />
    </>
  );
}
