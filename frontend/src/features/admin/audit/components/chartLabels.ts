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

/**
 * A ranking's name on up to `lines` lines of at most `max` characters, broken at words (issue #35 item 9: one cut line
 * hid most service names); what does not fit ends in an ellipsis. The tooltip still has the whole name.
 */
export function wrapLabel(text: string, max: number, lines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) {
      line = next;
      continue;
    }
    if (out.length === lines - 1) return [...out, shortLabel(`${line} ${words.slice(i).join(' ')}`.trim(), max)];
    if (line) out.push(line);
    line = word.length > max ? shortLabel(word, max) : word;
  }
  return line ? [...out, line] : out;
}

/** A service name on up to two lines of its axis. */
export const serviceAxisLines = (name: string): string[] => wrapLabel(name, 22, 2);
