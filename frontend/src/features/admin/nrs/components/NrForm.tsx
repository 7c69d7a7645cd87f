import type { PublicArea } from '@conectasst/common/api/areas';
import { NR_NAME_MAX, nrMessages } from '@conectasst/common/rules/nrRules';
import { Alert, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';

export interface NrFormValues {
  name: string;
  areaId: number | null;
  status: boolean;
}

const schema = yup.object({
  name: yup.string().trim().required(nrMessages.nameRequired).max(NR_NAME_MAX, nrMessages.nameTooLong),
  // Spec §5: no area → 'Selecione uma área' and nothing is sent.
  areaId: yup.number().nullable().required(nrMessages.areaRequired),
});

interface NrFormProps {
  initialValues: NrFormValues;
  areas: PublicArea[];
  withStatus: boolean;
  saving: boolean;
  error: string | null;
  onSubmit: (values: { name: string; areaId: number; status: boolean }) => void;
}

/** Nome, Área (and Situação when editing); Cancelar goes back to /admin/nrs. */
export function NrForm({ initialValues, areas, withStatus, saving, error, onSubmit }: NrFormProps) {
  const navigate = useNavigate();
  const formik = useFormik<NrFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => onSubmit({ name: values.name.trim(), areaId: values.areaId!, status: values.status }),
  });
  const nameError = formik.touched.name ? formik.errors.name : undefined;
  const areaError = formik.touched.areaId ? formik.errors.areaId : undefined;

  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 560 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <Form.Item label="Nome" htmlFor="nr-name" required validateStatus={nameError ? 'error' : undefined} help={nameError}>
        <Input id="nr-name" {...formik.getFieldProps('name')} />
      </Form.Item>
      <Form.Item label="Área" htmlFor="nr-area" required validateStatus={areaError ? 'error' : undefined} help={areaError}>
        <Select
          id="nr-area"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Selecione uma área"
          value={formik.values.areaId ?? undefined}
          options={areas.map((area) => ({ label: area.name, value: area.id }))}
          onChange={(value: number) => void formik.setFieldValue('areaId', value)}
          onBlur={() => void formik.setFieldTouched('areaId', true)}
        />
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
        <Button onClick={() => void navigate(paths.admin.nrs)}>Cancelar</Button>
      </Space>
    </Form>
  );
}
