import { NAME_MAX } from '@conectasst/common/rules/accountRules';
import { OTHER } from '@conectasst/common/rules/departmentRules';
import type { FormikProps } from 'formik';
import { FieldRow, FormikInput, FormikMasked, FormikSelectWithOther } from '../../../components/formikControls';

/** What the two details forms (Pessoa Física, Pessoa Jurídica) are given by /second-state. */
export interface DetailsFormProps {
  /** The server's 'Como nos conheceu?' options. */
  socialOptions: string[];
  /** The name and surname given at sign-up. */
  defaults: { name: string; surname: string };
  /** Opened from the provider area: where the saved details lead (else /third-state). */
  returnTo?: string;
}

/** Nome and Sobrenome side by side (one column on a phone); `basis` is the width under which they wrap. */
export function NameFields<T extends { name: string; surname: string }>({
  formik,
  basis = 200,
}: {
  formik: FormikProps<T>;
  basis?: number;
}) {
  return (
    <FieldRow flex={[`1 1 ${basis}px`, `1 1 ${basis}px`]}>
      <FormikInput formik={formik} name="name" label="Nome" maxLength={NAME_MAX} autoComplete="given-name" />
      <FormikInput formik={formik} name="surname" label="Sobrenome" maxLength={NAME_MAX} autoComplete="family-name" />
    </FieldRow>
  );
}

/** 'Celular (com DDD)': the 11 digits of `mobilePhoneSchema`. */
export function MobilePhoneField<T extends { phone: string }>({ formik }: { formik: FormikProps<T> }) {
  return (
    <FormikMasked
      formik={formik}
      name="phone"
      label="Celular (com DDD)"
      format="(##) #####-####"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}

/** 'Como nos conheceu?' from the server's list, 'Outro' last, which asks 'Onde nos conheceu?'. */
export function SocialNetworkField<T extends { socialnetwork: string; otherSocial: string }>({
  formik,
  socialOptions,
}: {
  formik: FormikProps<T>;
  socialOptions: string[];
}) {
  return (
    <FormikSelectWithOther
      formik={formik}
      name="socialnetwork"
      label="Como nos conheceu?"
      options={[...socialOptions.filter((s) => s !== OTHER), OTHER]}
      other={OTHER}
      otherName="otherSocial"
      otherLabel="Onde nos conheceu?"
    />
  );
}
