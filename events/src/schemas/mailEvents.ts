import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * The address is never stored: streams and events name it by a hash of its normalized form. With the server's secret
 * (`PII_MASTER_KEY`) it is an HMAC (ADR 0112), so someone holding a dump cannot test a list of addresses against it;
 * without one, the plain SHA-256 that bounces recorded before were named by (still read, see lastBounceOf).
 */
export const mailAddressHash = (email: string, secret?: string) => {
  const normalized = email.trim().toLowerCase();
  if (secret === undefined) return createHash('sha256').update(normalized).digest('hex');
  const key = createHash('sha256').update(`conectasst:mail-address:${secret}`).digest();
  return createHmac('sha256', key).update(normalized).digest('hex');
};

/** Delivery history of one address: `mailbounce-<sha256(email)>`. */
export const mailBounceStream = (emailHash: string) => `mailbounce-${emailHash}`;

/**
 * Whose key encrypts what a bounce says about the address (ADR 0112): the address's owner, who has no other id here.
 * Erasing a provider or a requester erases this subject of their e-mail too.
 */
export const mailAddressSubject = (emailHash: string) => `mail-${emailHash}`;

/**
 * The receiving mail server refused the address for good (an SMTP 5xx answer at send time, e.g. "550 no such user").
 * Recorded by the mail port's recorder (command-service/src/mail); a lead whose requester address bounced is refunded at once.
 * The server's answer usually repeats the address ("550 5.1.1 <maria@…>: no such user") and the subject names the
 * demand: both are under the address owner's key (ADR 0112), null when recorded after that owner was erased.
 */
export const MailBounced = defineEvent({
  type: 'MailBounced',
  version: 1,
  schema: z.object({
    emailHash: z.string().regex(/^[0-9a-f]{64}$/),
    smtpCode: z.number().int(),
    response: z.string().nullable(),
    subject: z.string().nullable(),
    bouncedAt: z.string(),
  }),
  personalData: ['response', 'subject'],
  subject: (d) => mailAddressSubject(d.emailHash),
});

export const mailEvents = [MailBounced] as const;
