import type { CompanyDetails } from '@conectasst/common/api/accounts';
import { joinStreet, splitStreet } from '@conectasst/common/rules/accountRules';
import { DEPARTMENTS, SESMT_DEPARTMENT, rolesFor } from '@conectasst/common/rules/departmentRules';
import { cnpjStatusLabel } from '@conectasst/common/api/cnpj';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useFormik } from 'formik';
import { FormikForm } from '../../../components/formField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DepartmentRoleFields } from '../../../components/DepartmentRoleFields';
import { useCnaeGrade, useLazyCompanyOfCnpjQuery } from '../../../lib/serverState/lookups';
import { CnaeGradeNote } from '../../../components/CnaeGradeNote';
import { CNAE_CODE_MAX_LENGTH } from '@conectasst/common/referenceData/cnae';
import { FormikInput, FormikMasked } from '../../../components/formikControls';
import { companySubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields, emptyAddressAndPhone } from './AddressFields';
import type { DetailsFormProps } from './PersonFields';
import { RegistryFields, registryOf, registryValues, type RegistryValues } from './RegistryFields';
import { choiceOrOther, companySchema, splitChoice } from './detailsSchema';
import { NameFields, SocialNetworkField } from './PersonFields';

/** The form's values: the saved details (issue #35), else empty with the sign-up's name. */
function initialValues({ socialOptions, defaults }: DetailsFormProps, saved: CompanyDetails | undefined) {
  if (!saved)
    return {
      fantasyname: '',
      corporatename: '',
      cnpj: '',
      cnae: '',
      ...emptyAddressAndPhone,
      name: defaults.name,
      surname: defaults.surname,
      department: '',
      otherDepartment: '',
      role: '',
      otherRole: '',
      ...registryValues(''),
      socialnetwork: '',
      otherSocial: '',
    };
  const [department, otherDepartment] = splitChoice(saved.department, DEPARTMENTS);
  const [role, otherRole] = splitChoice(saved.role, rolesFor(department));
  const [socialnetwork, otherSocial] = splitChoice(saved.socialnetwork, socialOptions);
  return {
    fantasyname: saved.fantasyname,
    corporatename: saved.corporatename,
    cnpj: saved.cnpj,
    cnae: saved.cnae,
    ...splitStreet(saved.street),
    cep: saved.cep,
    ddd: saved.ddd,
    phone: saved.phone,
    name: saved.name,
    surname: saved.surname,
    department,
    otherDepartment,
    role,
    otherRole,
    ...registryValues(saved.register),
    socialnetwork,
    otherSocial,
  };
}

/** The registry is asked of the SESMT only (spec §5): none for another department, even if one was picked before. */
const sesmtRegistry = (v: RegistryValues & { department: string }) =>
  v.department === SESMT_DEPARTMENT ? registryOf(v) : { register: '' };

/** Pessoa Jurídica 'Dados Adicionais' (spec §2, §5): CNPJ 99.999.999/9999-99, department and role rules, 'Avançar'. */
export function CompanyDetailsForm(props: DetailsFormProps & { saved?: CompanyDetails }) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: initialValues(props, props.saved),
    validationSchema: companySchema,
    onSubmit: (v) => {
      dispatch(
        companySubmitted(
          {
            fantasyname: v.fantasyname.trim(),
            corporatename: v.corporatename.trim(),
            cnpj: v.cnpj,
            ...(v.cnae.trim() ? { cnae: v.cnae.trim() } : {}),
            cep: v.cep,
            street: joinStreet(v),
            ddd: v.ddd,
            phone: v.phone,
            name: v.name.trim(),
            surname: v.surname.trim(),
            department: choiceOrOther(v.department, v.otherDepartment),
            role: rolesFor(v.department).length ? choiceOrOther(v.role, v.otherRole) : '',
            register: sesmtRegistry(v).register,
            socialnetwork: choiceOrOther(v.socialnetwork, v.otherSocial),
          },
          { next: props.returnTo, registry: sesmtRegistry(v).registry },
        ),
      );
    },
  });
  const cnaeGrade = useCnaeGrade(formik.values.cnae);
  // Issue 37 item 2: a complete CNPJ fills the names and the address the Receita knows, only where still empty.
  const [cnpjNotice, setCnpjNotice] = useState<{ text: string; warn: boolean } | null>(null);
  const [companyOfCnpj] = useLazyCompanyOfCnpjQuery();
  const fillFromCnpj = (digits: string) => {
    setCnpjNotice(null);
    void companyOfCnpj(digits).then(({ data: answer }) => {
      if (!answer) return;
      if ('notice' in answer) return setCnpjNotice({ text: answer.notice, warn: false });
      const { corporateName, tradeName, cnae, status, address: a } = answer.company;
      const warn = status !== 'ativa';
      setCnpjNotice({
        text: `Dados da Receita Federal (situação cadastral: ${cnpjStatusLabel[status].toLowerCase()}). Confira os campos preenchidos.`,
        warn,
      });
      const keep = (typed: string, found: string, max: number) => (typed.trim() ? typed : found.slice(0, max));
      void formik.setValues((v) => ({
        ...v,
        corporatename: keep(v.corporatename, corporateName, 150),
        fantasyname: keep(v.fantasyname, tradeName || corporateName, 150),
        cnae: keep(v.cnae, cnae?.code ?? '', CNAE_CODE_MAX_LENGTH),
        ...(v.cep || v.street
          ? {}
          : {
              cep: a.cep,
              street: a.street.slice(0, 150),
              number: keep(v.number, a.number.replace(/-/g, ''), 10),
              complement: keep(v.complement, a.complement, 100),
            }),
      }));
    });
  };
  return (
    <FormikForm formik={formik} aria-label="Dados Adicionais">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Dados Adicionais
      </Typography.Title>
      <FormikInput formik={formik} name="fantasyname" label="Nome Fantasia" maxLength={150} />
      <FormikInput formik={formik} name="corporatename" label="Razão Social" maxLength={150} />
      <FormikMasked formik={formik} name="cnpj" label="CNPJ" format="##.###.###/####-##" onDigits={fillFromCnpj} />
      {cnpjNotice ? (
        <Alert
          role="status"
          type={cnpjNotice.warn ? 'warning' : 'info'}
          showIcon
          title={cnpjNotice.text}
          style={{ marginBottom: 16 }}
          data-testid="cnpj-notice"
        />
      ) : null}
      <FormikInput
        formik={formik}
        name="cnae"
        label="CNAE principal (opcional)"
        maxLength={CNAE_CODE_MAX_LENGTH}
        inputMode="numeric"
        placeholder="Ex.: 47.11-3"
      />
      <CnaeGradeNote grade={cnaeGrade} />
      <AddressFields formik={formik} />
      <PhoneFields formik={formik} />
      <NameFields formik={formik} />
      <DepartmentRoleFields
        formik={formik}
        names={{ department: 'department', otherDepartment: 'otherDepartment', role: 'role', otherRole: 'otherRole' }}
      />
      {formik.values.department === SESMT_DEPARTMENT ? (
        <RegistryFields
          formik={formik}
          label="Registro (opcional)"
          savedText={props.saved?.register && !formik.initialValues.registryKind ? props.saved.register : undefined}
        />
      ) : null}
      <SocialNetworkField formik={formik} socialOptions={props.socialOptions} />
      <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.company)}>
        Avançar
      </Button>
    </FormikForm>
  );
}
