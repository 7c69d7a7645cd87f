import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import type { CommandHandler } from '../../infrastructure/commandHandler';
import type { ReadModelLookups } from '../../readModelLookups';
import { walletDecider } from '../../wallet/businessLogic';
import { demandDecider } from '../../demands/businessLogic';
import { settleStale } from './subscriptionProcess';
import { recordFailures } from '../../infrastructure/recordFailures';

export interface SweepDeps {
  lookups: Pick<ReadModelLookups, 'reservationsOpenSince'>;
  commands: CommandHandler;
}

/** A subscription request finishes in well under a second; a reservation open this long belongs to one that stopped. */
export const STALE_RESERVATION_MS = 10 * 60_000;

/**
 * Settles reservations left open by interrupted subscription requests (a crash or a lost connection between the
 * steps): spent when their seat is held, released otherwise — so no credit stays locked (DESIGN §3).
 */
export async function settleStaleReservations(
  deps: SweepDeps,
  now: Date,
  staleAfterMs = STALE_RESERVATION_MS,
): Promise<{ spent: number; released: number }> {
  const stale = await deps.lookups.reservationsOpenSince(new Date(now.getTime() - staleAfterMs), 500);
  const outcome = { spent: 0, released: 0 };
  // One reservation that cannot be settled does not keep the sweep from the others (ADR 0155).
  const failures = recordFailures('reservation sweep');
  await failures.each(
    stale,
    (r) => `reservation-${r.reservation_id}`,
    async (r) => {
      const wallet = walletStream(r.provider_id);
      const [walletNow, demandNow] = await Promise.all([
        deps.commands.load(wallet, walletDecider),
        deps.commands.load(demandStream(r.demand_id), demandDecider),
      ]);
      const step = settleStale(walletNow.state, demandNow.state, r.provider_id, r.reservation_id);
      const metadata = { userId: 'reservation-sweep', role: 'system' };
      if (step?.type === 'SpendReservation') {
        const spent = await deps.commands.handle(
          wallet,
          walletDecider,
          { type: 'SpendReservation', providerId: r.provider_id, reservationId: r.reservation_id },
          metadata,
        );
        outcome.spent += spent.events.length;
      } else if (step?.type === 'ReleaseReservation') {
        const released = await deps.commands.handle(
          wallet,
          walletDecider,
          {
            type: 'ReleaseReservation',
            providerId: r.provider_id,
            reservationId: r.reservation_id,
            reason: step.reason,
          },
          metadata,
        );
        outcome.released += released.events.length;
      }
    },
  );
  failures.throwIfAny();
  return outcome;
}
