import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The requester has no account: each e-mail carries a link to `/minha-demanda/<token>` whose token names one demand,
 * expires, and is signed with an HMAC of the server secret (JWT_SECRET), so it cannot be forged or pointed at another
 * demand (ADR 0080). The signature also covers the e-mail address the link was sent to (ADR 0110), which is not in the
 * token: the link opens the demand only while that is still the demand's e-mail, so a corrected address or an LGPD
 * erasure revokes every link mailed before. Format: `<demandId>.<expires, unix seconds>.<signature, base64url>`.
 */
export type RequesterLinkCheck = { ok: true; demandId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** The demand's current requester e-mail (null or undefined once erased, or for no such demand). */
export type RequesterEmailOf = (demandId: number) => Promise<string | null | undefined>;

const normalize = (email: string) => email.trim().toLowerCase();
const sign = (purpose: string, payload: string, email: string, secret: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${payload}:${normalize(email)}`)
    .digest('base64url');

/**
 * The same signed link for any record reached without an account (ADR 0175: the company's agenda and its calendar
 * feed): `purpose` keeps one kind of link from opening another (a requester's token never opens an agenda).
 */
export function signedLinkToken(purpose: string, id: number, expiresAt: Date, email: string, secret: string): string {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(purpose, payload, email, secret)}`;
}

export type SignedLinkCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/** `checkRequesterLink` for any purpose: the record's current e-mail signs it; erased (no e-mail) → invalid. */
export async function checkSignedLink(
  purpose: string,
  token: string,
  now: Date,
  secret: string,
  emailOf: RequesterEmailOf,
): Promise<SignedLinkCheck> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { ok: false, reason: 'invalid' };
  const email = await emailOf(id);
  if (!email) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(purpose, `${match[1]}.${match[2]}`, email, secret));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(match[2]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}

const REQUESTER_LINK = 'requester-link:v2';

export function requesterLinkToken(demandId: number, expiresAt: Date, email: string, secret: string): string {
  return signedLinkToken(REQUESTER_LINK, demandId, expiresAt, email, secret);
}

/**
 * Checks the signature against the demand's current e-mail first (a tampered token, a link sent to an address the
 * demand no longer has, or an erased requester's link is 'invalid' whatever its date), then the expiry against `now`.
 */
export async function checkRequesterLink(
  token: string,
  now: Date,
  secret: string,
  emailOf: RequesterEmailOf,
): Promise<RequesterLinkCheck> {
  const link = await checkSignedLink(REQUESTER_LINK, token, now, secret, emailOf);
  return link.ok ? { ok: true, demandId: link.id } : link;
}
