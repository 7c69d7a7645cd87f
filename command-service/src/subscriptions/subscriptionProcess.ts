import { DomainError } from '@conectasst/platform/http/httpError';
import type { DemandState } from '../demands/demand';
import { demandDecider } from '../demands/businessLogic';
import type { WalletState } from '../wallet/businessLogic';

/** Spec §9: subscribing costs 10 credits. */
export const SUBSCRIPTION_COST = 10;

export interface Subscription {
  providerId: string;
  demandId: number;
  /** The reservation this request would open (derived from its Idempotency-Key, or new). */
  reservationId: string;
  /** The request's clock, for the demand's expiry. */
  now: string;
}

/** What the process does next, decided from the two streams it spans (DESIGN §3). */
export type ProcessStep =
  | { type: 'ReserveCredits'; reservationId: string }
  | { type: 'TakeSeat'; reservationId: string }
  | { type: 'SpendReservation'; reservationId: string }
  | { type: 'ReleaseReservation'; reservationId: string; reason: string }
  | { type: 'Subscribed'; reservationId: string }
  | { type: 'Refused'; code: 'not_found' | 'conflict'; message: string };

/**
 * The subscription process as a pure function of the wallet and demand states: reserve the credits, take a seat,
 * then spend the reservation — or release it when the seat was refused. Run after every step (and on every retry),
 * it resumes where an interrupted request stopped: a reservation left open is spent when the seat is held, and taken
 * up again otherwise, so no credit stays locked and no provider pays twice.
 *
 * `seatRefusal` is the demand's answer to the TakeSeat just tried (closed, expired, full, already subscribed).
 */
export function nextStep(wallet: WalletState, demand: DemandState, s: Subscription, seatRefusal?: string): ProcessStep {
  // Resume a reservation this provider already holds for this demand (an interrupted earlier request).
  const open = [...wallet.reservations].find(([, r]) => r.demandId === s.demandId)?.[0];
  const reservationId = open ?? s.reservationId;
  const seated = demand.subscribers.includes(s.providerId);

  if (open) {
    if (seated) return { type: 'SpendReservation', reservationId };
    if (seatRefusal !== undefined) return { type: 'ReleaseReservation', reservationId, reason: seatRefusal };
    return { type: 'TakeSeat', reservationId };
  }
  const settled = wallet.settledReservations.get(reservationId);
  if (settled?.outcome === 'spent') return { type: 'Subscribed', reservationId };
  if (settled?.outcome === 'released') return { type: 'Refused', code: 'conflict', message: settled.reason };

  // Nothing reserved yet: refuse at once what the seat would refuse (no credit moves for a hopeless request).
  try {
    demandDecider.decide({ type: 'TakeSeat', demandId: s.demandId, providerId: s.providerId, now: s.now, reservationId }, demand);
  } catch (error) {
    if (error instanceof DomainError) return { type: 'Refused', code: error.code === 'not_found' ? 'not_found' : 'conflict', message: error.message };
    throw error;
  }
  return { type: 'ReserveCredits', reservationId };
}
