import { OTHER } from '@conectasst/common/rules/departmentRules';
import type { FormikProps } from 'formik';
import { FormikInput, FormikSelectWithOther } from '../../../components/formikControls';
import { spacing } from '../../../config/theme';

/** Nome and Sobrenome side by side (one column on a phone). */
export function NameFields<T extends { name: string; surname: string }>({ formik }: { formik: FormikProps<T> }) {
  return (
    <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
      <div style={{ flex: '1 1 200px' }}>
        <FormikInput formik={formik} name="name" label="Nome" maxLength={50} />
      </div>
      <div style={{ flex: '1 1 200px' }}>
        <FormikInput formik={formik} name="surname" label="Sobrenome" maxLength={50} />
      </div>
    </div>
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
