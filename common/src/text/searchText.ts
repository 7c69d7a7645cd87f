/** Lower-case, accent-free form used for "contains" searches that ignore case and accents. */
export function toSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
