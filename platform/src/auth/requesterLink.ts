import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The requester has no account: each e-mail carries a link to `/minha-demanda/<token>` whose token names one demand,
 * expires, and is signed with an HMAC of the server secret (JWT_SECRET), so it cannot be forged or pointed at another
 * demand (ADR 0080). Format: `<demandId>.<expires, unix seconds>.<signature, base64url>`.
 */
export type RequesterLinkCheck = { ok: true; demandId: number } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(`requester-link:${payload}`).digest('base64url');

export function requesterLinkToken(demandId: number, expiresAt: Date, secret: string): string {
  const payload = `${demandId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** Checks the signature first (a tampered token is 'invalid' whatever its date), then the expiry against `now`. */
export function checkRequesterLink(token: string, now: Date, secret: string): RequesterLinkCheck {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(`${match[1]}.${match[2]}`, secret));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const demandId = Number(match[1]);
  if (!Number.isSafeInteger(demandId) || demandId < 1) return { ok: false, reason: 'invalid' };
  if (Number(match[2]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, demandId };
}
