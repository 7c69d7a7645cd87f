import { getCities, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { STATE_CODES, isStateCode, onlyDigits } from './fieldRules';
import { NOT_TEXT, textPattern } from './textRules';

/** Rules for accounts and provider onboarding (spec §5, §9), shared by the forms and the server. */
export type { PersonType } from './accountLimits';
export {
  ALL,
  NAME_MAX,
  NO_NRS,
  PASSWORD_LOGIN_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_TYPE,
  RESET_CODE_MAX,
  RESET_CODE_TTL_MINUTES,
} from './accountLimits';
export { accountMessages, newPasswordProblem } from './accountMessages';
/** The field rules without dependencies (fieldRules.ts), here too for the server's schemas. */
export {
  EMAIL_PATTERN,
  STATE_CODES,
  isCep,
  isDdd,
  isEmail,
  isLocalPhone,
  isPhone,
  isStateCode,
  onlyDigits,
  sameEmail,
} from './fieldRules';

export const ESOCIAL_ANSWERS = ['Sim', 'Não, porém pretendo adquirir', 'Não, e não pretendo adquirir'] as const;
/** The software question appears only for these answers (spec §5). */
export const ESOCIAL_WITH_SOFTWARE: readonly string[] = ['Sim', 'Não, porém pretendo adquirir'];
export const SOFTWARE_OPTIONS = [
  { label: 'Sistema próprio', value: 'Sistema próprio' },
  { label: 'Atento', value: 'Atento' },
  { label: 'Fazsoft SMT', value: 'Fazsoft SMT' },
  { label: 'Madu', value: 'Madu' },
  { label: 'Medget', value: 'Medget' },
  { label: 'Metra Web', value: 'Metra Web' },
  { label: 'Nexo CS', value: 'Nexo CS' },
  { label: 'Peoplenet', value: 'Peoplenet' },
  { label: 'Personal Med (Totvs)', value: 'Personal Med (Totvs)' },
  { label: 'Plustrade', value: 'Plustrade' },
  { label: 'Sesmo', value: 'Sesmo' },
  { label: 'SGG', value: 'SGG' },
  { label: 'Sigo w3 Business', value: 'Sigo w3 Business' },
  { label: 'SOC', value: 'SOC' },
  { label: 'Não sei informar', value: 'Não sei informar' },
  { label: 'Outro', value: 'Other' },
] as const;

export const PROFESSION_OPTIONS = [
  'Auxiliar de Enfermagem do Trabalho',
  'Analista de Sustentabilidade',
  'Bombeiro Civil',
  'Comerciante',
  'Consultor Ambiental',
  'Coordenador de Meio Ambiente e Sustentabilidade',
  'Enfermeiro do Trabalho',
  'Engenheiro de Segurança do Trabalho',
  'Ergonomista',
  'Fisioterapeuta Ocupacional',
  'Fonoaudiólogo',
  'Gestor Ambiental',
  'Higienista Ocupacional',
  'Médico do Trabalho',
  'Sanitarista',
  'Técnico de Segurança do Trabalho',
  'Tecnólogo em Gestão Ambiental',
  'Outro',
] as const;

export const isCpf = (value: string) => onlyDigits(value).length === 11 && isValidCpf(onlyDigits(value));
export const isCnpj = (value: string) => onlyDigits(value).length === 14 && isValidCnpj(onlyDigits(value));

/**
 * The same rules as patterns on the text as typed (mask or not), for the zod schemas: one `.regex()` both validates
 * and reaches the OpenAPI document, so what the document states is what the server enforces (ADR 0114).
 * `[^0-9${NOT_TEXT}]` is anything `onlyDigits` removes except NUL, which no text may hold
 * (textRules.ts): the pattern says so, or a phone with NUL would be valid by the document and refused by the route
 * layer. Check digits of CPF and CNPJ cannot be a pattern: the document names them as the formats `cpf` and `cnpj` and
 * the schemas keep `isCpf`/`isCnpj`.
 */
const notDigit = `[^0-9${NOT_TEXT}]`;
const digits = (count: number) => `^${notDigit}*(?:[0-9]${notDigit}*){${count}}$`;
export const PHONE_PATTERN = textPattern(
  `^${notDigit}*[1-9]${notDigit}*[0-9]${notDigit}*9(?:${notDigit}*[0-9]){8}${notDigit}*$`,
);
export const CEP_PATTERN = textPattern(digits(8));
export const CPF_DIGITS_PATTERN = textPattern(digits(11));
export const CNPJ_DIGITS_PATTERN = textPattern(digits(14));
/** `isEmail` on the text before trimming; NUL is refused everywhere (textRules.ts), so not part of an address. */
const addressPart = `[^\\s@${NOT_TEXT}]+`;
export const EMAIL_TEXT_PATTERN = textPattern(`^\\s*${addressPart}@${addressPart}\\.${addressPart}\\s*$`);

/** A state code as typed where the schema trims and upper-cases it: ' sp ' is SP (the document has no flags, so [Ss][Pp]). */
export const STATE_CODE_TEXT_PATTERN = new RegExp(
  `^\\s*(?:${STATE_CODES.map((uf) => [...uf].map((c) => `[${c}${c.toLowerCase()}]`).join('')).join('|')})\\s*$`,
);
/**
 * 'CEP - Logradouro - Número - Complemento': a CEP (8 digits), then a street and a number that are not blank, split on
 * ' - ' (anything after the third part is the complement).
 */
const streetPart = `(?:(?! - )[^${NOT_TEXT}])*`;
export const STREET_PATTERN = textPattern(
  `^(?:(?! - )[^0-9${NOT_TEXT}])*(?:[0-9](?:(?! - )[^0-9${NOT_TEXT}])*){8} - ${streetPart}[^\\s${NOT_TEXT}-]${streetPart} - ${streetPart}[^\\s${NOT_TEXT}-]${streetPart}(?: - [^${NOT_TEXT}]*)?$`,
);

/** City names of a state, from the offline IBGE table of @brazilian-utils. */
export function citiesOf(uf: string): string[] {
  return isStateCode(uf) ? getCities(uf as Parameters<typeof getCities>[0]) : [];
}

/**
 * Street is one string of four parts joined by ' - ': postal code, street name, number (no hyphens), complement.
 */
export function joinStreet(parts: { cep: string; street: string; number: string; complement?: string }): string {
  return [
    onlyDigits(parts.cep),
    parts.street.trim(),
    parts.number.replace(/-/g, '').trim(),
    (parts.complement ?? '').trim(),
  ].join(' - ');
}

export function splitStreet(street: string): { cep: string; street: string; number: string; complement: string } {
  const [cep = '', name = '', number = '', ...rest] = street.split(' - ');
  return { cep, street: name, number, complement: rest.join(' - ') };
}
