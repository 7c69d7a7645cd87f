import type { Pool, PoolClient } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { comparePositions } from '@conectasst/events/envelope';
import { inTransaction } from '@conectasst/projections/runner';
import { advisoryLocks } from '@conectasst/events/postgres/advisoryLocks';

/**
 * Where a process manager of the command side (ADR 0152) keeps how far along the log it has acted: one row per
 * process, in the write side's PostgreSQL (beside EventStoreDB too). Only moved forward.
 */
export const PROCESS_CHECKPOINTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS process_checkpoints (
  name             text PRIMARY KEY,
  commit_position  bigint NOT NULL,
  prepare_position bigint NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE process_checkpoints IS 'Last log position each process manager of the command side acted on (ADR 0152).';
`;

/** Serializes CREATE TABLE IF NOT EXISTS between processes starting at once (it races otherwise). */
const SCHEMA_LOCK = advisoryLocks.processCheckpointsSchema;

export class ProcessCheckpoint {
  constructor(
    private readonly pool: Pool,
    readonly name: string,
  ) {}

  /**
   * The stored position; on the process's first start, `start()` (the log's head: a process added to a running
   * system acts on what comes next, not on the whole history) is stored and returned.
   */
  async open(start: () => Promise<LogPosition>): Promise<LogPosition> {
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await client.query(PROCESS_CHECKPOINTS_SCHEMA);
    });
    const stored = await this.read(this.pool);
    if (stored) return stored;
    const head = await start();
    await this.pool.query(
      'INSERT INTO process_checkpoints (name, commit_position, prepare_position) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
      [this.name, head.commit.toString(), head.prepare.toString()],
    );
    return (await this.read(this.pool))!;
  }

  /**
   * Runs `work` holding the row's lock (`FOR UPDATE`), with the stored position, and moves the checkpoint to `upTo` in
   * the same transaction: two processes never act on the same events, and work done is recorded before the lock is let
   * go. A crash inside `work` leaves the checkpoint where it was (the work is done again on restart).
   */
  async advance(upTo: LogPosition, work: (stored: LogPosition) => Promise<void>): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const stored = (await this.read(client, 'FOR UPDATE'))!;
      if (comparePositions(upTo, stored) <= 0) return;
      await work(stored);
      await this.moveTo(client, upTo);
    });
  }

  /** Moves the checkpoint past events that needed no work (never backwards). */
  async skipTo(upTo: LogPosition): Promise<void> {
    await this.moveTo(this.pool, upTo);
  }

  private async moveTo(db: Pool | PoolClient, upTo: LogPosition): Promise<void> {
    await db.query(
      `UPDATE process_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now()
        WHERE name = $1 AND (commit_position, prepare_position) < ($2::bigint, $3::bigint)`,
      [this.name, upTo.commit.toString(), upTo.prepare.toString()],
    );
  }

  private async read(db: Pool | PoolClient, lock = ''): Promise<LogPosition | undefined> {
    const row = await db.query<{ commit_position: string; prepare_position: string }>(
      `SELECT commit_position, prepare_position FROM process_checkpoints WHERE name = $1 ${lock}`,
      [this.name],
    );
    const found = row.rows[0];
    return found ? { commit: BigInt(found.commit_position), prepare: BigInt(found.prepare_position) } : undefined;
  }
}
