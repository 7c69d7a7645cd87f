import { UNCONFIRMED_EXPIRY_HOURS } from '@conectasst/common/rules/demandRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import type { Pool } from 'pg';
import type { CommandHandler } from '../infrastructure/commandHandler';
import { demandDecider } from './businessLogic';
import { scheduleEvery } from '../infrastructure/scheduleEvery';

export interface DemandSweepDeps {
  readPool: Pool;
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
  const pending = await deps.readPool.query<{ id: number }>(
    `SELECT id FROM demands WHERE status AND NOT published AND NOT deleted AND created_at <= $1::timestamptz - make_interval(hours => $2) ORDER BY id LIMIT 500`,
    [at, UNCONFIRMED_EXPIRY_HOURS],
  );
  const outcome = { unconfirmed: 0, due: 0 };
  for (const { id } of pending.rows) {
    const result = await deps.commands.handle(demandStream(id), demandDecider, { type: 'ExpireUnconfirmed', demandId: id, now: at }, metadata);
    outcome.unconfirmed += result.events.length;
  }
  const due = await deps.readPool.query<{ id: number }>(
    `SELECT id FROM demands WHERE status AND published AND NOT deleted AND (deadline <= $1 OR expires_at <= $1) ORDER BY id LIMIT 500`,
    [at],
  );
  for (const { id } of due.rows) {
    const result = await deps.commands.handle(demandStream(id), demandDecider, { type: 'CloseWhenDue', demandId: id, now: at }, metadata);
    outcome.due += result.events.length;
  }
  return outcome;
}

/** Runs the sweep every `intervalMs` (one run at a time); returns a stop function. */
export function scheduleDemandSweep(deps: DemandSweepDeps, intervalMs: number, onError: (error: unknown) => void): () => void {
  return scheduleEvery((now) => sweepDemands(deps, now), intervalMs, onError);
}
