import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { demandAlertEvents } from '@conectasst/events/schemas/demandEvents';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

/**
 * New-demand e-mails to providers (issue 5): a digest of the open demands that match the provider's areas or NRs
 * inside the regions served, at most one e-mail per run, never the same demand twice, with an opt-out. The same
 * stream and opt-out carry the weekly "Meu desempenho" e-mail (issue #21 item 6, ADR 0127).
 */
export type DemandAlertEvent = EventOf<(typeof demandAlertEvents)[number]>;

export interface DemandAlertState {
  enabled: boolean;
  sent: Set<number>;
  /** ISO weeks whose "Meu desempenho" e-mail was claimed (ADR 0127). */
  insightWeeks: Set<string>;
}

export type DemandAlertCommand =
  | { type: 'TurnAlerts'; providerId: string; enabled: boolean }
  /** Claims these demands for one digest; only those not mailed before are kept. */
  | { type: 'ClaimDigest'; providerId: string; demandIds: number[]; now: string }
  /** Claims the weekly "Meu desempenho" e-mail of `week` (ISO week, `2026-W48`): once per week, and only with alerts on. */
  | { type: 'ClaimInsightsMail'; providerId: string; week: string; now: string };

export const decideDemandAlerts = decideByType<DemandAlertState, DemandAlertCommand, DemandAlertEvent>({
  TurnAlerts: (command, state) =>
    command.enabled === state.enabled ? [] : [{ type: command.enabled ? 'DemandAlertsTurnedOn' : 'DemandAlertsTurnedOff', data: { providerId: command.providerId } }],
  ClaimDigest: (command, state) => {
    if (!state.enabled) return [];
    const fresh = [...new Set(command.demandIds)].filter((id) => !state.sent.has(id));
    return fresh.length ? [{ type: 'DemandDigestSent', data: { providerId: command.providerId, demandIds: fresh, sentAt: command.now } }] : [];
  },
  ClaimInsightsMail: (command, state) =>
    !state.enabled || state.insightWeeks.has(command.week) ? [] : [{ type: 'InsightsMailSent', data: { providerId: command.providerId, week: command.week, sentAt: command.now } }],
});

export const demandAlertsDecider: Decider<DemandAlertState, DemandAlertCommand, DemandAlertEvent> = {
  initialState: () => ({ enabled: true, sent: new Set(), insightWeeks: new Set() }),
  evolve: evolveByType<DemandAlertState, DemandAlertEvent>({
    DemandAlertsTurnedOff: (state) => ({ ...state, enabled: false }),
    DemandAlertsTurnedOn: (state) => ({ ...state, enabled: true }),
    DemandDigestSent: (state, event) => ({ ...state, sent: new Set([...state.sent, ...event.data.demandIds]) }),
    InsightsMailSent: (state, event) => ({ ...state, insightWeeks: new Set([...state.insightWeeks, event.data.week]) }),
  }),
  decide: decideDemandAlerts,
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
