import type { AgendaRuleView, CreateAgendaRuleRequest } from '@conectasst/common/api/agenda';
import type { AgendaTriggerKind } from '@conectasst/common/rules/agendaRules';
import {
  AGENDA_PERIOD_MAX,
  AGENDA_SOURCE_MAX,
  AGENDA_TITLE_MAX,
  agendaMessages as m,
  agendaTriggerLabel,
} from '@conectasst/common/rules/agendaRules';
import { Input, InputNumber, Select } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { CrudForm, StatusField } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { FormikRecordSelect } from '../../../../components/formikControls';
import { paths } from '../../../../config/paths';

export interface AgendaRuleFormValues {
  serviceId: number | null;
  title: string;
  kind: AgendaTriggerKind;
  minGrade: number | null;
  minEmployees: number | null;
  periodicityMonths: number | null;
  alternativeMonths: number | null;
  alternativeCondition: string;
  source: string;
  status: boolean;
}

export const emptyAgendaRule: AgendaRuleFormValues = {
  serviceId: null,
  title: '',
  kind: 'always',
  minGrade: null,
  minEmployees: null,
  periodicityMonths: null,
  alternativeMonths: null,
  alternativeCondition: '',
  source: '',
  status: true,
};

export function valuesOf(rule: AgendaRuleView): AgendaRuleFormValues {
  return {
    serviceId: rule.service_id,
    title: rule.title,
    kind: rule.trigger.kind,
    minGrade: rule.trigger.kind === 'grade' ? rule.trigger.minGrade : null,
    minEmployees: rule.trigger.kind === 'headcount' ? rule.trigger.minEmployees : null,
    periodicityMonths: rule.periodicity_months,
    alternativeMonths: rule.alternative?.months ?? null,
    alternativeCondition: rule.alternative?.condition ?? '',
    source: rule.source,
    status: rule.status,
  };
}

/** The request of the form's values (checked by the schema first). */
export function requestOf(v: AgendaRuleFormValues): CreateAgendaRuleRequest {
  const trigger =
    v.kind === 'grade'
      ? { kind: 'grade' as const, minGrade: v.minGrade! }
      : v.kind === 'headcount'
        ? { kind: 'headcount' as const, minEmployees: v.minEmployees! }
        : { kind: v.kind };
  return {
    service_id: v.serviceId!,
    title: v.title.trim(),
    trigger,
    periodicityMonths: v.periodicityMonths!,
    alternative: v.alternativeMonths ? { months: v.alternativeMonths, condition: v.alternativeCondition.trim() } : null,
    source: v.source.trim(),
  };
}

const months = yup
  .number()
  .typeError(m.periodInvalid)
  .integer(m.periodInvalid)
  .min(1, m.periodInvalid)
  .max(AGENDA_PERIOD_MAX, m.periodInvalid);
const schema = yup.object({
  serviceId: yup.number().nullable().required(m.serviceRequired),
  title: yup.string().trim().required(m.titleRequired).max(AGENDA_TITLE_MAX, m.titleTooLong),
  minGrade: yup
    .number()
    .nullable()
    .when('kind', { is: 'grade', then: (s) => s.required(m.gradeInvalid) }),
  minEmployees: yup
    .number()
    .nullable()
    .when('kind', { is: 'headcount', then: (s) => s.required(m.employeesInvalid).min(1, m.employeesInvalid) }),
  periodicityMonths: months.nullable().required(m.periodInvalid),
  alternativeMonths: months.nullable().notOneOf([yup.ref('periodicityMonths')], m.sameAlternative),
  alternativeCondition: yup
    .string()
    .when('alternativeMonths', { is: (v: number | null) => !!v, then: (s) => s.trim().required(m.conditionRequired) }),
  source: yup.string().trim().required(m.sourceRequired).max(AGENDA_SOURCE_MAX, m.sourceTooLong),
});

interface Props {
  initialValues: AgendaRuleFormValues;
  services: { id: number; name: string }[];
  withStatus: boolean;
  saving: boolean;
  error: string | null;
  onSubmit: (values: AgendaRuleFormValues) => void;
}

/** Serviço, Obrigação, Quando se aplica, Periodicidade (e a alternativa), Fonte; Situação ao editar. */
export function AgendaRuleForm({ initialValues, services, withStatus, saving, error, onSubmit }: Props) {
  const formik = useFormik<AgendaRuleFormValues>({ initialValues, validationSchema: schema, onSubmit });
  const number = (
    name: 'minEmployees' | 'periodicityMonths' | 'alternativeMonths' | 'minGrade',
    id: string,
    max: number,
  ) => (
    <InputNumber
      id={id}
      min={1}
      max={max}
      style={{ width: '100%', maxWidth: 200 }}
      value={formik.values[name]}
      onChange={(value) => void formik.setFieldValue(name, value ?? null)}
      onBlur={() => void formik.setFieldTouched(name, true)}
    />
  );
  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.agendaRules}>
      <FormikRecordSelect
        formik={formik}
        name="serviceId"
        label="Serviço"
        id="agenda-rule-service"
        placeholder="Selecione o serviço"
        records={services}
      />
      <FormikItem formik={formik} name="title" label="Obrigação" id="agenda-rule-title" required>
        <Input id="agenda-rule-title" maxLength={AGENDA_TITLE_MAX} {...formik.getFieldProps('title')} />
      </FormikItem>
      <FormikItem formik={formik} name="kind" label="Quando se aplica" id="agenda-rule-kind" required>
        <Select
          id="agenda-rule-kind"
          value={formik.values.kind}
          options={(Object.keys(agendaTriggerLabel) as AgendaTriggerKind[]).map((k) => ({
            label: agendaTriggerLabel[k],
            value: k,
          }))}
          onChange={(value: AgendaTriggerKind) => void formik.setFieldValue('kind', value)}
        />
      </FormikItem>
      {formik.values.kind === 'grade' ? (
        <FormikItem formik={formik} name="minGrade" label="A partir do grau de risco" id="agenda-rule-grade" required>
          <Select
            id="agenda-rule-grade"
            placeholder="Grau"
            style={{ maxWidth: 200 }}
            value={formik.values.minGrade ?? undefined}
            options={[1, 2, 3, 4].map((g) => ({ label: `Grau ${g}`, value: g }))}
            onChange={(value: number) => void formik.setFieldValue('minGrade', value)}
          />
        </FormikItem>
      ) : null}
      {formik.values.kind === 'headcount' ? (
        <FormikItem
          formik={formik}
          name="minEmployees"
          label="A partir de quantos empregados"
          id="agenda-rule-employees"
          required
        >
          {number('minEmployees', 'agenda-rule-employees', 1_000_000)}
        </FormikItem>
      ) : null}
      <FormikItem
        formik={formik}
        name="periodicityMonths"
        label="Periodicidade (meses)"
        id="agenda-rule-months"
        required
      >
        {number('periodicityMonths', 'agenda-rule-months', AGENDA_PERIOD_MAX)}
      </FormikItem>
      <FormikItem
        formik={formik}
        name="alternativeMonths"
        label="Periodicidade alternativa (meses, se a NR prevê)"
        id="agenda-rule-alt-months"
      >
        {number('alternativeMonths', 'agenda-rule-alt-months', AGENDA_PERIOD_MAX)}
      </FormikItem>
      {formik.values.alternativeMonths ? (
        <FormikItem
          formik={formik}
          name="alternativeCondition"
          label="Quando vale a alternativa"
          id="agenda-rule-alt-condition"
          required
        >
          <Input id="agenda-rule-alt-condition" {...formik.getFieldProps('alternativeCondition')} />
        </FormikItem>
      ) : null}
      <FormikItem
        formik={formik}
        name="source"
        label="Fonte (NR e item)"
        id="agenda-rule-source"
        required
        extra="Ex.: NR-1, 1.5.4.4.6"
      >
        <Input.TextArea
          id="agenda-rule-source"
          autoSize
          maxLength={AGENDA_SOURCE_MAX}
          {...formik.getFieldProps('source')}
        />
      </FormikItem>
      {withStatus ? <StatusField formik={formik} /> : null}
    </CrudForm>
  );
}
