/**
 * The step-by-step subscription (DESIGN §3, ADR 0051). It runs only where subscribing cannot be one decision
 * (ADR 0124): on a store without atomic multi-stream appends (EventStoreDB), and to finish a reservation an
 * interrupted earlier request left open; the sweep settles what it leaves open for too long.
 */
import { demandMessages } from '@conectasst/common/rules/demandRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { DemandState } from '../../demands/demand';
import { demandDecider } from '../../demands/businessLogic';
import type { WalletState } from '../../wallet/businessLogic';
import type { Subscription } from '../subscription';

/** Shown when a seat taken by an interrupted request is given back because its credits were already returned. */
export const SEAT_GIVEN_BACK = 'Sua inscrição foi interrompida e os créditos foram devolvidos. Tente novamente.';

/** What the process does next, decided from the two streams it spans (DESIGN §3). */
export type ProcessStep =
  | { type: 'ReserveCredits'; reservationId: string }
  | { type: 'TakeSeat'; reservationId: string }
  | { type: 'SpendReservation'; reservationId: string }
  | { type: 'ReleaseReservation'; reservationId: string; reason: string }
  | { type: 'ReleaseSeat'; reservationId: string; reason: string }
  | { type: 'Subscribed'; reservationId: string }
  | { type: 'Refused'; code: 'not_found' | 'conflict'; message: string };

/**
 * The subscription process as a pure function of the wallet and the demand: reserve the credits, take a seat with
 * that reservation, then spend it — or release it when the seat was refused. Run after every step (and on every
 * retry), it resumes where an interrupted request stopped, so no credit stays locked, no provider pays twice and no
 * seat is held unpaid.
 *
 * `seatRefusal` is the demand's answer to the TakeSeat just tried (closed, expired, full, already subscribed).
 */
export function nextStep(wallet: WalletState, demand: DemandState, s: Subscription, seatRefusal?: string): ProcessStep {
  const { seatReservations } = demand;
  const known = wallet.reservations.has(s.reservationId) || wallet.settledReservations.has(s.reservationId);
  // A fresh request takes up a reservation an interrupted earlier one left open for this demand.
  const reservationId = known
    ? s.reservationId
    : ([...wallet.reservations].find(([, r]) => r.demandId === s.demandId)?.[0] ?? s.reservationId);
  const seated = demand.subscribers.includes(s.providerId);
  const seatPaidBy = seatReservations.get(s.providerId);

  if (wallet.reservations.has(reservationId)) {
    if (seated && seatPaidBy === reservationId) return { type: 'SpendReservation', reservationId };
    if (seated) return { type: 'ReleaseReservation', reservationId, reason: demandMessages.alreadySubscribed };
    if (seatRefusal !== undefined) return { type: 'ReleaseReservation', reservationId, reason: seatRefusal };
    return { type: 'TakeSeat', reservationId };
  }
  const settled = wallet.settledReservations.get(reservationId);
  if (settled?.outcome === 'spent') return { type: 'Subscribed', reservationId };
  if (settled?.outcome === 'released') {
    // The credits came back (e.g. the sweep released a stalled request) but that request still took the seat: give it back.
    if (seated && seatPaidBy === reservationId) return { type: 'ReleaseSeat', reservationId, reason: SEAT_GIVEN_BACK };
    return { type: 'Refused', code: 'conflict', message: settled.reason };
  }

  // Nothing reserved yet: refuse at once what the seat would refuse (no credit moves for a hopeless request).
  try {
    demandDecider.decide(
      { type: 'TakeSeat', demandId: s.demandId, providerId: s.providerId, now: s.now, reservationId },
      demand,
    );
  } catch (error) {
    if (error instanceof DomainError)
      return { type: 'Refused', code: error.code === 'not_found' ? 'not_found' : 'conflict', message: error.message };
    throw error;
  }
  return { type: 'ReserveCredits', reservationId };
}

/**
 * What the sweep does with a reservation still open long after its request: spend it when its seat is held, release
 * it otherwise (the provider was never told the subscription succeeded). `undefined` when it is already settled.
 */
export function settleStale(
  wallet: WalletState,
  demand: DemandState,
  providerId: string,
  reservationId: string,
): ProcessStep | undefined {
  if (!wallet.reservations.has(reservationId)) return undefined;
  if (demand.seatReservations.get(providerId) === reservationId && demand.subscribers.includes(providerId))
    return { type: 'SpendReservation', reservationId };
  return { type: 'ReleaseReservation', reservationId, reason: SEAT_GIVEN_BACK };
}
