import { NAME_MAX } from '@conectasst/common/rules/accountLimits';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { EMAIL_PATTERN, isPhone, sameEmail } from '@conectasst/common/rules/fieldRules';
import { OTHER, rolesFor } from '@conectasst/common/rules/departmentRules';
import { CONTACT_CHANNELS, CONTACT_CHANNEL_LABELS, demandMessages as m } from '@conectasst/common/rules/demandRules';
import type { ContactChannel } from '@conectasst/common/rules/demandRules';
import { Checkbox, Form, Radio } from 'antd';
import { useFormik } from 'formik';
import { FormikForm, errorStatus } from '../../../components/formField';
import { useEffect } from 'react';
import * as yup from 'yup';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { navigateTo } from '../../../lib/navigation';
import { DepartmentRoleFields } from '../../../components/DepartmentRoleFields';
import { TermsLinks } from '../../../components/TermsLinks';
import { FieldRow, FormikInput, FormikMasked } from '../../../components/formikControls';
import { readSelectedServices } from '../../../lib/selectedServicesStorage';
import { demandSubmitted, selectDemand } from '../demandSlice';
import { readWizard } from '../../../lib/wizardStorage';
import { WizardFrame, WizardNav } from './WizardFrame';

const otherText = (field: string) =>
  yup.string().when(field, { is: OTHER, then: (s) => s.trim().required(m.otherText) });
const schema = yup.object({
  Name: yup.string().trim().required(m.name).max(NAME_MAX, accountMessages.nameTooLong),
  Surname: yup.string().trim().required(m.surname).max(NAME_MAX, accountMessages.surnameTooLong),
  CorporateName: yup.string().trim().required(m.company),
  DepartmentName: yup.string().required(m.department),
  OtherDepartmentName: otherText('DepartmentName'),
  Role: yup
    .string()
    .when('DepartmentName', { is: (d: string) => rolesFor(d).length > 0, then: (s) => s.required(m.role) }),
  OtherRole: otherText('Role'),
  Email: yup.string().trim().required(m.invalidEmail).matches(EMAIL_PATTERN, m.invalidEmail),
  ConfirmEmail: yup
    .string()
    .required(m.emailsDiffer)
    .test('same-email', m.emailsDiffer, (v, ctx) => sameEmail(v ?? '', String(ctx.parent.Email ?? ''))),
  Phone: yup
    .string()
    .required(m.phone)
    .test('phone', m.phone, (v) => isPhone(v ?? '')),
  terms: yup.boolean().oneOf([true], m.terms),
});

/** /demanda/third-state 'Enviar Pedido de Orçamento' — step 3, contact and terms; then / after 2.5 s. */
export function ContactStepScreen() {
  const dispatch = useAppDispatch();
  const { sending } = useAppSelector(selectDemand);
  useEffect(() => {
    const saved = readWizard();
    if (!saved.primary) navigateTo(paths.demandWizard.company);
    else if (!saved.location) navigateTo(paths.demandWizard.location);
  }, []);
  const formik = useFormik({
    initialValues: {
      Name: '',
      Surname: '',
      // Step 1's optional CNPJ found the company (issue 37 item 2): its razão social, still editable.
      CorporateName: readWizard().company?.corporateName ?? '',
      DepartmentName: '',
      OtherDepartmentName: '',
      Role: '',
      OtherRole: '',
      Email: '',
      ConfirmEmail: '',
      Phone: '',
      PreferredChannel: '' as ContactChannel | '',
      terms: false,
    },
    validationSchema: schema,
    onSubmit: (v) => {
      const { primary, location, partner } = readWizard();
      if (!primary || !location) return;
      const roles = rolesFor(v.DepartmentName);
      dispatch(
        demandSubmitted({
          nrs: readSelectedServices(),
          primary: {
            ...primary,
            other: primary.other || undefined,
            activity: primary.activity?.trim() || undefined,
            cnae: primary.cnae?.trim() || undefined,
            employeesPerSite: primary.employeesPerSite ? Number(primary.employeesPerSite) : undefined,
          } as never,
          location: location as never,
          contact: {
            Name: v.Name.trim(),
            Surname: v.Surname.trim(),
            CorporateName: v.CorporateName.trim(),
            DepartmentName: v.DepartmentName,
            ...(v.DepartmentName === OTHER ? { OtherDepartmentName: v.OtherDepartmentName.trim() } : {}),
            ...(roles.length ? { Role: v.Role } : {}),
            ...(roles.length && v.Role === OTHER ? { OtherRole: v.OtherRole.trim() } : {}),
            Email: v.Email.trim(),
            ConfirmEmail: v.ConfirmEmail.trim(),
            Phone: v.Phone,
            ...(v.PreferredChannel ? { PreferredChannel: v.PreferredChannel } : {}),
          },
          terms: true,
          ...(partner ? { parceiro: partner.slug } : {}),
        }),
      );
    },
  });
  const termsError = formik.submitCount > 0 ? formik.errors.terms : undefined;
  return (
    <WizardFrame step={2} title="Enviar Pedido de Orçamento">
      <FormikForm formik={formik}>
        <FieldRow flex={['1 1 200px', '1 1 200px']}>
          <FormikInput formik={formik} name="Name" label="Nome" maxLength={NAME_MAX} />
          <FormikInput formik={formik} name="Surname" label="Sobrenome" maxLength={NAME_MAX} />
        </FieldRow>
        <FormikInput formik={formik} name="CorporateName" label="Nome da Empresa" maxLength={150} />
        <DepartmentRoleFields
          formik={formik}
          names={{
            department: 'DepartmentName',
            otherDepartment: 'OtherDepartmentName',
            role: 'Role',
            otherRole: 'OtherRole',
          }}
        />
        <FormikInput formik={formik} name="Email" label="E-mail" type="email" autoComplete="email" />
        <FormikInput formik={formik} name="ConfirmEmail" label="Confirme o e-mail" type="email" />
        <FormikMasked formik={formik} name="Phone" label="Telefone" format="(##) #####-####" inputMode="tel" />
        {/* Issue #36 item 3: optional, shown to the providers who take a seat. */}
        <Form.Item label="Prefiro ser contatado por (opcional)">
          <Radio.Group
            aria-label="Prefiro ser contatado por"
            value={formik.values.PreferredChannel || undefined}
            onChange={(e) => void formik.setFieldValue('PreferredChannel', e.target.value)}
            options={CONTACT_CHANNELS.map((c) => ({ value: c, label: CONTACT_CHANNEL_LABELS[c] }))}
          />
        </Form.Item>
        <Form.Item {...errorStatus(termsError)}>
          <Checkbox
            checked={formik.values.terms}
            onChange={(e) => void formik.setFieldValue('terms', e.target.checked)}
          >
            Li e aceito os Termos e Condições Gerais de Uso e as Políticas de Privacidade
          </Checkbox>
          {/* Issue 37 item 3: the texts in force, opened beside the wizard (the label stays the spec's words). */}
          <TermsLinks />
        </Form.Item>
        <WizardNav back={paths.demandWizard.location} submit="Enviar pedido" loading={sending} />
      </FormikForm>
    </WizardFrame>
  );
}
