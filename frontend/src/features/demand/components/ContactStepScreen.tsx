import { accountMessages, isPhone } from '@conectasst/common/rules/accountRules';
import { DEPARTMENTS, OTHER, rolesFor } from '@conectasst/common/rules/departmentRules';
import { demandMessages as m } from '@conectasst/common/rules/demandRules';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { PatternFormat } from 'react-number-format';
import * as yup from 'yup';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { spacing } from '../../../config/theme';
import { navigateTo } from '../../../lib/navigation';
import { FormikItem } from '../../../components/formField';
import { readSelectedServices } from '../../../lib/selectedServicesStorage';
import { demandSubmitted, selectDemand } from '../demandSlice';
import { readWizard } from '../../../lib/wizardStorage';
import { WizardFrame } from './WizardFrame';

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));
const otherText = (field: string) =>
  yup.string().when(field, { is: OTHER, then: (s) => s.trim().required(m.otherText) });
const schema = yup.object({
  Name: yup.string().trim().required(m.name).max(50, accountMessages.nameTooLong),
  Surname: yup.string().trim().required(m.surname).max(50, accountMessages.surnameTooLong),
  CorporateName: yup.string().trim().required(m.company),
  DepartmentName: yup.string().required(m.department),
  OtherDepartmentName: otherText('DepartmentName'),
  Role: yup
    .string()
    .when('DepartmentName', { is: (d: string) => rolesFor(d).length > 0, then: (s) => s.required(m.role) }),
  OtherRole: otherText('Role'),
  Email: yup
    .string()
    .trim()
    .required(m.invalidEmail)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.invalidEmail),
  ConfirmEmail: yup
    .string()
    .oneOf([yup.ref('Email')], m.emailsDiffer)
    .required(m.emailsDiffer),
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
      CorporateName: '',
      DepartmentName: '',
      OtherDepartmentName: '',
      Role: '',
      OtherRole: '',
      Email: '',
      ConfirmEmail: '',
      Phone: '',
      terms: false,
    },
    validationSchema: schema,
    onSubmit: (v) => {
      const { primary, location } = readWizard();
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
          },
          terms: true,
        }),
      );
    },
  });
  const roles = rolesFor(formik.values.DepartmentName);
  const termsError = formik.submitCount > 0 ? formik.errors.terms : undefined;
  return (
    <WizardFrame step={2} title="Enviar Pedido de Orçamento">
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 200px' }}>
            <FormikItem formik={formik} name="Name" label="Nome">
              <Input id="field-Name" maxLength={50} {...formik.getFieldProps('Name')} />
            </FormikItem>
          </div>
          <div style={{ flex: '1 1 200px' }}>
            <FormikItem formik={formik} name="Surname" label="Sobrenome">
              <Input id="field-Surname" maxLength={50} {...formik.getFieldProps('Surname')} />
            </FormikItem>
          </div>
        </div>
        <FormikItem formik={formik} name="CorporateName" label="Nome da Empresa">
          <Input id="field-CorporateName" maxLength={150} {...formik.getFieldProps('CorporateName')} />
        </FormikItem>
        <FormikItem formik={formik} name="DepartmentName" label="Departamento">
          <Select
            id="field-DepartmentName"
            placeholder="Selecione"
            options={options(DEPARTMENTS)}
            value={formik.values.DepartmentName || undefined}
            onChange={(v) => {
              void formik.setFieldValue('DepartmentName', v);
              void formik.setFieldValue('Role', '');
            }}
          />
        </FormikItem>
        {formik.values.DepartmentName === OTHER ? (
          <FormikItem formik={formik} name="OtherDepartmentName" label="Qual departamento?">
            <Input id="field-OtherDepartmentName" maxLength={120} {...formik.getFieldProps('OtherDepartmentName')} />
          </FormikItem>
        ) : null}
        {roles.length ? (
          <FormikItem formik={formik} name="Role" label="Cargo">
            <Select
              id="field-Role"
              placeholder="Selecione"
              options={options(roles)}
              value={formik.values.Role || undefined}
              onChange={(v) => void formik.setFieldValue('Role', v)}
            />
          </FormikItem>
        ) : null}
        {roles.length && formik.values.Role === OTHER ? (
          <FormikItem formik={formik} name="OtherRole" label="Qual cargo?">
            <Input id="field-OtherRole" maxLength={120} {...formik.getFieldProps('OtherRole')} />
          </FormikItem>
        ) : null}
        <FormikItem formik={formik} name="Email" label="E-mail">
          <Input id="field-Email" type="email" autoComplete="email" {...formik.getFieldProps('Email')} />
        </FormikItem>
        <FormikItem formik={formik} name="ConfirmEmail" label="Confirme o e-mail">
          <Input id="field-ConfirmEmail" type="email" {...formik.getFieldProps('ConfirmEmail')} />
        </FormikItem>
        <FormikItem formik={formik} name="Phone" label="Telefone">
          <PatternFormat
            id="field-Phone"
            customInput={Input}
            format="(##) #####-####"
            mask="_"
            inputMode="tel"
            value={formik.values.Phone}
            onValueChange={(v) => void formik.setFieldValue('Phone', v.value)}
          />
        </FormikItem>
        <Form.Item validateStatus={termsError ? 'error' : undefined} help={termsError}>
          <Checkbox
            checked={formik.values.terms}
            onChange={(e) => void formik.setFieldValue('terms', e.target.checked)}
          >
            Li e aceito os Termos e Condições Gerais de Uso e as Políticas de Privacidade
          </Checkbox>
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button onClick={() => navigateTo(paths.demandWizard.location)}>Voltar</Button>
          <Button type="primary" size="large" htmlType="submit" loading={sending}>
            Enviar pedido
          </Button>
        </Space>
      </Form>
    </WizardFrame>
  );
}
