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
