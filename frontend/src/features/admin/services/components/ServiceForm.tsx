import type { PublicArea } from '@conectasst/common/api/areas';
import type { Nr } from '@conectasst/common/api/nrs';
import { SERVICE_NAME_MAX, serviceMessages } from '@conectasst/common/rules/serviceRules';
import { Alert, Button, Form, Input, Radio, Select, Space } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { spacing } from '../../../../config/theme';

export interface ServiceFormValues {
  name: string;
  areaId: number | null;
  nrIds: number[];
  status: boolean;
}

const schema = yup.object({
  name: yup.string().trim().required(serviceMessages.nameRequired).max(SERVICE_NAME_MAX, serviceMessages.nameTooLong),
  areaId: yup.number().nullable().required(serviceMessages.areaRequired),
});

interface ServiceFormProps {
  initialValues: ServiceFormValues;
  areas: PublicArea[];
  nrOptions: Nr[];
  withStatus: boolean;
  saving: boolean;
  error: string | null;
  onAreaChange?: (areaId: number) => void;
  onCancel: () => void;
  onSubmit: (values: { name: string; areaId: number; nrIds: number[]; status: boolean }) => void;
}

/** Nome, Área, NRs (optional) and, when editing, Situação; Cancelar asks for confirmation. */
export function ServiceForm({ initialValues, areas, nrOptions, withStatus, saving, error, onAreaChange, onCancel, onSubmit }: ServiceFormProps) {
  const formik = useFormik<ServiceFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => onSubmit({ name: values.name.trim(), areaId: values.areaId!, nrIds: values.nrIds, status: values.status }),
  });
  const nameError = formik.touched.name ? formik.errors.name : undefined;
  const areaError = formik.touched.areaId ? formik.errors.areaId : undefined;

  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 640 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <Form.Item label="Nome" htmlFor="service-name" required validateStatus={nameError ? 'error' : undefined} help={nameError}>
        <Input id="service-name" {...formik.getFieldProps('name')} />
      </Form.Item>
      <Form.Item label="Área" htmlFor="service-area" required validateStatus={areaError ? 'error' : undefined} help={areaError}>
        <Select
          id="service-area"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Selecione uma Área"
          value={formik.values.areaId ?? undefined}
          options={areas.map((area) => ({ label: area.name, value: area.id }))}
          onChange={(value: number) => {
            void formik.setFieldValue('areaId', value);
            if (onAreaChange) {
              void formik.setFieldValue('nrIds', []);
              onAreaChange(value);
            }
          }}
          onBlur={() => void formik.setFieldTouched('areaId', true)}
        />
      </Form.Item>
      <Form.Item label="NRs" htmlFor="service-nrs" extra="Opcional">
        <Select
          id="service-nrs"
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={onAreaChange && !formik.values.areaId ? 'Escolha a área primeiro' : 'Selecione as NRs'}
          value={formik.values.nrIds}
          options={nrOptions.map((nr) => ({ label: nr.status ? nr.name : `${nr.name} (inativa)`, value: nr.id }))}
          onChange={(value: number[]) => void formik.setFieldValue('nrIds', value)}
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
        <Button onClick={onCancel}>Cancelar</Button>
      </Space>
    </Form>
  );
}
