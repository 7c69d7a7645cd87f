import { createHash } from 'node:crypto';

/** A value with its object keys in one order and nothing undefined (a Date as its ISO text), for hashing. */
function canonical(value: unknown, depth = 0): unknown {
  if (depth > 60) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => canonical(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, canonical(record[key], depth + 1)]),
    );
  }
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * SHA-256 of a request as its route validated it (body, query, declared headers, path parameters), keys sorted: two
 * copies of one request have the same fingerprint however their JSON was spelled (field order, spacing, fields the
 * schema drops); a different demand has another (ADR 0158).
 */
export function requestFingerprint(parts: {
  body: unknown;
  query: unknown;
  headers: unknown;
  params: unknown;
}): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(parts)))
    .digest('base64url');
}
