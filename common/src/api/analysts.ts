import { z } from 'zod';
import { EMAIL_TEXT_PATTERN, NAME_MAX, accountMessages as m } from '../rules/accountRules';
import { requiredText } from '../rules/textRules';

/** `POST /v1/admin/analistas`: an admin invites an analyst (issue #40, ADR 0178). */
export const inviteAnalystRequest = z.object({
  name: requiredText(m.nameRequired, NAME_MAX, m.nameTooLong),
  surname: requiredText(m.surnameRequired, NAME_MAX, m.surnameTooLong),
  email: z
    .string({ error: m.invalidEmail })
    .max(254, { error: m.invalidEmail })
    .regex(EMAIL_TEXT_PATTERN, { error: m.invalidEmail })
    .trim(),
});
export type InviteAnalystRequest = z.input<typeof inviteAnalystRequest>;

export const inviteAnalystResponse = z.object({ message: z.string(), data: z.object({ userId: z.string() }) });

/** Where an invitation stands: link sent and still valid, link expired before a password was set, password set. */
export const analystStatuses = ['invited', 'expired', 'active'] as const;
export type AnalystStatus = (typeof analystStatuses)[number];

/** One analyst of `GET /v1/admin/analistas` (the admin's "Analistas" screen). */
export const analystRowSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  /** When the account was first invited. */
  invitedAt: z.string(),
  /** When the last link was mailed (the first invitation or a "Reenviar convite"). */
  lastInvitedAt: z.string().nullable(),
  /** Until when the last link works; null once a password was set with it. */
  inviteExpiresAt: z.string().nullable(),
  /** When the analyst last set a password; null while none was set. */
  passwordSetAt: z.string().nullable(),
  status: z.enum(analystStatuses),
});
export type AnalystRow = z.infer<typeof analystRowSchema>;

export const analystListSchema = z.object({ data: z.array(analystRowSchema) });
