import { joinStreet } from '@conectasst/common/rules/accountRules';
import { SESMT_DEPARTMENT, rolesFor } from '@conectasst/common/rules/departmentRules';
import { Button, Typography } from 'antd';
import { useFormik } from 'formik';
import { FormikForm } from '../../../components/formField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DepartmentRoleFields } from '../../../components/DepartmentRoleFields';
import { FormikInput, FormikMasked } from '../../../components/formikControls';
import { companySubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields, emptyAddressAndPhone } from './AddressFields';
import type { DetailsFormProps } from './PersonFields';
import { choiceOrOther, companySchema } from './detailsSchema';
import { NameFields, SocialNetworkField } from './PersonFields';

/** Pessoa Jurídica 'Dados Adicionais' (spec §2, §5): CNPJ 99.999.999/9999-99, department and role rules, 'Avançar'. */
export function CompanyDetailsForm({ socialOptions, defaults }: DetailsFormProps) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: {
      fantasyname: '',
      corporatename: '',
      cnpj: '',
      ...emptyAddressAndPhone,
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
          street: joinStreet(v),
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
  return (
    <FormikForm formik={formik} aria-label="Dados Adicionais">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Dados Adicionais
      </Typography.Title>
      <FormikInput formik={formik} name="fantasyname" label="Nome Fantasia" maxLength={150} />
      <FormikInput formik={formik} name="corporatename" label="Razão Social" maxLength={150} />
      <FormikMasked formik={formik} name="cnpj" label="CNPJ" format="##.###.###/####-##" />
      <AddressFields formik={formik} />
      <PhoneFields formik={formik} />
      <NameFields formik={formik} />
      <DepartmentRoleFields
        formik={formik}
        names={{ department: 'department', otherDepartment: 'otherDepartment', role: 'role', otherRole: 'otherRole' }}
      />
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
    </FormikForm>
  );
}
