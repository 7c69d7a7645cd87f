import * as yup from 'yup';
import {
  CLOCK_TIME_PATTERN,
  DEFAULT_QUIET_HOURS,
  EMAIL_ALERT_MODES,
  alertMessages as m,
} from '@conectasst/common/rules/alertRules';
import type { EmailAlertMode } from '@conectasst/common/rules/alertRules';
import type { AlertPreferencesBody } from '@conectasst/common/api/alerts';

/** The form's fields: quiet hours as a switch and two times (kept when switched off, so switching back restores them). */
export interface AlertSettingsDraft {
  email: EmailAlertMode;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  paused: boolean;
}

const clockTime = yup
  .string()
  .when('quiet', { is: true, then: (s) => s.required(m.clockTime).matches(CLOCK_TIME_PATTERN, m.clockTime) });

/** The same rules and messages as the server's `alertPreferencesSchema` (common/src/rules/alertRules.ts). */
export const alertSettingsSchema = yup.object({
  email: yup.string().oneOf(EMAIL_ALERT_MODES, m.emailMode).required(m.emailMode),
  quiet: yup.boolean(),
  quietStart: clockTime,
  quietEnd: clockTime.test('different-ends', m.sameEnds, function (end) {
    return !this.parent.quiet || end !== this.parent.quietStart;
  }),
  paused: yup.boolean(),
});

export const draftOf = (p: AlertPreferencesBody): AlertSettingsDraft => ({
  email: p.email,
  quiet: p.quietHours !== null,
  quietStart: p.quietHours?.start ?? DEFAULT_QUIET_HOURS.start,
  quietEnd: p.quietHours?.end ?? DEFAULT_QUIET_HOURS.end,
  paused: p.paused,
});

export const preferencesOf = (d: AlertSettingsDraft): AlertPreferencesBody => ({
  email: d.email,
  quietHours: d.quiet ? { start: d.quietStart, end: d.quietEnd } : null,
  paused: d.paused,
});
