import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { demandAlertEvents } from '@conectasst/events/schemas/demandEvents';
import type { Decider } from '../infrastructure/decider';

/**
 * New-demand e-mails to providers (issue 5): a digest of the open demands that match the provider's areas or NRs
 * inside the regions served, at most one e-mail per run, never the same demand twice, with an opt-out.
 */
export type DemandAlertEvent = EventOf<(typeof demandAlertEvents)[number]>;

export interface DemandAlertState {
  enabled: boolean;
  sent: Set<number>;
}

export type DemandAlertCommand =
  | { type: 'TurnAlerts'; providerId: string; enabled: boolean }
  /** Claims these demands for one digest; only those not mailed before are kept. */
  | { type: 'ClaimDigest'; providerId: string; demandIds: number[]; now: string };

export function decideDemandAlerts(command: DemandAlertCommand, state: DemandAlertState): DemandAlertEvent[] {
  switch (command.type) {
    case 'TurnAlerts':
      if (command.enabled === state.enabled) return [];
      return [{ type: command.enabled ? 'DemandAlertsTurnedOn' : 'DemandAlertsTurnedOff', data: { providerId: command.providerId } }];
    case 'ClaimDigest': {
      if (!state.enabled) return [];
      const fresh = [...new Set(command.demandIds)].filter((id) => !state.sent.has(id));
      return fresh.length ? [{ type: 'DemandDigestSent', data: { providerId: command.providerId, demandIds: fresh, sentAt: command.now } }] : [];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const demandAlertsDecider: Decider<DemandAlertState, DemandAlertCommand, DemandAlertEvent> = {
  initialState: () => ({ enabled: true, sent: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'DemandAlertsTurnedOff':
        return { ...state, enabled: false };
      case 'DemandAlertsTurnedOn':
        return { ...state, enabled: true };
      case 'DemandDigestSent':
        return { ...state, sent: new Set([...state.sent, ...event.data.demandIds]) };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
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
