import { z } from 'zod';
import { messages } from './messages';

/**
 * What no text the API takes may hold (ADR 0114, ADR 0154): U+0000, which PostgreSQL text cannot hold and no field of
 * the product needs, and a lone UTF-16 surrogate (`"\ud800"` is valid JSON but no Unicode text: PostgreSQL refuses
 * it, 22P02, and a read model that met one in an event stopped for good). The route layer refuses both with
 * `O texto contém caracteres inválidos.` (400).
 *
 * The OpenAPI document states NUL as a pattern (`WELL_FORMED_TEXT_PATTERN` on every declared text that has no stricter
 * pattern or format; `NOT_TEXT` in the others) and lone surrogates in words (its description, and its 400): no pattern
 * can name a surrogate for every reader of the document. JSON Schema validators built on Rust's regex (jsonschema-rs,
 * which Schemathesis uses) refuse `\ud800-\udfff` and `\p{Cs}` and drop the whole pattern, so NUL went unstated
 * too (48 operations, 10 failures in the contract run). A reader that decodes JSON to UTF-8 cannot hold a lone
 * surrogate at all, so for it `[^\u0000]` is exactly "well-formed text without NUL".
 *
 * Patterns that name `NOT_TEXT` are compiled with the `u` flag (`textPattern`): they read code points, as the
 * document's readers do (an emoji is one character).
 */
export const NUL_CHARACTER = '\u0000';
export const NOT_TEXT = '\\u0000';
export const WELL_FORMED_TEXT_PATTERN = `^[^${NOT_TEXT}]*$`;
/** A pattern that names `NOT_TEXT`, compiled so that it reads code points (see above). */
export const textPattern = (source: string): RegExp => new RegExp(source, 'u');
// eslint-disable-next-line no-control-regex -- NUL is named to be found
const malformed = /[\u0000\ud800-\udfff]/u;
const loneSurrogate = /[\ud800-\udfff]/u;
/** True when the text holds NUL or a lone surrogate (NUL, or `!isWellFormed()`): what the route layer refuses. */
export const isMalformedText = (text: string): boolean => malformed.test(text);
/** True when the text is not well-formed Unicode (`!String.prototype.isWellFormed()`, which ES2023 typings lack). */
export const hasLoneSurrogate = (text: string): boolean => loneSurrogate.test(text);
// eslint-disable-next-line no-control-regex -- NUL is named to be replaced
const everyMalformed = /[\u0000\ud800-\udfff]/gu;

/**
 * Text that comes from outside without a route — a mail server's refusal, a payment API's status — as the log may
 * hold it: cut to at most `max` UTF-16 units without splitting a surrogate pair (a plain `slice` cut an emoji in half
 * and left a lone surrogate), NUL and lone surrogates replaced by U+FFFD (`toWellFormed`, plus NUL).
 */
export function asText(text: string, max = Infinity): string {
  let cut = text.length > max ? text.slice(0, max) : text;
  if (cut.length < text.length && /[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.replace(everyMalformed, '\ufffd');
}

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
/** A text with at least one character that is not blank, and nothing of `NOT_TEXT`: a required text as the schemas trim it. */
export const NOT_BLANK_PATTERN = `^[^${NOT_TEXT}]*[^${TRIMMED}${NOT_TEXT}][^${NOT_TEXT}]*$`;
const notBlank = textPattern(NOT_BLANK_PATTERN);

/**
 * A required text (ADR 0114): refused when missing, blank (only spaces) or longer than `max` as sent; NUL and lone
 * surrogates keep their own message. The document states it as `pattern: NOT_BLANK_PATTERN` (not only `minLength: 1`,
 * which a string of spaces meets), so what it calls valid is what the server keeps.
 */
export function requiredText(message: string, max: number, tooLong: string = message) {
  return (
    z
      .string({ error: message })
      .regex(notBlank, {
        error: (issue) =>
          typeof issue.input === 'string' && isMalformedText(issue.input) ? messages.invalidCharacters : message,
      })
      // The document's maxLength counts the text as sent: so does the server (a title of `max` characters and a
      // leading newline was accepted once trimmed, against the document).
      .max(max, { error: tooLong })
      .trim()
      .max(max, { error: tooLong })
  );
}
