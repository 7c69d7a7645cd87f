import { joinStreet } from '@conectasst/common/rules/accountRules';
import { DEPARTMENTS, OTHER, SESMT_DEPARTMENT, rolesFor } from '@conectasst/common/rules/departmentRules';
import { Button, Form, Typography } from 'antd';
import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormikInput, FormikMasked, FormikSelectWithOther } from '../../../components/formikControls';
import { companySubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields } from './AddressFields';
import { choiceOrOther, companySchema } from './detailsSchema';
import { NameFields, SocialNetworkField } from './PersonFields';

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
      <FormikInput formik={formik} name="fantasyname" label="Nome Fantasia" maxLength={150} />
      <FormikInput formik={formik} name="corporatename" label="Razão Social" maxLength={150} />
      <FormikMasked formik={formik} name="cnpj" label="CNPJ" format="##.###.###/####-##" />
      <AddressFields formik={formik} />
      <PhoneFields formik={formik} />
      <NameFields formik={formik} />
      <FormikSelectWithOther
        formik={formik}
        name="department"
        label="Departamento"
        options={DEPARTMENTS}
        onPick={(v) => {
          void formik.setFieldValue('department', v);
          void formik.setFieldValue('role', '');
        }}
        other={OTHER}
        otherName="otherDepartment"
        otherLabel="Qual departamento?"
      />
      {roles.length > 0 ? (
        <FormikSelectWithOther
          formik={formik}
          name="role"
          label="Cargo"
          options={roles}
          other={OTHER}
          otherName="otherRole"
          otherLabel="Qual cargo?"
        />
      ) : null}
      {formik.values.department === SESMT_DEPARTMENT ? (
        <FormikInput
          formik={formik}
          name="register"
          label="Registro (opcional)"
          extra="CREA, Registro TST, CRM, OAB..."
          maxLength={120}
        />
      ) : null}
      <SocialNetworkField formik={formik} socialOptions={socialOptions} />
      <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.company)}>
        Avançar
      </Button>
    </Form>
  );
}
