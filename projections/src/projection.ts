import type { PoolClient } from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';

/** An event after the catalogue decoded it: upcast, personal data decrypted (or null when erased). */
export type ProjectedEvent = RecordedEvent & { erased?: boolean };

/**
 * A decoded event typed by the catalogue's definitions `D` (events/src/schemas): a `switch` on `type` narrows `data`
 * to that event's schema. (A personal field of an erased subject reads null whatever its schema says.)
 */
export type TypedEvent<D> = D extends unknown ? Omit<ProjectedEvent, 'type' | 'data'> & EventOf<D> : never;

/**
 * The batch as the events of `definitions`: the runner hands a projection only the types of its `eventTypes`, and the
 * catalogue decoded (and validated) their data, so the data has the shape the definitions state.
 */
export const typedEvents = <D>(events: readonly ProjectedEvent[], _definitions: readonly D[]): TypedEvent<D>[] =>
  events as unknown as TypedEvent<D>[];

/** The type names of `definitions`, for a projection's `eventTypes`. */
export const typesOf = (definitions: readonly { type: string }[]): string[] => definitions.map((d) => d.type);

/**
 * The `default` of an exhaustive `switch` over typed events: adding a definition the switch does not handle fails to
 * compile. Nothing happens at run time (the runner never hands over another type).
 */
export function exhaustive(_event: never): void {}

export interface EventDecoder {
  decodeMany(events: RecordedEvent[]): Promise<ProjectedEvent[]>;
}

/** Where a rebuild takes its batches from: the log, read and decoded (only the event types its read models read). */
export interface RebuildReader {
  /** The batch after `from`: its last position as read (undefined at the end of the log) and its selected events, decoded. */
  read(from: LogPosition, limit: number): Promise<{ upTo: LogPosition | undefined; events: ProjectedEvent[] }>;
  close(): Promise<void>;
}

/** Opens a rebuild's reader for the event types of the read models it rebuilds (ADR 0150: on a worker thread). */
export interface RebuildReading {
  open(types: ReadonlySet<string>): RebuildReader;
}

/** Physical table names by logical name: live tables, or fresh ones during a rebuild. */
export type TableNames<T extends string> = Record<T, string>;

/**
 * A read model: plain tables shaped for a screen, folded from events.
 * `apply` receives a whole batch and runs inside the transaction that also moves the checkpoint.
 */
export interface Projection<T extends string = string> {
  readonly name: string;
  readonly tables: readonly T[];
  /** Event types the projection reads; other events only advance its checkpoint. */
  readonly eventTypes: readonly string[];
  /**
   * Bump when the tables' shape or the meaning of their rows changes: the next start drops the tables and replays
   * the log into the new shape. Absent means 1.
   */
  readonly schemaVersion?: number;
  /** Creates the tables (and their indexes, unnamed so a rebuilt copy can be swapped in). */
  createTables(db: PoolClient, t: TableNames<T>): Promise<void>;
  apply(db: PoolClient, events: ProjectedEvent[], t: TableNames<T>): Promise<void>;
  /**
   * Optional, for rebuilds (ADR 0130): a session that folds every batch of the replay in memory, starting from empty
   * tables, and writes each table once at the end. It must leave the rows `apply` leaves for the same events
   * (projections/src/bulkRebuild.int.test.ts compares them).
   */
  bulkRebuild?(): BulkRebuild<T>;
}

export interface BulkRebuild<T extends string = string> {
  fold(events: ProjectedEvent[]): void;
  /**
   * Optional: after each batch's fold, writes the rows that no later event can change (an append-only read model's
   * new rows), in a transaction of its own, so they need not stay in memory until `finish`.
   */
  flush?(db: PoolClient, t: TableNames<T>): Promise<void>;
  finish(db: PoolClient, t: TableNames<T>): Promise<void>;
}

export function liveTables<T extends string>(projection: Projection<T>): TableNames<T> {
  return Object.fromEntries(projection.tables.map((t) => [t, t])) as unknown as TableNames<T>;
}

export function rebuildTables<T extends string>(projection: Projection<T>): TableNames<T> {
  return Object.fromEntries(projection.tables.map((t) => [t, `${t}__rebuild`])) as unknown as TableNames<T>;
}
