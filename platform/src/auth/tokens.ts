import type { KeyObject } from 'node:crypto';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { HttpError } from '../http/httpError';
import { messages } from '@conectasst/common/rules/messages';

export type Role = 'admin' | 'provider' | 'analyst';

export interface AuthUser {
  id: string;
  role: Role;
}

/** A verified token: who, and the session generation it was issued at (ADR 0110; tokens without one are generation 0). */
export interface SessionToken extends AuthUser {
  generation: number;
}

const ISSUER = 'conectasst';

/** `generation`: the account's session generation when the token is issued (0 for a new account). */
export function signToken(user: AuthUser & { generation?: number }, secret: string, ttlSeconds: number): string {
  return jwt.sign({ role: user.role, gen: user.generation ?? 0 }, secret, {
    subject: user.id,
    expiresIn: ttlSeconds,
    issuer: ISSUER,
    algorithm: 'HS256',
  });
}

/**
 * The secret as a key object, made once: given a string, `jwt.verify` first tries to parse it as a public key
 * (`createPublicKey`, which throws) before taking it as a secret — on every call, the largest cost of an authorized
 * request in the profile of `POST /v1/subs` (docs/benchmarks.md, ADR 0136). One secret per process; the last one is kept.
 */
let lastKey: { secret: string; key: KeyObject } | undefined;
function secretKey(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return lastKey.key;
}

/** Verifies a bearer token; throws a 401 HttpError with a message the UI can show. */
export function verifyToken(token: string, secret: string): SessionToken {
  try {
    const payload = jwt.verify(token, secretKey(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload === 'string' || typeof payload.sub !== 'string') throw new Error('malformed');
    const role = payload.role;
    if (role !== 'admin' && role !== 'provider' && role !== 'analyst') throw new Error('malformed');
    const generation = payload.gen ?? 0;
    if (!Number.isSafeInteger(generation) || generation < 0) throw new Error('malformed');
    return { id: payload.sub, role, generation };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw new HttpError(401, messages.sessionExpired);
    throw new HttpError(401, messages.unauthenticated);
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or another scheme (Basic on login). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header || !/^Bearer\b/i.test(header)) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
  if (!match) throw new HttpError(401, messages.unauthenticated);
  return match[1];
}

/** Reads `Authorization: Basic base64(email:password)`. */
export function basicCredentials(header: string | undefined): { email: string; password: string } | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
