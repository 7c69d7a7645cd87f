import { Input } from 'antd';
import type { FormikProps } from 'formik';
import { FieldRow, FormikInput, FormikMasked } from '../../../components/formikControls';
import { FormikItem } from '../../../components/formField';
import { useLazyAddressOfCepQuery } from '../../../lib/serverState/lookups';

export interface AddressValues {
  cep: string;
  street: string;
  number: string;
  complement: string;
}

/** The empty values of `AddressFields` and `PhoneFields`. */
export const emptyAddressAndPhone = { cep: '', street: '', number: '', complement: '', ddd: '', phone: '' };

/** CEP (99.999-999), logradouro, número (no hyphens) and complemento: joined by ' - ' on submit (spec §3). */
export function AddressFields<T extends AddressValues>({ formik }: { formik: FormikProps<T> }) {
  const [addressOfCep] = useLazyAddressOfCepQuery();
  const fillStreet = (cep: string) => {
    if (cep.length !== 8) return;
    // A CEP already looked up is not asked again (preferCacheValue).
    void addressOfCep(cep, true).then(({ data: address }) => {
      if (address?.street) void formik.setFieldValue('street', address.street);
    });
  };
  return (
    <>
      <FieldRow flex={['1 1 140px', '3 1 260px']}>
        <FormikMasked formik={formik} name="cep" label="CEP" format="##.###-###" onDigits={fillStreet} />
        <FormikInput formik={formik} name="street" label="Logradouro" maxLength={150} />
      </FieldRow>
      <FieldRow flex={['1 1 120px', '3 1 260px']}>
        <FormikItem formik={formik} name="number" label="Número">
          <Input
            id="field-number"
            maxLength={10}
            {...formik.getFieldProps('number')}
            onChange={(e) => void formik.setFieldValue('number', e.target.value.replace(/-/g, ''))}
          />
        </FormikItem>
        <FormikInput formik={formik} name="complement" label="Complemento (opcional)" maxLength={100} />
      </FieldRow>
    </>
  );
}

/** DDD and a mobile number of 9 digits (99999-9999), the landline pair of the details forms. */
export function PhoneFields<T extends { ddd: string; phone: string }>({ formik }: { formik: FormikProps<T> }) {
  return (
    <FieldRow flex={['0 0 90px', '1 1 auto']}>
      <FormikMasked formik={formik} name="ddd" label="DDD" format="##" mask={false} />
      <FormikMasked formik={formik} name="phone" label="Telefone" format="#####-####" inputMode="tel" />
    </FieldRow>
  );
}
