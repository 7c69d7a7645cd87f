/**
 * How the site shows Brazilian values: CPF/CNPJ, phone, CEP, dates (dd/mm/aaaa, Brasília time), money and credits.
 * The one formatting module of the web app (and of anything the server writes for people). Masks come from
 * @brazilian-utils (sub-path imports: only these functions reach the browser, not its city tables).
 */
import { formatCep as maskCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj as maskCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as maskCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPhone as maskPhone } from '@brazilian-utils/brazilian-utils/format-phone';

const NONE = '—';
/** Brasília time: every day and hour the site shows or groups by (screens, mails, CSV, the dashboard's days). */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';
const TIME_ZONE = BRASILIA_TIME_ZONE;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const dateTimeSeconds = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: TIME_ZONE });
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

const digitsOf = (value: string) => value.replace(/\D+/g, '');

/** Money in BRL: R$ 1.234,56. */
export function formatBRL(value: number): string {
  return brl.format(value);
}

/** A credit balance or amount: "1 crédito", "1.250 créditos" (credits are not money). */
export function formatCredits(credits: number): string {
  return `${integer.format(credits)} ${Math.abs(credits) === 1 ? 'crédito' : 'créditos'}`;
}

/** CPF (11 digits) as 000.000.000-00, CNPJ (14 characters, also the alphanumeric CNPJ) as 00.000.000/0000-00. */
export function formatCpfCnpj(value: string | null | undefined): string {
  if (!value) return NONE;
  const compact = value.replace(/[^\dA-Za-z]+/g, '').toUpperCase();
  if (/^\d{11}$/.test(compact)) return maskCpf(compact);
  if (/^[\dA-Z]{12}\d{2}$/.test(compact))
    return /^\d+$/.test(compact)
      ? maskCnpj(compact)
      : compact.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  return value;
}

/** A phone with area code: (41) 99876-5432, (41) 3333-4444; anything else as it came. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return NONE;
  const digits = digitsOf(value).replace(/^55(?=\d{10,11}$)/, '');
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits, { mask: 'auto' }) : value;
}

/** CEP as 80010-000. */
export function formatCep(value: string | null | undefined): string {
  if (!value) return NONE;
  const digits = digitsOf(value);
  return digits.length === 8 ? maskCep(digits) : value;
}

/** A day as dd/mm/aaaa in Brasília time (an ISO instant, a Date, or a calendar day `aaaa-mm-dd` as it is). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return NONE;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  return date.format(new Date(value));
}

/** An instant as dd/mm/aaaa, hh:mm in Brasília time (the admin and provider screens). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return NONE;
  return dateTime.format(new Date(value));
}

/** An instant as dd/mm/aaaa hh:mm:ss (24 h) in Brasília time, one spreadsheet cell (the ledger's CSV). */
export function formatDateTimeSeconds(value: string | Date): string {
  return dateTimeSeconds.format(new Date(value)).replace(',', '');
}

/** A day written out, as the blog dates its posts: 25 de novembro de 2026 (Brasília time). */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return NONE;
  return longDate.format(new Date(value));
}

/** The calendar day of an instant in Brasília time, as `aaaa-mm-dd` (the dashboard's day keys). */
export function brasiliaDay(value: Date): string {
  return isoDay.format(value);
}
