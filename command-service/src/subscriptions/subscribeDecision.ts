import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { DemandEvent, DemandState } from '../demands/demand';
import { takeSeat } from '../demands/businessLogic';
import type { WalletEvent, WalletState } from '../wallet/businessLogic';
import { walletDecider } from '../wallet/businessLogic';
import type { Subscription } from './subscription';

/**
 * What subscribing decides when both streams can be written in one atomic step (ADR 0124):
 * - `Subscribe`: the wallet's events and the demand's, to append together;
 * - `Done`: this request's reservation is already spent (a retry of a request that completed): answer success again;
 * - `Resume`: an earlier request left a reservation open for this demand (written before ADR 0124, or by the
 *   step-by-step process on a store without atomic multi-stream appends): the process finishes it (stepByStep/).
 */
export type SubscribeDecision =
  | { type: 'Subscribe'; wallet: WalletEvent[]; demand: DemandEvent[] }
  | { type: 'Done'; reservationId: string }
  | { type: 'Resume'; reservationId: string };

/**
 * Subscribing as one decision over the wallet and the demand: the seat's rules first (an unknown, closed, expired or
 * full demand, or a provider already on it, refuses the request before any credit moves — as the process does), then
 * the wallet's (a negative balance, too few credits). The wallet records the reservation and its spend together
 * (`CreditsReserved`, `CreditsSpent`: the events the wallet, its read model and the credit ledger already know, so
 * every read model shows the same rows as before), the demand `ProviderSubscribed` with that reservation (and
 * `DemandClosed` for the 5th seat). Nothing stays reserved, so there is nothing to release and nothing for the sweep.
 *
 * Throws the DomainError of the rule that refuses, with the same messages as the step-by-step process.
 */
export function decideSubscription(wallet: WalletState, demand: DemandState, s: Subscription): SubscribeDecision {
  const settled = wallet.settledReservations.get(s.reservationId);
  if (settled?.outcome === 'spent') return { type: 'Done', reservationId: s.reservationId };
  if (settled?.outcome === 'released') throw new DomainError('conflict', settled.reason);
  const open = wallet.reservations.has(s.reservationId)
    ? s.reservationId
    : [...wallet.reservations].find(([, r]) => r.demandId === s.demandId)?.[0];
  if (open !== undefined) return { type: 'Resume', reservationId: open };

  const seat = takeSeat(
    { type: 'TakeSeat', demandId: s.demandId, providerId: s.providerId, now: s.now, reservationId: s.reservationId },
    demand,
  );
  const reserve = {
    type: 'ReserveCredits' as const,
    providerId: s.providerId,
    reservationId: s.reservationId,
    demandId: s.demandId,
    credits: SUBSCRIPTION_COST,
  };
  const reserved = walletDecider.decide(reserve, wallet);
  const spent = walletDecider.decide(
    { type: 'SpendReservation', providerId: s.providerId, reservationId: s.reservationId },
    reserved.reduce(walletDecider.evolve, wallet),
  );
  return { type: 'Subscribe', wallet: [...reserved, ...spent], demand: seat };
}
