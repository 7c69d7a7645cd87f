/**
 * Shapes shared by every event-store adapter. Revisions are 1-based everywhere in the port
 * (revision 0 means "the stream does not exist yet").
 */

/**
 * Position of an event in the whole log, totally ordered: on PostgreSQL the pair (writing transaction, global
 * sequence) of docs/decisions/0001-event-store-on-postgresql.md; on EventStoreDB its commit and prepare positions
 * (docs/decisions/0061-eventstoredb-adapter.md).
 */
export interface LogPosition {
  /** Postgres: id of the writing transaction (xid8). EventStoreDB: commit position. */
  readonly commit: bigint;
  /** Postgres: global sequence number. EventStoreDB: prepare position. */
  readonly prepare: bigint;
}

export const LOG_START: LogPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function maxPosition(a: LogPosition, b: LogPosition): LogPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

/** Text form used in the X-Position / X-Min-Position headers: "<commit>.<prepare>". */
export function formatPosition(p: LogPosition): string {
  return `${p.commit}.${p.prepare}`;
}

export function parsePosition(text: string): LogPosition | undefined {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  if (!match) return undefined;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export interface EventMetadata {
  causationId?: string;
  correlationId?: string;
  /** Who caused the event: a user id, or "system" / "requester". */
  userId?: string;
  role?: string;
  idempotencyKey?: string;
  [key: string]: unknown;
}

export interface NewEvent {
  /** Optional deterministic id (e.g. derived from an idempotency key); a random UUID otherwise. */
  id?: string;
  type: string;
  version: number;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  version: number;
  streamId: string;
  /** 1-based revision inside its stream. */
  revision: number;
  /** Monotonic number unique in the whole log (the sequence value, or ESDB commit position). */
  globalPosition: bigint;
  /** Delivery order of the $all feed; checkpoints store this. */
  position: LogPosition;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** Exact revision (0 = stream must not exist), or one of the looser expectations. */
export type ExpectedRevision = number | 'any' | 'no_stream' | 'stream_exists';

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: number;
  /** Position of the last appended event. */
  position: LogPosition;
  /** True when every event was already there (same ids): an idempotent retry. */
  alreadyAppended: boolean;
}

/** One stream's part of an atomic multi-stream append (`EventStore.appendMany`). */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface StreamAppendResult {
  streamId: string;
  /** Revision of the last event now in this stream. */
  nextExpectedRevision: number;
  /** Position of this stream's last event of the call. */
  position: LogPosition;
}

export interface AppendManyResult {
  /** One entry per stream, in the order of the call. */
  streams: StreamAppendResult[];
  /** Position of the call's last event in the log (the X-Position of a command that made it). */
  position: LogPosition;
  /** True when every event was already there (same ids, same streams, same content): an idempotent retry. */
  alreadyAppended: boolean;
}
