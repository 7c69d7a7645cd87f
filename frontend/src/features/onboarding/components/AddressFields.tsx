import { Input } from 'antd';
import type { FormikProps } from 'formik';
import { PatternFormat } from 'react-number-format';
import { spacing } from '../../../config/theme';
import { apiClient } from '../../../lib/apiClient';
import { FormikItem } from '../../../components/formField';

export interface AddressValues {
  cep: string;
  street: string;
  number: string;
  complement: string;
}

/** Spec §4: a CEP of 8 digits fills the street name (when the lookup finds it; otherwise the user types it). */
async function streetOf(cep: string): Promise<string | undefined> {
  try {
    return (await apiClient.get<{ data: { street: string } }>(`/cep/${cep}`)).data.street || undefined;
  } catch {
    return undefined;
  }
}

/** CEP (99.999-999), logradouro, número (no hyphens) and complemento: joined by ' - ' on submit (spec §3). */
export function AddressFields<T extends AddressValues>({ formik }: { formik: FormikProps<T> }) {
  return (
    <>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 140px' }}>
          <FormikItem formik={formik} name="cep" label="CEP">
            <PatternFormat
              id="field-cep"
              customInput={Input}
              format="##.###-###"
              mask="_"
              inputMode="numeric"
              value={formik.values.cep}
              onValueChange={(v) => {
                void formik.setFieldValue('cep', v.value);
                if (v.value.length === 8) {
                  void streetOf(v.value).then((street) => {
                    if (street) void formik.setFieldValue('street', street);
                  });
                }
              }}
              onBlur={() => void formik.setFieldTouched('cep', true)}
            />
          </FormikItem>
        </div>
        <div style={{ flex: '3 1 260px' }}>
          <FormikItem formik={formik} name="street" label="Logradouro">
            <Input id="field-street" maxLength={150} {...formik.getFieldProps('street')} />
          </FormikItem>
        </div>
      </div>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 120px' }}>
          <FormikItem formik={formik} name="number" label="Número">
            <Input
              id="field-number"
              maxLength={10}
              {...formik.getFieldProps('number')}
              onChange={(e) => void formik.setFieldValue('number', e.target.value.replace(/-/g, ''))}
            />
          </FormikItem>
        </div>
        <div style={{ flex: '3 1 260px' }}>
          <FormikItem formik={formik} name="complement" label="Complemento (opcional)">
            <Input id="field-complement" maxLength={100} {...formik.getFieldProps('complement')} />
          </FormikItem>
        </div>
      </div>
    </>
  );
}

export function PhoneFields<T extends { ddd: string; phone: string }>({ formik }: { formik: FormikProps<T> }) {
  return (
    <div style={{ display: 'flex', gap: spacing.sm }}>
      <div style={{ flex: '0 0 90px' }}>
        <FormikItem formik={formik} name="ddd" label="DDD">
          <PatternFormat
            id="field-ddd"
            customInput={Input}
            format="##"
            inputMode="numeric"
            value={formik.values.ddd}
            onValueChange={(v) => void formik.setFieldValue('ddd', v.value)}
          />
        </FormikItem>
      </div>
      <div style={{ flex: '1 1 auto' }}>
        <FormikItem formik={formik} name="phone" label="Telefone">
          <PatternFormat
            id="field-phone"
            customInput={Input}
            format="#####-####"
            mask="_"
            inputMode="tel"
            value={formik.values.phone}
            onValueChange={(v) => void formik.setFieldValue('phone', v.value)}
          />
        </FormikItem>
      </div>
    </div>
  );
}
