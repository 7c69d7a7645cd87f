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
