import type { IndividualDetails } from '@conectasst/common/api/accounts';
import { PROFESSION_OPTIONS, joinStreet, splitStreet } from '@conectasst/common/rules/accountRules';
import { OTHER } from '@conectasst/common/rules/departmentRules';
import { Button } from 'antd';
import { useFormik } from 'formik';
import { FormikForm } from '../../../components/formField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormikMasked, FormikSelectWithOther } from '../../../components/formikControls';
import { individualSubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields, emptyAddressAndPhone } from './AddressFields';
import type { DetailsFormProps } from './PersonFields';
import { RegistryFields, registryOf, registryValues } from './RegistryFields';
import { choiceOrOther, individualSchema, splitChoice } from './detailsSchema';
import { NameFields, SocialNetworkField } from './PersonFields';

/** The form's values: the saved details (issue #35), else empty with the sign-up's name. */
function initialValues({ socialOptions, defaults }: DetailsFormProps, saved: IndividualDetails | undefined) {
  if (!saved)
    return {
      cpf: '',
      name: defaults.name,
      surname: defaults.surname,
      ...emptyAddressAndPhone,
      profission: '',
      otherProfission: '',
      ...registryValues(''),
      socialnetwork: '',
      otherSocial: '',
    };
  const [profission, otherProfission] = splitChoice(saved.profission, PROFESSION_OPTIONS);
  const [socialnetwork, otherSocial] = splitChoice(saved.socialnetwork, socialOptions);
  return {
    cpf: saved.cpf,
    name: saved.name,
    surname: saved.surname,
    ...splitStreet(saved.street),
    ddd: saved.DDD,
    phone: saved.Phone,
    profission,
    otherProfission,
    ...registryValues(saved.register),
    socialnetwork,
    otherSocial,
  };
}

/** Pessoa Física: professional details (spec §3, §5), masks CPF 999.999.999-99, CEP 99.999-999, phone 99999-9999. */
export function IndividualDetailsForm(props: DetailsFormProps & { saved?: IndividualDetails }) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: initialValues(props, props.saved),
    validationSchema: individualSchema,
    onSubmit: (v) => {
      dispatch(
        individualSubmitted(
          {
            cpf: v.cpf,
            name: v.name.trim(),
            surname: v.surname.trim(),
            street: joinStreet(v),
            DDD: v.ddd,
            Phone: v.phone,
            profission: choiceOrOther(v.profission, v.otherProfission),
            register: registryOf(v).register,
            socialnetwork: choiceOrOther(v.socialnetwork, v.otherSocial),
          },
          { next: props.returnTo, registry: registryOf(v).registry },
        ),
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
      <RegistryFields
        formik={formik}
        label="Registro profissional"
        savedText={props.saved?.register && !formik.initialValues.registryKind ? props.saved.register : undefined}
      />
      <SocialNetworkField formik={formik} socialOptions={props.socialOptions} />
      <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.individual)}>
        Avançar
      </Button>
    </FormikForm>
  );
}
