import { Segmented, Table, type TableColumnsType } from 'antd';
import { spacing } from '../../config/theme';
import { emptyTableLocale } from '../EmptyState';

/**
 * One moderation queue (ADR 0141): the status filter above the table, 20 rows a page, the queue's empty text, a
 * horizontal scroll on phones. Rows come from the queue's view; the table spins while it loads.
 */
export function QueueTable<Row extends object, Filter extends string>({
  rows,
  loading,
  rowKey,
  columns,
  emptyText,
  filter,
}: {
  rows: Row[] | undefined;
  loading: boolean;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  emptyText: string;
  filter?: { value: Filter; options: { value: Filter; label: string }[]; onChange: (value: Filter) => void };
}) {
  return (
    <>
      {filter ? (
        <Segmented<Filter>
          value={filter.value}
          onChange={filter.onChange}
          options={filter.options}
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={emptyTableLocale(emptyText)}
        scroll={{ x: true }}
      />
    </>
  );
}
