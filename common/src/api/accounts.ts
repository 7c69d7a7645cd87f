import { z } from 'zod';
import {
  ALL,
  CEP_PATTERN,
  CNPJ_DIGITS_PATTERN,
  CPF_DIGITS_PATTERN,
  EMAIL_TEXT_PATTERN,
  ESOCIAL_ANSWERS,
  ESOCIAL_WITH_SOFTWARE,
  NAME_MAX,
  NO_NRS,
  PHONE_PATTERN,
  STATE_CODES,
  STREET_PATTERN,
  PASSWORD_MIN,
  PASSWORD_MAX,
  RESET_CODE_MAX,
  accountMessages as m,
  isCep,
  isCnpj,
  isCpf,
  isStateCode,
  onlyDigits,
} from '../rules/accountRules';
import { isCityOf } from '../rules/brazilianRegions';
import { parseCnaeCode } from '../referenceData/cnae';
import { cnaeCodeText } from './cnae';
import { NOT_TEXT, TRIMMED, UNSTATABLE, requiredText, textPattern } from '../rules/textRules';

const text = (message: string, max = 200) => requiredText(message, max, `${message} (no máximo ${max} caracteres)`);
const optionalText = (max = 200) => z.string().max(max).trim().optional().default('');

const name = requiredText(m.nameRequired, NAME_MAX, m.nameTooLong);
const surname = requiredText(m.surnameRequired, NAME_MAX, m.surnameTooLong);
const email = z
  .string({ error: m.invalidEmail })
  .max(254, { error: m.invalidEmail })
  .regex(EMAIL_TEXT_PATTERN, { error: m.invalidEmail })
  .trim();
/** DDD + 9-digit number, with or without the mask; stored as 11 digits. */
const phone = z.string({ error: m.invalidPhone }).regex(PHONE_PATTERN, { error: m.invalidPhone }).transform(onlyDigits);
/** A new password: the one limit of every password field (newPasswordProblem, ADR 0159). */
const password = z
  .string({ error: m.passwordTooShort })
  .min(PASSWORD_MIN, { error: m.passwordTooShort })
  .max(PASSWORD_MAX, { error: m.passwordTooLong });

/** `POST /v1/auth` (signup) */
export const signupRequest = z.object({ name, surname, phone, email, password });
export type SignupRequest = z.input<typeof signupRequest>;

/** `POST /v1/recovery/password` */
export const recoveryRequest = z.object({ email: requiredText(m.emailEmpty, 254, m.invalidEmail) });
export type RecoveryRequest = z.infer<typeof recoveryRequest>;

/** `PUT /v1/change/password` */
export const changePasswordRequest = z.object({
  code: requiredText(m.codeEmpty, RESET_CODE_MAX, m.codeTooLong),
  password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const messageResponse = z.object({ message: z.string() });

// NUL is no part of a number (ADR 0114): the pattern says so, as the route layer refuses it.
const notDigit = `[^0-9${NOT_TEXT}]`;
const ddd = z
  .string({ error: m.invalidDdd })
  .regex(textPattern(`^${notDigit}*[1-9]${notDigit}*[0-9]${notDigit}*$`), { error: m.invalidDdd })
  .transform(onlyDigits);
const localPhone = z
  .string({ error: m.invalidPhone })
  .regex(textPattern(`^${notDigit}*9(?:${notDigit}*[0-9]){8}${notDigit}*$`), { error: m.invalidPhone })
  .transform(onlyDigits);
/** The four-part street string: 'CEP - Logradouro - Número - Complemento'. */
const street = z
  .string({ error: m.required('endereço') })
  .max(400)
  .regex(STREET_PATTERN, { error: 'Informe CEP, logradouro e número do endereço.' })
  .refine(
    (v) => {
      const [cep = '', logradouro = '', number = ''] = v.split(' - ');
      return isCep(cep) && logradouro.trim().length > 0 && number.trim().length > 0;
    },
    { error: 'Informe CEP, logradouro e número do endereço.' },
  );

/** `POST /v1/details/pf` — Pessoa Física */
export const individualDetailsRequest = z.object({
  cpf: z
    .string({ error: m.invalidCpf })
    .regex(CPF_DIGITS_PATTERN, { error: m.invalidCpf })
    .refine(isCpf, { error: m.invalidCpf, params: UNSTATABLE })
    .meta({ format: 'cpf' })
    .transform(onlyDigits),
  name,
  surname,
  street,
  DDD: ddd,
  Phone: localPhone,
  profission: text(m.required('profissão'), 120),
  register: text(m.required('registro'), 120),
  socialnetwork: text(m.required('como nos conheceu'), 120),
});
export type IndividualDetailsRequest = z.input<typeof individualDetailsRequest>;

/** `POST /v1/details/pj` — Pessoa Jurídica */
export const companyDetailsRequest = z.object({
  fantasyname: text(m.required('nome fantasia'), 150),
  corporatename: text(m.required('razão social'), 150),
  cnpj: z
    .string({ error: m.invalidCnpj })
    .regex(CNPJ_DIGITS_PATTERN, { error: m.invalidCnpj })
    .refine(isCnpj, { error: m.invalidCnpj, params: UNSTATABLE })
    .meta({ format: 'cnpj' })
    .transform(onlyDigits),
  cep: z.string({ error: m.invalidCep }).regex(CEP_PATTERN, { error: m.invalidCep }).transform(onlyDigits),
  street,
  ddd,
  phone: localPhone,
  name,
  surname,
  department: text(m.required('departamento'), 120),
  /** Empty for the owner/CEO, who has no role (spec §5). */
  role: optionalText(120),
  register: optionalText(120),
  socialnetwork: text(m.required('como nos conheceu'), 120),
  /** Issue 37 item 2: the CNAE principal (class or subclass, kept as the class `NN.NN-D`), filled by the CNPJ lookup; optional. */
  cnae: cnaeCodeText
    .transform((v) => {
      const p = parseCnaeCode(v);
      return p.ok ? p.classCode : v;
    })
    .optional(),
});
export type CompanyDetailsRequest = z.input<typeof companyDetailsRequest>;

const idListPart = `[${TRIMMED}]*[0-9][0-9${TRIMMED}]*`;
const ID_LIST_PATTERN = new RegExp(
  `^(?:${NO_NRS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${idListPart}(?:,${idListPart})*)?$`,
);
const idList = (message: string) =>
  z
    .string({ error: message })
    .max(4_000)
    // Stated as a pattern (ADR 0114): the no-NR option, nothing, or ids split by commas, blanks anywhere.
    .regex(ID_LIST_PATTERN, { error: message })
    .transform((v) => (v === NO_NRS || v === '' ? [] : [...new Set(v.replace(/\s+/g, '').split(',').map(Number))]));

const ufList = z
  .string({ error: m.noRegions })
  .max(200)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((ufs) => ufs.length > 0, { error: m.noRegions, params: UNSTATABLE })
  .refine((ufs) => ufs.includes(ALL) || ufs.every(isStateCode), { error: m.unknownState, params: UNSTATABLE })
  .transform((ufs) => (ufs.includes(ALL) ? [ALL] : [...new Set(ufs)]));

const cityList = z
  .string({ error: m.noRegions })
  .max(90_000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((cities) => cities.length > 0, { error: m.noRegions, params: UNSTATABLE });

/**
 * Every city named is an IBGE municipality of a chosen state (of any state with ufs 'All'), from the offline table of
 * @brazilian-utils, even beside 'All' (issue #33, ADR 0156): a profile names at most the chosen states' 5,571 cities.
 */
function checkRegions(value: { uf: string[]; city: string[] }, ctx: z.RefinementCtx): void {
  // zod runs this refinement even when a field already failed (its issue is not fatal): the lists may not be lists
  // (an overlong `uf` answered 500, found by the hostile-input suite).
  if (!Array.isArray(value.uf) || !Array.isArray(value.city)) return;
  const states = value.uf.includes(ALL) ? STATE_CODES : value.uf;
  const unknown = value.city.find((city) => city !== ALL && !states.some((uf) => isCityOf(uf, city)));
  if (unknown) ctx.addIssue({ code: 'custom', message: m.unknownCity(unknown), path: ['city'], params: UNSTATABLE });
}

/** 'All' among the states or the cities = every city of them; otherwise the cities named, once each. */
const collapseRegions = <T extends { uf: string[]; city: string[] }>({ uf, city, ...rest }: T) => ({
  ...rest,
  ufs: uf,
  cities: uf.includes(ALL) || city.includes(ALL) ? [ALL] : [...new Set(city)],
});

/** `POST /v1/company/detail` — the provider's service profile (spec §3, §5). */
export const serviceProfileRequest = z
  .object({
    area: idList(m.noArea).refine((ids) => ids.length > 0, { error: m.noArea, params: UNSTATABLE }),
    nrs: idList(m.unknownNr),
    esocial: z.enum(ESOCIAL_ANSWERS, { error: m.noEsocial }),
    software: z.string().max(120).trim().nullish(),
    uf: ufList,
    city: cityList,
  })
  .superRefine(checkRegions)
  .transform(collapseRegions)
  .superRefine((value, ctx) => {
    if (value.software && !ESOCIAL_WITH_SOFTWARE.includes(value.esocial)) {
      ctx.addIssue({ code: 'custom', message: m.softwareNotAllowed, path: ['software'], params: UNSTATABLE });
    }
  });
export type ServiceProfileRequest = z.input<typeof serviceProfileRequest>;

/** `PUT /v1/auth/me` — profile edit (spec §7): comma-joined strings for regions, areas and NRs. */
export const updateProfileRequest = z
  .object({
    name,
    surname,
    phone,
    street,
    uf: ufList,
    city: cityList,
    area: idList(m.noArea),
    nrs: idList(m.unknownNr),
  })
  .superRefine(checkRegions)
  .transform(collapseRegions);
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** `GET /v1/details/pf` */
export const individualDetailsResponse = z.object({
  cpf: z.string(),
  name: z.string(),
  surname: z.string(),
  street: z.string(),
  DDD: z.string(),
  Phone: z.string(),
  profission: z.string(),
  register: z.string(),
  socialnetwork: z.string(),
});
export type IndividualDetails = z.infer<typeof individualDetailsResponse>;
/** `GET /v1/details/pj` */
export const companyDetailsResponse = z.object({
  fantasyname: z.string(),
  corporatename: z.string(),
  cnpj: z.string(),
  cep: z.string(),
  street: z.string(),
  ddd: z.string(),
  phone: z.string(),
  name: z.string(),
  surname: z.string(),
  department: z.string(),
  role: z.string(),
  register: z.string(),
  socialnetwork: z.string(),
  profission: z.string(),
  /** The CNAE principal's class `NN.NN-D`, or '' when none was given (issue 37 item 2). */
  cnae: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsResponse>;

/** `GET /v1/cep/{cep}`: the CEP as 8 digits. */
export const cepParams = z.object({ cep: z.string().regex(/^\d{8}$/, { error: m.invalidCep }) });
/** `GET /v1/cep/{cep}`: the address of a CEP, to fill in the street. */
export const cepAddressSchema = z.object({
  cep: z.string(),
  street: z.string(),
  neighbourhood: z.string(),
  city: z.string(),
  uf: z.string(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;
