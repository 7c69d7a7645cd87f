/**
 * Hides contact details written into free text (issue #18 item 6, ADR 0112): a provider who has not subscribed to a
 * demand reads its notes ("Observações"), neighbourhood, company type and activity through this mask, so "ligue p/
 * Maria 11 98765-4321" does not give the lead away. After subscribing the provider reads the text as written.
 *
 * What is hidden: e-mail addresses (also written out: "maria arroba empresa ponto com"), URLs and bare domains
 * ("www.empresa.com.br", "empresa.com.br"), social handles ("@maria.sst"), and digit runs that look like a phone,
 * CPF or CNPJ: 8 or more digits joined by spaces, dots, hyphens, slashes, brackets or a spelled separator ("traço",
 * "ponto"…), digits written as words included ("nove oito sete…"). What stays readable: ordinary numbers
 * ("30 funcionários", "NR-35", a list of NRs), dates ("25/11/2026", "2026-11-25"), CEPs ("30140-000") and money
 * ("R$ 15.000,00").
 *
 * No library was used: the ones found (redact-pii, @redactpii/node) target English and US formats and miss Brazilian
 * phones, spelled separators and "arroba".
 */
export const HIDDEN_CONTACT = '[contato oculto]';

/** Under the wizard's notes field: what providers read of them before subscribing. */
export const NOTES_NOTICE =
  'As observações aparecem para os parceiros sem e-mails, telefones, sites e documentos; eles recebem o seu contato só depois de se inscreverem na demanda.';

const L = '\\p{L}\\p{N}_';
const notAfterWord = `(?<![${L}])`;
const notBeforeWord = `(?![${L}])`;

const EMAIL = new RegExp(
  [
    // maria.silva+sst@empresa.com.br, maria@empresa
    `[${L}.+\\-]+@[${L}\\-]+(?:\\.[${L}\\-]+)*`,
    // maria arroba empresa ponto com ponto br, maria (at) empresa . com, maria [arroba] empresa
    `[${L}.+\\-]+\\s*(?:[([{]\\s*(?:arroba|at)\\s*[)\\]}]|\\sarroba\\s)\\s*[${L}\\-]+(?:\\s*(?:\\.|[([{]\\s*(?:ponto|dot)\\s*[)\\]}]|(?:ponto|dot)${notBeforeWord})\\s*[${L}\\-]+)*`,
  ].join('|'),
  'giu',
);

const TLDS =
  'com|net|org|br|io|app|site|online|info|biz|me|co|adv|eng|med|gov|edu|tv|blog|store|shop|link|page|wiki|xyz';
const URL = new RegExp(
  [
    `\\b(?:https?|ftp):\\/\\/\\S+`,
    `${notAfterWord}www\\.\\S+`,
    // empresa.com.br, wa.me/5511…, bit.ly/abc (a domain ending in a known top-level label)
    `${notAfterWord}[${L}\\-]+(?:\\.[${L}\\-]+)*\\.(?:${TLDS}|ly)(?:\\.[a-z]{2})?${notBeforeWord}(?:\\/\\S*)?`,
  ].join('|'),
  'giu',
);

/** @maria.sst, @clinica_sst (instagram and the like); an e-mail was hidden before, so an "@" here starts a handle. */
const HANDLE = new RegExp(`${notAfterWord}@[${L}.]{3,}`, 'gu');

const DIGIT_WORD = 'zero|um|uma|dois|duas|tr[eê]s|quatro|cinco|seis|meia|sete|oito|nove';
const SPELLED_SEPARATOR = 'tra[cç]o|tracinho|h[ií]fen|ponto|barra|espa[cç]o';
const GROUP = `(?:\\d+|${notAfterWord}(?:${DIGIT_WORD})${notBeforeWord})`;
const SEPARATOR = `(?:[\\s().\\/\\-–—_]|${notAfterWord}(?:${SPELLED_SEPARATOR})${notBeforeWord})*`;
/** A run of digit groups (numerals or digit words) with separators between them, maybe after "+" and "(". */
const DIGIT_RUN = new RegExp(`(?:\\+\\s*)?(?:\\(\\s*)?${notAfterWord}${GROUP}(?:${SEPARATOR}${GROUP})*\\)?`, 'giu');
const DIGIT_GROUP = new RegExp(GROUP, 'giu');

/** Shapes that look like digit runs but are not contacts: kept aside while the runs are masked. */
const PROTECTED = new RegExp(
  [
    // dates: 25/11/2026, 25.11.26, 25-11-2026, 2026-11-25
    `(?<!\\d)\\d{1,2}[./\\-]\\d{1,2}[./\\-](?:\\d{4}|\\d{2})(?![\\d./\\-]?\\d)`,
    `(?<!\\d)\\d{4}-\\d{2}-\\d{2}(?!\\d)`,
    // CEP 30140-000 (a place, not a person)
    `(?<![\\d.\\-])\\d{5}-\\d{3}(?![\\d\\-])`,
    // money: R$ 15.000.000,00
    `R\\$\\s*\\d[\\d.,]*`,
  ].join('|'),
  'gu',
);

/** One private-use character per protected piece stands in for it: never typed by anyone, not a letter, digit or separator. */
const FIRST_PLACEHOLDER = 0xe100;
const PLACEHOLDER = /[\uE100-\uF8FF]/g;

/** Whether a run of digit groups reads as a phone, CPF or CNPJ rather than an ordinary number or a list of numbers. */
function looksLikeContact(run: string): boolean {
  const groups = run.match(DIGIT_GROUP) ?? [];
  const lengths = groups.map((g) => (/^\d+$/.test(g) ? g.length : 1));
  const digits = lengths.reduce((a, b) => a + b, 0);
  if (digits < 8) return false;
  // "NR 10 12 33 35": groups of two digits read as a list of numbers, unless the list is as long as a phone.
  if (lengths.every((n) => n <= 2)) return lengths.every((n) => n === 1) || digits >= 10;
  return true;
}

/** The text with e-mails, URLs, handles, phones and CPF/CNPJ-like digit runs replaced by {@link HIDDEN_CONTACT}. */
export function maskContacts(text: string): string {
  if (!text) return text;
  const kept: string[] = [];
  let masked = text.replace(PROTECTED, (m) =>
    kept.length < 0xf8ff - FIRST_PLACEHOLDER ? String.fromCharCode(FIRST_PLACEHOLDER + kept.push(m) - 1) : m,
  );
  masked = masked.replace(EMAIL, HIDDEN_CONTACT).replace(URL, HIDDEN_CONTACT).replace(HANDLE, HIDDEN_CONTACT);
  masked = masked.replace(DIGIT_RUN, (run) => (looksLikeContact(run) ? HIDDEN_CONTACT : run));
  return masked.replace(PLACEHOLDER, (c) => kept[c.charCodeAt(0) - FIRST_PLACEHOLDER] ?? c);
}

/** True when the text holds something {@link maskContacts} would hide. */
export function containsContact(text: string): boolean {
  return maskContacts(text) !== text;
}
