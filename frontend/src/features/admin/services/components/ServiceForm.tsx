import type { PublicArea } from '@conectasst/common/api/areas';
import type { Nr } from '@conectasst/common/api/nrs';
import type { Service } from '@conectasst/common/api/services';
import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import { REASON_MAX, diagnosisMessages, isEmployeeCountText } from '@conectasst/common/rules/diagnosisRules';
import { SERVICE_NAME_MAX, serviceMessages } from '@conectasst/common/rules/serviceRules';
import type { SignerRequirement, SigningRule } from '@conectasst/common/rules/signingRules';
import { SIGNING_SOURCE_MAX, signingMessages } from '@conectasst/common/rules/signingRules';
import {
  CREDENTIAL_KINDS,
  credentialKindLabels,
  registrySpecialities,
  specialitiesOf,
  type RegistrySpeciality,
} from '@conectasst/common/rules/trustRules';
import { Button, Checkbox, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import type { FormikProps } from 'formik';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { CrudForm, StatusField } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { FormikRecordSelect } from '../../../../components/formikControls';
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
  /** Quem pode assinar (ADR 0169): only the registries listed may take a seat; with the legal source. */
  signed: boolean;
  signers: SignerRequirement[];
  signingSource: string;
}

export type SigningFields = Pick<ServiceFormValues, 'signed' | 'signers' | 'signingSource'>;

/** The form's fields for a stored signing rule. */
export function signingFields(signing: SigningRule | null | undefined): SigningFields {
  return signing
    ? { signed: true, signers: signing.signers, signingSource: signing.source }
    : { signed: false, signers: [{ kind: 'CRM', professional: '', requiresRqe: true }], signingSource: '' };
}

export function signingOf(values: SigningFields): SigningRule | null {
  if (!values.signed) return null;
  return {
    signers: values.signers.map((s) => ({ ...s, professional: s.professional.trim() })),
    source: values.signingSource.trim(),
  };
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
  signingSource: yup.string().when('signed', {
    is: true,
    then: (s) => s.trim().required(signingMessages.sourceRequired).max(SIGNING_SOURCE_MAX, signingMessages.tooLong),
  }),
  signers: yup.array(yup.object({ professional: yup.string().default('') })).when('signed', {
    is: true,
    then: (s) =>
      s
        .min(1, signingMessages.signersRequired)
        .test('professional', signingMessages.professionalRequired, (list) =>
          (list ?? []).every((x) => (x.professional ?? '').trim() !== ''),
        ),
  }),
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
          (list ?? []).every((v) => !v?.trim() || isEmployeeCountText(v)),
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
    signing: SigningRule | null;
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
        signing: signingOf(values),
      }),
  });

  return (
    <CrudForm formik={formik} saving={saving} error={error} onCancel={onCancel} maxWidth={640}>
      <FormikItem formik={formik} name="name" label="Nome" id="service-name" required>
        <Input id="service-name" {...formik.getFieldProps('name')} />
      </FormikItem>
      <FormikRecordSelect
        formik={formik}
        name="areaId"
        label="Área"
        id="service-area"
        placeholder="Selecione uma Área"
        records={areas}
        onPicked={
          onAreaChange &&
          ((area) => {
            void formik.setFieldValue('nrIds', []);
            onAreaChange(area);
          })
        }
      />
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
      <DiagnosisSection formik={formik} />
      <SigningSection formik={formik} />
    </CrudForm>
  );
}

type ServiceFormik = FormikProps<ServiceFormValues>;

/** Diagnóstico SST (ADR 0115): whether the free diagnosis points companies to the service, from which size, and why. */
function DiagnosisSection({ formik }: { formik: ServiceFormik }) {
  const thresholdsError =
    formik.submitCount > 0 && typeof formik.errors.thresholds === 'string' ? formik.errors.thresholds : undefined;
  return (
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
  );
}

/** Quem pode assinar (ADR 0169): the registries that may take a seat, and the legal source. */
function SigningSection({ formik }: { formik: ServiceFormik }) {
  const signersError =
    formik.submitCount > 0 && typeof formik.errors.signers === 'string' ? formik.errors.signers : undefined;
  const setSigner = (i: number, change: Partial<SignerRequirement>) =>
    void formik.setFieldValue(
      'signers',
      formik.values.signers.map((s, j) => (j === i ? { ...s, ...change } : s)),
    );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: `0 0 ${spacing.md}px` }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Quem pode assinar
      </Typography.Title>
      <Form.Item extra="Marque quando a lei exige um profissional habilitado: só parceiros com um desses registros verificados poderão se inscrever, e a página do serviço o informa.">
        <Checkbox
          id="service-signed"
          checked={formik.values.signed}
          onChange={(event) => void formik.setFieldValue('signed', event.target.checked)}
        >
          Exige assinatura de profissional habilitado
        </Checkbox>
      </Form.Item>
      {formik.values.signed ? (
        <>
          <Form.Item
            label="Profissionais que podem assinar (qualquer um deles)"
            validateStatus={signersError ? 'error' : undefined}
            help={signersError}
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              {formik.values.signers.map((signer, i) => (
                <SignerRow
                  key={i}
                  index={i}
                  signer={signer}
                  removable={formik.values.signers.length > 1}
                  onChange={(change) => setSigner(i, change)}
                  onRemove={() =>
                    void formik.setFieldValue(
                      'signers',
                      formik.values.signers.filter((_, j) => j !== i),
                    )
                  }
                />
              ))}
              {formik.values.signers.length < 6 ? (
                <Button
                  onClick={() =>
                    void formik.setFieldValue('signers', [
                      ...formik.values.signers,
                      { kind: 'CREA', professional: '', requiresRqe: false },
                    ])
                  }
                >
                  Adicionar profissional
                </Button>
              ) : null}
            </Space>
          </Form.Item>
          <FormikItem formik={formik} name="signingSource" label="Fonte legal" id="service-signing-source" required>
            <Input
              id="service-signing-source"
              maxLength={200}
              placeholder="ex.: Lei 8.213/1991, art. 58, § 1º"
              {...formik.getFieldProps('signingSource')}
            />
          </FormikItem>
        </>
      ) : null}
    </fieldset>
  );
}

interface SignerRowProps {
  index: number;
  signer: SignerRequirement;
  removable: boolean;
  onChange: (change: Partial<SignerRequirement>) => void;
  onRemove: () => void;
}

/** One registry that may sign: its council, the professional, RQE and, for councils that have them, a speciality. */
function SignerRow({ index, signer, removable, onChange, onRemove }: SignerRowProps) {
  return (
    <Row gutter={spacing.sm} align="middle">
      <Col xs={24} md={8}>
        <Select
          aria-label={`Registro ${index + 1}`}
          value={signer.kind}
          options={CREDENTIAL_KINDS.map((k) => ({ value: k, label: credentialKindLabels[k] }))}
          onChange={(kind: SignerRequirement['kind']) =>
            onChange({
              kind,
              speciality:
                signer.speciality && specialitiesOf(kind).includes(signer.speciality) ? signer.speciality : undefined,
            })
          }
          style={{ width: '100%' }}
        />
      </Col>
      <Col xs={24} md={8}>
        <Input
          aria-label={`Profissional ${index + 1}`}
          placeholder="ex.: médico do trabalho"
          maxLength={80}
          value={signer.professional}
          onChange={(event) => onChange({ professional: event.target.value })}
        />
      </Col>
      <Col xs={16} md={5}>
        <Checkbox checked={signer.requiresRqe} onChange={(event) => onChange({ requiresRqe: event.target.checked })}>
          Exige RQE
        </Checkbox>
      </Col>
      <Col xs={8} md={3}>
        <Button type="link" disabled={!removable} onClick={onRemove}>
          Remover
        </Button>
      </Col>
      {specialitiesOf(signer.kind).length > 0 ? (
        <Col xs={24} md={16}>
          <Select
            aria-label={`Especialidade exigida ${index + 1}`}
            placeholder="Especialidade: qualquer registro do conselho"
            allowClear
            value={signer.speciality}
            options={specialitiesOf(signer.kind).map((s) => ({
              value: s,
              label: `Exige ${registrySpecialities[s].label} (conferida pelo admin)`,
            }))}
            onChange={(speciality?: RegistrySpeciality) => onChange({ speciality })}
            style={{ width: '100%', marginTop: spacing.xs }}
          />
        </Col>
      ) : null}
    </Row>
  );
}
