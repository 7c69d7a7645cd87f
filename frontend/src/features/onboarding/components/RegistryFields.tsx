import {
  CREDENTIAL_KINDS,
  credentialLabel,
  credentialKindLabels,
  parseCredentialLabel,
  type CredentialKindCode,
  type RegistryDeclaration,
} from '@conectasst/common/rules/trustRules';
import { STATE_CODES } from '@conectasst/common/rules/fieldRules';
import { Select } from 'antd';
import type { FormikProps } from 'formik';
import { FormikItem } from '../../../components/formField';
import { FieldRow, FormikInput } from '../../../components/formikControls';

/** The registry's fields of the details forms. */
export interface RegistryValues {
  registryKind: string;
  registryNumber: string;
  registryUf: string;
  registryRqe: string;
  registryOther: string;
}

/** The fields as saved: the `register` text read back (ADR 0160); a text written freely before leaves them empty. */
export function registryValues(register: string): RegistryValues {
  const r = parseCredentialLabel(register);
  return {
    registryKind: r?.kind ?? '',
    registryNumber: r?.number ?? '',
    registryUf: r?.uf ?? '',
    registryRqe: r?.rqe ?? '',
    registryOther: r?.otherName ?? '',
  };
}

/** The registry the provider gave (none when no kind was chosen), to declare, and its `register` text of the details. */
export function registryOf(v: RegistryValues): { register: string; registry?: RegistryDeclaration } {
  if (!v.registryKind) return { register: '' };
  const kind = v.registryKind as CredentialKindCode;
  const registry = {
    kind,
    number: v.registryNumber.trim(),
    uf: v.registryUf,
    rqe: kind === 'CRM' ? v.registryRqe.trim() : '',
    otherName: kind === 'OUTRO' ? v.registryOther.trim() : '',
  };
  return { register: credentialLabel(registry), registry };
}

/**
 * "Registro profissional" field by field, as "Registros profissionais" asks it (ADR 0160): the kind, the council for
 * 'Outro', the number, the UF, the RQE for a CRM. `savedText`: a registry written freely before, shown to copy from.
 */
export function RegistryFields<T extends RegistryValues>({
  formik,
  label,
  savedText,
}: {
  formik: FormikProps<T>;
  label: string;
  savedText?: string;
}) {
  const v = formik.values;
  const pickKind = (kind: string | undefined) => void formik.setFieldValue('registryKind', kind ?? '');
  return (
    <>
      <FormikItem
        formik={formik}
        name="registryKind"
        label={label}
        extra={
          savedText ? `Informado antes: ${savedText}` : 'Ele aparece em "Registros profissionais" para verificação.'
        }
      >
        <Select
          id="field-registryKind"
          placeholder="Selecione"
          allowClear
          value={v.registryKind || undefined}
          onChange={pickKind}
          options={CREDENTIAL_KINDS.map((k) => ({ value: k, label: credentialKindLabels[k] }))}
        />
      </FormikItem>
      {v.registryKind ? (
        <FieldRow
          flex={v.registryKind === 'OUTRO' ? ['1 1 140px', '2 1 160px', '0 1 110px'] : ['2 1 160px', '0 1 110px']}
        >
          {v.registryKind === 'OUTRO' ? (
            <FormikInput formik={formik} name="registryOther" label="Conselho ou órgão" maxLength={60} />
          ) : null}
          <FormikInput formik={formik} name="registryNumber" label="Número do registro" maxLength={30} />
          <FormikItem formik={formik} name="registryUf" label="UF do registro">
            <Select
              id="field-registryUf"
              placeholder="UF"
              showSearch
              value={v.registryUf || undefined}
              onChange={(uf: string) => void formik.setFieldValue('registryUf', uf)}
              options={STATE_CODES.map((uf) => ({ value: uf, label: uf }))}
            />
          </FormikItem>
        </FieldRow>
      ) : null}
      {v.registryKind === 'CRM' ? <FormikInput formik={formik} name="registryRqe" label="RQE" maxLength={30} /> : null}
    </>
  );
}
