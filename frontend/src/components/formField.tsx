import { Form } from 'antd';
import type { FormikProps } from 'formik';
import type { CSSProperties, ReactNode } from 'react';
import { useFocusFirstError, type SubmitState } from '../hooks/useFocusFirstError';

/** A form item's error look and message; nothing when there is no error. */
export const errorStatus = (error: string | undefined) =>
  error ? { validateStatus: 'error' as const, help: error } : {};

/** An antd form item wired to one formik field: label, error after the field was touched or submitted. */
export function FormikItem<T extends object>({
  formik,
  name,
  label,
  children,
  extra,
  id,
  required,
}: {
  formik: FormikProps<T>;
  name: keyof T & string;
  label: string;
  children: ReactNode;
  extra?: ReactNode;
  /** The control's id, when it is not `field-<name>`. */
  id?: string;
  /** Marks the label as required. */
  required?: boolean;
}) {
  const touched = (formik.touched as Record<string, unknown>)[name] || formik.submitCount > 0;
  const error = touched ? ((formik.errors as Record<string, unknown>)[name] as string | undefined) : undefined;
  return (
    <Form.Item label={label} htmlFor={id ?? `field-${name}`} required={required} {...errorStatus(error)} extra={extra}>
      {children}
    </Form.Item>
  );
}

/**
 * A vertical antd form, without required marks, that submits through formik (its validation, then `onSubmit`); a
 * refused submit brings the first field in error into view, focused (`useFocusFirstError`).
 */
export function FormikForm({
  formik,
  children,
  style,
  'aria-label': ariaLabel,
}: {
  formik: Pick<FormikProps<object>, 'submitForm'> & SubmitState;
  children: ReactNode;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const fields = useFocusFirstError<HTMLDivElement>(formik);
  return (
    <div ref={fields} style={{ display: 'contents' }}>
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={() => void formik.submitForm()}
        style={style}
        aria-label={ariaLabel}
      >
        {children}
      </Form>
    </div>
  );
}
