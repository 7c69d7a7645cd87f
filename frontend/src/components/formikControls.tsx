import { Input, Select } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { PatternFormat } from 'react-number-format';
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
  maxLength,
}: FieldProps<T> & { maxLength: number }) {
  return (
    <FormikItem formik={formik} name={name} label={label} extra={extra}>
      <Input id={`field-${name}`} maxLength={maxLength} {...formik.getFieldProps(name)} />
    </FormikItem>
  );
}

/** A masked box (CPF, CNPJ, CEP, phone) holding the digits only in formik. */
export function FormikMasked<T extends object>({
  formik,
  name,
  label,
  format,
  mask = '_',
  inputMode = 'numeric',
}: FieldProps<T> & { format: string; mask?: string; inputMode?: 'numeric' | 'tel' }) {
  return (
    <FormikItem formik={formik} name={name} label={label}>
      <PatternFormat
        id={`field-${name}`}
        customInput={Input}
        format={format}
        mask={mask}
        inputMode={inputMode}
        value={fieldValue(formik, name)}
        onValueChange={(v) => void formik.setFieldValue(name, v.value)}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
    </FormikItem>
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
