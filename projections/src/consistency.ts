import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { LOG_START, comparePositions, formatPosition } from '@conectasst/events/envelope';
import { readCheckpoints } from './checkpoints';

/** Read-your-writes: lets a query wait until the read models have applied a given log position. */
export interface ConsistencyWaiter {
  /** Resolves true once every read model has passed `position`, false when `timeoutMs` runs out first. */
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean>;
}

/**
 * Where the read models' positions are kept: the store-fed runner writes one checkpoint per projection
 * (`projection_checkpoints`); Kafka-fed projections keep one position per partition (`kafka_projection_positions`),
 * moved past idle partitions by the relay's watermarks, so a projection has applied everything up to the smallest.
 */
export type ProjectionFeed = { kind: 'store' } | { kind: 'kafka'; topic: string };
export const STORE_FEED: ProjectionFeed = { kind: 'store' };

/** The position each named read model has applied everything up to, as stored in the database. */
export async function readProjectionPositions(
  pool: Pool,
  names: readonly string[],
  feed: ProjectionFeed,
): Promise<Map<string, LogPosition>> {
  const positions = new Map<string, LogPosition>(names.map((n) => [n, LOG_START]));
  if (feed.kind === 'store') {
    try {
      return await readCheckpoints(pool, names);
    } catch (error) {
      // Not created yet: no projection has started on this database.
      if ((error as { code?: string }).code === '42P01') return positions;
      throw error;
    }
  }
  let rows: { projection: string; commit_position: string; prepare_position: string }[];
  try {
    rows = (
      await pool.query<{ projection: string; commit_position: string; prepare_position: string }>(
        `SELECT projection, commit_position, prepare_position FROM kafka_projection_positions WHERE topic = $1 AND projection = ANY($2)`,
        [feed.topic, names],
      )
    ).rows;
  } catch (error) {
    // Not created yet: no Kafka-fed projection has started.
    if ((error as { code?: string }).code === '42P01') return positions;
    throw error;
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const position = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
    const current = positions.get(row.projection)!;
    if (!seen.has(row.projection) || comparePositions(position, current) < 0) positions.set(row.projection, position);
    seen.add(row.projection);
  }
  return positions;
}

export function smallestPosition(positions: Iterable<LogPosition>): LogPosition {
  let min: LogPosition | undefined;
  for (const p of positions) if (!min || comparePositions(p, min) < 0) min = p;
  return min ?? LOG_START;
}

/** How one read-your-writes wait ended: already there, reached while waiting, or timed out (answered stale). */
export type WaitOutcome = 'immediate' | 'reached' | 'stale';

interface PendingPosition {
  position: LogPosition;
  promise: Promise<boolean>;
  resolve: (reached: boolean) => void;
  /** Requests waiting on it; the entry goes when the last one timed out or it was reached. */
  waiting: number;
}

export interface SharedWaiterOptions {
  /**
   * Separate-process topology: reads the smallest position the read models have applied. Called by one poll loop per
   * process, and only while someone waits; with projections in the same process leave it out and call `advance`.
   */
  readPosition?: () => Promise<LogPosition>;
  pollMs?: number;
  /** Told how every wait ended (the `/metrics` counter). */
  onWait?: (outcome: WaitOutcome) => void;
}

/**
 * One waiter per process for read-your-writes (ADR 0113). Requests waiting for the same position share one promise;
 * every promise is resolved by one wake-up path: `advance`, called by the projections as they commit (in-process), or
 * the one poll loop that reads their stored positions while anything waits (separate processes). A thousand requests
 * waiting cost one timer each and, across processes, one query per poll interval in all.
 */
export class SharedConsistencyWaiter implements ConsistencyWaiter {
  private reached: LogPosition = LOG_START;
  private readonly pending = new Map<string, PendingPosition>();
  private polling = false;
  /** Reads of `readPosition` so far (the tests prove one wake-up path with it). */
  polls = 0;

  /** Told how every wait ended (the `/metrics` counter); set by whoever owns the process's metrics. */
  onWait: ((outcome: WaitOutcome) => void) | undefined;

  constructor(private readonly options: SharedWaiterOptions = {}) {
    this.onWait = options.onWait;
  }

  /** Positions being waited for right now (distinct positions, not requests). */
  pendingPositions(): number {
    return this.pending.size;
  }

  /** The read models have applied everything up to `position`: every wait at or below it ends now. */
  advance(position: LogPosition): void {
    if (comparePositions(position, this.reached) <= 0) return;
    this.reached = position;
    for (const [key, entry] of this.pending) {
      if (comparePositions(position, entry.position) >= 0) {
        this.pending.delete(key);
        entry.resolve(true);
      }
    }
  }

  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> {
    if (comparePositions(this.reached, position) >= 0) {
      this.onWait?.('immediate');
      return Promise.resolve(true);
    }
    const key = formatPosition(position);
    let entry = this.pending.get(key);
    if (!entry) {
      let resolve!: (reached: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      entry = { position, promise, resolve, waiting: 0 };
      this.pending.set(key, entry);
    }
    const shared = entry;
    shared.waiting += 1;
    this.startPolling();
    return new Promise<boolean>((resolve) => {
      let settled = false;
      const settle = (reached: boolean) => {
        if (settled) return;
        settled = true;
        this.onWait?.(reached ? 'reached' : 'stale');
        resolve(reached);
      };
      const timer = setTimeout(() => {
        shared.waiting -= 1;
        if (shared.waiting === 0 && this.pending.get(key) === shared) this.pending.delete(key);
        settle(false);
      }, timeoutMs);
      void shared.promise.then((reached) => {
        clearTimeout(timer);
        settle(reached);
      });
    });
  }

  /** Ends every current wait with false (the projections are stopping). */
  cancelAll(): void {
    for (const entry of this.pending.values()) entry.resolve(false);
    this.pending.clear();
  }

  private startPolling(): void {
    const read = this.options.readPosition;
    if (!read || this.polling) return;
    this.polling = true;
    const pollMs = this.options.pollMs ?? 10;
    void (async () => {
      try {
        while (this.pending.size > 0) {
          try {
            this.polls += 1;
            this.advance(await read());
          } catch {
            // The database is away for a moment: the waits time out and answer stale; the next poll retries.
          }
          if (this.pending.size > 0) await new Promise((r) => setTimeout(r, pollMs));
        }
      } finally {
        this.polling = false;
      }
    })();
  }
}

/**
 * For processes that do not run the projections themselves (query-service, command-service): the shared waiter fed by
 * one poll loop over the projections' stored positions.
 */
export class CheckpointPollingWaiter extends SharedConsistencyWaiter {
  constructor(
    pool: Pool,
    projectionNames: readonly string[],
    pollMs = 10,
    feed: ProjectionFeed = STORE_FEED,
    onWait?: (outcome: WaitOutcome) => void,
  ) {
    super({
      readPosition: async () => smallestPosition((await readProjectionPositions(pool, projectionNames, feed)).values()),
      pollMs,
      ...(onWait ? { onWait } : {}),
    });
  }
}

/**
 * The head of the log as far as this process knows it, for refusing `X-Min-Position` values beyond it. The store is
 * asked again only when a position is newer than the last head seen, and concurrent asks share one query.
 */
export class LogHead {
  private known: LogPosition = LOG_START;
  /** Calls of `isBeyond` so far; a refresh covers the calls made before it started. */
  private calls = 0;
  private refreshing: { covers: number; head: Promise<LogPosition> } | undefined;

  constructor(private readonly readHead: () => Promise<LogPosition>) {}

  /** Tells the cache about a position this process just wrote or saw committed. */
  observe(position: LogPosition): void {
    if (comparePositions(position, this.known) > 0) this.known = position;
  }

  async isBeyond(position: LogPosition): Promise<boolean> {
    if (comparePositions(position, this.known) <= 0) return false;
    const ticket = ++this.calls;
    for (;;) {
      const current = this.refreshing ?? (this.refreshing = { covers: this.calls, head: this.readHead() });
      let head: LogPosition;
      try {
        head = await current.head;
      } catch {
        // The store did not answer: not a reason to refuse the caller (the wait times out and answers stale).
        return false;
      } finally {
        if (this.refreshing === current) this.refreshing = undefined;
      }
      this.observe(head);
      // A read that began before this call may have missed a commit this caller saw: it needs a read of its own.
      if (current.covers >= ticket || comparePositions(position, this.known) <= 0) break;
    }
    return comparePositions(position, this.known) > 0;
  }
}
