import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** The address is never stored: streams and events name it by the SHA-256 of its normalized form. */
export const mailAddressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Delivery history of one address: `mailbounce-<sha256(email)>`. */
export const mailBounceStream = (emailHash: string) => `mailbounce-${emailHash}`;

/**
 * The receiving mail server refused the address for good (an SMTP 5xx answer at send time, e.g. "550 no such user").
 * Recorded by the mail port's recorder (command-service/src/mail); a lead whose requester address bounced is refunded at once.
 */
export const MailBounced = defineEvent({
  type: 'MailBounced',
  version: 1,
  schema: z.object({ emailHash: z.string().regex(/^[0-9a-f]{64}$/), smtpCode: z.number().int(), response: z.string(), subject: z.string(), bouncedAt: z.string() }),
  personalData: [],
});

export const mailEvents = [MailBounced] as const;
