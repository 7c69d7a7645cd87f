import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** Stream of one account: `user-<uuid>`. */
export const userStream = (userId: string) => `user-${userId}`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Uniqueness of e-mails: appending to this stream with 'no_stream' succeeds only once per address.
 * The stream id carries a hash, never the address itself.
 */
export const emailClaimStream = (email: string) =>
  `useremail-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

const userId = z.string().uuid();
export const userTypes = ['admin', 'provider'] as const;

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  schema: z.object({
    userId,
    type: z.enum(userTypes),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    passwordHash: z.string(),
  }),
  personalData: ['name', 'surname', 'email', 'phone', 'passwordHash'],
  subject: (d) => d.userId,
});

export const EmailClaimed = defineEvent({
  type: 'EmailClaimed',
  version: 1,
  schema: z.object({ userId }),
  personalData: [],
});

export const userEvents = [UserRegistered, EmailClaimed] as const;
