import { v5 as uuidv5 } from 'uuid';
import type { AppendManyResult, EventMetadata, LogPosition } from '@conectasst/events/envelope';
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
interface Folded<State> {
  state: State;
  revision: number;
  positions: Map<string, LogPosition>;
}

export interface CommandHandlerOptions {
  /** Each conflict means another writer succeeded, so a hot stream needs as many attempts as its concurrent writers. */
  maxAttempts?: number;
  /**
   * How many folded streams to keep per cacheable decider (0: none). A load then reads and decodes only the events
   * appended since (the store is still read every time, so another process's appends are never missed).
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
    this.cachedStreams = options.cachedStreams ?? 5_000;
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

  /** Whether `appendDecision` may name several streams (the store appends them atomically, ADR 0119). */
  get supportsAtomicMultiStreamAppend(): boolean {
    return this.store.supportsAtomicMultiStreamAppend;
  }

  /**
   * Appends one decision spanning several streams atomically (ADR 0119, 0124), each stream at the revision its state
   * was folded from. Event ids come from the idempotency key as in `handle`, so a re-sent decision is recognised by
   * the store. A conflict on any stream throws `WrongExpectedRevision` and writes nothing: the caller reloads and decides
   * again. The result's `position` is the call's last event (read-your-writes covers every stream of the decision).
   */
  async appendDecision(
    parts: ReadonlyArray<{ streamId: string; revision: number; events: ReadonlyArray<{ type: string; data: unknown }> }>,
    metadata: CommandMetadata,
  ): Promise<AppendManyResult> {
    const eventMetadata: EventMetadata = {
      userId: metadata.userId,
      role: metadata.role,
      ...(metadata.idempotencyKey ? { idempotencyKey: metadata.idempotencyKey } : {}),
      ...(metadata.correlationId ? { correlationId: metadata.correlationId } : {}),
    };
    const appends = await Promise.all(
      parts
        .filter((part) => part.events.length > 0)
        .map(async ({ streamId, revision, events }) => ({
          streamId,
          expectedRevision: revision === 0 ? ('no_stream' as const) : revision,
          events: await Promise.all(
            events.map((event, index) =>
              this.catalogue.encode(
                { type: event.type, data: event.data, id: metadata.idempotencyKey ? uuidv5(`${metadata.userId}:${metadata.idempotencyKey}:${streamId}:${index}`, IDEMPOTENCY_NAMESPACE) : undefined },
                eventMetadata,
              ),
            ),
          ),
        })),
    );
    return this.store.appendMany(appends);
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
    const { state, revision, positions } = await this.load(streamId, decider);
    const idFor = (index: number) =>
      metadata.idempotencyKey ? uuidv5(`${metadata.userId}:${metadata.idempotencyKey}:${streamId}:${index}`, IDEMPOTENCY_NAMESPACE) : undefined;
    const firstId = idFor(0);
    if (firstId && positions.has(firstId)) {
      // A retry of a command already applied: answer as before, change nothing.
      return { events: [], state, position: positions.get(firstId), replayed: true };
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: undefined, replayed: false };
    const eventMetadata: EventMetadata = {
      userId: metadata.userId,
      role: metadata.role,
      ...(metadata.idempotencyKey ? { idempotencyKey: metadata.idempotencyKey } : {}),
      ...(metadata.correlationId ? { correlationId: metadata.correlationId } : {}),
    };
    const encoded = await Promise.all(
      events.map((event, index) => this.catalogue.encode({ type: event.type, data: event.data, id: idFor(index) }, eventMetadata)),
    );
    const result = await this.store.append(streamId, encoded, revision === 0 ? 'no_stream' : revision);
    const newState = events.reduce(decider.evolve, state);
    return { events, state: newState, position: result.position, replayed: result.alreadyAppended };
  }
}
