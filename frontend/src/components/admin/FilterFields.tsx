import { Col, Form, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { DateField } from '../DateField';

/** One field of an admin filter row: its column (`xs` / `md` of 24) and its label, tied to the control's `id`. */
export function FilterField({
  label,
  id,
  xs = 12,
  md,
  children,
}: {
  label: string;
  id: string;
  xs?: number;
  md: number;
  children: ReactNode;
}) {
  return (
    <Col xs={xs} md={md}>
      <Form.Item label={label} htmlFor={id}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** A filter picked from a list, cleared to show all: its label is also the select's accessible name. */
export function SelectFilter<Value>({
  label,
  id,
  xs,
  md,
  ...select
}: { label: string; id: string; xs?: number; md: number } & SelectProps<Value>) {
  return (
    <FilterField label={label} id={id} xs={xs} md={md}>
      <Select<Value> id={id} aria-label={label} allowClear {...select} />
    </FilterField>
  );
}

export interface Period {
  /** `YYYY-MM-DD`, or empty. */
  from: string;
  to: string;
}

/** De and Até, two date fields side by side (ids `<idPrefix>-from` and `<idPrefix>-to`). */
export function PeriodFields({
  idPrefix,
  md,
  value,
  onChange,
}: {
  idPrefix: string;
  md: number;
  value: Period;
  onChange: (period: Period) => void;
}) {
  return (
    <>
      <FilterField label="De" id={`${idPrefix}-from`} md={md}>
        <DateField id={`${idPrefix}-from`} value={value.from} onChange={(from) => onChange({ ...value, from })} />
      </FilterField>
      <FilterField label="Até" id={`${idPrefix}-to`} md={md}>
        <DateField id={`${idPrefix}-to`} value={value.to} onChange={(to) => onChange({ ...value, to })} />
      </FilterField>
    </>
  );
}
