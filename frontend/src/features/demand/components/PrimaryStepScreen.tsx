import { BRANCHES, EMPLOYEE_RANGES, MAX_EMPLOYEES_PER_SITE, NEEDED_BY, OTHER_BRANCH, demandMessages as m, formatCnae } from '@conectasst/common/rules/demandRules';
import { CNAE_GRADE_SOURCE } from '@conectasst/common/referenceData/cnae';
import { Alert, Button, Form, Input, Select, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { palette, spacing } from '../../../config/theme';
import { FormikItem } from '../../../components/formField';
import { readSelectedServices } from '../../../lib/selectedServicesStorage';
import { cnaeTyped, primaryStepSubmitted, selectDemand, servicePrefillRequested } from '../demandSlice';
import { readWizard } from '../../../lib/wizardStorage';
import { WizardFrame } from './WizardFrame';

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));
const schema = yup.object({
  branchOfTheCompany: yup.string().required(m.branch),
  other: yup.string().when('branchOfTheCompany', { is: OTHER_BRANCH, then: (s) => s.trim().required(m.otherBranch) }),
  companyType: yup.string().trim().required(m.companyType),
  numberOfemployees: yup.string().required(m.employees),
  maxDate: yup.string().required(m.neededBy),
  // Issue 10 part 5 (ADR 0083): the activity in words or its CNAE code (at least one), employees per establishment.
  activity: yup.string().trim().max(200, m.activity).test('activity-or-cnae', m.activity, (v, ctx) => Boolean(v?.trim() || (ctx.parent as { cnae?: string }).cnae?.trim())),
  cnae: yup.string().trim().test('cnae', m.cnae, (v) => !v || formatCnae(v) !== null),
  employeesPerSite: yup
    .string()
    .trim()
    .test('employees-per-site', m.employeesPerSite, (v) => !v || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_EMPLOYEES_PER_SITE)),
});

/** /demanda — step 1, main information (spec §2, §5). */
export function PrimaryStepScreen() {
  const dispatch = useAppDispatch();
  const { advancing, cnaeGrade, prefilling } = useAppSelector(selectDemand);
  const services = readSelectedServices();
  // A landing page's call to action (`/demanda?servico=<id>`, ADR 0120) picks its service.
  const [searchParams] = useSearchParams();
  const prefill = searchParams.get('servico');
  useEffect(() => {
    if (prefill && /^\d{1,10}$/.test(prefill)) dispatch(servicePrefillRequested(Number(prefill)));
  }, [dispatch, prefill]);
  const saved = readWizard().primary;
  const initialCnae = saved?.cnae ?? '';
  useEffect(() => {
    if (initialCnae) dispatch(cnaeTyped(initialCnae));
  }, [dispatch, initialCnae]);
  const formik = useFormik({
    initialValues: { branchOfTheCompany: '', other: '', companyType: '', numberOfemployees: '', maxDate: '', activity: '', cnae: '', employeesPerSite: '', ...saved },
    validationSchema: schema,
    onSubmit: (v) => {
      const cnae = v.cnae.trim() ? (formatCnae(v.cnae) ?? v.cnae.trim()) : '';
      dispatch(primaryStepSubmitted({ ...v, other: v.other.trim(), companyType: v.companyType.trim(), activity: v.activity.trim(), cnae, employeesPerSite: v.employeesPerSite.trim() }));
    },
  });
  return (
    <WizardFrame step={0} title="Pedido de orçamento">
      {prefilling ? (
        <div style={{ marginBottom: spacing.md }}>
          <Spin size="small" /> <span>Carregando o serviço escolhido…</span>
        </div>
      ) : services.length ? (
        <div style={{ marginBottom: spacing.md }}>
          {services.map((s) => (
            <Tag key={s.id} color="green" style={{ marginBottom: spacing.xs, whiteSpace: 'normal', maxWidth: '100%' }}>
              {s.name}
            </Tag>
          ))}
        </div>
      ) : (
        <Alert type="warning" showIcon title={m.noServices} action={<Link to="/">Escolher serviços</Link>} style={{ marginBottom: spacing.md }} />
      )}
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <FormikItem formik={formik} name="branchOfTheCompany" label="Ramo da empresa">
          <Select id="field-branchOfTheCompany" placeholder="Selecione o ramo da sua empresa" options={options(BRANCHES)} value={formik.values.branchOfTheCompany || undefined} onChange={(v) => void formik.setFieldValue('branchOfTheCompany', v)} />
        </FormikItem>
        {formik.values.branchOfTheCompany === OTHER_BRANCH ? (
          <FormikItem formik={formik} name="other" label="Qual o ramo?">
            <Input id="field-other" maxLength={150} {...formik.getFieldProps('other')} />
          </FormikItem>
        ) : null}
        <FormikItem formik={formik} name="companyType" label="Tipo de empresa">
          <Input id="field-companyType" maxLength={150} placeholder="Ex.: metalúrgica, hospital, escritório" {...formik.getFieldProps('companyType')} />
        </FormikItem>
        <FormikItem formik={formik} name="activity" label="Atividade da empresa">
          <Input id="field-activity" maxLength={200} placeholder="Ex.: fabricação de estruturas metálicas" {...formik.getFieldProps('activity')} />
        </FormikItem>
        <FormikItem formik={formik} name="cnae" label="CNAE (opcional)">
          <Input
            id="field-cnae"
            maxLength={12}
            inputMode="numeric"
            placeholder="Ex.: 2511-0/00"
            {...formik.getFieldProps('cnae')}
            onChange={(event) => {
              formik.handleChange(event);
              dispatch(cnaeTyped(event.target.value));
            }}
          />
        </FormikItem>
        {/* Issue #24: the grade as soon as a valid CNAE is typed (also when the diagnosis filled it in). */}
        <div aria-live="polite" style={{ marginTop: -spacing.sm, marginBottom: spacing.md }}>
          {cnaeGrade && cnaeGrade !== 'unknown' ? (
            <span data-testid="cnae-grade">
              <strong>Grau de risco {cnaeGrade.grade}</strong> ({cnaeGrade.gradeLabel}) — {cnaeGrade.code} {cnaeGrade.name}. Fonte: {CNAE_GRADE_SOURCE}.
            </span>
          ) : cnaeGrade === 'unknown' ? (
            <span style={{ color: palette.textMuted }}>Classe CNAE fora da relação da NR-4 (Anexo I): confira o código.</span>
          ) : null}
        </div>
        <FormikItem formik={formik} name="numberOfemployees" label="Quantidade de colaboradores">
          <Select id="field-numberOfemployees" placeholder="Selecione" options={options(EMPLOYEE_RANGES)} value={formik.values.numberOfemployees || undefined} onChange={(v) => void formik.setFieldValue('numberOfemployees', v)} />
        </FormikItem>
        <FormikItem formik={formik} name="employeesPerSite" label="Colaboradores por estabelecimento (opcional)">
          <Input id="field-employeesPerSite" inputMode="numeric" maxLength={7} placeholder="Ex.: 80" {...formik.getFieldProps('employeesPerSite')} />
        </FormikItem>
        <FormikItem formik={formik} name="maxDate" label="Para quando você precisa?">
          <Select id="field-maxDate" placeholder="Selecione" options={options(NEEDED_BY)} value={formik.values.maxDate || undefined} onChange={(v) => void formik.setFieldValue('maxDate', v)} />
        </FormikItem>
        <Button type="primary" size="large" htmlType="submit" block loading={advancing} disabled={services.length === 0}>
          Próximo
        </Button>
      </Form>
    </WizardFrame>
  );
}
