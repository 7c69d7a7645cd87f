import type { Call, Marketplace } from '../reliability/marketplace';
import type { JsonSchema, Operation } from './openApiOperations';

/**
 * Calls every operation of the OpenAPI document a caller may reach, with every plausible variation of its parameters
 * and bodies, and reports the answers in which any of the needles appears (body or headers). Used by the contact-leak
 * scan and the LGPD erasure suite.
 */
export interface ScanOptions {
  market: Marketplace;
  operations: Operation[];
  auth: string | undefined;
  /** Lower-case strings that must not appear. */
  needles: readonly string[];
  /** Which calls to make (by access level, and `METHOD /path` exclusions). */
  include: (op: Operation) => boolean;
  /** Values for a parameter (the first one is the default for the other variants). */
  valuesFor: (name: string, schema: JsonSchema | undefined) => string[];
  /** A body for a command (an empty body and `{}` are tried as well). Omit to send only GETs. */
  bodyFor?: (schema: JsonSchema | undefined) => unknown;
  /** Read-your-writes position sent with queries, and moved by the commands' answers. */
  position: { value: string };
}

export interface ScanResult {
  calls: number;
  /** `METHOD url → status: needles` for every answer holding one, and every 5xx. */
  leaks: string[];
  statuses: Map<number, number>;
}

export function findNeedles(r: Call, needles: readonly string[]): string[] {
  const headers = [...r.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
  const haystack = `${r.text}\n${headers}`.toLowerCase();
  return needles.filter((n) => haystack.includes(n));
}

export async function scanCalls(options: ScanOptions): Promise<ScanResult> {
  const { market, needles, position } = options;
  const leaks: string[] = [];
  const statuses = new Map<number, number>();
  let calls = 0;
  for (const op of options.operations.filter(options.include)) {
    if (op.method !== 'get' && !options.bodyFor) continue;
    const params = op.parameters.filter((p) => p.name.toLowerCase() !== 'authorization');
    // One variant per value of each parameter (the others at their first value), plus "only the required ones".
    const base = Object.fromEntries(params.map((p) => [p.name, options.valuesFor(p.name, p.schema)[0]!]));
    const variants: Record<string, string>[] = [
      base,
      Object.fromEntries(params.filter((p) => p.required).map((p) => [p.name, base[p.name]!])),
    ];
    for (const p of params)
      for (const value of options.valuesFor(p.name, p.schema).slice(1)) variants.push({ ...base, [p.name]: value });
    const bodies: unknown[] = op.method === 'get' ? [undefined] : [undefined, {}, options.bodyFor!(op.bodySchema)];
    for (const variant of variants) {
      for (const body of bodies) {
        let path = op.path;
        const query: string[] = [];
        const headers: Record<string, string> = op.kind === 'query' ? { 'X-Min-Position': position.value } : {};
        for (const p of params) {
          const value = variant[p.name];
          if (value === undefined) continue;
          if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
          else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
          else headers[p.name] = value;
        }
        const url = query.length ? `${path}?${query.join('&')}` : path;
        const r = await market.call(op.method, url, {
          ...(options.auth ? { auth: options.auth } : {}),
          headers,
          ...(body !== undefined ? { body } : {}),
        });
        calls++;
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status >= 500) leaks.push(`${op.method.toUpperCase()} ${url} → ${r.status} ${r.text.slice(0, 120)}`);
        const found = findNeedles(r, needles);
        if (found.length) leaks.push(`${op.method.toUpperCase()} ${url} → ${r.status}: ${found.join(', ')}`);
        const next = r.headers.get('x-position');
        if (next) position.value = next;
      }
    }
  }
  return { calls, leaks, statuses };
}
