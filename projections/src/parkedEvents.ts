import type { Pool, PoolClient } from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { formatPosition } from '@conectasst/events/envelope';
import type { EventDecoder, Projection, TableNames } from './projection';
import { advisoryLocks } from '@conectasst/events/postgres/advisoryLocks';

/**
 * Poison events (ADR 0155): an event a consumer (a projection or a process manager) failed to handle after its bounded
 * retries is set aside here, one row per (consumer, event), and the consumer goes on with the next one. Not a read
 * model (nothing is folded from the log into it, a rebuild leaves it alone), so it is created beside the checkpoints
 * and is not in docs/read-models.sql. The error is stored without the event's data (no personal data).
 */
export const PARKED_EVENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS parked_events (
  consumer         text NOT NULL,
  event_id         text NOT NULL,
  commit_position  bigint NOT NULL,
  prepare_position bigint NOT NULL,
  stream_id        text NOT NULL,
  revision         integer NOT NULL,
  event_type       text NOT NULL,
  error            text NOT NULL,
  attempts         integer NOT NULL DEFAULT 1,
  first_seen       timestamptz NOT NULL DEFAULT now(),
  last_seen        timestamptz NOT NULL DEFAULT now(),
  state            text NOT NULL DEFAULT 'parked' CHECK (state IN ('parked', 'reprocessed', 'ignored')),
  resolved_by      text,
  resolved_at      timestamptz,
  PRIMARY KEY (consumer, event_id)
);
CREATE INDEX IF NOT EXISTS parked_events_open ON parked_events (consumer, commit_position, prepare_position) WHERE state = 'parked';
COMMENT ON TABLE parked_events IS 'Events a projection or process could not handle after its bounded retries, set aside so it goes on with the next (ADR 0155).';
`;

export type ParkedState = 'parked' | 'reprocessed' | 'ignored';

/** Creates the table when missing; serialized between processes starting at once (CREATE … IF NOT EXISTS races). */
export async function migrateParkedEvents(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.kafkaRelayAndParkedEventsSchema]);
    await client.query(PARKED_EVENTS_SCHEMA);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A failure a consumer states is not the event's (e.g. the read models it waits for are behind): never parks. */
export class TransientFailure extends Error {
  readonly transient = true;
}

/** SQLSTATE classes that say nothing about the event: connection, resources, operator, system, serialization. */
const TRANSIENT_SQLSTATE = /^(08|53|57|58|40|55)/;
const TRANSIENT_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/**
 * True when the failure is the environment's (database down, deadlock, lock timeout), not the event's: such a
 * failure is retried for as long as it lasts and never parks an event.
 */
export function isTransientFailure(error: unknown): boolean {
  if ((error as { transient?: unknown } | undefined)?.transient === true) return true;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && TRANSIENT_SQLSTATE.test(code)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return TRANSIENT_MESSAGE.test(message);
}

/**
 * The error as stored and shown to admins: the SQLSTATE and the message, with every quoted value and anything that
 * looks like an e-mail address or a long number blanked (PostgreSQL quotes the offending input in its messages).
 */
export function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const cleaned = message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/[^\s@]+@[^\s@]+/g, '…@…')
    .replace(/\d{5,}/g, '…')
    .replace(/\p{Cc}/gu, ' ');
  const text = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? `${code}: ${cleaned}` : cleaned;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/** Parks `event` for `consumer` (inside the caller's transaction); a second failure of a parked event counts an attempt. */
export async function parkEvent(
  db: Pool | PoolClient,
  consumer: string,
  event: RecordedEvent,
  error: unknown,
  attempts: number,
): Promise<void> {
  await db.query(
    `INSERT INTO parked_events (consumer, event_id, commit_position, prepare_position, stream_id, revision, event_type, error, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (consumer, event_id) DO UPDATE SET error = EXCLUDED.error, attempts = parked_events.attempts + EXCLUDED.attempts,
       last_seen = now(), state = 'parked', resolved_by = NULL, resolved_at = NULL
     WHERE parked_events.state <> 'ignored'`,
    [
      consumer,
      event.id,
      event.position.commit.toString(),
      event.position.prepare.toString(),
      event.streamId,
      event.revision,
      event.type,
      describeFailure(error),
      attempts,
    ],
  );
}

export interface ParkedEvent {
  consumer: string;
  eventId: string;
  position: string;
  streamId: string;
  revision: number;
  eventType: string;
  error: string;
  attempts: number;
  firstSeen: Date;
  lastSeen: Date;
  state: ParkedState;
  resolvedBy: string | null;
  resolvedAt: Date | null;
}

interface ParkedRow {
  consumer: string;
  event_id: string;
  commit_position: string;
  prepare_position: string;
  stream_id: string;
  revision: number;
  event_type: string;
  error: string;
  attempts: number;
  first_seen: Date;
  last_seen: Date;
  state: ParkedState;
  resolved_by: string | null;
  resolved_at: Date | null;
}

const toParked = (row: ParkedRow): ParkedEvent => ({
  consumer: row.consumer,
  eventId: row.event_id,
  position: formatPosition({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }),
  streamId: row.stream_id,
  revision: row.revision,
  eventType: row.event_type,
  error: row.error,
  attempts: row.attempts,
  firstSeen: row.first_seen,
  lastSeen: row.last_seen,
  state: row.state,
  resolvedBy: row.resolved_by,
  resolvedAt: row.resolved_at,
});

export const positionOf = (row: { commit_position: string; prepare_position: string }): LogPosition => ({
  commit: BigInt(row.commit_position),
  prepare: BigInt(row.prepare_position),
});

/** Parked events, newest first, optionally of one state; undefined-safe before the table exists (nothing parked). */
export async function listParkedEvents(
  db: Pool | PoolClient,
  { state, limit = 50, offset = 0 }: { state?: ParkedState; limit?: number; offset?: number } = {},
): Promise<{ items: ParkedEvent[]; total: number }> {
  if (!(await parkedTableExists(db))) return { items: [], total: 0 };
  const where = state ? 'WHERE state = $3' : '';
  const rows = await db.query<ParkedRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM parked_events ${where}
      ORDER BY last_seen DESC, commit_position DESC, consumer LIMIT $1 OFFSET $2`,
    state ? [limit, offset, state] : [limit, offset],
  );
  return { items: rows.rows.map(toParked), total: Number(rows.rows[0]?.total ?? 0) };
}

/** Events still parked, per consumer (consumers with none are absent). */
export async function countParkedEvents(db: Pool | PoolClient): Promise<Map<string, number>> {
  if (!(await parkedTableExists(db))) return new Map();
  const rows = await db.query<{ consumer: string; n: string }>(
    "SELECT consumer, count(*) AS n FROM parked_events WHERE state = 'parked' GROUP BY consumer ORDER BY consumer",
  );
  return new Map(rows.rows.map((r) => [r.consumer, Number(r.n)]));
}

async function parkedTableExists(db: Pool | PoolClient): Promise<boolean> {
  const result = await db.query("SELECT to_regclass('parked_events') IS NOT NULL AS exists");
  return Boolean(result.rows[0]?.exists);
}

/** The parked row, locked for the caller's transaction when it is still parked; undefined otherwise. */
export async function lockParkedEvent(
  db: PoolClient,
  consumer: string,
  eventId: string,
): Promise<ParkedEvent | undefined> {
  const rows = await db.query<ParkedRow>(
    "SELECT * FROM parked_events WHERE consumer = $1 AND event_id = $2 AND state = 'parked' FOR UPDATE",
    [consumer, eventId],
  );
  return rows.rows[0] ? toParked(rows.rows[0]) : undefined;
}

/** Marks a parked event resolved (inside the caller's transaction): reprocessed after a fix, or ignored by an admin. */
export async function resolveParkedEvent(
  db: Pool | PoolClient,
  consumer: string,
  eventId: string,
  state: Exclude<ParkedState, 'parked'>,
  by: string,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE parked_events SET state = $3, resolved_by = $4, resolved_at = now(), last_seen = last_seen
      WHERE consumer = $1 AND event_id = $2 AND state = 'parked'`,
    [consumer, eventId, state, by],
  );
  return result.rowCount === 1;
}

/** A reprocessing that failed again: the event stays parked, one more attempt, the new error. */
export async function recordFailedAttempt(
  db: Pool | PoolClient,
  consumer: string,
  eventId: string,
  error: unknown,
): Promise<void> {
  await db.query(
    "UPDATE parked_events SET attempts = attempts + 1, last_seen = now(), error = $3 WHERE consumer = $1 AND event_id = $2 AND state = 'parked'",
    [consumer, eventId, describeFailure(error)],
  );
}

/** How many times a consumer tries a failing batch (with backoff) before it finds the failing events and parks them. */
export const PARK_AFTER_FAILURES = 5;

/**
 * Applies `events` to `projection` one at a time inside the caller's open transaction, each behind a savepoint: an
 * event that fails to decode or to apply is rolled back alone and parked (attempts = `attempts`); the others are
 * applied. Events an admin chose to ignore are skipped. A transient failure (isTransientFailure) is thrown: it says
 * nothing about the event, and the caller's transaction is then rolled back and retried.
 */
export async function applyOneByOne(
  client: PoolClient,
  projection: Projection,
  tables: TableNames<string>,
  events: readonly RecordedEvent[],
  decoder: EventDecoder,
  attempts: number,
): Promise<{ event: RecordedEvent; error: unknown }[]> {
  if (events.length === 0) return [];
  const ignored = new Set(
    (
      await client.query<{ event_id: string }>(
        "SELECT event_id FROM parked_events WHERE consumer = $1 AND state = 'ignored' AND event_id = ANY($2)",
        [projection.name, events.map((e) => e.id)],
      )
    ).rows.map((r) => r.event_id),
  );
  const parked: { event: RecordedEvent; error: unknown }[] = [];
  for (const event of events) {
    if (ignored.has(event.id)) continue;
    await client.query('SAVEPOINT parked_event');
    try {
      const decoded = await decoder.decodeMany([event]);
      await projection.apply(client, decoded, tables);
      await client.query('RELEASE SAVEPOINT parked_event');
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT parked_event');
      await parkEvent(client, projection.name, event, error, attempts);
      parked.push({ event, error });
    }
  }
  return parked;
}

/** The one error line per parked event (ADR 0155): what, where, why; never the event's data. */
export function parkedLogFields(consumer: string, event: RecordedEvent, error: unknown): Record<string, unknown> {
  return {
    consumer,
    eventId: event.id,
    eventType: event.type,
    stream: event.streamId,
    position: formatPosition(event.position),
    error: describeFailure(error),
  };
}

/** Per consumer (in the order given), the ids of its events that are parked or ignored: what a rebuild leaves out. */
export async function setAsideEventIds(pool: Pool, consumers: readonly string[]): Promise<Set<string>[]> {
  await migrateParkedEvents(pool);
  const rows = await pool.query<{ consumer: string; event_id: string }>(
    "SELECT consumer, event_id FROM parked_events WHERE consumer = ANY($1) AND state IN ('parked', 'ignored')",
    [consumers],
  );
  return consumers.map((c) => new Set(rows.rows.filter((r) => r.consumer === c).map((r) => r.event_id)));
}
