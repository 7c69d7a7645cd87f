/**
 * Axis labels of the painel's ranking charts: one short line per bar, so neighbouring labels never run into each
 * other (a long NR name used to wrap over the next one). The bar's tooltip keeps the full name.
 */

/** At most `max` characters, cut at a word when one ends near the limit, with an ellipsis. */
export function shortLabel(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** An NR by its code ("NR-35"), the way people say it; a name without a code is shortened instead. */
export function nrAxisLabel(name: string): string {
  const code = /^\s*NR[\s-]*(\d+[A-Z]?)/i.exec(name);
  return code ? `NR-${code[1]!.toUpperCase()}` : shortLabel(name, 14);
}

/** A service name shortened to one line of its axis. */
export const serviceAxisLabel = (name: string): string => shortLabel(name, 20);
