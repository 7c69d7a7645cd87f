import type { JsonSchema } from './openApiOperations';

/** Strings that have broken web apps before: SQL, script, path, format, unicode, control characters, sizes. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1'; DROP TABLE events; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  'ção 🎉 שלום 中文 \u202e',
  '\u0000\u0001\u001b[31m',
  'x'.repeat(5_000),
  '-1',
  '1e309',
  'null',
];

/** Values of the wrong type for a schema, plus hostile strings where a string is expected. */
export function wrongValuesFor(schema: JsonSchema | undefined): unknown[] {
  const types = schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const values: unknown[] = [null, true, [], {}, -1, 1.5, Number.MAX_SAFE_INTEGER];
  if (types.includes('string') || types.length === 0) values.push(...hostileStrings);
  else values.push('abc', '');
  return values;
}

/** Whole bodies that are not what any call expects. */
export const hostileBodies: readonly { label: string; raw: string }[] = [
  { label: 'JSON quebrado', raw: '{"a": ' },
  { label: 'null', raw: 'null' },
  { label: 'lista', raw: '[1,2,3]' },
  { label: 'texto', raw: '"texto"' },
  { label: 'número', raw: '42' },
  { label: 'objeto vazio', raw: '{}' },
  { label: '__proto__', raw: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}' },
  { label: 'aninhamento profundo', raw: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { label: 'corpo grande demais', raw: JSON.stringify({ name: 'x'.repeat(200_000) }) },
];

/** A body with every declared property set to `value` (one property at a time is too many requests for CI). */
export function bodyWithAll(
  schema: JsonSchema | undefined,
  pick: (property: JsonSchema) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([name, property]) => [name, pick(property)]));
}

/**
 * Text that is not text, for every string position of every call (ADR 0154): lone UTF-16 surrogates (high, low, a
 * pair in the wrong order), NUL, and text longer than its declared `maxLength`. A call answers each with a 4xx.
 */
export const malformedTexts: readonly { label: string; text: string }[] = [
  { label: 'surrogato alto sozinho', text: 'texto\ud800' },
  { label: 'surrogato baixo sozinho', text: '\udc00texto' },
  { label: 'par de surrogatos invertido', text: 'te\udc00\ud800xto' },
  { label: 'NUL', text: 'te\u0000xto' },
];

/**
 * The same in a URL, as a client sends it: the UTF-8-like bytes of a lone surrogate (no UTF-8 at all) and NUL. A
 * header carries the same bytes as Latin-1 (Node sends a header byte for byte).
 */
export const malformedEscapes: readonly { label: string; escaped: string; header?: string }[] = [
  { label: 'surrogato alto sozinho', escaped: 'texto%ED%A0%80', header: 'texto\xed\xa0\x80' },
  { label: 'surrogato baixo sozinho', escaped: '%ED%B0%80texto', header: '\xed\xb0\x80texto' },
  { label: 'par de surrogatos invertido', escaped: 'te%ED%B0%80%ED%A0%80xto', header: 'te\xed\xb0\x80\xed\xa0\x80xto' },
  // No HTTP client sends NUL in a header (Node refuses to, and so does its parser on the server).
  { label: 'NUL', escaped: 'te%00xto' },
];

/** Longer than the schema allows: one character over its `maxLength`, or 10,000 characters where it declares none. */
export const overlongFor = (schema: JsonSchema | undefined): string => 'x'.repeat((schema?.maxLength ?? 10_000) + 1);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * A body shaped by the schema with `text(position)` in every string position at any depth — properties of nested
 * objects, items of arrays, the string branch of a union — and an ordinary value everywhere else (the first of an
 * enum, 1, true). `positions` counts the string positions filled.
 */
export function bodyWithText(
  schema: JsonSchema | undefined,
  text: (position: JsonSchema) => string,
): { body: unknown; positions: number; limited: number } {
  let positions = 0;
  let limited = 0;
  const build = (node: JsonSchema | undefined, depth: number): unknown => {
    if (!node || depth > 12) return null;
    if (node.enum?.length) return node.enum[0];
    const variants = node.anyOf ?? node.oneOf;
    if (variants?.length)
      return build(
        variants.find((v) => typesOf(v).includes('string') && !v.enum && !v.format) ??
          variants.find((v) => typesOf(v).includes('object')) ??
          variants[0],
        depth + 1,
      );
    const types = typesOf(node);
    if (types.includes('object') || node.properties) {
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, property]) => [name, build(property, depth + 1)]),
      );
    }
    if (types.includes('array')) return [build(node.items, depth + 1)];
    if (types.includes('string')) {
      positions++;
      if (node.maxLength !== undefined) limited++;
      return text(node);
    }
    if (types.includes('integer') || types.includes('number')) return 1;
    if (types.includes('boolean')) return true;
    return null;
  };
  const body = build(schema, 0);
  return { body, positions, limited };
}
