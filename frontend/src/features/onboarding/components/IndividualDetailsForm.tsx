import { PROFESSION_OPTIONS, joinStreet } from '@conectasst/common/rules/accountRules';
import { OTHER } from '@conectasst/common/rules/departmentRules';
import { Button } from 'antd';
import { useFormik } from 'formik';
import { FormikForm } from '../../../components/formField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormikInput, FormikMasked, FormikSelectWithOther } from '../../../components/formikControls';
import { individualSubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields, emptyAddressAndPhone } from './AddressFields';
import type { DetailsFormProps } from './PersonFields';
import { choiceOrOther, individualSchema } from './detailsSchema';
import { NameFields, SocialNetworkField } from './PersonFields';

/** Pessoa Física: professional details (spec §3, §5), masks CPF 999.999.999-99, CEP 99.999-999, phone 99999-9999. */
export function IndividualDetailsForm({ socialOptions, defaults }: DetailsFormProps) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: {
      cpf: '',
      name: defaults.name,
      surname: defaults.surname,
      ...emptyAddressAndPhone,
      profission: '',
      otherProfission: '',
      register: '',
      socialnetwork: '',
      otherSocial: '',
    },
    validationSchema: individualSchema,
    onSubmit: (v) => {
      dispatch(
        individualSubmitted({
          cpf: v.cpf,
          name: v.name.trim(),
          surname: v.surname.trim(),
          street: joinStreet(v),
          DDD: v.ddd,
          Phone: v.phone,
          profission: choiceOrOther(v.profission, v.otherProfission),
          register: v.register.trim(),
          socialnetwork: choiceOrOther(v.socialnetwork, v.otherSocial),
        }),
      );
    },
  });
  return (
    <FormikForm formik={formik} aria-label="Dados de Pessoa Física">
      <FormikMasked formik={formik} name="cpf" label="CPF" format="###.###.###-##" />
      <NameFields formik={formik} />
      <AddressFields formik={formik} />
      <PhoneFields formik={formik} />
      <FormikSelectWithOther
        formik={formik}
        name="profission"
        label="Profissão"
        options={PROFESSION_OPTIONS}
        showSearch
        other={OTHER}
        otherName="otherProfission"
        otherLabel="Qual profissão?"
      />
      <FormikInput
        formik={formik}
        name="register"
        label="Registro profissional"
        extra="CREA, Registro TST, CRM, COREN, OAB..."
        maxLength={120}
      />
      <SocialNetworkField formik={formik} socialOptions={socialOptions} />
      <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.individual)}>
        Avançar
      </Button>
    </FormikForm>
  );
}
