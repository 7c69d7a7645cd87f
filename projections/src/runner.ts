import type { Pool, PoolClient } from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START, comparePositions, formatPosition } from '@conectasst/events/envelope';
import type { EventStore, Subscription } from '@conectasst/events/eventStore';
import { advanceCheckpoint, lockCheckpoint, migrateCheckpoints, readCheckpoint, readSchemaVersion, resetCheckpoint, writeCheckpoint } from './checkpoints';
import type { ConsistencyWaiter } from './consistency';
import { SharedConsistencyWaiter } from './consistency';
import type { Logger } from './logger';
import { silentLogger } from './logger';
import type { EventDecoder, ProjectedEvent, Projection, TableNames } from './projection';
import { liveTables, rebuildTables } from './projection';

export interface RunnerOptions {
  store: EventStore;
  pool: Pool;
  decoder: EventDecoder;
  projections: readonly Projection[];
  logger?: Logger;
  batchSize?: number;
}

interface State {
  projection: Projection;
  subscription?: Subscription;
  /** The checkpoint this runner last wrote (or read at start). */
  committed: LogPosition;
  /** Set when another process (a rebuild) moved the checkpoint: the subscription is being replaced. */
  restarting: boolean;
}

async function tableExists(db: Pool | PoolClient, name: string): Promise<boolean> {
  const result = await db.query('SELECT to_regclass($1) IS NOT NULL AS exists', [name]);
  return Boolean(result.rows[0]?.exists);
}

/** How many read models a rebuild applies at once (each on its own connection). */
export const REBUILD_LANES = 4;

/** Runs `work` for every item, at most `limit` at a time; rejects with the first failure once all started work ended. */
async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let nextIndex = 0;
  const lane = async () => {
    while (nextIndex < items.length) await work(items[nextIndex++]!);
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs every projection on its own catch-up subscription. Each batch is applied and checkpointed in one
 * transaction, so a crash neither skips nor repeats an event; events at or before the stored checkpoint are
 * never applied again (idempotent by position).
 */
export class ProjectionRunner implements ConsistencyWaiter {
  private readonly states = new Map<string, State>();
  /** Read-your-writes waits of this process, woken as batches commit (ADR 0113). */
  readonly consistency = new SharedConsistencyWaiter();
  private readonly logger: Logger;
  private readonly batchSize: number;
  private running = false;

  constructor(private readonly options: RunnerOptions) {
    this.logger = options.logger ?? silentLogger;
    this.batchSize = options.batchSize ?? 500;
    for (const projection of options.projections) {
      if (this.states.has(projection.name)) throw new Error(`Duplicate projection ${projection.name}`);
      this.states.set(projection.name, { projection, committed: LOG_START, restarting: false });
    }
  }

  /** Creates missing tables. Safe to call from several processes. */
  async migrate(): Promise<void> {
    await migrateCheckpoints(this.options.pool);
    for (const { projection } of this.states.values()) {
      await inTransaction(this.options.pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7426))', [projection.name]);
        await this.ensureTables(client, projection, liveTables(projection));
      });
    }
  }

  /**
   * Creates the tables when any is missing or when the projection's schema version changed; either way the tables
   * start empty and the checkpoint goes back to the start of the log, so the read model is replayed in full.
   */
  private async ensureTables(client: PoolClient, projection: Projection, t: TableNames<string>): Promise<void> {
    const version = projection.schemaVersion ?? 1;
    // One query at a time: a pg client does not run queries concurrently.
    const existing: boolean[] = [];
    for (const name of projection.tables) existing.push(await tableExists(client, t[name]!));
    const stored = await readSchemaVersion(client, projection.name);
    if (existing.every(Boolean) && (stored === undefined || stored === version)) return;
    for (const [i, name] of projection.tables.entries()) {
      if (existing[i]) await client.query(`DROP TABLE ${t[name]}`);
    }
    await projection.createTables(client, t);
    await resetCheckpoint(client, projection.name, version);
    this.logger.info({ projection: projection.name, schemaVersion: version }, 'read model created; replaying the log');
  }

  async start(): Promise<void> {
    await this.migrate();
    this.running = true;
    for (const state of this.states.values()) {
      state.committed = await readCheckpoint(this.options.pool, state.projection.name);
      this.subscribe(state);
    }
    this.releaseWaiters();
  }

  private subscribe(state: State): void {
    const { projection } = state;
    state.restarting = false;
    state.subscription = this.options.store.subscribe(state.committed, (events, upTo) => this.handleBatch(state, events, upTo), {
      eventTypes: projection.eventTypes,
      batchSize: this.batchSize,
      onError: (error, attempt) =>
        this.logger.error({ err: error, projection: projection.name, attempt }, 'projection batch failed; retrying with backoff'),
    });
    this.logger.info({ projection: projection.name, from: formatPosition(state.committed) }, 'projection subscribed');
  }

  private async handleBatch(state: State, events: RecordedEvent[], upTo: LogPosition): Promise<void> {
    if (state.restarting) return;
    const { projection } = state;
    // Most appends concern a few read models; the others only move their checkpoint: one statement instead of a
    // locked transaction of five (the profile of POST /v1/subs showed these bookkeeping queries dominating).
    if (events.length === 0 && comparePositions(upTo, state.committed) > 0 && (await advanceCheckpoint(this.options.pool, projection.name, state.committed, upTo))) {
      state.committed = upTo;
      this.releaseWaiters();
      return;
    }
    const moved = await inTransaction(this.options.pool, async (client) => {
      const stored = await lockCheckpoint(client, projection.name);
      if (comparePositions(stored, state.committed) !== 0) return stored;
      const fresh = events.filter((e) => comparePositions(e.position, stored) > 0);
      if (fresh.length > 0) {
        const decoded = await this.options.decoder.decodeMany(fresh);
        await projection.apply(client, decoded, liveTables(projection));
      }
      if (comparePositions(upTo, stored) > 0) await writeCheckpoint(client, projection.name, upTo);
      return undefined;
    });
    if (moved) {
      // A rebuild swapped fresh tables in: follow it from its checkpoint.
      this.logger.warn({ projection: projection.name, to: formatPosition(moved) }, 'checkpoint moved by another process; resubscribing');
      state.restarting = true;
      state.committed = moved;
      setImmediate(() => void this.resubscribe(state));
      return;
    }
    if (comparePositions(upTo, state.committed) > 0) state.committed = upTo;
    this.releaseWaiters();
  }

  private async resubscribe(state: State): Promise<void> {
    await state.subscription?.stop();
    if (this.running) this.subscribe(state);
  }

  /** Position every projection has reached (the smallest of them). */
  position(): LogPosition {
    let min: LogPosition | undefined;
    for (const state of this.states.values()) {
      if (!min || comparePositions(state.committed, min) < 0) min = state.committed;
    }
    return min ?? LOG_START;
  }

  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> {
    return this.consistency.waitFor(position, timeoutMs);
  }

  private releaseWaiters(): void {
    this.consistency.advance(this.position());
  }

  /** Resolves when every projection has applied everything committed before the call. */
  async caughtUp(): Promise<void> {
    await Promise.all([...this.states.values()].map((s) => s.subscription?.caughtUp()));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all([...this.states.values()].map((s) => s.subscription?.stop()));
    this.consistency.cancelAll();
  }

  /**
   * Recomputes a read model from the start of the log into fresh tables, then swaps them in together with the
   * checkpoint in one transaction. A live runner (here or in another process) notices the moved checkpoint
   * and follows from there, so nothing is lost or applied twice.
   */
  async rebuild(name: string, onProgress?: (applied: number, position: LogPosition) => void): Promise<{ events: number; position: LogPosition }> {
    return this.rebuildMany([name], onProgress);
  }

  /**
   * Rebuilds several read models in one pass over the log: each batch is read once (the next one is read while this
   * one is applied), decoded once, and applied to every projection's fresh tables in one transaction; at the end all
   * of them are swapped in with their checkpoints in one transaction. `events` counts events applied (once each).
   */
  async rebuildMany(
    names: readonly string[],
    onProgress?: (applied: number, position: LogPosition) => void,
    options: { batchSize?: number; lanes?: number } = {},
  ): Promise<{ events: number; position: LogPosition }> {
    const projections = names.map((name) => {
      const state = this.states.get(name);
      if (!state) throw new Error(`Unknown projection ${name}. Known: ${[...this.states.keys()].join(', ')}`);
      return state.projection;
    });
    const batchSize = options.batchSize ?? Math.max(this.batchSize, 2_000);
    const lanes = Math.max(1, options.lanes ?? REBUILD_LANES);
    await migrateCheckpoints(this.options.pool);
    await inTransaction(this.options.pool, async (client) => {
      for (const projection of projections) {
        const fresh = rebuildTables(projection);
        for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${fresh[table]}`);
        await projection.createTables(client, fresh);
      }
    });
    const wanted = projections.map((p) => new Set(p.eventTypes));
    const anyWanted = new Set(projections.flatMap((p) => p.eventTypes));
    let position = LOG_START;
    let applied = 0;
    // Reading and decoding the next batch overlap the applying of this one.
    const load = (from: LogPosition) => {
      const next = this.options.store.readAll(from, batchSize).then(async (batch) => {
        const selected = batch.filter((e) => anyWanted.has(e.type));
        return { batch, selected, decoded: selected.length > 0 ? await this.options.decoder.decodeMany(selected) : [] };
      });
      next.catch(() => undefined); // awaited below; never left unhandled when applying fails first
      return next;
    };
    const mineOf = (decoded: ProjectedEvent[], i: number) => (projections.length === 1 ? decoded : decoded.filter((e) => wanted[i]!.has(e.type)));
    const catchUp = async (client?: PoolClient) => {
      let next = load(position);
      for (;;) {
        const { batch, selected, decoded } = await next;
        if (batch.length === 0) return;
        const upTo = batch[batch.length - 1]!.position;
        next = load(upTo);
        if (client) {
          for (const [i, projection] of projections.entries()) {
            const mine = mineOf(decoded, i);
            if (mine.length > 0) await projection.apply(client, mine, rebuildTables(projection));
          }
        } else if (selected.length > 0) {
          // Fresh tables that nothing reads until the swap: each projection applies the batch in a transaction of its
          // own, `lanes` of them at once, so the database works on several cores while this process prepares the next
          // statements. A crash leaves only fresh tables, which the next rebuild drops: their commits need not wait
          // for the disk (the swap's commit, which publishes them, does).
          await forEachConcurrently([...projections.entries()], lanes, async ([i, projection]) => {
            const mine = mineOf(decoded, i);
            if (mine.length === 0) return;
            await inTransaction(this.options.pool, async (c) => {
              await c.query('SET LOCAL synchronous_commit = off');
              await projection.apply(c, mine, rebuildTables(projection));
            });
          });
        }
        applied += selected.length;
        position = upTo;
        onProgress?.(applied, position);
      }
    };
    await catchUp();
    await inTransaction(this.options.pool, async (client) => {
      for (const projection of [...projections].sort((a, b) => a.name.localeCompare(b.name))) await lockCheckpoint(client, projection.name);
      await catchUp(client);
      for (const projection of projections) {
        const fresh = rebuildTables(projection);
        const live = liveTables(projection);
        for (const table of projection.tables) {
          await client.query(`DROP TABLE IF EXISTS ${live[table]}`);
          await client.query(`ALTER TABLE ${fresh[table]} RENAME TO ${live[table]}`);
        }
        await writeCheckpoint(client, projection.name, position);
        await client.query('UPDATE projection_checkpoints SET schema_version = $2 WHERE name = $1', [projection.name, projection.schemaVersion ?? 1]);
      }
    });
    this.logger.info({ projections: names, events: applied, position: formatPosition(position) }, 'projections rebuilt');
    return { events: applied, position };
  }

  projectionNames(): string[] {
    return [...this.states.keys()];
  }
}
