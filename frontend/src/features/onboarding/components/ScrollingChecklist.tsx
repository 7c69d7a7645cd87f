import { Button, Checkbox, List } from 'antd';
import type { ReactNode } from 'react';
import { spacing } from '../../../config/theme';

/** A bordered, scrolling column of checkboxes (the NRs of an area, the cities of a state). */
export function ScrollingChecklist<V extends string | number>({
  items,
  value,
  onChange,
  maxHeight,
  gap,
}: {
  items: { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
  maxHeight: number | string;
  gap: number;
}) {
  return (
    <div
      style={{
        maxHeight,
        overflowY: 'auto',
        marginTop: spacing.sm,
        border: '1px solid #e8efe8',
        borderRadius: 8,
        padding: spacing.sm,
      }}
    >
      <Checkbox.Group
        value={value}
        onChange={(v) => onChange(v as V[])}
        style={{ display: 'flex', flexDirection: 'column', gap }}
      >
        {items.map((item) => (
          <Checkbox key={item.value} value={item.value}>
            {item.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

/** What was added so far (areas with their NRs, regions), each row with 'Remover'. */
export function RemovableList<T>({
  items,
  keyOf,
  onRemove,
  render,
}: {
  items: T[];
  keyOf: (item: T) => string | number;
  onRemove: (item: T) => void;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <List
      style={{ marginTop: spacing.md }}
      size="small"
      bordered
      dataSource={items}
      rowKey={keyOf}
      renderItem={(item) => (
        <List.Item
          actions={[
            <Button key="remove" type="link" danger onClick={() => onRemove(item)}>
              Remover
            </Button>,
          ]}
        >
          {render(item)}
        </List.Item>
      )}
    />
  );
}
