/**
 * PostgreSQL text cannot hold U+0000 and no field of the product needs it: every text the API keeps is refused with
 * it (`O texto contém caracteres inválidos.`, the route layer), and the OpenAPI document states the same rule as this
 * pattern on every declared text that has no stricter pattern or format (ADR 0114).
 */
export const NUL_CHARACTER = '\u0000';
export const TEXT_WITHOUT_NUL_PATTERN = '^[^\\u0000]*$';
