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
export function bodyWithAll(schema: JsonSchema | undefined, pick: (property: JsonSchema) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([name, property]) => [name, pick(property)]));
}
