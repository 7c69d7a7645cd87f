import { randomUUID } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import type { AppendManyResult, EventMetadata, LogPosition, NewEvent } from '@conectasst/events/envelope';
import { WrongExpectedRevision } from '@conectasst/events/errors';
import type { EventStore } from '@conectasst/events/eventStore';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { LruCache } from '@conectasst/events/catalogue/lruCache';
import type { Decider } from './decider';

/** Namespace for ids derived from idempotency keys (uuid v5). */
const IDEMPOTENCY_NAMESPACE = '6f1c9a52-3d0e-4c8e-9a55-7d8f1b0f2c11';

export interface CommandMetadata {
  userId: string;
  role: string;
  idempotencyKey?: string;
  correlationId?: string;
}

export interface CommandResult<State, Event> {
  /** Events this call appended (empty when nothing changed or the call was a recognised retry). */
  events: Event[];
  state: State;
  /** Position of the last appended event; undefined when nothing was appended. */
  position: LogPosition | undefined;
  /** True when the same idempotency key was already handled: nothing new happened. */
  replayed: boolean;
}

/** A stream folded up to `revision`; `positions` (event id → position) only ever grows, so cached folds share it. */
export interface Folded<State> {
  state: State;
  revision: number;
  positions: Map<string, LogPosition>;
}

/** A fold to decide on; `fromStore` is false when it is the cached fold, taken without reading the store (ADR 0136). */
export type FoldToDecideOn<State> = Folded<State> & { fromStore: boolean };

/** One stream's part of a decision: the fold it was decided on (and its decider, to fold the new events in), its events. */
export interface DecisionPart<
  State = unknown,
  Event extends { type: string; data: unknown } = { type: string; data: unknown },
> {
  streamId: string;
  folded: Folded<State>;
  decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'cacheable'>;
  events: readonly Event[];
}

export interface CommandHandlerOptions {
  /** Each conflict means another writer succeeded, so a hot stream needs as many attempts as its concurrent writers. */
  maxAttempts?: number;
  /**
   * How many folded streams to keep per cacheable decider (0: none). A load then reads and decodes only the events
   * appended since (the store is still read every time, so another process's appends are never missed).
   * Default 10,000: the open demands of a month at 300 a day, each fold kept (subscriptions spread over every open
   * demand; at 5,000 a marketplace of 6,000 open demands read and decrypted a demand's stream on most subscriptions).
   * About 6.8 KB of heap per demand fold with a 300-character description: 68 MB when full (docs/benchmarks.md).
   */
  cachedStreams?: number;
}

/**
 * Loads a stream, folds it, runs the pure decision and appends the result with the stream's revision as the
 * expected one. A concurrent writer makes the append fail: the command is decided again on fresh state.
 */
export class CommandHandler {
  private readonly maxAttempts: number;
  private readonly cachedStreams: number;
  private readonly folds = new WeakMap<object, LruCache<string, Folded<unknown>>>();

  constructor(
    private readonly store: EventStore,
    private readonly catalogue: EventCatalogue,
    options: CommandHandlerOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 20;
    this.cachedStreams = options.cachedStreams ?? 10_000;
  }

  async handle<State, Command, Event extends { type: string; data: unknown }>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<State, Event>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(streamId, decider, command, metadata);
      } catch (error) {
        if (error instanceof WrongExpectedRevision && attempt < this.maxAttempts) {
          // A little jitter spreads the retries of writers that collided together.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, attempt * 2)));
          continue;
        }
        throw error;
      }
    }
  }

  /** Folds a stream into state (for reads that need the aggregate, e.g. checks before a command). */
  async load<State, Event extends { type: string; data: unknown }>(
    streamId: string,
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve' | 'cacheable'>,
  ): Promise<Folded<State>> {
    const cache = decider.cacheable && this.cachedStreams > 0 ? this.cacheFor(decider) : undefined;
    const cached = cache?.get(streamId) as Folded<State> | undefined;
    const recorded = await this.store.read(streamId, cached ? { fromRevision: cached.revision + 1 } : {});
    if (cached && recorded.length === 0) return cached;
    const decoded = await this.catalogue.decodeMany(recorded);
    let state = cached ? cached.state : decider.initialState();
    for (const event of decoded) state = decider.evolve(state, { type: event.type, data: event.data } as Event);
    const positions = cached?.positions ?? new Map<string, LogPosition>();
    for (const event of recorded) positions.set(event.id, event.position);
    const folded = { state, revision: recorded.length === 0 ? 0 : recorded[recorded.length - 1]!.revision, positions };
    // A slower load that read fewer events never replaces a fresher fold.
    const current = cache?.get(streamId);
    if (cache && (!current || current.revision < folded.revision)) cache.set(streamId, folded);
    return folded;
  }

  /**
   * The fold to decide on without a round trip to the store (ADR 0136): the cached fold of a cacheable decider when
   * there is one, else `load`. The cached fold may be behind the store when another process appended to the stream,
   * so only a decision that is appended may rest on it, because the append's expected revision refuses a stale one
   * (`WrongExpectedRevision`: `forget` the stream, `load`, decide again). A refusal decided on it is not an answer:
   * decide again on `load`'s fold (`read`: true), which reads what was appended since.
   */
  async foldToDecideOn<State, Event extends { type: string; data: unknown }>(
    streamId: string,
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve' | 'cacheable'>,
    { read = false }: { read?: boolean } = {},
  ): Promise<FoldToDecideOn<State>> {
    const cached =
      !read && decider.cacheable && this.cachedStreams > 0
        ? (this.cacheFor(decider).get(streamId) as Folded<State> | undefined)
        : undefined;
    return cached ? { ...cached, fromStore: false } : { ...(await this.load(streamId, decider)), fromStore: true };
  }

  /** Drops a stream's cached fold (after a conflict on it): its next load reads the whole stream. */
  forget(streamId: string, decider: object): void {
    this.folds.get(decider)?.delete(streamId);
  }

  /** Whether `appendDecision` may name several streams (the store appends them atomically, ADR 0119). */
  get supportsAtomicMultiStreamAppend(): boolean {
    return this.store.supportsAtomicMultiStreamAppend;
  }

  /**
   * Appends one decision spanning several streams atomically (ADR 0119, 0124), each stream at the revision of the fold
   * it was decided on. Event ids come from the idempotency key as in `handle`, so a re-sent decision is recognised by
   * the store. A conflict on any stream throws `WrongExpectedRevision` and writes nothing: the caller reloads and decides
   * again. The result's `position` is the call's last event (read-your-writes covers every stream of the decision).
   * Once written, each stream's fold with its new events folded in is what the next decision on it starts from
   * (`folds`, and the cache of a cacheable decider, ADR 0136), so a process reads back none of its own appends.
   */
  async appendDecision(
    parts: readonly DecisionPart[],
    metadata: CommandMetadata,
  ): Promise<AppendManyResult & { folds: Map<string, Folded<unknown>> }> {
    const written = parts.filter((part) => part.events.length > 0);
    const appends = await Promise.all(
      written.map(async ({ streamId, folded, events }) => ({
        streamId,
        expectedRevision: folded.revision === 0 ? ('no_stream' as const) : folded.revision,
        events: await this.encode(streamId, events, metadata),
      })),
    );
    const result = await this.store.appendMany(appends);
    const folds = new Map<string, Folded<unknown>>();
    for (const part of parts) {
      const index = written.indexOf(part);
      const position = result.streams.find((s) => s.streamId === part.streamId)?.position;
      const next =
        index < 0 || result.alreadyAppended || !position
          ? part.folded
          : this.remember(part.streamId, part.decider, part.folded, part.events, appends[index]!.events, position);
      folds.set(part.streamId, next);
    }
    return { ...result, folds };
  }

  /** Every event's id chosen here (from the idempotency key, else random, as the store would), so a fold knows its ids. */
  private encode(
    streamId: string,
    events: ReadonlyArray<{ type: string; data: unknown }>,
    metadata: CommandMetadata,
  ): Promise<NewEvent[]> {
    const eventMetadata: EventMetadata = {
      userId: metadata.userId,
      role: metadata.role,
      ...(metadata.idempotencyKey ? { idempotencyKey: metadata.idempotencyKey } : {}),
      ...(metadata.correlationId ? { correlationId: metadata.correlationId } : {}),
    };
    return Promise.all(
      events.map((event, index) =>
        this.catalogue.encode(
          { type: event.type, data: event.data, id: idFor(metadata, streamId, index) ?? randomUUID() },
          eventMetadata,
        ),
      ),
    );
  }

  /**
   * The fold after this process appended `events` to it (ADR 0136), kept in the cache of a cacheable decider unless a
   * fresher fold is there: the next decision on the stream starts from it without reading back what was just written.
   * The events get the position of the append's last event in the stream (what a retry of it waits for).
   */
  private remember<State, Event extends { type: string; data: unknown }>(
    streamId: string,
    decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'cacheable'>,
    folded: Folded<State>,
    events: readonly Event[],
    encoded: readonly NewEvent[],
    position: LogPosition,
  ): Folded<State> {
    for (const event of encoded) folded.positions.set(event.id!, position);
    const next = {
      state: events.reduce(decider.evolve, folded.state),
      revision: folded.revision + events.length,
      positions: folded.positions,
    };
    const cache = decider.cacheable && this.cachedStreams > 0 ? this.cacheFor(decider) : undefined;
    const current = cache?.get(streamId);
    if (cache && (!current || current.revision < next.revision)) cache.set(streamId, next);
    return next;
  }

  private cacheFor(decider: object): LruCache<string, Folded<unknown>> {
    let cache = this.folds.get(decider);
    if (!cache) this.folds.set(decider, (cache = new LruCache(this.cachedStreams)));
    return cache;
  }

  private async attempt<State, Command, Event extends { type: string; data: unknown }>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<State, Event>> {
    const folded = await this.load(streamId, decider);
    const { state, revision, positions } = folded;
    const firstId = idFor(metadata, streamId, 0);
    if (firstId && positions.has(firstId)) {
      // A retry of a command already applied: answer as before, change nothing.
      return { events: [], state, position: positions.get(firstId), replayed: true };
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: undefined, replayed: false };
    const encoded = await this.encode(streamId, events, metadata);
    const result = await this.store.append(streamId, encoded, revision === 0 ? 'no_stream' : revision);
    if (result.alreadyAppended)
      return { events, state: events.reduce(decider.evolve, state), position: result.position, replayed: true };
    const next = this.remember(streamId, decider, folded, events, encoded, result.position);
    return { events, state: next.state, position: result.position, replayed: false };
  }
}

/** The id of a command's event derived from its idempotency key (uuid v5), so a retried append is recognised. */
function idFor(metadata: CommandMetadata, streamId: string, index: number): string | undefined {
  return metadata.idempotencyKey
    ? uuidv5(`${metadata.userId}:${metadata.idempotencyKey}:${streamId}:${index}`, IDEMPOTENCY_NAMESPACE)
    : undefined;
}
