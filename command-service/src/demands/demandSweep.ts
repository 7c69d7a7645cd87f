import { UNCONFIRMED_EXPIRY_HOURS } from '@conectasst/common/rules/demandRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import type { CommandHandler } from '../infrastructure/commandHandler';
import { recordFailures } from '../infrastructure/recordFailures';
import type { ReadModelLookups } from '../readModelLookups';
import { demandDecider } from './businessLogic';

/** Demands handled per run and kind; the rest wait for the next run. */
const SWEEP_BATCH = 500;

export interface DemandSweepDeps {
  lookups: Pick<ReadModelLookups, 'unconfirmedDemandsDue' | 'publishedDemandsDue'>;
  commands: CommandHandler;
}

/**
 * One run of the demand sweep (ADR 0080, 0082), with the clock passed in: unconfirmed demands older than 72 h close
 * (`unconfirmed`), published open demands close at the requester's deadline (`deadline`) or at the end of their 30
 * days (`expired`). The read model only proposes candidates; each demand's decider decides again on its own stream.
 */
export async function sweepDemands(deps: DemandSweepDeps, now: Date): Promise<{ unconfirmed: number; due: number }> {
  const at = now.toISOString();
  const metadata = { userId: 'system:demand-sweep', role: 'system' };
  const pending = await deps.lookups.unconfirmedDemandsDue(now, UNCONFIRMED_EXPIRY_HOURS, SWEEP_BATCH);
  const outcome = { unconfirmed: 0, due: 0 };
  // One demand that cannot be closed does not keep the sweep from the others (ADR 0155).
  const failures = recordFailures('demand sweep');
  await failures.each(pending, demandStream, async (id) => {
    const result = await deps.commands.handle(
      demandStream(id),
      demandDecider,
      { type: 'ExpireUnconfirmed', demandId: id, now: at },
      metadata,
    );
    outcome.unconfirmed += result.events.length;
  });
  const due = await deps.lookups.publishedDemandsDue(now, SWEEP_BATCH);
  await failures.each(due, demandStream, async (id) => {
    const result = await deps.commands.handle(
      demandStream(id),
      demandDecider,
      { type: 'CloseWhenDue', demandId: id, now: at },
      metadata,
    );
    outcome.due += result.events.length;
  });
  failures.throwIfAny();
  return outcome;
}
