import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  UnsupportedError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  eventTypeFilter,
  jsonEvent,
  streamNameFilter,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamRecordedEvent,
  AllStreamSubscription,
  AppendStreamState,
  Filter,
  MultiAppendResult,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@kurrent/kurrentdb-client';
import type {
  AppendManyResult,
  AppendResult,
  EventMetadata,
  ExpectedRevision,
  LogPosition,
  NewEvent,
  RecordedEvent,
  StreamAppend,
} from '../envelope';
import { LOG_START, comparePositions, maxPosition } from '../envelope';
import { IdempotencyConflict, MultiStreamAppendUnsupported, WrongExpectedRevision } from '../errors';
import type { BatchHandler, EventStore, ReadStreamOptions, SubscribeOptions, Subscription } from '../eventStore';
import { checkExpectedRevision } from '../expectedRevision';
import { checkStreamAppends } from '../multiStreamAppend';

export interface EventStoreDbOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false` (the older `esdb://` scheme works too) */
  connectionString: string;
  /**
   * Optional namespace: every stream is stored as `<namespace>:<stream>` and only those streams are read back.
   * Lets several stores (the contract suite's fresh stores, or several environments) share one server.
   */
  namespace?: string;
  /** Longest wait before a dropped subscription is opened again. */
  maxBackoffMs?: number;
  /** The client to use instead of one made from `connectionString` (unit tests fake it at this boundary). */
  client?: KurrentClient;
}

/** What the adapter calls on `@kurrent/kurrentdb-client`: the boundary unit tests fake. */
export type KurrentClient = Pick<
  KurrentDBClient,
  'appendToStream' | 'multiStreamAppend' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/** Our schema version travels in the ESDB metadata under this key; the rest of the metadata is ours as is. */
const VERSION_KEY = '$eventVersion';
/**
 * `multiStreamAppend` takes metadata as string properties only: our metadata (version included) travels there as
 * one JSON text under this key, and is read back from it.
 */
const METADATA_PROPERTY = 'conectasst.metadata';
/** gRPC status of a method the server does not have. */
const GRPC_UNIMPLEMENTED = 12;

/** Whether the server appends to several streams atomically: unknown until asked (once), then cached. */
type MultiStreamSupport = 'unknown' | 'native' | 'unsupported';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `EventStore` port over KurrentDB / EventStoreDB (gRPC client `@kurrent/kurrentdb-client`, ADR 0138). Revisions
 * are 1-based in the port and 0-based in the server: port revision = server revision + 1, and "no stream" is
 * revision 0. Positions are the server's (commit, prepare) pair as they are; the global position is the commit
 * position. `appendMany` over several streams uses the server's `multiStreamAppend` (KurrentDB 25.1+) when the server
 * has it; an older server gets today's answer, `MultiStreamAppendUnsupported`, and callers run their process instead.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly client: KurrentClient;
  private readonly prefix: string;
  private multiStream: MultiStreamSupport = 'unknown';
  private detecting: Promise<boolean> | undefined;

  constructor(private readonly options: EventStoreDbOptions) {
    this.client = options.client ?? KurrentDBClient.connectionString(options.connectionString);
    this.prefix = options.namespace ? `${options.namespace}:` : '';
  }

  /** A store whose server has been asked once whether it appends to several streams atomically (ADR 0138). */
  static async connect(options: EventStoreDbOptions): Promise<EventStoreDbEventStore> {
    const store = new EventStoreDbEventStore(options);
    await store.detectMultiStreamAppend().catch(() => undefined);
    return store;
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
    const raw = (event.metadata ?? {}) as Record<string, unknown>;
    const packed = raw[METADATA_PROPERTY];
    const stored = (typeof packed === 'string' ? JSON.parse(packed) : raw) as Record<string, unknown>;
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

  private toStreamState(expected: ExpectedRevision): AppendStreamState {
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
    const current = error.actualState;
    return typeof current === 'bigint' ? Number(current) + 1 : 0;
  }

  private static withIds(events: readonly NewEvent[]): (NewEvent & { id: string })[] {
    return events.map((e) => ({ ...e, id: e.id ?? randomUUID() }));
  }

  /** The exact state a stream was read at, after checking the caller's expectation against it. */
  private static exactState(
    streamId: string,
    expected: ExpectedRevision,
    existing: readonly RecordedEvent[],
  ): AppendStreamState {
    const current = existing.length > 0 ? existing[existing.length - 1]!.revision : 0;
    if (!checkExpectedRevision(expected, current)) throw new WrongExpectedRevision(streamId, expected, current);
    return current === 0 ? NO_STREAM : BigInt(current - 1);
  }

  async append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const withIds = EventStoreDbEventStore.withIds(events);
    const idempotent = events.some((e) => e.id !== undefined);
    // With caller-chosen ids a retry must be recognised whatever its (now stale) expectation, and its content
    // compared: look for the ids first, then append at the exact revision seen, and look again if someone
    // else appended in between. Without ids, the server checks the expectation itself.
    for (let attempt = 0; ; attempt++) {
      let streamState = this.toStreamState(expectedRevision);
      if (idempotent) {
        const existing = await this.read(streamId);
        const retried = this.findRetried(streamId, existing, withIds);
        if (retried) return retried;
        streamState = EventStoreDbEventStore.exactState(streamId, expectedRevision, existing);
      }
      try {
        const result = await this.client.appendToStream(
          this.physical(streamId),
          withIds.map((e) => this.toEventData(e)),
          { streamState },
        );
        const position = result.position ?? (await this.read(streamId)).at(-1)!.position;
        return { nextExpectedRevision: Number(result.nextExpectedRevision) + 1, position, alreadyAppended: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const actual = EventStoreDbEventStore.actualRevision(error);
        // A loose expectation that still holds lost a race with another writer of the same ids: look again.
        if (
          idempotent &&
          typeof expectedRevision !== 'number' &&
          checkExpectedRevision(expectedRevision, actual) &&
          attempt < 20
        )
          continue;
        throw new WrongExpectedRevision(streamId, expectedRevision, actual);
      }
    }
  }

  private toEventData(event: NewEvent & { id: string }) {
    return jsonEvent({
      id: event.id,
      type: event.type,
      data: event.data,
      metadata: { ...(event.metadata ?? {}), [VERSION_KEY]: event.version },
    });
  }

  /** `multiStreamAppend` takes string properties as metadata: ours travels as one JSON text (see `toRecorded`). */
  private toPropertiesEventData(event: NewEvent & { id: string }) {
    const metadata = JSON.stringify({ ...(event.metadata ?? {}), [VERSION_KEY]: event.version });
    return jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: { [METADATA_PROPERTY]: metadata } });
  }

  /**
   * True once the server said it appends to several streams atomically (KurrentDB 25.1+, ADR 0138). Until the server
   * has been asked, false, and the first read asks it in the background (`connect` asks before handing the store out):
   * the callers' process is the safe answer meanwhile.
   */
  get supportsAtomicMultiStreamAppend(): boolean {
    if (this.multiStream === 'unknown') this.detectMultiStreamAppend().catch(() => undefined);
    return this.multiStream === 'native';
  }

  /**
   * Asks the server once whether it has `multiStreamAppend`, and caches the answer. The question is an append that
   * cannot succeed (`stream_exists` on a stream nobody writes): a server with the call refuses it with a revision
   * conflict; an older one makes the client throw `UnsupportedError` (the server's feature list lacks the call) or
   * answers UNIMPLEMENTED. Anything else (server unreachable) leaves the answer unknown, to be asked again.
   */
  detectMultiStreamAppend(): Promise<boolean> {
    if (this.multiStream !== 'unknown') return Promise.resolve(this.multiStream === 'native');
    this.detecting ??= this.askServer().finally(() => {
      this.detecting = undefined;
    });
    return this.detecting;
  }

  private async askServer(): Promise<boolean> {
    const probe = jsonEvent({ type: '$conectasst-capability-probe', data: {} });
    try {
      await this.client.multiStreamAppend([
        {
          streamName: this.physical(`conectasst-capability-probe-${randomUUID()}`),
          expectedState: STREAM_EXISTS,
          events: [probe],
        },
      ]);
      this.multiStream = 'native';
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) this.multiStream = 'native';
      else if (EventStoreDbEventStore.isUnsupported(error)) this.multiStream = 'unsupported';
      else throw error;
    }
    return this.multiStream === 'native';
  }

  private static isUnsupported(error: unknown): boolean {
    return (
      error instanceof UnsupportedError ||
      (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === GRPC_UNIMPLEMENTED)
    );
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    checkStreamAppends(appends);
    if (appends.length > 1 && (await this.detectMultiStreamAppend())) return this.appendManyNatively(appends);
    if (appends.length > 1)
      throw new MultiStreamAppendUnsupported(
        'EventStoreDB older than KurrentDB 25.1',
        appends.map((a) => a.streamId),
      );
    const { streamId, events, expectedRevision } = appends[0]!;
    const result = await this.append(streamId, events, expectedRevision);
    return {
      streams: [{ streamId, nextExpectedRevision: result.nextExpectedRevision, position: result.position }],
      position: result.position,
      alreadyAppended: result.alreadyAppended,
    };
  }

  /**
   * One `multiStreamAppend`: every stream at its own expectation, all or nothing on the server. With caller-chosen ids
   * it works as `append` does: read the call's streams, recognise a retry (or refuse one that differs), then append at
   * the exact revisions read, and look again when a loose expectation lost a race with a writer of the same ids.
   */
  private async appendManyNatively(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    const parts = appends.map((a) => ({ ...a, events: EventStoreDbEventStore.withIds(a.events) }));
    const idempotent = appends.some((a) => a.events.some((e) => e.id !== undefined));
    for (let attempt = 0; ; attempt++) {
      let states = parts.map((p) => this.toStreamState(p.expectedRevision));
      if (idempotent) {
        const existing = await Promise.all(parts.map((p) => this.read(p.streamId)));
        const retried = findRetriedDecision(parts, existing);
        if (retried) return retried;
        states = parts.map((p, i) => EventStoreDbEventStore.exactState(p.streamId, p.expectedRevision, existing[i]!));
      }
      try {
        const result = await this.client.multiStreamAppend(
          parts.map((p, i) => ({
            streamName: this.physical(p.streamId),
            expectedState: states[i]!,
            events: p.events.map((e) => this.toPropertiesEventData(e)),
          })),
        );
        return await this.appendedDecision(parts, result);
      } catch (error) {
        if (EventStoreDbEventStore.isUnsupported(error)) {
          // The server changed under us (an older node now leads): nothing was written; the callers' process takes over.
          this.multiStream = 'unsupported';
          throw new MultiStreamAppendUnsupported(
            'EventStoreDB older than KurrentDB 25.1',
            parts.map((p) => p.streamId),
          );
        }
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const part = parts.find((p) => this.physical(p.streamId) === error.streamName) ?? parts[0]!;
        const actual = EventStoreDbEventStore.actualRevision(error);
        if (
          idempotent &&
          typeof part.expectedRevision !== 'number' &&
          checkExpectedRevision(part.expectedRevision, actual) &&
          attempt < 20
        )
          continue;
        throw new WrongExpectedRevision(part.streamId, part.expectedRevision, actual);
      }
    }
  }

  /** The answer of a written decision: each stream's last revision from the server, its last event's position read back. */
  private async appendedDecision(parts: readonly StreamAppend[], result: MultiAppendResult): Promise<AppendManyResult> {
    const streams = await Promise.all(
      parts.map(async ({ streamId }) => {
        const written = result.responses.find((r) => r.streamName === this.physical(streamId));
        if (!written) throw new Error(`multiStreamAppend answered without stream ${streamId}`);
        const nextExpectedRevision = Number(written.revision) + 1;
        const [last] = await this.read(streamId, { fromRevision: nextExpectedRevision, maxCount: 1 });
        if (!last)
          throw new Error(`multiStreamAppend wrote ${streamId} at ${nextExpectedRevision}, which does not read back`);
        return { streamId, nextExpectedRevision, position: last.position };
      }),
    );
    return { streams, position: streams.map((s) => s.position).reduce(maxPosition), alreadyAppended: false };
  }

  private findRetried(
    streamId: string,
    existing: RecordedEvent[],
    events: (NewEvent & { id: string })[],
  ): AppendResult | undefined {
    const byId = new Map(existing.map((e) => [e.id, e]));
    if (!events.some((e) => byId.has(e.id))) return undefined;
    for (const event of events) {
      const match = byId.get(event.id);
      if (!match || match.type !== event.type || !isDeepStrictEqual(match.data, event.data))
        throw new IdempotencyConflict(streamId, event.id);
    }
    const last = events.map((e) => byId.get(e.id)!).reduce((a, b) => (a.revision > b.revision ? a : b));
    return {
      nextExpectedRevision: existing[existing.length - 1]!.revision,
      position: last.position,
      alreadyAppended: true,
    };
  }

  async read(streamId: string, options: ReadStreamOptions & { maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 1;
    const events: RecordedEvent[] = [];
    const maxCount = options.maxCount === undefined ? {} : { maxCount: options.maxCount };
    try {
      for await (const resolved of this.client.readStream(this.physical(streamId), {
        fromRevision: from <= 1 ? START : BigInt(from - 1),
        direction: FORWARDS,
        ...maxCount,
      })) {
        if (!resolved.event) continue;
        const recorded = this.toRecorded(
          resolved.event,
          resolved.commitPosition !== undefined
            ? { commit: resolved.commitPosition, prepare: resolved.commitPosition }
            : undefined,
        );
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
    let cursor: ReadPosition =
      comparePositions(from, LOG_START) === 0 ? START : { commit: from.commit, prepare: from.prepare };
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
    return new EsdbCatchUpSubscription(
      this,
      from,
      handler,
      options,
      this.serverFilter(options),
      this.options.maxBackoffMs ?? 5_000,
    );
  }

  /** EventStoreDB filters on stream names or on event types, not both: the rest is filtered here. */
  private serverFilter(options: SubscribeOptions): Filter {
    const checkpointInterval = 1;
    if (this.prefix || options.streamPrefixes) {
      const prefixes = options.streamPrefixes ? options.streamPrefixes.map((p) => this.prefix + p) : [this.prefix];
      return streamNameFilter({ prefixes, checkpointInterval });
    }
    if (options.eventTypes)
      return eventTypeFilter({ regex: `^(${options.eventTypes.map(escapeRegex).join('|')})$`, checkpointInterval });
    return excludeSystemEvents({ checkpointInterval });
  }

  /**
   * Whether the event after `position` in `$all` belongs to the same write: the events of one append, or of one
   * `multiStreamAppend`, share their commit position (ADR 0138). The subscription does not end a batch there.
   */
  async continuesWrite(position: LogPosition): Promise<boolean> {
    for await (const resolved of this.client.readAll({
      fromPosition: { commit: position.commit, prepare: position.prepare },
      maxCount: 2,
      direction: FORWARDS,
    })) {
      const event = resolved.event as AllStreamRecordedEvent | undefined;
      if (event && comparePositions(event.position, position) > 0) return event.position.commit === position.commit;
    }
    return false;
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
 * A re-sent decision (ADR 0119): every event of the call already stored, each in the stream the call names, with the
 * same type and data. Ids are looked up across all the call's streams, so an id stored under another stream of the
 * call is refused too. Undefined when none of the ids is stored (a new decision); `IdempotencyConflict` otherwise.
 */
function findRetriedDecision(
  parts: readonly { streamId: string; events: readonly (NewEvent & { id: string })[] }[],
  existing: readonly RecordedEvent[][],
): AppendManyResult | undefined {
  const stored = new Map(existing.flat().map((e) => [e.id, e]));
  if (!parts.some((p) => p.events.some((e) => stored.has(e.id)))) return undefined;
  const streams = parts.map((part, i) => {
    for (const event of part.events) {
      const match = stored.get(event.id);
      if (
        !match ||
        match.streamId !== part.streamId ||
        match.type !== event.type ||
        !isDeepStrictEqual(match.data, event.data)
      )
        throw new IdempotencyConflict(part.streamId, event.id);
    }
    const last = part.events.map((e) => stored.get(e.id)!).reduce((a, b) => (a.revision > b.revision ? a : b));
    return { streamId: part.streamId, nextExpectedRevision: existing[i]!.at(-1)!.revision, position: last.position };
  });
  return { streams, position: streams.map((s) => s.position).reduce(maxPosition), alreadyAppended: true };
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
      const fromPosition: ReadPosition =
        comparePositions(this.position, LOG_START) === 0 ? START : { ...this.position };
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
          // Flush on a full batch, or when the server has nothing buffered for us (catch-up done or live), but never
          // inside one write: a decision's events (one multiStreamAppend) reach the handler together or not at all.
          if (
            batchEnd &&
            (batch.length >= batchSize || subscription.readableLength === 0) &&
            !(await this.store.continuesWrite(batchEnd))
          ) {
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
