import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { demandAlertEvents } from '@conectasst/events/schemas/demandEvents';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';
import type { AlertChannel, EmailAlertMode, QuietHours } from '@conectasst/common/rules/alertRules';
import {
  ALERT_CHANNELS,
  DEFAULT_EMAIL_ALERT_MODE,
  inQuietHours,
  whatsAppMessages,
} from '@conectasst/common/rules/alertRules';
import { DomainError } from '@conectasst/common/rules/domainError';

/**
 * New-demand e-mails to providers (issue 5): a digest of the open demands that match the provider's areas or NRs
 * inside the regions served, at most one e-mail per run, never the same demand twice, with an opt-out. The same
 * stream and opt-out carry the weekly "Meu desempenho" e-mail (issue #21 item 6, ADR 0127).
 */
export type DemandAlertEvent = EventOf<(typeof demandAlertEvents)[number]>;

export interface DemandAlertState {
  /** How demands reach the provider by e-mail ('off' is the old "alerts off": no digest, no weekly e-mail). */
  email: EmailAlertMode;
  quietHours: QuietHours | null;
  paused: boolean;
  /** Demands e-mailed to the provider, by the digest or an instant alert (the digest's `sent`). */
  sent: Set<number>;
  /** Demands alerted on the other channels, by channel. */
  alerted: Record<Exclude<AlertChannel, 'email'>, Set<number>>;
  /** ISO weeks whose "Meu desempenho" e-mail was claimed (ADR 0127). */
  insightWeeks: Set<string>;
  /** The ids of the provider's Web Push subscriptions (never the endpoints or keys: the fold is cached). */
  pushSubscriptions: Set<string>;
  /** WhatsApp (ADR 0162): a code sent and awaited, verified, or none; only an HMAC of the code, never the number. */
  whatsApp: { status: 'none' } | { status: 'pending'; codeHash: string; expiresAt: string } | { status: 'verified' };
}

export type DemandAlertCommand =
  | { type: 'TurnAlerts'; providerId: string; enabled: boolean }
  /** "Meus dados" → "Alertas" (ADR 0161). */
  | {
      type: 'SetAlertPreferences';
      providerId: string;
      email: EmailAlertMode;
      quietHours: QuietHours | null;
      paused: boolean;
    }
  /** Claims these demands for one digest; only those not mailed before are kept. */
  | { type: 'ClaimDigest'; providerId: string; demandIds: number[]; now: string }
  /**
   * Claims the instant alert of one demand on the channels the caller can deliver to (ADR 0161): only those the
   * provider chose and not claimed before; nothing when paused or inside the quiet hours (the digest after them lists it).
   */
  | {
      type: 'ClaimInstantAlert';
      providerId: string;
      demandId: number;
      channels: readonly AlertChannel[];
      now: string;
      /** Pedido direto (ADR 0170): the demand names this provider, who gets the e-mail whatever their e-mail choice. */
      direct?: boolean;
    }
  /** A browser subscribed to the alerts by Web Push (the same endpoint again changes nothing). */
  | {
      type: 'AddPushSubscription';
      providerId: string;
      subscriptionId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      now: string;
    }
  /** By the provider, or because the push service answered 404/410. */
  | { type: 'RemovePushSubscription'; providerId: string; subscriptionId: string; reason: 'provider' | 'gone' }
  /** A code sent to the number the provider typed, with the consent shown (the caller sends it once this is appended). */
  | {
      type: 'RequestWhatsAppCode';
      providerId: string;
      phone: string;
      codeHash: string;
      consentText: string;
      now: string;
      expiresAt: string;
    }
  | { type: 'VerifyWhatsAppCode'; providerId: string; codeHash: string; now: string }
  | { type: 'TurnWhatsAppOff'; providerId: string; reason: 'provider' | 'stop'; now: string }
  /** Claims the weekly "Meu desempenho" e-mail of `week` (ISO week, `2026-W48`): once per week, and only with alerts on. */
  | { type: 'ClaimInsightsMail'; providerId: string; week: string; now: string };

/** Whether any alert may go to the provider now: not paused and outside the quiet hours. */
const mayAlertNow = (state: DemandAlertState, now: string) =>
  !state.paused && !inQuietHours(state.quietHours, new Date(now));

const alreadyAlerted = (state: DemandAlertState, channel: AlertChannel, demandId: number) =>
  channel === 'email' ? state.sent.has(demandId) : state.alerted[channel].has(demandId);

export const decideDemandAlerts = decideByType<DemandAlertState, DemandAlertCommand, DemandAlertEvent>({
  TurnAlerts: (command, state) =>
    command.enabled === (state.email !== 'off')
      ? []
      : [
          {
            type: command.enabled ? 'DemandAlertsTurnedOn' : 'DemandAlertsTurnedOff',
            data: { providerId: command.providerId },
          },
        ],
  SetAlertPreferences: (command, state) =>
    command.email === state.email &&
    command.paused === state.paused &&
    sameQuietHours(command.quietHours, state.quietHours)
      ? []
      : [
          {
            type: 'DemandAlertPreferencesSet',
            data: {
              providerId: command.providerId,
              email: command.email,
              quietHours: command.quietHours,
              paused: command.paused,
            },
          },
        ],
  ClaimDigest: (command, state) => {
    if (state.email === 'off' || !mayAlertNow(state, command.now)) return [];
    const fresh = [...new Set(command.demandIds)].filter((id) => !state.sent.has(id));
    return fresh.length
      ? [{ type: 'DemandDigestSent', data: { providerId: command.providerId, demandIds: fresh, sentAt: command.now } }]
      : [];
  },
  ClaimInstantAlert: (command, state) => {
    if (!mayAlertNow(state, command.now)) return [];
    const chosen = (channel: AlertChannel) =>
      channel === 'email'
        ? state.email === 'instant' || command.direct === true
        : channel === 'whatsapp'
          ? state.whatsApp.status === 'verified'
          : true;
    const channels = ALERT_CHANNELS.filter(
      (channel) =>
        command.channels.includes(channel) && chosen(channel) && !alreadyAlerted(state, channel, command.demandId),
    );
    return channels.length
      ? [
          {
            type: 'DemandAlertSent',
            data: { providerId: command.providerId, demandId: command.demandId, channels, sentAt: command.now },
          },
        ]
      : [];
  },
  AddPushSubscription: ({ type: _type, now, ...data }, state) =>
    state.pushSubscriptions.has(data.subscriptionId)
      ? []
      : [{ type: 'PushSubscriptionAdded', data: { ...data, at: now } }],
  RemovePushSubscription: ({ type: _type, ...data }, state) =>
    state.pushSubscriptions.has(data.subscriptionId) ? [{ type: 'PushSubscriptionRemoved', data }] : [],
  RequestWhatsAppCode: ({ type: _type, now, ...data }, _state) => [
    { type: 'WhatsAppCodeSent', data: { ...data, consentAt: now } },
  ],
  VerifyWhatsAppCode: (command, state) => {
    if (state.whatsApp.status === 'verified') return [];
    if (state.whatsApp.status !== 'pending') throw new DomainError('conflict', whatsAppMessages.noCode);
    if (command.now >= state.whatsApp.expiresAt || command.codeHash !== state.whatsApp.codeHash)
      throw new DomainError('invalid', whatsAppMessages.wrongCode);
    return [{ type: 'WhatsAppVerified', data: { providerId: command.providerId, at: command.now } }];
  },
  TurnWhatsAppOff: (command, state) =>
    state.whatsApp.status === 'none'
      ? []
      : [
          {
            type: 'WhatsAppTurnedOff',
            data: { providerId: command.providerId, reason: command.reason, at: command.now },
          },
        ],
  ClaimInsightsMail: (command, state) =>
    state.email === 'off' || state.insightWeeks.has(command.week)
      ? []
      : [
          {
            type: 'InsightsMailSent',
            data: { providerId: command.providerId, week: command.week, sentAt: command.now },
          },
        ],
});

const sameQuietHours = (a: QuietHours | null, b: QuietHours | null) =>
  a === null || b === null ? a === b : a.start === b.start && a.end === b.end;

const withAlerted = (
  state: DemandAlertState,
  channel: Exclude<AlertChannel, 'email'>,
  demandId: number,
): DemandAlertState => ({
  ...state,
  alerted: { ...state.alerted, [channel]: new Set([...state.alerted[channel], demandId]) },
});

export const demandAlertsDecider: Decider<DemandAlertState, DemandAlertCommand, DemandAlertEvent> = {
  initialState: () => ({
    email: DEFAULT_EMAIL_ALERT_MODE,
    quietHours: null,
    paused: false,
    sent: new Set(),
    alerted: { push: new Set(), whatsapp: new Set() },
    insightWeeks: new Set(),
    pushSubscriptions: new Set(),
    whatsApp: { status: 'none' },
  }),
  evolve: evolveByType<DemandAlertState, DemandAlertEvent>({
    DemandAlertsTurnedOff: (state) => ({ ...state, email: 'off' }),
    // Back on from the switch or before the preferences existed: the digest, as it always was.
    DemandAlertsTurnedOn: (state) => ({
      ...state,
      email: state.email === 'off' ? DEFAULT_EMAIL_ALERT_MODE : state.email,
    }),
    DemandAlertPreferencesSet: (state, event) => ({
      ...state,
      email: event.data.email,
      quietHours: event.data.quietHours,
      paused: event.data.paused,
    }),
    DemandDigestSent: (state, event) => ({ ...state, sent: new Set([...state.sent, ...event.data.demandIds]) }),
    DemandAlertSent: (state, event) =>
      event.data.channels.reduce<DemandAlertState>(
        (next, channel) =>
          channel === 'email'
            ? { ...next, sent: new Set([...next.sent, event.data.demandId]) }
            : withAlerted(next, channel, event.data.demandId),
        state,
      ),
    PushSubscriptionAdded: (state, event) => ({
      ...state,
      pushSubscriptions: new Set([...state.pushSubscriptions, event.data.subscriptionId]),
    }),
    PushSubscriptionRemoved: (state, event) => ({
      ...state,
      pushSubscriptions: new Set([...state.pushSubscriptions].filter((id) => id !== event.data.subscriptionId)),
    }),
    WhatsAppCodeSent: (state, event) => ({
      ...state,
      whatsApp: { status: 'pending', codeHash: event.data.codeHash, expiresAt: event.data.expiresAt },
    }),
    WhatsAppVerified: (state) => ({ ...state, whatsApp: { status: 'verified' } }),
    WhatsAppTurnedOff: (state) => ({ ...state, whatsApp: { status: 'none' } }),
    InsightsMailSent: (state, event) => ({ ...state, insightWeeks: new Set([...state.insightWeeks, event.data.week]) }),
  }),
  decide: decideDemandAlerts,
  // The fan-out decides on hundreds of these streams at once: keep their folds (ADR 0136).
  cacheable: true,
};

/** The opt-out link's signature: an HMAC of the provider id, so the link works without logging in and grants nothing else. */
export function alertsOptOutSignature(providerId: string, secret: string): string {
  return createHmac('sha256', secret).update(`demand-alerts-off:${providerId}`).digest('base64url');
}

export function isValidOptOutSignature(providerId: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(alertsOptOutSignature(providerId, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
