/**
 * The address form of a name (ADR 0120): accent-free, lower-case, words joined by single hyphens, nothing else
 * ("PGR - Programa de Gerenciamento de Riscos" → "pgr-programa-de-gerenciamento-de-riscos", "São Paulo" → "sao-paulo").
 */
export function toSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
