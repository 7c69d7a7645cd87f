import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type {
  AppendManyResult,
  AppendResult,
  ExpectedRevision,
  LogPosition,
  NewEvent,
  RecordedEvent,
  StreamAppend,
  StreamAppendResult,
} from '../envelope';
import { LOG_START, maxPosition } from '../envelope';
import { assertSameRetry, WrongExpectedRevision } from '../errors';
import type { BatchHandler, EventStore, ReadStreamOptions, SubscribeOptions, Subscription } from '../eventStore';
import { checkExpectedRevision } from '../expectedRevision';
import { checkStreamAppends } from '../multiStreamAppend';
import { ownLogSource, pollingSubscription } from '../pollingSubscription';
import type { GroupedAppend } from './appendGroups';
import { AppendGroups } from './appendGroups';
import { migrateEventStore } from './schema';

const NOTIFY_CHANNEL = 'conectasst_events';
/**
 * The wake-up goes out after the append's COMMIT, in the same round trip, as a transaction of its own (ADR 0130): a
 * NOTIFY inside the writing transaction holds PostgreSQL's one notification-queue lock through that transaction's
 * commit, so concurrent appends committed one after another instead of sharing WAL flushes (8 writers: 0.30 → 0.78 of
 * a bare insert in bench/src/appendProfile.ts). The notification is a hint only; subscribers poll for the
 * truth, and a wake-up lost with the connection right after the COMMIT only waits for their next poll.
 */
const COMMIT_AND_NOTIFY = `COMMIT; SELECT pg_notify('${NOTIFY_CHANNEL}', '')`;
/** Appends of up to this many events take the one-round-trip path (see `appendInOneRoundTrip`). */
const ONE_ROUND_TRIP_MAX_EVENTS = 10;
/** A commit group takes at most this many events (one literal query; ADR 0153). */
const GROUP_MAX_EVENTS = 160;

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Connections for appends and reads. */
  poolSize?: number;
  /** Polling fallback when no NOTIFY arrives. */
  pollIntervalMs?: number;
  /** Whether to LISTEN for wake-ups (polling still runs). */
  listen?: boolean;
  /**
   * Pause of a subscription after a batch with events (default 5 ms), so appends that arrive together are read and
   * applied together. At 200 commands/s it took the freshness p99 from 138 to 87 ms (docs/benchmarks.md).
   */
  coalesceMs?: number;
  /**
   * Commit grouping (ADR 0153): group transactions open at once; appends arriving meanwhile wait and go together in
   * the next one. Default 2.
   */
  appendGroupsInFlight?: number;
}

interface EventRow {
  global_position: string;
  tx_text: string;
  event_id: string;
  stream_id: string;
  revision: number;
  event_type: string;
  event_version: number;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const SELECT_COLUMNS =
  'global_position, transaction_id::text AS tx_text, event_id, stream_id, revision, event_type, event_version, data, metadata, recorded_at';

function toRecorded(row: EventRow): RecordedEvent {
  const globalPosition = BigInt(row.global_position);
  return {
    id: row.event_id,
    type: row.event_type,
    version: row.event_version,
    streamId: row.stream_id,
    revision: row.revision,
    globalPosition,
    position: { commit: BigInt(row.tx_text), prepare: globalPosition },
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}

/**
 * Creates a pool whose sessions cannot hold a transaction open forever (it would stall every reader). `keepWarm`: the
 * connections once opened stay open (no idle timeout below `max`), so a burst never waits for a new backend (its fork,
 * authentication, empty catalog caches and statements prepared again): the read models' pool, which serves requests.
 */
export function createPool(connectionString: string, max = 10, { keepWarm = false } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(keepWarm ? { min: max } : {}),
    idle_in_transaction_session_timeout: 15_000,
    application_name: 'conectasst',
  });
  // An idle client that loses its connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  // Nor may a checked-out client between two statements (inside a transaction): pg emits the server's FATAL
  // ("terminating connection") as an 'error' event when no query is running. The next statement on it fails and the
  // caller sees that error; the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** A stream's part of `appendMany` with every event's id chosen (given or random) before the first attempt. */
type IdentifiedAppend = Omit<StreamAppend, 'events'> & { events: (NewEvent & { id: string })[] };
/** A row the one-round-trip writes answer: each written event, with its stream's new revision. */
type WrittenRow = { stream_id: string; global_position: string; transaction_id: string; revision: number };
/** One caller's append in a commit group: its streams, written all or nothing. */
type GroupEntry = GroupedAppend & { appends: readonly IdentifiedAppend[] };

const groupEntry = (appends: readonly IdentifiedAppend[]): GroupEntry => ({
  appends,
  streamIds: appends.map((a) => a.streamId),
  eventCount: appends.reduce((n, a) => n + a.events.length, 0),
});

/** The SQL condition on `revision` (the stream's current revision, 0 when absent) for an expectation. */
function revisionCondition(expected: ExpectedRevision): string {
  if (expected === 'any') return 'true';
  if (expected === 'no_stream') return 'revision = 0';
  if (expected === 'stream_exists') return 'revision > 0';
  return `revision = ${Number(expected)}`;
}

/**
 * The per-stream locks of a multi-stream append, taken in the order of their keys (the same keys as a single append's
 * lock), so that two calls naming the same streams in any order wait for each other instead of deadlocking. Taken
 * before any write, as in `append`: the transaction gets its id only after it holds every lock.
 */
function lockStreamsStatement(client: pg.PoolClient, streamIds: readonly string[]): string {
  return `SELECT count(pg_advisory_xact_lock(k)) FROM (
            SELECT DISTINCT hashtextextended(s, 0) AS k FROM unnest(ARRAY[${streamIds.map((id) => client.escapeLiteral(id)).join(',')}]::text[]) AS s
             ORDER BY k) AS keys`;
}

/** The result of a write of every stream of the call: each stream's last event, and the call's last event. */
function appendManyResult(
  appends: readonly StreamAppend[],
  inserted: readonly { stream_id: string; global_position: string; transaction_id: string }[],
  revisionOf: (streamId: string) => number,
): AppendManyResult {
  const positionOf = (row: { global_position: string; transaction_id: string }): LogPosition => ({
    commit: BigInt(row.transaction_id),
    prepare: BigInt(row.global_position),
  });
  const streams = appends.map(({ streamId }) => ({
    streamId,
    nextExpectedRevision: revisionOf(streamId),
    position: inserted
      .filter((r) => r.stream_id === streamId)
      .map(positionOf)
      .reduce(maxPosition),
  }));
  return { streams, position: inserted.map(positionOf).reduce(maxPosition), alreadyAppended: false };
}

export class PostgresEventStore implements EventStore {
  readonly pool: pg.Pool;
  private listener: pg.Client | undefined;
  private listenerStarting: Promise<void> | undefined;
  private readonly wakeUps = new Set<() => void>();
  private closed = false;
  private readonly groups: AppendGroups<GroupEntry, AppendManyResult>;

  private constructor(private readonly options: PostgresEventStoreOptions) {
    this.pool = createPool(options.connectionString, options.poolSize ?? 10);
    this.groups = new AppendGroups((entries) => this.writeGroup(entries), {
      maxInFlight: options.appendGroupsInFlight ?? 2,
      maxEvents: GROUP_MAX_EVENTS,
    });
  }

  static async connect(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(options);
    await migrateEventStore(store.pool);
    return store;
  }

  async append(streamId: string, given: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (given.length === 0) throw new Error('append needs at least one event');
    // Every id chosen before the first attempt: a group that committed although its answer was lost is a retry below.
    const events = given.map((e) => ({ ...e, id: e.id ?? randomUUID() }));
    // Commands append a few events; large batches go the parameterized way (inlining their data measured slower).
    if (events.length <= ONE_ROUND_TRIP_MAX_EVENTS) {
      const written = await this.groups.submit(groupEntry([{ streamId, events, expectedRevision }]));
      if (written)
        return {
          nextExpectedRevision: written.streams[0]!.nextExpectedRevision,
          position: written.position,
          alreadyAppended: false,
        };
    }
    const client = await this.pool.connect();
    try {
      // Nothing was written: a wrong expected revision or a retry. The steps below tell which, under the same lock.
      // BEGIN and the per-stream lock in one round trip (a simple multi-statement query, hence the escaped literal).
      // The lock is taken before the transaction gets its id (no write yet): writers of one stream then get
      // increasing transaction ids, so the $all order keeps each stream's revision order.
      await client.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtextextended(${client.escapeLiteral(streamId)}, 0))`);
      // A new statement, so a new snapshot: it sees every append to this stream that committed before the lock.
      const ids = events.map((e) => e.id);
      const head = await client.query<{ revision: number | null; retried: boolean }>(
        `SELECT (SELECT revision FROM streams WHERE stream_id = $1) AS revision,
                (cardinality($2::uuid[]) > 0 AND EXISTS (SELECT 1 FROM events WHERE event_id = ANY($2::uuid[]))) AS retried`,
        [streamId, ids],
      );
      if (head.rows[0]!.retried) {
        const retried = await this.findRetried(client, streamId, events);
        if (retried) {
          await client.query('ROLLBACK');
          return retried;
        }
      }
      const currentRevision = head.rows[0]!.revision ?? 0;
      if (!checkExpectedRevision(expectedRevision, currentRevision)) {
        throw new WrongExpectedRevision(streamId, expectedRevision, currentRevision);
      }
      const next = currentRevision + events.length;
      // Stream revision, events and the wake-up in one statement: one round trip for the whole write.
      const inserted = await client.query<{ global_position: string; transaction_id: string }>(
        `WITH stream AS (
           INSERT INTO streams (stream_id, revision) VALUES ($2, $8)
           ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision
           RETURNING 1
         ), appended AS (
           INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data, metadata)
           SELECT * FROM unnest($1::uuid[], $9::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
           RETURNING global_position, transaction_id
         )
         SELECT global_position, transaction_id::text AS transaction_id,
                (SELECT count(*) FROM stream) AS stream_rows
           FROM appended`,
        [
          events.map((e) => e.id),
          streamId,
          events.map((_, i) => currentRevision + i + 1),
          events.map((e) => e.type),
          events.map((e) => e.version),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
          next,
          events.map(() => streamId),
        ],
      );
      await client.query(COMMIT_AND_NOTIFY);
      const last = inserted.rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
      return {
        nextExpectedRevision: next,
        position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
        alreadyAppended: false,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  readonly supportsAtomicMultiStreamAppend = true;

  /**
   * Several streams in one transaction (ADR 0119): the streams' locks in one order, then the checks, then one write of
   * every stream's revision and events. The events share the transaction id, so `readAll` (ordered by transaction id,
   * then global position, and holding back open transactions) delivers them adjacent and only once all are committed.
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    checkStreamAppends(appends);
    const withIds: IdentifiedAppend[] = appends.map((a) => ({
      ...a,
      events: a.events.map((e) => ({ ...e, id: e.id ?? randomUUID() })),
    }));
    const entry = groupEntry(withIds);
    if (entry.eventCount <= ONE_ROUND_TRIP_MAX_EVENTS) {
      const written = await this.groups.submit(entry);
      if (written) return written;
    }
    const client = await this.pool.connect();
    try {
      // Nothing was written: a wrong revision, a retry, or a call too large for one literal query. Under the same
      // locks, tell which and write with parameters.
      await client.query(
        `BEGIN; ${lockStreamsStatement(
          client,
          appends.map((a) => a.streamId),
        )}`,
      );
      const streamIds = appends.map((a) => a.streamId);
      const ids = withIds.flatMap((a) => a.events.map((e) => e.id));
      const head = await client.query<{ stream_id: string | null; revision: number | null; retried: boolean }>(
        `SELECT s.stream_id, s.revision,
                (cardinality($2::uuid[]) > 0 AND EXISTS (SELECT 1 FROM events WHERE event_id = ANY($2::uuid[]))) AS retried
           FROM (SELECT 1) one LEFT JOIN streams s ON s.stream_id = ANY($1::text[])`,
        [streamIds, ids],
      );
      const revisions = new Map(
        head.rows.filter((r) => r.stream_id !== null).map((r) => [r.stream_id!, r.revision ?? 0]),
      );
      if (head.rows[0]!.retried) {
        const retried = await this.findRetriedMany(client, withIds, revisions);
        await client.query('ROLLBACK');
        return retried;
      }
      for (const { streamId, expectedRevision } of appends) {
        const current = revisions.get(streamId) ?? 0;
        if (!checkExpectedRevision(expectedRevision, current))
          throw new WrongExpectedRevision(streamId, expectedRevision, current);
      }
      const rows = withIds.flatMap(({ streamId, events }) =>
        events.map((e, i) => ({ streamId, revision: (revisions.get(streamId) ?? 0) + i + 1, event: e })),
      );
      const inserted = await client.query<{ stream_id: string; global_position: string; transaction_id: string }>(
        `WITH stream AS (
           INSERT INTO streams (stream_id, revision) SELECT * FROM unnest($8::text[], $9::int[])
           ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision
           RETURNING 1
         ), appended AS (
           INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data, metadata)
           SELECT id, stream_id, revision, type, version, data, metadata
             FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
                  WITH ORDINALITY AS e(id, stream_id, revision, type, version, data, metadata, ord)
            ORDER BY ord
           RETURNING stream_id, global_position, transaction_id
         )
         SELECT stream_id, global_position, transaction_id::text AS transaction_id,
                (SELECT count(*) FROM stream) AS stream_rows
           FROM appended`,
        [
          rows.map((r) => r.event.id),
          rows.map((r) => r.streamId),
          rows.map((r) => r.revision),
          rows.map((r) => r.event.type),
          rows.map((r) => r.event.version),
          rows.map((r) => JSON.stringify(r.event.data)),
          rows.map((r) => JSON.stringify(r.event.metadata ?? {})),
          streamIds,
          appends.map((a) => (revisions.get(a.streamId) ?? 0) + a.events.length),
        ],
      );
      await client.query(COMMIT_AND_NOTIFY);
      return appendManyResult(
        appends,
        inserted.rows,
        (streamId) => (revisions.get(streamId) ?? 0) + appends.find((a) => a.streamId === streamId)!.events.length,
      );
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * One commit group (ADR 0153) as one simple multi-statement query: BEGIN, the locks of every stream of every append
   * in one order, one statement that writes each append whose expectations all hold and none of whose ids is stored
   * (each append all or nothing, independently of the others), COMMIT, then the wake-up. The simple protocol takes no
   * parameters, hence every value as an escaped literal. Answers each append's result, or undefined for one it did not
   * write. The appends share no stream (`AppendGroups`), so each stream's head is read once.
   */
  private async writeGroup(entries: readonly GroupEntry[]): Promise<(AppendManyResult | undefined)[]> {
    const client = await this.pool.connect();
    try {
      const alone = entries.length === 1 && entries[0]!.appends.length === 1 ? entries[0]!.appends[0]! : undefined;
      if (alone) return [await this.appendAloneInOneRoundTrip(client, alone)];
      const literal = (value: string) => client.escapeLiteral(value);
      const array = (values: string[], type: string) => `ARRAY[${values.map(literal).join(',')}]::${type}[]`;
      const parts = entries.flatMap((entry, e) => entry.appends.map((a) => ({ ...a, entry: e + 1 })));
      const events = parts.flatMap((a, p) => a.events.map((e, i) => ({ ...e, part: p + 1, offset: i + 1 })));
      const holds = parts.map((a, p) => `WHEN ${p + 1} THEN ${revisionCondition(a.expectedRevision)}`).join(' ');
      const results = (await client.query(
        `BEGIN;
         ${lockStreamsStatement(
           client,
           parts.map((a) => a.streamId),
         )};
         WITH head AS (
           SELECT p.part, p.entry, p.stream_id, p.n, coalesce(s.revision, 0) AS revision
             FROM (VALUES ${parts.map((a, p) => `(${p + 1}, ${a.entry}, ${literal(a.streamId)}, ${a.events.length})`).join(', ')}) AS p(part, entry, stream_id, n)
             LEFT JOIN streams s ON s.stream_id = p.stream_id
         ), given AS (
           SELECT * FROM unnest(${array(
             events.map((e) => e.id),
             'uuid',
           )}, ARRAY[${events.map((e) => e.part).join(',')}]::int[],
                                ARRAY[${events.map((e) => e.offset).join(',')}]::int[], ${array(
                                  events.map((e) => e.type),
                                  'text',
                                )},
                                ARRAY[${events.map((e) => Number(e.version)).join(',')}]::int[], ${array(
                                  events.map((e) => JSON.stringify(e.data)),
                                  'jsonb',
                                )},
                                ${array(
                                  events.map((e) => JSON.stringify(e.metadata ?? {})),
                                  'jsonb',
                                )})
                  WITH ORDINALITY AS e(id, part, n, type, version, data, metadata, ord)
         ), refused AS (
           SELECT entry FROM head WHERE NOT (CASE part ${holds} END)
           UNION
           SELECT head.entry FROM given JOIN head ON head.part = given.part
            WHERE EXISTS (SELECT 1 FROM events WHERE event_id = given.id)
         ), ok AS (
           SELECT * FROM head WHERE entry NOT IN (SELECT entry FROM refused)
         ), stream AS (
           INSERT INTO streams (stream_id, revision) SELECT stream_id, revision + n FROM ok
           ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision
           RETURNING stream_id, revision
         ), appended AS (
           INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data, metadata)
           SELECT given.id, ok.stream_id, ok.revision + given.n, given.type, given.version, given.data, given.metadata
             FROM given JOIN ok ON ok.part = given.part
            ORDER BY given.ord
           RETURNING stream_id, global_position, transaction_id
         )
         SELECT a.stream_id, a.global_position, a.transaction_id::text AS transaction_id,
                (SELECT s.revision FROM stream s WHERE s.stream_id = a.stream_id) AS revision
           FROM appended a;
         ${COMMIT_AND_NOTIFY}`,
      )) as unknown as pg.QueryResult<WrittenRow>[];
      const inserted = results[2]!.rows;
      return entries.map(({ appends, streamIds }) => {
        const rows = inserted.filter((r) => streamIds.includes(r.stream_id));
        if (rows.length === 0) return undefined;
        return appendManyResult(appends, rows, (streamId) => rows.find((r) => r.stream_id === streamId)!.revision);
      });
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * A group of one append to one stream (every append at low load): the group's statement without its joins, which
   * measured 0.6 instead of 0.85 ms per append with one writer (docs/benchmarks.md). BEGIN, the stream's lock, a
   * conditional write of its revision and events, COMMIT, then the wake-up, in one round trip; undefined, having
   * written nothing, when the condition fails.
   */
  private async appendAloneInOneRoundTrip(
    client: pg.PoolClient,
    { streamId, events, expectedRevision }: IdentifiedAppend,
  ): Promise<AppendManyResult | undefined> {
    const literal = (value: string) => client.escapeLiteral(value);
    const array = (values: string[], type: string) => `ARRAY[${values.map(literal).join(',')}]::${type}[]`;
    const stream = literal(streamId);
    const ids = events.map((e) => e.id);
    const results = (await client.query(
      `BEGIN;
       SELECT pg_advisory_xact_lock(hashtextextended(${stream}, 0));
       WITH head AS (
         SELECT coalesce((SELECT revision FROM streams WHERE stream_id = ${stream}), 0) AS revision
       ), ok AS (
         SELECT revision FROM head
          WHERE ${revisionCondition(expectedRevision)} AND NOT EXISTS (SELECT 1 FROM events WHERE event_id = ANY(${array(ids, 'uuid')}))
       ), stream AS (
         INSERT INTO streams (stream_id, revision) SELECT ${stream}, revision + ${events.length} FROM ok
         ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision
         RETURNING revision
       ), appended AS (
         INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data, metadata)
         SELECT e.id, ${stream}, ok.revision + e.ord, e.type, e.version, e.data, e.metadata
           FROM ok, unnest(${array(ids, 'uuid')}, ${array(
             events.map((e) => e.type),
             'text',
           )}, ARRAY[${events.map((e) => Number(e.version)).join(',')}]::int[],
                           ${array(
                             events.map((e) => JSON.stringify(e.data)),
                             'jsonb',
                           )}, ${array(
                             events.map((e) => JSON.stringify(e.metadata ?? {})),
                             'jsonb',
                           )})
                WITH ORDINALITY AS e(id, type, version, data, metadata, ord)
         RETURNING global_position, transaction_id
       )
       SELECT ${stream} AS stream_id, global_position, transaction_id::text AS transaction_id, (SELECT max(revision) FROM stream) AS revision
         FROM appended;
       ${COMMIT_AND_NOTIFY}`,
    )) as unknown as pg.QueryResult<WrittenRow>[];
    const inserted = results[2]!.rows;
    if (inserted.length === 0) return undefined;
    return appendManyResult([{ streamId, events, expectedRevision }], inserted, () => inserted[0]!.revision);
  }

  /** `findRetried` over every stream of the call: all ids stored in their streams with the same content, or a conflict. */
  private async findRetriedMany(
    client: pg.PoolClient,
    appends: readonly StreamAppend[],
    revisions: ReadonlyMap<string, number>,
  ): Promise<AppendManyResult> {
    const ids = appends.flatMap((a) => a.events.map((e) => e.id).filter((id): id is string => id !== undefined));
    const existing = await client.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [ids],
    );
    const found = new Map(existing.rows.map(toRecorded).map((e) => [e.id, e]));
    const streams: StreamAppendResult[] = appends.map(({ streamId, events }) => {
      let position: LogPosition = LOG_START;
      for (const event of events) {
        const match = event.id === undefined ? undefined : found.get(event.id);
        assertSameRetry(streamId, event, match, '(sem id)');
        position = maxPosition(position, match.position);
      }
      return { streamId, nextExpectedRevision: revisions.get(streamId) ?? 0, position };
    });
    return { streams, position: streams.map((s) => s.position).reduce(maxPosition), alreadyAppended: true };
  }

  /** An append whose event ids are already stored is a retry: same events → same result; different → conflict. */
  private async findRetried(
    client: pg.PoolClient,
    streamId: string,
    events: NewEvent[],
  ): Promise<AppendResult | undefined> {
    const ids = events.map((e) => e.id).filter((id): id is string => id !== undefined);
    if (ids.length === 0) return undefined;
    const existing = await client.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [ids],
    );
    if (existing.rows.length === 0) return undefined;
    const found = existing.rows.map(toRecorded);
    for (const event of events) {
      assertSameRetry(
        streamId,
        event,
        found.find((e) => e.id === event.id),
        '(sem id)',
      );
    }
    const revision = await client.query<{ revision: number }>('SELECT revision FROM streams WHERE stream_id = $1', [
      streamId,
    ]);
    return {
      nextExpectedRevision: revision.rows[0]?.revision ?? 0,
      position: found[found.length - 1]!.position,
      alreadyAppended: true,
    };
  }

  async read(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      [streamId, options.fromRevision ?? 1],
    );
    return result.rows.map(toRecorded);
  }

  /**
   * The stream categories (the stream id up to its first '-') with their streams and events, for "Eventos" (ADR 0178):
   * read from `streams` (one row per stream, its revision is its event count), never a scan of `events`.
   */
  async streamCategories(): Promise<{ category: string; streams: number; events: number }[]> {
    const result = await this.pool.query<{ category: string; streams: number; events: string }>(
      `SELECT split_part(stream_id, '-', 1) AS category, count(*)::int AS streams, sum(revision)::bigint AS events
         FROM streams GROUP BY 1 ORDER BY 1`,
    );
    return result.rows.map((r) => ({ category: r.category, streams: r.streams, events: Number(r.events) }));
  }

  /**
   * One page of a stream for "Eventos" (ADR 0178): up to `limit` events after the global position `after`, in revision
   * order, of the given types and recorded in [since, until). Keyset on the stream's own `(stream_id, revision)` index:
   * appends to one stream are serialized, so an event appended while someone pages has a higher revision (and global
   * position) than any already shown — nothing repeats, nothing is skipped. `revision`: the stream's event count.
   */
  async readStreamPage(
    streamId: string,
    page: { after: bigint; limit: number; types?: readonly string[]; since?: Date; until?: Date },
  ): Promise<{ revision: number; events: RecordedEvent[] }> {
    const head = await this.pool.query<{ revision: number }>('SELECT revision FROM streams WHERE stream_id = $1', [
      streamId,
    ]);
    const revision = head.rows[0]?.revision ?? 0;
    if (revision === 0) return { revision, events: [] };
    const result = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
        WHERE stream_id = $1
          AND revision > coalesce((SELECT revision FROM events WHERE global_position = $2 AND stream_id = $1), 0)
          AND global_position > $2
          AND ($3::text[] IS NULL OR event_type = ANY($3::text[]))
          AND ($4::timestamptz IS NULL OR recorded_at >= $4)
          AND ($5::timestamptz IS NULL OR recorded_at < $5)
        ORDER BY revision
        LIMIT $6`,
      [
        streamId,
        page.after.toString(),
        page.types ? [...page.types] : null,
        page.since ?? null,
        page.until ?? null,
        page.limit,
      ],
    );
    return { revision, events: result.rows.map(toRecorded) };
  }

  async readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [from.commit.toString(), from.prepare.toString(), limit],
    );
    return result.rows.map(toRecorded);
  }

  /** How many events follow `from` (at most `cap`): projection and relay lag for the metrics. */
  async countAfter(from: LogPosition, cap: number): Promise<number> {
    const result = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM events
        WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        LIMIT $3) behind`,
      [from.commit.toString(), from.prepare.toString(), cap],
    );
    return result.rows[0]?.n ?? 0;
  }

  async headPosition(): Promise<LogPosition> {
    // Every committed event counts, even one that readAll still holds back behind an older open transaction (in any
    // database of the cluster: transaction ids are cluster-wide). A wait for this position therefore covers all
    // that committed before the call, instead of stopping short at the oldest open transaction.
    const result = await this.pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM events
        ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) } : LOG_START;
  }

  subscribe(from: LogPosition, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    if (this.options.listen !== false) void this.ensureListener();
    return pollingSubscription(ownLogSource(this, this.wakeUps), from, handler, {
      pollIntervalMs: this.options.pollIntervalMs ?? 250,
      coalesceMs: this.options.coalesceMs ?? 5,
      ...options,
    });
  }

  /** One LISTEN connection per store; NOTIFY is only a hint, so losing it just means waiting for the next poll. */
  private ensureListener(): Promise<void> {
    if (this.listener || this.closed) return Promise.resolve();
    this.listenerStarting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.options.connectionString,
        application_name: 'conectasst-listen',
      });
      client.on('notification', () => {
        for (const wake of this.wakeUps) wake();
      });
      client.on('error', () => {
        this.listener = undefined;
        this.listenerStarting = undefined;
        client.end().catch(() => undefined);
        if (!this.closed) setTimeout(() => void this.ensureListener().catch(() => undefined), 1_000);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
        if (this.closed) {
          await client.end();
          return;
        }
        this.listener = client;
      } catch {
        this.listenerStarting = undefined;
        await client.end().catch(() => undefined);
        if (!this.closed) setTimeout(() => void this.ensureListener().catch(() => undefined), 1_000);
      }
    })();
    return this.listenerStarting;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeUps.clear();
    await this.listenerStarting?.catch(() => undefined);
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
    await this.pool.end();
  }
}
