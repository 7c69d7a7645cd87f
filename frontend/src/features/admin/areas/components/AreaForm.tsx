import { Alert, Button, Form, Input, Radio, Space } from 'antd';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { areaSchema, type AreaFormValues } from '../areaSchema';

interface AreaFormProps {
  initialValues: AreaFormValues;
  /** The edit form also shows Situação (Ativo/Inativo). */
  withStatus: boolean;
  saving: boolean;
  /** Server message of a failed save. */
  error: string | null;
  onSubmit: (values: AreaFormValues) => void;
}

/** Nome (and Situação when editing), Salvar and Cancelar (back to the list). */
export function AreaForm({ initialValues, withStatus, saving, error, onSubmit }: AreaFormProps) {
  const navigate = useNavigate();
  const formik = useFormik<AreaFormValues>({
    initialValues,
    validationSchema: areaSchema,
    onSubmit: (values) => onSubmit({ ...values, name: values.name.trim() }),
  });
  const nameError = formik.touched.name ? formik.errors.name : undefined;

  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 560 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <Form.Item label="Nome" htmlFor="area-name" required validateStatus={nameError ? 'error' : undefined} help={nameError}>
        <Input id="area-name" {...formik.getFieldProps('name')} />
      </Form.Item>
      {withStatus ? (
        <Form.Item label="Situação">
          <Radio.Group
            aria-label="Situação"
            value={formik.values.status}
            onChange={(event) => void formik.setFieldValue('status', event.target.value)}
            options={[
              { label: 'Ativo', value: true },
              { label: 'Inativo', value: false },
            ]}
          />
        </Form.Item>
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button onClick={() => void navigate(paths.admin.areas)}>Cancelar</Button>
      </Space>
    </Form>
  );
}
