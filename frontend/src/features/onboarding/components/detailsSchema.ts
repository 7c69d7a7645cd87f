import {
  NAME_MAX,
  accountMessages as m,
  isCep,
  isCnpj,
  isCpf,
  isDdd,
  isLocalPhone,
  isPhone,
  newPasswordProblem,
} from '@conectasst/common/rules/accountRules';
import { OTHER, OWNER_DEPARTMENT } from '@conectasst/common/rules/departmentRules';
import { isRegistryNumber, isRqe, trustMessages as t } from '@conectasst/common/rules/trustRules';
import { cnaeMessages } from '@conectasst/common/api/cnae';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import * as yup from 'yup';

const required = (field: string) => yup.string().trim().required(m.required(field));
/** 'Outro' needs the free text that replaces it on submit. */
const otherText = (choice: string, field: string) =>
  yup
    .string()
    .when(choice, { is: OTHER, then: (s) => s.trim().required(m.required(field)), otherwise: (s) => s.notRequired() });

/** Nome and Sobrenome (spec §5: at most 50 characters each). */
export const nameSchema = {
  name: required('nome').max(NAME_MAX, m.nameTooLong),
  surname: required('sobrenome').max(NAME_MAX, m.surnameTooLong),
};

/** A new password (sign-up, reset): the one rule the server schemas read too (ADR 0159); `requiredMessage` when empty. */
export const newPasswordSchema = (requiredMessage: string) =>
  yup
    .string()
    .required(requiredMessage)
    .test(
      'password',
      ({ value }: { value?: string }) => newPasswordProblem(value ?? '') ?? '',
      (v) => !newPasswordProblem(v ?? ''),
    );

/** A mobile number with its DDD in one field (11 digits), as sign-up and Meus dados ask it. */
export const mobilePhoneSchema = {
  phone: yup
    .string()
    .required(m.invalidPhone)
    .test('phone', m.invalidPhone, (v) => isPhone(v ?? '')),
};

/** The fields of `AddressFields`. */
export const addressSchema = {
  cep: yup
    .string()
    .required(m.required('CEP'))
    .test('cep', m.invalidCep, (v) => isCep(v ?? '')),
  street: required('logradouro'),
  number: required('número'),
  complement: yup.string(),
};

/** The fields of `PhoneFields`. */
const landlineSchema = {
  ddd: yup
    .string()
    .required(m.required('DDD'))
    .test('ddd', m.invalidDdd, (v) => isDdd(v ?? '')),
  phone: yup
    .string()
    .required(m.required('telefone'))
    .test('phone', m.invalidPhone, (v) => isLocalPhone(v ?? '')),
};

/** The fields of `SocialNetworkField`: 'Como nos conheceu?' and, for 'Outro', where. */
const socialSchema = {
  socialnetwork: required('como nos conheceu'),
  otherSocial: otherText('socialnetwork', 'como nos conheceu'),
};

const whenKind = (is: (kind: string) => boolean, then: yup.StringSchema) =>
  yup.string().when('registryKind', { is, then: () => then, otherwise: (s) => s.notRequired() });
/**
 * "Registro profissional" asked as the credentials ask it (ADR 0160): kind, number, UF (RQE for a CRM, the council for
 * 'Outro'), so the registry typed at sign-up is declared for verification and listed under "Registros profissionais".
 */
const registrySchema = (required: boolean) => ({
  registryKind: required ? yup.string().required(t.credentialKind) : yup.string(),
  registryNumber: whenKind(
    Boolean,
    yup
      .string()
      .trim()
      .required(t.credentialNumber)
      .test('registry', t.credentialNumber, (v) => isRegistryNumber(v ?? '')),
  ),
  registryUf: whenKind(Boolean, yup.string().required(t.credentialUf)),
  registryRqe: whenKind(
    (k) => k === 'CRM',
    yup
      .string()
      .trim()
      .required(t.credentialRqe)
      .test('rqe', t.credentialRqe, (v) => isRqe(v ?? '')),
  ),
  registryOther: whenKind(
    (k) => k === 'OUTRO',
    yup.string().trim().required(t.credentialOtherName).min(2, t.credentialOtherName),
  ),
});

export const individualSchema = yup.object({
  cpf: yup
    .string()
    .required(m.required('CPF'))
    .test('cpf', m.invalidCpf, (v) => isCpf(v ?? '')),
  ...nameSchema,
  ...addressSchema,
  ...landlineSchema,
  profission: required('profissão'),
  otherProfission: otherText('profission', 'profissão'),
  ...registrySchema(true),
  ...socialSchema,
});

export const companySchema = yup.object({
  fantasyname: required('Nome Fantasia'),
  corporatename: required('Razão Social'),
  cnpj: yup
    .string()
    .required(m.required('CNPJ'))
    .test('cnpj', m.invalidCnpj, (v) => isCnpj(v ?? '')),
  // Issue 37 item 2: optional, filled by the CNPJ lookup; a class or subclass as GET /v1/cnae reads it.
  cnae: yup
    .string()
    .trim()
    .test('cnae', cnaeMessages.malformed, (v) => !v || parseCnaeCode(v).ok),
  ...addressSchema,
  ...landlineSchema,
  ...nameSchema,
  department: required('departamento'),
  otherDepartment: otherText('department', 'departamento'),
  role: yup.string().when('department', {
    is: (d: string) => d !== OWNER_DEPARTMENT,
    then: (s) => s.trim().required(m.required('cargo')),
    otherwise: (s) => s.notRequired(),
  }),
  otherRole: otherText('role', 'cargo'),
  ...registrySchema(false),
  ...socialSchema,
});

/** The chosen option, or the free text when the choice was 'Outro'. */
export const choiceOrOther = (choice: string, other: string) => (choice === OTHER ? other.trim() : choice);

/** The other way round, for a saved answer: an option as itself, anything else as 'Outro' with its text. */
export const splitChoice = (value: string, options: readonly string[]): [choice: string, other: string] =>
  !value || options.includes(value) ? [value, ''] : [OTHER, value];
