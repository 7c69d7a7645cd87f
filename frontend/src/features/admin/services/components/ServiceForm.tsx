import type { PublicArea } from '@conectasst/common/api/areas';
import type { Nr } from '@conectasst/common/api/nrs';
import type { Service } from '@conectasst/common/api/services';
import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import { REASON_MAX, diagnosisMessages } from '@conectasst/common/rules/diagnosisRules';
import { SERVICE_NAME_MAX, serviceMessages } from '@conectasst/common/rules/serviceRules';
import { Checkbox, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { CrudForm, StatusField } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { spacing } from '../../../../config/theme';

export interface ServiceFormValues {
  name: string;
  areaId: number | null;
  nrIds: number[];
  status: boolean;
  /** Diagnóstico SST (ADR 0115): listed or not, from how many employees per grade ('' = never), why, size waivers. */
  listed: boolean;
  thresholds: [string, string, string, string];
  reason: string;
  meiExempt: boolean;
  meEppExempt: boolean;
}

export type ApplicabilityFields = Pick<
  ServiceFormValues,
  'listed' | 'thresholds' | 'reason' | 'meiExempt' | 'meEppExempt'
>;

/** The form's fields for a stored applicability (waivers as the form offers them: MEI at any grade, ME/EPP at 1–2). */
export function applicabilityFields(applicability: Service['applicability'] | undefined): ApplicabilityFields {
  if (!applicability)
    return { listed: false, thresholds: ['', '', '', ''], reason: '', meiExempt: false, meEppExempt: false };
  const t = applicability.fromEmployees.map((n) => (n === null ? '' : String(n)));
  return {
    listed: true,
    thresholds: [t[0] ?? '', t[1] ?? '', t[2] ?? '', t[3] ?? ''],
    reason: applicability.reason,
    meiExempt: applicability.exemptions.some((e) => e.size === 'mei'),
    meEppExempt: applicability.exemptions.some((e) => e.size === 'me_epp'),
  };
}

export function applicabilityOf(values: ApplicabilityFields): Applicability | null {
  if (!values.listed) return null;
  const n = values.thresholds.map((v) => (v.trim() === '' ? null : Number(v.trim())));
  return {
    fromEmployees: [n[0] ?? null, n[1] ?? null, n[2] ?? null, n[3] ?? null],
    exemptions: [
      ...(values.meiExempt ? [{ size: 'mei' as const, maxGrade: 4 }] : []),
      ...(values.meEppExempt ? [{ size: 'me_epp' as const, maxGrade: 2 }] : []),
    ],
    reason: values.reason.trim(),
  };
}

const schema = yup.object({
  name: yup.string().trim().required(serviceMessages.nameRequired).max(SERVICE_NAME_MAX, serviceMessages.nameTooLong),
  areaId: yup.number().nullable().required(serviceMessages.areaRequired),
  reason: yup.string().when('listed', {
    is: true,
    then: (s) => s.trim().required(diagnosisMessages.reasonRequired).max(REASON_MAX, diagnosisMessages.reasonTooLong),
  }),
  thresholds: yup.array(yup.string()).when('listed', {
    is: true,
    then: (s) =>
      s
        .test('digits', diagnosisMessages.thresholdInvalid, (list) =>
          (list ?? []).every((v) => !v?.trim() || /^\d{1,7}$/.test(v.trim())),
        )
        .test('one', diagnosisMessages.noThreshold, (list) => (list ?? []).some((v) => Boolean(v?.trim()))),
  }),
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
  onSubmit: (values: {
    name: string;
    areaId: number;
    nrIds: number[];
    status: boolean;
    applicability: Applicability | null;
  }) => void;
}

/** Nome, Área, NRs (optional) and, when editing, Situação; Cancelar asks for confirmation. */
export function ServiceForm({
  initialValues,
  areas,
  nrOptions,
  withStatus,
  saving,
  error,
  onAreaChange,
  onCancel,
  onSubmit,
}: ServiceFormProps) {
  const formik = useFormik<ServiceFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) =>
      onSubmit({
        name: values.name.trim(),
        areaId: values.areaId!,
        nrIds: values.nrIds,
        status: values.status,
        applicability: applicabilityOf(values),
      }),
  });
  const thresholdsError =
    formik.submitCount > 0 && typeof formik.errors.thresholds === 'string' ? formik.errors.thresholds : undefined;

  return (
    <CrudForm formik={formik} saving={saving} error={error} onCancel={onCancel} maxWidth={640}>
      <FormikItem formik={formik} name="name" label="Nome" id="service-name" required>
        <Input id="service-name" {...formik.getFieldProps('name')} />
      </FormikItem>
      <FormikItem formik={formik} name="areaId" label="Área" id="service-area" required>
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
      </FormikItem>
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
      {withStatus ? <StatusField formik={formik} /> : null}
      <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${spacing.md}px` }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          Diagnóstico SST
        </Typography.Title>
        <Form.Item extra="Marque quando o serviço é uma obrigação: o diagnóstico gratuito (/diagnostico) o indicará às empresas a que se aplica.">
          <Checkbox
            id="service-listed"
            checked={formik.values.listed}
            onChange={(event) => void formik.setFieldValue('listed', event.target.checked)}
          >
            Indicar no diagnóstico SST
          </Checkbox>
        </Form.Item>
        {formik.values.listed ? (
          <>
            <Form.Item
              label="A partir de quantos empregados, por grau de risco (em branco: não se aplica naquele grau; 1 = todo empregador)"
              validateStatus={thresholdsError ? 'error' : undefined}
              help={thresholdsError}
            >
              <Row gutter={spacing.sm}>
                {[0, 1, 2, 3].map((i) => (
                  <Col xs={12} md={6} key={i}>
                    <Input
                      id={`service-threshold-${i + 1}`}
                      aria-label={`Grau ${i + 1}: a partir de quantos empregados`}
                      addonBefore={`Grau ${i + 1}`}
                      inputMode="numeric"
                      maxLength={7}
                      value={formik.values.thresholds[i]}
                      onChange={(event) => void formik.setFieldValue(`thresholds.${i}`, event.target.value)}
                    />
                  </Col>
                ))}
              </Row>
            </Form.Item>
            <FormikItem
              formik={formik}
              name="reason"
              label="Por que se aplica (uma frase, com a NR)"
              id="service-reason"
              required
            >
              <Input.TextArea id="service-reason" rows={2} maxLength={REASON_MAX} {...formik.getFieldProps('reason')} />
            </FormikItem>
            <Form.Item label="Dispensas pelo porte (NR-1, 1.8)">
              <Space direction="vertical">
                <Checkbox
                  checked={formik.values.meiExempt}
                  onChange={(event) => void formik.setFieldValue('meiExempt', event.target.checked)}
                >
                  MEI pode ser dispensado
                </Checkbox>
                <Checkbox
                  checked={formik.values.meEppExempt}
                  onChange={(event) => void formik.setFieldValue('meEppExempt', event.target.checked)}
                >
                  ME/EPP de grau 1 ou 2 pode ser dispensada
                </Checkbox>
              </Space>
            </Form.Item>
          </>
        ) : null}
      </fieldset>
    </CrudForm>
  );
}
