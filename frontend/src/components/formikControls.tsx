import { PASSWORD_MAX } from '@conectasst/common/rules/accountLimits';
import { Input, Select } from 'antd';
import type { InputProps } from 'antd';
import type { FormikProps } from 'formik';
import { Children } from 'react';
import type { ReactNode } from 'react';
import { PatternFormat } from 'react-number-format';
import { spacing } from '../config/theme';
import { FormikItem } from './formField';

interface FieldProps<T extends object> {
  formik: FormikProps<T>;
  name: keyof T & string;
  label: string;
  extra?: ReactNode;
}

const fieldValue = <T extends object>(formik: FormikProps<T>, name: keyof T & string) =>
  String((formik.values as Record<string, unknown>)[name] ?? '');

/** A text box bound to one formik field (id `field-<name>`). */
export function FormikInput<T extends object>({
  formik,
  name,
  label,
  extra,
  ...input
}: FieldProps<T> & Pick<InputProps, 'maxLength' | 'type' | 'autoComplete' | 'size' | 'inputMode' | 'placeholder'>) {
  return (
    <FormikItem formik={formik} name={name} label={label} extra={extra}>
      <Input id={`field-${name}`} {...input} {...formik.getFieldProps(name)} />
    </FormikItem>
  );
}

/**
 * A new password (hidden, the browser may suggest one). Nothing is cut (ADR 0159): a counter shows the length against
 * the one limit as the user types, and past it the rule's message shows at once, before the field is left.
 */
export function FormikPassword<T extends object>({
  formik,
  name,
  label,
  size,
}: FieldProps<T> & Pick<InputProps, 'size'>) {
  const field = formik.getFieldProps(name);
  return (
    <FormikItem formik={formik} name={name} label={label}>
      <Input.Password
        id={`field-${name}`}
        size={size}
        autoComplete="new-password"
        count={{ show: true, max: PASSWORD_MAX }}
        {...field}
        onChange={(event) => {
          field.onChange(event);
          if (event.target.value.length > PASSWORD_MAX) void formik.setFieldTouched(name, true, false);
        }}
      />
    </FormikItem>
  );
}

/** A masked box (CPF, CNPJ, CEP, phone) holding the digits only in formik; `onDigits` hears each change after the write. */
export function FormikMasked<T extends object>({
  formik,
  name,
  label,
  format,
  mask = '_',
  inputMode = 'numeric',
  autoComplete,
  onDigits,
}: FieldProps<T> & {
  format: string;
  /** The placeholder of a digit still to type; `false` for none. */
  mask?: string | false;
  inputMode?: 'numeric' | 'tel';
  autoComplete?: string;
  onDigits?: (digits: string) => void;
}) {
  return (
    <FormikItem formik={formik} name={name} label={label}>
      <PatternFormat
        id={`field-${name}`}
        customInput={Input}
        format={format}
        mask={mask || undefined}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={fieldValue(formik, name)}
        onValueChange={(v) => {
          void formik.setFieldValue(name, v.value);
          onDigits?.(v.value);
        }}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </FormikItem>
  );
}

/** Fields side by side that wrap to one column on a narrow screen; `flex` is each child's CSS flex, in order. */
export function FieldRow({ flex, children }: { flex: readonly string[]; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
      {Children.toArray(children).map((child, i) => (
        <div key={i} style={{ flex: flex[i] }}>
          {child}
        </div>
      ))}
    </div>
  );
}

/** A select of fixed options bound to one formik field; `onPick` replaces the plain write (to reset a dependent field). */
export function FormikSelect<T extends object>({
  formik,
  name,
  label,
  options,
  showSearch,
  onPick,
}: FieldProps<T> & { options: readonly string[]; showSearch?: boolean; onPick?: (value: string) => void }) {
  return (
    <FormikItem formik={formik} name={name} label={label}>
      <Select
        id={`field-${name}`}
        showSearch={showSearch}
        placeholder="Selecione"
        options={options.map((v) => ({ label: v, value: v }))}
        value={fieldValue(formik, name) || undefined}
        onChange={(v: string) => (onPick ? onPick(v) : void formik.setFieldValue(name, v))}
      />
    </FormikItem>
  );
}

/**
 * A searchable select of records (an area, a service…) bound to the formik field that holds the picked one's id; the
 * admin forms' pick of a parent record. `onPicked` hears each pick after the write (to reset a dependent field).
 */
export function FormikRecordSelect<T extends object>({
  formik,
  name,
  label,
  id,
  placeholder,
  records,
  onPicked,
}: FieldProps<T> & {
  id: string;
  placeholder: string;
  records: readonly { id: number; name: string }[];
  onPicked?: (id: number) => void;
}) {
  const value = (formik.values as Record<string, unknown>)[name] as number | null | undefined;
  return (
    <FormikItem formik={formik} name={name} label={label} id={id} required>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        value={value ?? undefined}
        options={records.map((record) => ({ label: record.name, value: record.id }))}
        onChange={(picked: number) => {
          void formik.setFieldValue(name, picked);
          onPicked?.(picked);
        }}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </FormikItem>
  );
}

/** A select whose 'Outro' opens a text box asking which (spec §5: department, role, profession, 'Como nos conheceu?'). */
export function FormikSelectWithOther<T extends object>({
  other,
  otherName,
  otherLabel,
  ...select
}: Parameters<typeof FormikSelect<T>>[0] & { other: string; otherName: keyof T & string; otherLabel: string }) {
  return (
    <>
      <FormikSelect {...select} />
      {fieldValue(select.formik, select.name) === other ? (
        <FormikInput formik={select.formik} name={otherName} label={otherLabel} maxLength={120} />
      ) : null}
    </>
  );
}
