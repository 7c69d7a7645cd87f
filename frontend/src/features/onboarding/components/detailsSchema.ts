import {
  NAME_MAX,
  accountMessages as m,
  isCep,
  isCnpj,
  isCpf,
  isPhone,
  newPasswordProblem,
} from '@conectasst/common/rules/accountRules';
import { OTHER, OWNER_DEPARTMENT } from '@conectasst/common/rules/departmentRules';
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
    .matches(/^[1-9][0-9]$/, m.invalidDdd),
  phone: yup
    .string()
    .required(m.required('telefone'))
    .matches(/^9[0-9]{8}$/, m.invalidPhone),
};

/** The fields of `SocialNetworkField`: 'Como nos conheceu?' and, for 'Outro', where. */
const socialSchema = {
  socialnetwork: required('como nos conheceu'),
  otherSocial: otherText('socialnetwork', 'como nos conheceu'),
};

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
  register: required('registro'),
  ...socialSchema,
});

export const companySchema = yup.object({
  fantasyname: required('Nome Fantasia'),
  corporatename: required('Razão Social'),
  cnpj: yup
    .string()
    .required(m.required('CNPJ'))
    .test('cnpj', m.invalidCnpj, (v) => isCnpj(v ?? '')),
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
  register: yup.string(),
  ...socialSchema,
});

/** The chosen option, or the free text when the choice was 'Outro'. */
export const choiceOrOther = (choice: string, other: string) => (choice === OTHER ? other.trim() : choice);
