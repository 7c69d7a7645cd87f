/**
 * The rules of single form fields — state codes, digits, e-mail, phone, CEP — with no dependency at all, so a screen of
 * the home bundle can import them without pulling @brazilian-utils' city tables or zod (issue 34 item 3). accountRules
 * and contactRules re-export them; the server's zod schemas and the forms' yup schemas are both built from them.
 */

/** The 27 federative units (IBGE codes, in @brazilian-utils' order; fieldRules.test.ts checks the two agree). */
const STATE_CODE_LIST = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type StateCode = (typeof STATE_CODE_LIST)[number];
export const STATE_CODES: readonly string[] = STATE_CODE_LIST;
export const isStateCode = (uf: string) => STATE_CODES.includes(uf);

export const onlyDigits = (value: string) => value.replace(/\D+/g, '');

/** A plain e-mail shape: something@something.tld, no spaces (the one spelling; EMAIL_TEXT_PATTERN is it on untrimmed text). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim()) && value.trim().length <= EMAIL_MAX;
/** Two spellings of one address: the server trims and lower-cases both (an e-mail and its confirmation). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** DDD (2 digits, no leading 0) + a 9-digit mobile number: 11 digits once the mask is removed. */
export const isPhone = (value: string) => /^[1-9][0-9]9[0-9]{8}$/.test(onlyDigits(value));
/** A DDD alone (the PF/PJ details ask it apart from the number): 2 digits, no leading 0. */
export const isDdd = (value: string) => /^[1-9][0-9]$/.test(onlyDigits(value));
/** The number without its DDD, as the PF/PJ details ask it: 9 and 8 more digits. */
export const isLocalPhone = (value: string) => /^9[0-9]{8}$/.test(onlyDigits(value));
export const isCep = (value: string) => /^\d{8}$/.test(onlyDigits(value));
