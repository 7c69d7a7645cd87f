import { joinStreet } from '@conectasst/common/rules/accountRules';
import { DEPARTMENTS, OTHER, SESMT_DEPARTMENT, rolesFor } from '@conectasst/common/rules/departmentRules';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useFormik } from 'formik';
import { PatternFormat } from 'react-number-format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { spacing } from '../../../config/theme';
import { companySubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields } from './AddressFields';
import { choiceOrOther, companySchema } from './detailsSchema';
import { FormikItem } from '../../../components/formField';

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

/** Pessoa Jurídica 'Dados Adicionais' (spec §2, §5): CNPJ 99.999.999/9999-99, department and role rules, 'Avançar'. */
export function CompanyDetailsForm({
  socialOptions,
  defaults,
}: {
  socialOptions: string[];
  defaults: { name: string; surname: string };
}) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: {
      fantasyname: '',
      corporatename: '',
      cnpj: '',
      cep: '',
      street: '',
      number: '',
      complement: '',
      ddd: '',
      phone: '',
      name: defaults.name,
      surname: defaults.surname,
      department: '',
      otherDepartment: '',
      role: '',
      otherRole: '',
      register: '',
      socialnetwork: '',
      otherSocial: '',
    },
    validationSchema: companySchema,
    onSubmit: (v) => {
      dispatch(
        companySubmitted({
          fantasyname: v.fantasyname.trim(),
          corporatename: v.corporatename.trim(),
          cnpj: v.cnpj,
          cep: v.cep,
          street: joinStreet({ cep: v.cep, street: v.street, number: v.number, complement: v.complement }),
          ddd: v.ddd,
          phone: v.phone,
          name: v.name.trim(),
          surname: v.surname.trim(),
          department: choiceOrOther(v.department, v.otherDepartment),
          role: rolesFor(v.department).length ? choiceOrOther(v.role, v.otherRole) : '',
          register: v.register.trim(),
          socialnetwork: choiceOrOther(v.socialnetwork, v.otherSocial),
        }),
      );
    },
  });
  const roles = rolesFor(formik.values.department);
  const social = [...socialOptions.filter((s) => s !== OTHER), OTHER];
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={() => void formik.submitForm()}
      aria-label="Dados Adicionais"
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Dados Adicionais
      </Typography.Title>
      <FormikItem formik={formik} name="fantasyname" label="Nome Fantasia">
        <Input id="field-fantasyname" maxLength={150} {...formik.getFieldProps('fantasyname')} />
      </FormikItem>
      <FormikItem formik={formik} name="corporatename" label="Razão Social">
        <Input id="field-corporatename" maxLength={150} {...formik.getFieldProps('corporatename')} />
      </FormikItem>
      <FormikItem formik={formik} name="cnpj" label="CNPJ">
        <PatternFormat
          id="field-cnpj"
          customInput={Input}
          format="##.###.###/####-##"
          mask="_"
          inputMode="numeric"
          value={formik.values.cnpj}
          onValueChange={(v) => void formik.setFieldValue('cnpj', v.value)}
          onBlur={() => void formik.setFieldTouched('cnpj', true)}
        />
      </FormikItem>
      <AddressFields formik={formik} />
      <PhoneFields formik={formik} />
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 200px' }}>
          <FormikItem formik={formik} name="name" label="Nome">
            <Input id="field-name" maxLength={50} {...formik.getFieldProps('name')} />
          </FormikItem>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <FormikItem formik={formik} name="surname" label="Sobrenome">
            <Input id="field-surname" maxLength={50} {...formik.getFieldProps('surname')} />
          </FormikItem>
        </div>
      </div>
      <FormikItem formik={formik} name="department" label="Departamento">
        <Select
          id="field-department"
          placeholder="Selecione"
          options={options(DEPARTMENTS)}
          value={formik.values.department || undefined}
          onChange={(v) => {
            void formik.setFieldValue('department', v);
            void formik.setFieldValue('role', '');
          }}
        />
      </FormikItem>
      {formik.values.department === OTHER ? (
        <FormikItem formik={formik} name="otherDepartment" label="Qual departamento?">
          <Input id="field-otherDepartment" maxLength={120} {...formik.getFieldProps('otherDepartment')} />
        </FormikItem>
      ) : null}
      {roles.length > 0 ? (
        <FormikItem formik={formik} name="role" label="Cargo">
          <Select
            id="field-role"
            placeholder="Selecione"
            options={options(roles)}
            value={formik.values.role || undefined}
            onChange={(v) => void formik.setFieldValue('role', v)}
          />
        </FormikItem>
      ) : null}
      {roles.length > 0 && formik.values.role === OTHER ? (
        <FormikItem formik={formik} name="otherRole" label="Qual cargo?">
          <Input id="field-otherRole" maxLength={120} {...formik.getFieldProps('otherRole')} />
        </FormikItem>
      ) : null}
      {formik.values.department === SESMT_DEPARTMENT ? (
        <FormikItem formik={formik} name="register" label="Registro (opcional)" extra="CREA, Registro TST, CRM, OAB...">
          <Input id="field-register" maxLength={120} {...formik.getFieldProps('register')} />
        </FormikItem>
      ) : null}
      <FormikItem formik={formik} name="socialnetwork" label="Como nos conheceu?">
        <Select
          id="field-socialnetwork"
          placeholder="Selecione"
          options={options(social)}
          value={formik.values.socialnetwork || undefined}
          onChange={(v) => void formik.setFieldValue('socialnetwork', v)}
        />
      </FormikItem>
      {formik.values.socialnetwork === OTHER ? (
        <FormikItem formik={formik} name="otherSocial" label="Onde nos conheceu?">
          <Input id="field-otherSocial" maxLength={120} {...formik.getFieldProps('otherSocial')} />
        </FormikItem>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.company)}>
        Avançar
      </Button>
    </Form>
  );
}
