import type { Pool, PoolClient } from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START, comparePositions, formatPosition } from '@conectasst/events/envelope';
import type { EventStore, Subscription } from '@conectasst/events/eventStore';
import {
  advanceCheckpoint,
  advanceCheckpoints,
  beginAndLockCheckpoint,
  lockCheckpoint,
  migrateCheckpoints,
  readCheckpoints,
  readSchemaVersion,
  resetCheckpoint,
  writeCheckpoint,
  writeCheckpointAndCommit,
} from './checkpoints';
import type { ConsistencyWaiter } from './consistency';
import { SharedConsistencyWaiter } from './consistency';
import type { Logger } from './logger';
import { silentLogger } from './logger';
import type { EventDecoder, ProjectedEvent, Projection, RebuildReader, RebuildReading, TableNames } from './projection';
import { liveTables, rebuildTables } from './projection';
import { finishBulkLoad, startBulkLoad } from './bulkLoad';
import { bumpReadModelVersion } from './readModelVersions';
import {
  PARK_AFTER_FAILURES,
  applyOneByOne,
  isTransientFailure,
  migrateParkedEvents,
  parkedLogFields,
  setAsideEventIds,
} from './parkedEvents';
import { advisoryLocks } from '@conectasst/events/postgres/advisoryLocks';

export interface RunnerOptions {
  store: EventStore;
  pool: Pool;
  decoder: EventDecoder;
  projections: readonly Projection[];
  logger?: Logger;
  batchSize?: number;
  /**
   * Where `rebuildMany` reads and decodes the log (ADR 0150: `decodingWorker`, on a worker thread); by default on this
   * thread, from `store` through `decoder`.
   */
  rebuildReading?: RebuildReading;
  /**
   * Failures of one batch (retried with backoff) before its failing events are found and parked (ADR 0155); 5 by
   * default.
   */
  parkAfter?: number;
  /** Called once per event parked (metrics). */
  onParked?: (projection: string, eventType: string) => void;
}

/** 'shared': fed by the process's one log reader; 'catching-up': reading from its own checkpoint until it reaches it. */
export type ProjectionMode = 'shared' | 'catching-up';

interface State {
  projection: Projection;
  wanted: ReadonlySet<string>;
  /** The checkpoint this runner last wrote (or read at start). */
  committed: LogPosition;
  mode: ProjectionMode;
  /** The projection's own reading loop while it is behind the shared reader. */
  catchingUp?: Promise<void>;
}

async function tableExists(db: Pool | PoolClient, name: string): Promise<boolean> {
  const result = await db.query('SELECT to_regclass($1) IS NOT NULL AS exists', [name]);
  return Boolean(result.rows[0]?.exists);
}

/** How many read models a rebuild applies at once (each on its own connection). */
export const REBUILD_LANES = 4;

/** How many events a rebuild reads, decodes and applies at once (ADR 0130; 2,000 before). */
export const REBUILD_BATCH_SIZE = 10_000;

/** Runs `work` for every item, at most `limit` at a time; rejects with the first failure once all started work ended. */
async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
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
 * Runs every projection from ONE reader of the log (ADR 0129): a single subscription per process reads each batch
 * once, decodes it once and hands it to every projection that is up with it ("shared"). Each projection keeps its own
 * checkpoint, applied and moved in one transaction with its rows, so a crash neither skips nor repeats an event;
 * events at or before the stored checkpoint are never applied again (idempotent by position). A projection that is
 * behind the reader (new, replayed after a schema change, moved by a rebuild, or failed and retrying) reads the log
 * from its own checkpoint on its own ("catching-up") and joins the shared reader once it has reached it; its failure
 * never holds up the others.
 */
export class ProjectionRunner implements ConsistencyWaiter {
  private readonly states = new Map<string, State>();
  /** Read-your-writes waits of this process, woken as batches commit (ADR 0113). */
  readonly consistency = new SharedConsistencyWaiter();
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly parkAfter: number;
  private running = false;
  /** The one subscription to the log of this runner. */
  private feed: Subscription | undefined;
  /**
   * Everything up to here has been handed to the shared projections (set when a batch's hand-out begins): a projection
   * catching up joins once its checkpoint reaches it, and then receives every later batch.
   */
  private feedAt: LogPosition = LOG_START;
  private readonly caughtUpWaiters: { target: LogPosition; resolve: () => void }[] = [];
  private readonly sleepers = new Set<() => void>();

  constructor(private readonly options: RunnerOptions) {
    this.logger = options.logger ?? silentLogger;
    this.batchSize = options.batchSize ?? 500;
    this.parkAfter = Math.max(1, options.parkAfter ?? PARK_AFTER_FAILURES);
    for (const projection of options.projections) {
      if (this.states.has(projection.name)) throw new Error(`Duplicate projection ${projection.name}`);
      this.states.set(projection.name, {
        projection,
        wanted: new Set(projection.eventTypes),
        committed: LOG_START,
        mode: 'shared',
      });
    }
  }

  /** Creates missing tables. Safe to call from several processes. */
  async migrate(): Promise<void> {
    await migrateCheckpoints(this.options.pool);
    await migrateParkedEvents(this.options.pool);
    for (const { projection } of this.states.values()) {
      await inTransaction(this.options.pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, $2))', [
          projection.name,
          advisoryLocks.projectionApplySeed,
        ]);
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

  /**
   * Reads every checkpoint, starts the shared reader at the furthest one and lets each projection behind it catch up
   * on its own (after a clean stop they are all at one position: nobody catches up).
   */
  async start(): Promise<void> {
    await this.migrate();
    this.running = true;
    const stored = await readCheckpoints(this.options.pool, [...this.states.keys()]);
    this.feedAt = LOG_START;
    for (const state of this.states.values()) {
      state.committed = stored.get(state.projection.name) ?? LOG_START;
      if (comparePositions(state.committed, this.feedAt) > 0) this.feedAt = state.committed;
    }
    for (const state of this.states.values()) {
      if (comparePositions(state.committed, this.feedAt) < 0) this.startCatchUp(state, 0);
      else state.mode = 'shared';
    }
    this.feed = this.options.store.subscribe(this.feedAt, (events, upTo) => this.handOut(events, upTo), {
      batchSize: this.batchSize,
      onError: (error, attempt) =>
        this.logger.error({ err: error, attempt }, 'log reader failed; retrying with backoff'),
    });
    this.logger.info(
      { from: formatPosition(this.feedAt), projections: this.states.size },
      'shared log reader subscribed',
    );
    this.releaseWaiters();
  }

  /** Which projections the shared reader feeds now, and which are catching up from their own checkpoint. */
  modes(): Record<string, ProjectionMode> {
    return Object.fromEntries([...this.states.values()].map((s) => [s.projection.name, s.mode]));
  }

  /**
   * One batch of the shared reader: decoded once, then applied by every shared projection at once, each in its own
   * transaction with its checkpoint. Projections with nothing in the batch move their checkpoints together in one
   * statement. Never throws: a projection that fails leaves the shared reader and retries from its checkpoint.
   */
  private async handOut(events: RecordedEvent[], upTo: LogPosition): Promise<void> {
    if (comparePositions(upTo, this.feedAt) > 0) this.feedAt = upTo;
    const work = [...this.states.values()]
      .filter((s) => s.mode === 'shared' && comparePositions(upTo, s.committed) > 0)
      .map((state) => ({
        state,
        mine: events.filter((e) => state.wanted.has(e.type) && comparePositions(e.position, state.committed) > 0),
      }));
    const busy = work.filter((w) => w.mine.length > 0);
    const idle = work.filter((w) => w.mine.length === 0).map((w) => w.state);
    const decoded = await this.decodeOnce(busy.flatMap((w) => w.mine));
    const decode = async (fresh: RecordedEvent[]) =>
      decoded && fresh.every((e) => decoded.has(e))
        ? fresh.map((e) => decoded.get(e)!)
        : this.options.decoder.decodeMany(fresh);
    await Promise.all([
      this.advanceIdle(idle, upTo),
      ...busy.map(async ({ state, mine }) => {
        try {
          await this.applyBatch(state, mine, upTo, decode);
        } catch (error) {
          this.leaveSharedReader(state, error);
        }
      }),
    ]);
    this.releaseWaiters();
  }

  /** Decodes every event some projection needs, once; undefined when that fails (each projection then decodes its own). */
  private async decodeOnce(events: RecordedEvent[]): Promise<Map<RecordedEvent, ProjectedEvent> | undefined> {
    const unique = [...new Set(events)].sort((a, b) => comparePositions(a.position, b.position));
    if (unique.length === 0) return new Map();
    try {
      const decoded = await this.options.decoder.decodeMany(unique);
      return new Map(unique.map((e, i) => [e, decoded[i]!]));
    } catch {
      return undefined;
    }
  }

  /** Checkpoints of projections with nothing in the batch: one statement per starting position (usually one in all). */
  private async advanceIdle(idle: State[], upTo: LogPosition): Promise<void> {
    const groups = new Map<string, State[]>();
    for (const state of idle) {
      const key = formatPosition(state.committed);
      groups.set(key, [...(groups.get(key) ?? []), state]);
    }
    await Promise.all(
      [...groups.values()].map(async (group) => {
        let moved = new Set<string>();
        try {
          moved = await advanceCheckpoints(
            this.options.pool,
            group.map((s) => s.projection.name),
            group[0]!.committed,
            upTo,
          );
        } catch {
          // Each projection tries again on its own path below, where a failure is reported and retried.
        }
        await Promise.all(
          group.map(async (state) => {
            if (moved.has(state.projection.name)) {
              state.committed = upTo;
              return;
            }
            // Not at the expected position (a rebuild moved it, or its row is locked or missing): the locked path.
            try {
              await this.applyBatch(state, [], upTo, (fresh) => this.options.decoder.decodeMany(fresh), {
                tryShortPath: false,
              });
            } catch (error) {
              this.leaveSharedReader(state, error);
            }
          }),
        );
      }),
    );
  }

  /**
   * Applies `events` (already the projection's own types) and moves the checkpoint to `upTo`, in one transaction.
   * When the stored checkpoint is not where this runner left it, another process (a rebuild) moved it: nothing is
   * applied, the projection takes the stored position and leaves the shared reader to catch up from there.
   */
  private async applyBatch(
    state: State,
    events: RecordedEvent[],
    upTo: LogPosition,
    decode: (fresh: RecordedEvent[]) => Promise<ProjectedEvent[]>,
    { tryShortPath = true } = {},
  ): Promise<void> {
    const { projection } = state;
    // Most appends concern a few read models; the others only move their checkpoint: one statement instead of a
    // locked transaction of five (the profile of POST /v1/subs showed these bookkeeping queries dominating).
    if (
      tryShortPath &&
      events.length === 0 &&
      comparePositions(upTo, state.committed) > 0 &&
      (await advanceCheckpoint(this.options.pool, projection.name, state.committed, upTo))
    ) {
      state.committed = upTo;
      return;
    }
    // One transaction: BEGIN with the checkpoint's lock, the rows, the checkpoint with COMMIT (three round trips and
    // the projection's own statements).
    const moved = await (async () => {
      const client = await this.options.pool.connect();
      try {
        const stored = await beginAndLockCheckpoint(client, projection.name);
        if (comparePositions(stored, state.committed) !== 0) {
          await client.query('ROLLBACK');
          return stored;
        }
        const fresh = events.filter((e) => comparePositions(e.position, stored) > 0);
        if (fresh.length > 0) await projection.apply(client, await decode(fresh), liveTables(projection));
        await writeCheckpointAndCommit(client, projection.name, comparePositions(upTo, stored) > 0 ? upTo : undefined);
        return undefined;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    })();
    if (moved) {
      // A rebuild swapped fresh tables in: follow it from its checkpoint.
      this.logger.warn(
        { projection: projection.name, to: formatPosition(moved) },
        'checkpoint moved by another process; catching up from there',
      );
      state.committed = moved;
      if (state.mode === 'shared') this.startCatchUp(state, 0);
      return;
    }
    if (comparePositions(upTo, state.committed) > 0) state.committed = upTo;
  }

  private leaveSharedReader(state: State, error: unknown): void {
    this.logger.warn(
      { err: error, projection: state.projection.name, attempt: 1 },
      'projection batch failed; retrying with backoff',
    );
    this.startCatchUp(state, 1);
  }

  private startCatchUp(state: State, failures: number): void {
    state.mode = 'catching-up';
    this.logger.info(
      { projection: state.projection.name, from: formatPosition(state.committed) },
      'projection catching up from its checkpoint',
    );
    state.catchingUp = this.catchUp(state, failures).finally(() => {
      state.catchingUp = undefined;
    });
  }

  /**
   * A projection behind the shared reader reads the log from its own checkpoint, one batch per transaction, until it
   * has reached the reader's position, then joins it. Failures back off (50 ms doubling, at most 5 s) and retry the
   * same position; after `parkAfter` failures of a batch that are not the environment's (isTransientFailure), the
   * batch is applied one event at a time and each event that still fails is parked (ADR 0155), in the transaction
   * that moves the checkpoint past the batch.
   */
  private async catchUp(state: State, failures: number): Promise<void> {
    const { projection } = state;
    const decode = (fresh: RecordedEvent[]) => this.options.decoder.decodeMany(fresh);
    let lastError: unknown;
    while (this.running) {
      if (failures > 0) await this.sleep(Math.min(5_000, 50 * 2 ** Math.min(failures, 10)));
      if (!this.running) return;
      const target = this.feedAt;
      if (comparePositions(state.committed, target) >= 0) {
        state.mode = 'shared';
        this.logger.info(
          { projection: projection.name, at: formatPosition(state.committed) },
          'projection joined the shared log reader',
        );
        this.releaseWaiters();
        return;
      }
      try {
        const batch = await this.options.store.readAll(state.committed, this.batchSize);
        if (!this.running) return;
        // Nothing readable up to the reader's position (it passed a stretch of other streams, e.g. EventStoreDB's
        // filtered-out positions): move there.
        const upTo = batch.length > 0 ? batch[batch.length - 1]!.position : target;
        const mine = batch.filter((e) => state.wanted.has(e.type));
        if (failures >= this.parkAfter && !isTransientFailure(lastError))
          await this.applyParkingFailures(state, mine, upTo, failures);
        else await this.applyBatch(state, mine, upTo, decode);
        failures = 0;
        lastError = undefined;
        this.releaseWaiters();
      } catch (error) {
        failures += 1;
        lastError = error;
        this.logger.warn(
          { err: error, projection: projection.name, attempt: failures },
          'projection batch failed; retrying with backoff',
        );
      }
    }
  }

  /**
   * The batch that kept failing, one event at a time (applyOneByOne): the events that fail again are parked, the others
   * applied, and the checkpoint moves to `upTo`, all in one transaction. Each parked event is logged once, at error level.
   */
  private async applyParkingFailures(
    state: State,
    events: RecordedEvent[],
    upTo: LogPosition,
    attempts: number,
  ): Promise<void> {
    const { projection } = state;
    const client = await this.options.pool.connect();
    let parked: Awaited<ReturnType<typeof applyOneByOne>>;
    try {
      const stored = await beginAndLockCheckpoint(client, projection.name);
      if (comparePositions(stored, state.committed) !== 0) {
        // A rebuild moved it: go on from there (the next turn of catchUp reads from the new checkpoint).
        await client.query('ROLLBACK');
        state.committed = stored;
        return;
      }
      const fresh = events.filter((e) => comparePositions(e.position, stored) > 0);
      parked = await applyOneByOne(client, projection, liveTables(projection), fresh, this.options.decoder, attempts);
      await writeCheckpointAndCommit(client, projection.name, comparePositions(upTo, stored) > 0 ? upTo : undefined);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (comparePositions(upTo, state.committed) > 0) state.committed = upTo;
    for (const { event, error } of parked) {
      this.logger.error(
        parkedLogFields(projection.name, event, error),
        'event parked: the projection goes on without it (Eventos com falha)',
      );
      this.options.onParked?.(projection.name, event.type);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
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
    const position = this.position();
    this.consistency.advance(position);
    for (let i = this.caughtUpWaiters.length - 1; i >= 0; i--) {
      if (comparePositions(position, this.caughtUpWaiters[i]!.target) >= 0)
        this.caughtUpWaiters.splice(i, 1)[0]!.resolve();
    }
  }

  /** Resolves when every projection has applied everything committed before the call. */
  async caughtUp(): Promise<void> {
    if (!this.feed) return;
    await this.feed.caughtUp();
    const target = this.feedAt;
    if (!this.running || comparePositions(this.position(), target) >= 0) return;
    await new Promise<void>((resolve) => this.caughtUpWaiters.push({ target, resolve }));
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of [...this.sleepers]) wake();
    await this.feed?.stop();
    this.feed = undefined;
    await Promise.all([...this.states.values()].map((s) => s.catchingUp));
    this.consistency.cancelAll();
    for (const w of this.caughtUpWaiters.splice(0)) w.resolve();
  }

  /**
   * Recomputes a read model from the start of the log into fresh tables, then swaps them in together with the
   * checkpoint in one transaction. A live runner (here or in another process) notices the moved checkpoint
   * and follows from there, so nothing is lost or applied twice.
   */
  async rebuild(
    name: string,
    onProgress?: (applied: number, position: LogPosition) => void,
  ): Promise<{ events: number; position: LogPosition }> {
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
    options: { batchSize?: number; lanes?: number; bulkLoad?: boolean } = {},
  ): Promise<{ events: number; position: LogPosition }> {
    const projections = names.map((name) => {
      const state = this.states.get(name);
      if (!state) throw new Error(`Unknown projection ${name}. Known: ${[...this.states.keys()].join(', ')}`);
      return state.projection;
    });
    // Large batches: a row touched by many events (a demand, a wallet) is read back and rewritten once per batch (ADR 0130).
    const batchSize = options.batchSize ?? Math.max(this.batchSize, REBUILD_BATCH_SIZE);
    const lanes = Math.max(1, options.lanes ?? REBUILD_LANES);
    await migrateCheckpoints(this.options.pool);
    // The fresh tables are bulk-loaded (bulkLoad.ts, ADR 0130): without their secondary indexes until the log is
    // replayed, then indexed exactly as createTables made them, before the swap.
    const deferred = await inTransaction(this.options.pool, async (client) => {
      for (const projection of projections) {
        const fresh = rebuildTables(projection);
        for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${fresh[table]}`);
        await projection.createTables(client, fresh);
      }
      return options.bulkLoad === false
        ? undefined
        : startBulkLoad(
            client,
            projections.flatMap((p) => Object.values<string>(rebuildTables(p))),
          );
    });
    // Read models that can fold the whole replay in memory write each table once, at the end (ADR 0130).
    const sessions = projections.map((p) => (deferred ? p.bulkRebuild?.() : undefined));
    // Which projections read each event type: a batch is split in one pass (not one filter per projection).
    const readers = new Map<string, number[]>();
    projections.forEach((p, i) =>
      new Set(p.eventTypes).forEach((type) => readers.set(type, [...(readers.get(type) ?? []), i])),
    );
    // Events parked or ignored for a projection stay out of its rebuild (ADR 0155): still listed on "Eventos com
    // falha", to be reprocessed once fixed; one that still fails would otherwise stop the whole rebuild.
    const setAside = await setAsideEventIds(
      this.options.pool,
      projections.map((p) => p.name),
    );
    const split = (decoded: ProjectedEvent[]) => {
      if (projections.length === 1 && setAside[0]!.size === 0) return [decoded];
      const parts = projections.map((): ProjectedEvent[] => []);
      for (const event of decoded) {
        for (const i of readers.get(event.type) ?? []) if (!setAside[i]!.has(event.id)) parts[i]!.push(event);
      }
      return parts;
    };
    let position = LOG_START;
    let applied = 0;
    const reader = (this.options.rebuildReading ?? this.readingOnThisThread()).open(new Set(readers.keys()));
    // Reading and decoding the next batch overlap the applying of this one.
    const load = (from: LogPosition) => {
      const next = reader
        .read(from, batchSize)
        .then(({ upTo, events }) => ({ upTo, count: events.length, parts: split(events) }));
      next.catch(() => undefined); // awaited below; never left unhandled when applying fails first
      return next;
    };
    const catchUp = async (client?: PoolClient) => {
      let next = load(position);
      for (;;) {
        const { upTo, count, parts } = await next;
        if (!upTo) return;
        next = load(upTo);
        if (client) {
          for (const [i, projection] of projections.entries()) {
            const mine = parts[i]!;
            if (mine.length > 0) await projection.apply(client, mine, rebuildTables(projection));
          }
        } else if (count > 0) {
          // Fresh tables that nothing reads until the swap: each projection applies the batch in a transaction of its
          // own, `lanes` of them at once, so the database works on several cores while this process prepares the next
          // statements. A crash leaves only fresh tables, which the next rebuild drops: their commits need not wait
          // for the disk (the swap's commit, which publishes them, does).
          await forEachConcurrently([...projections.entries()], lanes, async ([i, projection]) => {
            const mine = parts[i]!;
            if (mine.length === 0) return;
            const session = sessions[i];
            session?.fold(mine);
            if (session && !session.flush) return;
            await inTransaction(this.options.pool, async (c) => {
              await c.query('SET LOCAL synchronous_commit = off');
              await (session
                ? session.flush!(c, rebuildTables(projection))
                : projection.apply(c, mine, rebuildTables(projection)));
            });
          });
        }
        applied += count;
        position = upTo;
        onProgress?.(applied, position);
      }
    };
    try {
      await catchUp();
      await forEachConcurrently([...projections.entries()], lanes, async ([i, projection]) => {
        const session = sessions[i];
        if (session) await inTransaction(this.options.pool, (c) => session.finish(c, rebuildTables(projection)));
      });
      if (deferred) await finishBulkLoad(this.options.pool, deferred, lanes);
      await inTransaction(this.options.pool, async (client) => {
        for (const projection of [...projections].sort((a, b) => a.name.localeCompare(b.name)))
          await lockCheckpoint(client, projection.name);
        await catchUp(client);
        for (const projection of projections) {
          const fresh = rebuildTables(projection);
          const live = liveTables(projection);
          for (const table of projection.tables) {
            await client.query(`DROP TABLE IF EXISTS ${live[table]}`);
            await client.query(`ALTER TABLE ${fresh[table]} RENAME TO ${live[table]}`);
          }
          await writeCheckpoint(client, projection.name, position);
          await client.query('UPDATE projection_checkpoints SET schema_version = $2 WHERE name = $1', [
            projection.name,
            projection.schemaVersion ?? 1,
          ]);
          // The live rows were replaced: what was derived from them (page cache, sitemap) is out of date.
          await bumpReadModelVersion(client, projection.name);
        }
      });
    } finally {
      await reader.close();
    }
    this.logger.info(
      { projections: names, events: applied, position: formatPosition(position) },
      'projections rebuilt',
    );
    return { events: applied, position };
  }

  /** A rebuild's reading without a worker: the store's batches, decoded here by the runner's decoder. */
  private readingOnThisThread(): RebuildReading {
    const { store, decoder } = this.options;
    return {
      open: (types): RebuildReader => ({
        read: async (from, limit) => {
          const batch = await store.readAll(from, limit);
          const selected = batch.filter((e) => types.has(e.type));
          return {
            upTo: batch.at(-1)?.position,
            events: selected.length > 0 ? await decoder.decodeMany(selected) : [],
          };
        },
        close: async () => undefined,
      }),
    };
  }

  projectionNames(): string[] {
    return [...this.states.keys()];
  }
}
