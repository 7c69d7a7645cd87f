import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  eventTypeFilter,
  jsonEvent,
  streamNameFilter,
} from '@eventstore/db-client';
import type {
  AllStreamRecordedEvent,
  AllStreamSubscription,
  AppendExpectedRevision,
  Filter,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { AppendManyResult, AppendResult, EventMetadata, ExpectedRevision, LogPosition, NewEvent, RecordedEvent, StreamAppend } from '../envelope';
import { LOG_START, comparePositions } from '../envelope';
import { IdempotencyConflict, MultiStreamAppendUnsupported, WrongExpectedRevision } from '../errors';
import type { BatchHandler, EventStore, ReadStreamOptions, SubscribeOptions, Subscription } from '../eventStore';
import { checkExpectedRevision } from '../expectedRevision';
import { checkStreamAppends } from '../multiStreamAppend';

export interface EventStoreDbOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  connectionString: string;
  /**
   * Optional namespace: every stream is stored as `<namespace>:<stream>` and only those streams are read back.
   * Lets several stores (the contract suite's fresh stores, or several environments) share one server.
   */
  namespace?: string;
  /** Longest wait before a dropped subscription is opened again. */
  maxBackoffMs?: number;
}

/** Our schema version travels in the ESDB metadata under this key; the rest of the metadata is ours as is. */
const VERSION_KEY = '$eventVersion';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `EventStore` port over EventStoreDB (gRPC client). Revisions are 1-based in the port and 0-based in
 * EventStoreDB: port revision = ESDB revision + 1, and "no stream" is revision 0. Positions are ESDB's
 * (commit, prepare) pair as they are; the global position is the commit position.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly client: EventStoreDBClient;
  private readonly prefix: string;

  constructor(private readonly options: EventStoreDbOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
    this.prefix = options.namespace ? `${options.namespace}:` : '';
  }

  private physical(streamId: string): string {
    return this.prefix + streamId;
  }

  /** The port's stream id of a stored event, or undefined when the event is not ours (system or other namespace). */
  private logical(streamName: string): string | undefined {
    if (streamName.startsWith('$')) return undefined;
    if (!this.prefix) return streamName;
    return streamName.startsWith(this.prefix) ? streamName.slice(this.prefix.length) : undefined;
  }

  private toRecorded(event: EsdbRecordedEvent, fallbackPosition?: Position): RecordedEvent | undefined {
    const streamId = this.logical(event.streamId);
    if (streamId === undefined || event.type.startsWith('$') || !event.isJson) return undefined;
    const stored = (event.metadata ?? {}) as Record<string, unknown>;
    const { [VERSION_KEY]: version, ...metadata } = stored;
    const position = event.position ?? fallbackPosition;
    if (!position) throw new Error(`EventStoreDB returned ${event.id} without a position`);
    return {
      id: event.id,
      type: event.type,
      version: typeof version === 'number' ? version : 1,
      streamId,
      revision: Number(event.revision) + 1,
      globalPosition: position.commit,
      position: { commit: position.commit, prepare: position.prepare },
      data: event.data as Record<string, unknown>,
      metadata: metadata as EventMetadata,
      recordedAt: event.created,
    };
  }

  private toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
    switch (expected) {
      case 'any':
        return ANY;
      case 'no_stream':
        return NO_STREAM;
      case 'stream_exists':
        return STREAM_EXISTS;
      default:
        return expected === 0 ? NO_STREAM : BigInt(expected - 1);
    }
  }

  private static actualRevision(error: WrongExpectedVersionError): number {
    const current = error.actualVersion;
    return typeof current === 'bigint' ? Number(current) + 1 : 0;
  }

  async append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const withIds = events.map((e) => ({ ...e, id: e.id ?? randomUUID() }));
    const idempotent = events.some((e) => e.id !== undefined);
    // With caller-chosen ids a retry must be recognised whatever its (now stale) expectation, and its content
    // compared: look for the ids first, then append at the exact revision seen, and look again if someone
    // else appended in between. Without ids, the server checks the expectation itself.
    for (let attempt = 0; ; attempt++) {
      let expected = this.toEsdbExpected(expectedRevision);
      if (idempotent) {
        const existing = await this.read(streamId);
        const retried = this.findRetried(streamId, existing, withIds);
        if (retried) return retried;
        const current = existing.length > 0 ? existing[existing.length - 1]!.revision : 0;
        if (!checkExpectedRevision(expectedRevision, current)) throw new WrongExpectedRevision(streamId, expectedRevision, current);
        expected = current === 0 ? NO_STREAM : BigInt(current - 1);
      }
      try {
        const result = await this.client.appendToStream(
          this.physical(streamId),
          withIds.map((e) =>
            jsonEvent({ id: e.id, type: e.type, data: e.data, metadata: { ...(e.metadata ?? {}), [VERSION_KEY]: e.version } }),
          ),
          { expectedRevision: expected },
        );
        const position = result.position ?? (await this.read(streamId)).at(-1)!.position;
        return { nextExpectedRevision: Number(result.nextExpectedRevision) + 1, position, alreadyAppended: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const actual = EventStoreDbEventStore.actualRevision(error);
        // A loose expectation that still holds lost a race with another writer of the same ids: look again.
        if (idempotent && typeof expectedRevision !== 'number' && checkExpectedRevision(expectedRevision, actual) && attempt < 20) continue;
        throw new WrongExpectedRevision(streamId, expectedRevision, actual);
      }
    }
  }

  /**
   * `@eventstore/db-client` 6 appends to one stream per call (no multi-stream call in its API); the atomic one is
   * KurrentDB 25.1's `multiStreamAppend` in `@kurrent/kurrentdb-client` (ADR 0119). Until the adapter moves to that
   * client, it takes one stream only, and callers keep the reservation process for decisions over several streams.
   */
  readonly supportsAtomicMultiStreamAppend = false;

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    checkStreamAppends(appends);
    if (appends.length > 1) throw new MultiStreamAppendUnsupported('EventStoreDB (@eventstore/db-client)', appends.map((a) => a.streamId));
    const { streamId, events, expectedRevision } = appends[0]!;
    const result = await this.append(streamId, events, expectedRevision);
    return {
      streams: [{ streamId, nextExpectedRevision: result.nextExpectedRevision, position: result.position }],
      position: result.position,
      alreadyAppended: result.alreadyAppended,
    };
  }

  private findRetried(streamId: string, existing: RecordedEvent[], events: (NewEvent & { id: string })[]): AppendResult | undefined {
    const byId = new Map(existing.map((e) => [e.id, e]));
    if (!events.some((e) => byId.has(e.id))) return undefined;
    for (const event of events) {
      const match = byId.get(event.id);
      if (!match || match.type !== event.type || !isDeepStrictEqual(match.data, event.data)) throw new IdempotencyConflict(streamId, event.id);
    }
    const last = events.map((e) => byId.get(e.id)!).reduce((a, b) => (a.revision > b.revision ? a : b));
    return { nextExpectedRevision: existing[existing.length - 1]!.revision, position: last.position, alreadyAppended: true };
  }

  async read(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 1;
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(this.physical(streamId), { fromRevision: from <= 1 ? START : BigInt(from - 1), direction: FORWARDS })) {
        if (!resolved.event) continue;
        const recorded = this.toRecorded(resolved.event, resolved.commitPosition !== undefined ? { commit: resolved.commitPosition, prepare: resolved.commitPosition } : undefined);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** Our events strictly after `from`, at most `limit`, skipping system events and other namespaces. */
  async readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const result: RecordedEvent[] = [];
    let cursor: ReadPosition = comparePositions(from, LOG_START) === 0 ? START : { commit: from.commit, prepare: from.prepare };
    const page = Math.max(limit, 100);
    for (;;) {
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: cursor, maxCount: page, direction: FORWARDS })) {
        read += 1;
        const event = resolved.event as AllStreamRecordedEvent | undefined;
        if (!event) continue;
        last = event.position;
        // fromPosition is inclusive in EventStoreDB; the port's is exclusive.
        if (comparePositions(event.position, from) <= 0) continue;
        const recorded = this.toRecorded(event);
        if (recorded) result.push(recorded);
        if (result.length === limit) return result;
      }
      if (read < page || !last) return result;
      cursor = last;
    }
  }

  async headPosition(): Promise<LogPosition> {
    let cursor: ReadPosition = END;
    for (;;) {
      let read = 0;
      let last: Position | undefined;
      for await (const resolved of this.client.readAll({ fromPosition: cursor, maxCount: 200, direction: BACKWARDS })) {
        read += 1;
        const event = resolved.event as AllStreamRecordedEvent | undefined;
        if (!event) continue;
        if (last && comparePositions(event.position, last) === 0) continue;
        last = event.position;
        const recorded = this.toRecorded(event);
        if (recorded) return recorded.position;
      }
      if (read < 200 || !last) return LOG_START;
      cursor = last;
    }
  }

  subscribe(from: LogPosition, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    return new EsdbCatchUpSubscription(this, from, handler, options, this.serverFilter(options), this.options.maxBackoffMs ?? 5_000);
  }

  /** EventStoreDB filters on stream names or on event types, not both: the rest is filtered here. */
  private serverFilter(options: SubscribeOptions): Filter {
    const checkpointInterval = 1;
    if (this.prefix || options.streamPrefixes) {
      const prefixes = options.streamPrefixes ? options.streamPrefixes.map((p) => this.prefix + p) : [this.prefix];
      return streamNameFilter({ prefixes, checkpointInterval });
    }
    if (options.eventTypes) return eventTypeFilter({ regex: `^(${options.eventTypes.map(escapeRegex).join('|')})$`, checkpointInterval });
    return excludeSystemEvents({ checkpointInterval });
  }

  /** For the subscription: maps an event of the `$all` feed (undefined when it is not ours). */
  mapAll(event: AllStreamRecordedEvent): RecordedEvent | undefined {
    return this.toRecorded(event);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/**
 * `$all` catch-up subscription that survives drops: the client does not resubscribe by itself, so every error or end
 * of the gRPC stream reopens it from the last position handed to the handler, with backoff. Events are handed over
 * in batches; a failing batch is retried as it is. Server checkpoints (filtered-out stretches) reach the handler as
 * empty batches so the subscriber can record its progress.
 */
class EsdbCatchUpSubscription implements Subscription {
  private position: LogPosition;
  private stopped = false;
  private current: AllStreamSubscription | undefined;
  private readonly loop: Promise<void>;
  private readonly waiters: { target: LogPosition; resolve: () => void }[] = [];
  private readonly wanted: (e: RecordedEvent) => boolean;
  private wakeSleep: (() => void) | undefined;

  constructor(
    private readonly store: EventStoreDbEventStore,
    from: LogPosition,
    private readonly handler: BatchHandler,
    private readonly options: SubscribeOptions,
    private readonly filter: Filter,
    private readonly maxBackoffMs: number,
  ) {
    this.position = from;
    const types = options.eventTypes ? new Set(options.eventTypes) : undefined;
    const prefixes = options.streamPrefixes;
    this.wanted = (e) => (!types || types.has(e.type)) && (!prefixes || prefixes.some((p) => e.streamId.startsWith(p)));
    this.loop = this.run();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleep = done;
    });
  }

  /** Hands one batch to the handler, retrying it (same events, same position) until it succeeds or we stop. */
  private async deliver(events: RecordedEvent[], upTo: LogPosition): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        await this.handler(events, upTo);
        this.position = upTo;
        this.release();
        return;
      } catch (error) {
        this.options.onError?.(error, attempt);
        await this.sleep(Math.min(this.maxBackoffMs, 50 * 2 ** Math.min(attempt, 10)));
      }
    }
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    let failures = 0;
    while (!this.stopped) {
      let checkpoint: LogPosition | undefined;
      const fromPosition: ReadPosition = comparePositions(this.position, LOG_START) === 0 ? START : { ...this.position };
      const subscription = this.store.client.subscribeToAll({
        fromPosition,
        filter: {
          ...this.filter,
          checkpointReached: (_sub, p) => {
            checkpoint = { commit: p.commit, prepare: p.prepare };
          },
        },
      });
      this.current = subscription;
      try {
        let batch: RecordedEvent[] = [];
        let batchEnd: LogPosition | undefined;
        for await (const resolved of subscription) {
          if (this.stopped) break;
          failures = 0;
          const event = resolved.event as AllStreamRecordedEvent | undefined;
          if (event && comparePositions(event.position, this.position) > 0) {
            const recorded = this.store.mapAll(event);
            if (recorded && this.wanted(recorded)) batch.push(recorded);
            batchEnd = event.position;
          }
          // Flush on a full batch, or when the server has nothing buffered for us (catch-up done or live).
          if (batchEnd && (batch.length >= batchSize || subscription.readableLength === 0)) {
            await this.deliver(batch, batchEnd);
            batch = [];
            batchEnd = undefined;
          }
          if (checkpoint && comparePositions(checkpoint, this.position) > 0 && subscription.readableLength === 0) {
            await this.deliver([], checkpoint);
          }
          checkpoint = undefined;
        }
        if (batchEnd && !this.stopped) await this.deliver(batch, batchEnd);
        if (!this.stopped) throw new Error('EventStoreDB subscription ended');
      } catch (error) {
        if (this.stopped) break;
        failures += 1;
        // Dropped (server restart, network, leader change): reopen from the last delivered position.
        this.options.onError?.(error, failures);
        await subscription.unsubscribe().catch(() => undefined);
        await this.sleep(Math.min(this.maxBackoffMs, 100 * 2 ** Math.min(failures, 10)));
      }
    }
  }

  private release(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (comparePositions(this.position, this.waiters[i]!.target) >= 0) this.waiters.splice(i, 1)[0]!.resolve();
    }
  }

  async caughtUp(): Promise<void> {
    const target = await this.store.headPosition();
    for (;;) {
      if (this.stopped || comparePositions(this.position, target) >= 0) return;
      // Filtered-out events between here and the head never reach the handler: nothing wanted left means caught up.
      const pending = await this.store.readAll(this.position, 1_000);
      if (!pending.some((e) => comparePositions(e.position, target) <= 0 && this.wanted(e))) return;
      await new Promise<void>((resolve) => {
        const waiter = { target, resolve };
        this.waiters.push(waiter);
        setTimeout(() => {
          const i = this.waiters.indexOf(waiter);
          if (i >= 0) this.waiters.splice(i, 1);
          resolve();
        }, 200);
      });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeSleep?.();
    await this.current?.unsubscribe().catch(() => undefined);
    await this.loop;
    for (const w of this.waiters.splice(0)) w.resolve();
  }
}
