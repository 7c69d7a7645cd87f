import { z } from 'zod';
import { messages } from './messages';

/**
 * PostgreSQL text cannot hold U+0000 and no field of the product needs it: every text the API keeps is refused with
 * it (`O texto contém caracteres inválidos.`, the route layer), and the OpenAPI document states the same rule as this
 * pattern on every declared text that has no stricter pattern or format (ADR 0114).
 */
export const NUL_CHARACTER = '\u0000';
export const TEXT_WITHOUT_NUL_PATTERN = '^[^\\u0000]*$';

/**
 * Marks a zod issue as a rule the OpenAPI document cannot state — a cross-field rule (an e-mail and its confirmation,
 * a city of the chosen state), check digits, a list checked against reference data: `{ params: UNSTATABLE }` on a
 * refine or an added issue. The route layer answers 422 instead of 400 when every issue of a request carries it, so
 * 400 keeps meaning "the request breaks what the document states" (ADR 0114).
 */
export const UNSTATABLE = { unstatable: true } as const;

/**
 * What `String.prototype.trim` removes, spelled out: JavaScript's `\s` and Python's (the fuzzer an integrator runs) are
 * not the same set (U+FEFF is blank to one, not to the other), so the document names the characters.
 */
export const TRIMMED = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** A text with at least one character that is not blank, and no NUL: a required text as the schemas trim it. */
export const NOT_BLANK_PATTERN = `^[^\\u0000]*[^${TRIMMED}\\u0000][^\\u0000]*$`;
const notBlank = new RegExp(NOT_BLANK_PATTERN);

/**
 * A required text (ADR 0114): refused when missing, blank (only spaces) or longer than `max` as sent; NUL keeps its
 * own message. The document states it as `pattern: NOT_BLANK_PATTERN` (not only `minLength: 1`, which a string of
 * spaces meets), so what it calls valid is what the server keeps.
 */
export function requiredText(message: string, max: number, tooLong: string = message) {
  return z
    .string({ error: message })
    .regex(notBlank, { error: (issue) => (typeof issue.input === 'string' && issue.input.includes(NUL_CHARACTER) ? messages.invalidCharacters : message) })
    // The document's maxLength counts the text as sent: so does the server (a title of `max` characters and a
    // leading newline was accepted once trimmed, against the document).
    .max(max, { error: tooLong })
    .trim()
    .max(max, { error: tooLong });
}
