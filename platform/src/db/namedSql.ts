/**
 * SQL with named parameters for pg, which knows only positional ones ($1, $2 …) (ADR 0180). A query with more than
 * four parameters names them — `:uf`, `:keyword` — so a condition and its value cannot drift apart, and extra values
 * (a page's offset, a count's limit) are added by name instead of appended to a second array in the right order.
 *
 * `::type` casts and quoted literals are left alone; a name used twice is one parameter. A name without a value, or a
 * value the text never names, throws: a typo fails the first test that runs the query.
 */
export function namedSql(text: string, values: Readonly<Record<string, unknown>>): { text: string; values: unknown[] } {
  const names: string[] = [];
  const positional = text.replace(/'(?:[^']|'')*'|::|:([A-Za-z_]\w*)/g, (match, name: string | undefined) => {
    if (name === undefined) return match;
    if (!Object.hasOwn(values, name)) throw new Error(`namedSql: no value for :${name}`);
    const known = names.indexOf(name);
    return `$${known >= 0 ? known + 1 : names.push(name)}`;
  });
  const unused = Object.keys(values).filter((name) => !names.includes(name));
  if (unused.length) throw new Error(`namedSql: ${unused.map((name) => `:${name}`).join(', ')} not in the text`);
  return { text: positional, values: names.map((name) => values[name]) };
}
