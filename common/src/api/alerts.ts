import { z } from 'zod';
import { CLOCK_TIME_PATTERN, EMAIL_ALERT_MODES, alertMessages as m } from '../rules/alertRules';

const clockTime = z.string({ error: m.clockTime }).regex(CLOCK_TIME_PATTERN, { error: m.clockTime });

/** Quiet hours in São Paulo time, or null for none. */
export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { error: m.sameEnds, path: ['end'] })
  .nullable();

/**
 * `GET` / `PUT /v1/alert-preferences` (issue 36, ADR 0161): the provider's "Alertas" — e-mail at once, in the hourly
 * digest or not at all; quiet hours; paused.
 */
export const alertPreferencesSchema = z.object({
  email: z.enum(EMAIL_ALERT_MODES, { error: m.emailMode }),
  quietHours: quietHoursSchema,
  paused: z.boolean({ error: 'Informe se os alertas estão pausados (true ou false).' }),
});
export type AlertPreferencesBody = z.infer<typeof alertPreferencesSchema>;
