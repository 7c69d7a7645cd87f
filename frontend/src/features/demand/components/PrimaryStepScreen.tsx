import {
  ACTIVITY_MAX,
  BRANCHES,
  EMPLOYEE_RANGES,
  isEmployeesPerSiteText,
  NEEDED_BY,
  OTHER_BRANCH,
  demandMessages as m,
  directRequestNote,
  formatCnae,
} from '@conectasst/common/rules/demandRules';
import { readWizardLink } from '@conectasst/common/rules/wizardLink';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { cnpjStatusLabel } from '@conectasst/common/rules/cnpjRules';
import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { palette, spacing } from '../../../config/tokens';
import { readSelectedServices, type SelectedService } from '../../../lib/selectedServicesStorage';
import {
  cnaeTyped,
  cnpjTyped,
  primaryStepSubmitted,
  selectDemand,
  servicePrefillRequested,
  partnerPrefillRequested,
  type DemandState,
} from '../demandSlice';
import { readWizard } from '../../../lib/wizardStorage';
import { useFocusFirstError } from '../../../hooks/useFocusFirstError';
import { LightWizardFrame } from './LightWizardFrame';
import { CnaeGradeNote } from '../../../components/CnaeGradeNote';
import { formikError, LightButton, LightInput, LightItem, LightSelect, LightWarning } from './lightFields';

const schema = yup.object({
  branchOfTheCompany: yup.string().required(m.branch),
  other: yup.string().when('branchOfTheCompany', { is: OTHER_BRANCH, then: (s) => s.trim().required(m.otherBranch) }),
  companyType: yup.string().trim().required(m.companyType),
  numberOfemployees: yup.string().required(m.employees),
  maxDate: yup.string().required(m.neededBy),
  // Issue 10 part 5 (ADR 0083): the activity in words or its CNAE code (at least one), employees per establishment.
  activity: yup
    .string()
    .trim()
    .max(ACTIVITY_MAX, m.activity)
    .test('activity-or-cnae', m.activity, (v, ctx) =>
      Boolean(v?.trim() || (ctx.parent as { cnae?: string }).cnae?.trim()),
    ),
  cnae: yup
    .string()
    .trim()
    .test('cnae', m.cnae, (v) => !v || formatCnae(v) !== null),
  // Issue 37 item 2: optional; once typed, 14 digits with valid check digits (it only fills the form, it is not sent).
  // The check digits come from accountRules, loaded when a CNPJ is typed: its IBGE tables (@brazilian-utils, 51 KB
  // gzip) and zod would otherwise load with /demanda (Lighthouse: 157 KiB -> 266 KiB, performance 95 -> 89).
  cnpj: yup
    .string()
    .trim()
    .test(
      'cnpj',
      accountMessages.invalidCnpj,
      async (v) => !v || (await import('@conectasst/common/rules/accountRules')).isCnpj(v),
    ),
  employeesPerSite: yup
    .string()
    .trim()
    .test('employees-per-site', m.employeesPerSite, (v) => !v || isEmployeesPerSiteText(v)),
});

/**
 * /demanda — step 1, main information (spec §2, §5). Plain markup with antd's look (lightFields.tsx): the step paints
 * without antd, whose Select loads on the first touch of a select (issue #19, ADR 0128).
 */
export function PrimaryStepScreen() {
  const dispatch = useAppDispatch();
  const { advancing, cnaeGrade, cnpjAnswer, prefilling, partner: partnerFound } = useAppSelector(selectDemand);
  const services = readSelectedServices();
  const link = useLinkPrefill();
  const wizard = readWizard();
  const partner = partnerFound ?? wizard.partner ?? null;
  const initialCnae = link.cnae ?? wizard.primary?.cnae ?? '';
  useEffect(() => {
    if (initialCnae) dispatch(cnaeTyped(initialCnae));
  }, [dispatch, initialCnae]);
  const formik = useFormik({
    initialValues: initialValuesOf(wizard, link),
    validationSchema: schema,
    onSubmit: ({ cnpj: _cnpj, ...v }) => {
      const cnae = v.cnae.trim() ? (formatCnae(v.cnae) ?? v.cnae.trim()) : '';
      dispatch(
        primaryStepSubmitted({
          ...v,
          other: v.other.trim(),
          companyType: v.companyType.trim(),
          activity: v.activity.trim(),
          cnae,
          employeesPerSite: v.employeesPerSite.trim(),
        }),
      );
    },
  });
  const fields = useFocusFirstError<HTMLFormElement>(formik);
  useFillFromCompanyFound(cnpjAnswer, formik.setValues);
  const error = (name: keyof typeof formik.values) => formikError(formik, name);
  const textField = (name: 'other' | 'companyType' | 'activity' | 'employeesPerSite') => ({
    ...formik.getFieldProps(name),
    id: `field-${name}`,
    invalid: Boolean(error(name)),
  });
  const selectField = (name: 'branchOfTheCompany' | 'numberOfemployees' | 'maxDate') => ({
    id: `field-${name}`,
    value: formik.values[name],
    onChange: (v: string) => void formik.setFieldValue(name, v),
    invalid: Boolean(error(name)),
  });
  return (
    <LightWizardFrame title="Pedido de orçamento">
      {partner ? (
        <p data-testid="direct-request" style={{ marginBottom: spacing.md }}>
          <strong>{directRequestNote(partner.name)}</strong>
        </p>
      ) : null}
      <ChosenServices prefilling={prefilling} services={services} />
      <form
        ref={fields}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void formik.submitForm();
        }}
      >
        <LightItem htmlFor="field-cnpj" label="CNPJ da empresa (opcional)" error={error('cnpj')}>
          <LightInput
            {...formik.getFieldProps('cnpj')}
            id="field-cnpj"
            invalid={Boolean(error('cnpj'))}
            maxLength={18}
            inputMode="numeric"
            placeholder="Preenche a empresa e o CNAE"
            onChange={(event) => {
              formik.handleChange(event);
              dispatch(cnpjTyped(event.target.value));
            }}
          />
        </LightItem>
        <CompanyNote answer={cnpjAnswer} />
        <LightItem htmlFor="field-branchOfTheCompany" label="Ramo da empresa" error={error('branchOfTheCompany')}>
          <LightSelect
            {...selectField('branchOfTheCompany')}
            placeholder="Selecione o ramo da sua empresa"
            options={BRANCHES}
          />
        </LightItem>
        {formik.values.branchOfTheCompany === OTHER_BRANCH ? (
          <LightItem htmlFor="field-other" label="Qual o ramo?" error={error('other')}>
            <LightInput {...textField('other')} maxLength={150} />
          </LightItem>
        ) : null}
        <LightItem htmlFor="field-companyType" label="Tipo de empresa" error={error('companyType')}>
          <LightInput
            {...textField('companyType')}
            maxLength={150}
            placeholder="Ex.: metalúrgica, hospital, escritório"
          />
        </LightItem>
        <LightItem htmlFor="field-activity" label="Atividade da empresa" error={error('activity')}>
          <LightInput
            {...textField('activity')}
            maxLength={200}
            placeholder="Ex.: fabricação de estruturas metálicas"
          />
        </LightItem>
        <LightItem htmlFor="field-cnae" label="CNAE (opcional)" error={error('cnae')}>
          <LightInput
            {...formik.getFieldProps('cnae')}
            id="field-cnae"
            invalid={Boolean(error('cnae'))}
            maxLength={12}
            inputMode="numeric"
            placeholder="Ex.: 2511-0/00"
            onChange={(event) => {
              formik.handleChange(event);
              dispatch(cnaeTyped(event.target.value));
            }}
          />
        </LightItem>
        <CnaeGradeNote grade={cnaeGrade} />
        <LightItem
          htmlFor="field-numberOfemployees"
          label="Quantidade de colaboradores"
          error={error('numberOfemployees')}
        >
          <LightSelect {...selectField('numberOfemployees')} placeholder="Selecione" options={EMPLOYEE_RANGES} />
        </LightItem>
        <LightItem
          htmlFor="field-employeesPerSite"
          label="Colaboradores por estabelecimento (opcional)"
          error={error('employeesPerSite')}
        >
          <LightInput {...textField('employeesPerSite')} inputMode="numeric" maxLength={7} placeholder="Ex.: 80" />
        </LightItem>
        <LightItem htmlFor="field-maxDate" label="Para quando você precisa?" error={error('maxDate')}>
          <LightSelect {...selectField('maxDate')} placeholder="Selecione" options={NEEDED_BY} />
        </LightItem>
        <LightButton type="submit" loading={advancing} disabled={services.length === 0}>
          Próximo
        </LightButton>
      </form>
    </LightWizardFrame>
  );
}

type WizardLink = ReturnType<typeof readWizardLink>;
type PrimaryStepValues = ReturnType<typeof initialValuesOf>;

/**
 * A landing page's call to action (`/demanda?servico=<id>`, ADR 0120) picks its service; a state or city page adds
 * `&uf=SP&cidade=Campinas` for step 2 (ADR 0164); an Agenda SST reminder adds `&cnae=&funcionarios=` (ADR 0177); a
 * provider page's "Pedir orçamento a este parceiro" (`/demanda?parceiro=<slug>`, ADR 0170) names that provider.
 * Values the wizard cannot use are left out (readWizardLink); the address is read once, then loses its query.
 */
function useLinkPrefill(): WizardLink {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [link] = useState(() => readWizardLink(searchParams));
  useEffect(() => {
    if (link.serviceIds.length > 0 || link.uf || link.cnae || link.employeeRange)
      dispatch(servicePrefillRequested(link));
  }, [dispatch, link]);
  const partnerSlug = searchParams.get('parceiro')?.trim().slice(0, 200) || null;
  useEffect(() => {
    if (partnerSlug) dispatch(partnerPrefillRequested(partnerSlug));
  }, [dispatch, partnerSlug]);
  return link;
}

/** The step as saved in the wizard, with what the link brings (CNAE, employees) over it. */
function initialValuesOf(wizard: ReturnType<typeof readWizard>, link: WizardLink) {
  return {
    branchOfTheCompany: '',
    other: '',
    companyType: '',
    numberOfemployees: '',
    maxDate: '',
    activity: '',
    cnae: '',
    employeesPerSite: '',
    ...wizard.primary,
    ...(link.cnae ? { cnae: link.cnae } : {}),
    ...(link.employeeRange ? { numberOfemployees: link.employeeRange } : {}),
    cnpj: wizard.company?.cnpj ?? '',
  };
}

/** The CNPJ found fills the CNAE (its grade then shows) and, when empty, the activity with the CNAE's description. */
function useFillFromCompanyFound(
  cnpjAnswer: DemandState['cnpjAnswer'],
  setValues: (update: (values: PrimaryStepValues) => PrimaryStepValues) => unknown,
) {
  const dispatch = useAppDispatch();
  const foundCompany = cnpjAnswer && 'company' in cnpjAnswer ? cnpjAnswer.company : null;
  useEffect(() => {
    const cnae = foundCompany?.cnae;
    if (!cnae) return;
    void setValues((v) => ({
      ...v,
      cnae: cnae.code,
      activity: v.activity.trim() ? v.activity : cnae.description.slice(0, 200),
    }));
    dispatch(cnaeTyped(cnae.code));
  }, [foundCompany, setValues, dispatch]);
}

/** The services picked on the home page (or the landing page's, loading), or a warning to choose some. */
function ChosenServices({ prefilling, services }: { prefilling: boolean; services: SelectedService[] }) {
  if (prefilling)
    return (
      <div style={{ marginBottom: spacing.md }}>
        <span className="wz-spin" aria-hidden="true" /> <span>Carregando o serviço escolhido…</span>
      </div>
    );
  if (services.length === 0)
    return <LightWarning title={m.noServices} action={<Link to="/">Escolher serviços</Link>} />;
  return (
    <div style={{ marginBottom: spacing.md }}>
      {services.map((s) => (
        <span key={s.id} className="wz-tag">
          {s.name}
        </span>
      ))}
    </div>
  );
}

/** Issue 37 item 2: the company a CNPJ found (its razão social goes to step 3's "Empresa"), or why the form is typed. */
function CompanyNote({ answer }: { answer: DemandState['cnpjAnswer'] }) {
  if (!answer) return null;
  return (
    <div aria-live="polite" style={{ marginTop: -spacing.sm, marginBottom: spacing.md }}>
      {'company' in answer ? (
        <span data-testid="cnpj-company">
          <strong>{answer.company.corporateName}</strong>
          {answer.company.tradeName ? ` (${answer.company.tradeName})` : ''} — situação cadastral{' '}
          {cnpjStatusLabel[answer.company.status].toLowerCase()}
          {answer.company.cnae ? '' : '; sem CNAE principal informado'}.
        </span>
      ) : (
        <span style={{ color: palette.textMuted }}>{answer.notice}</span>
      )}
    </div>
  );
}
