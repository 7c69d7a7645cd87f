import { Form } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

/** An antd form item wired to one formik field: label, error after the field was touched or submitted. */
export function FormikItem<T extends object>({
  formik,
  name,
  label,
  children,
  extra,
}: {
  formik: FormikProps<T>;
  name: keyof T & string;
  label: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const touched = (formik.touched as Record<string, unknown>)[name] || formik.submitCount > 0;
  const error = touched ? ((formik.errors as Record<string, unknown>)[name] as string | undefined) : undefined;
  return (
    <Form.Item label={label} htmlFor={`field-${name}`} validateStatus={error ? 'error' : undefined} help={error} extra={extra}>
      {children}
    </Form.Item>
  );
}
