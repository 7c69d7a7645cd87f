import { v5 as uuidv5 } from 'uuid';
import type { EventMetadata, LogPosition } from '@conectasst/events/envelope';
import { WrongExpectedRevision } from '@conectasst/events/errors';
import type { EventStore } from '@conectasst/events/eventStore';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
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

/**
 * Loads a stream, folds it, runs the pure decision and appends the result with the stream's revision as the
 * expected one. A concurrent writer makes the append fail: the command is decided again on fresh state.
 */
export class CommandHandler {
  constructor(
    private readonly store: EventStore,
    private readonly catalogue: EventCatalogue,
    /** Each conflict means another writer succeeded, so a hot stream needs as many attempts as its concurrent writers. */
    private readonly maxAttempts = 20,
  ) {}

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
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  ): Promise<{ state: State; revision: number; eventIds: Set<string>; positions: Map<string, LogPosition> }> {
    const recorded = await this.store.read(streamId);
    const decoded = await this.catalogue.decodeMany(recorded);
    let state = decider.initialState();
    for (const event of decoded) state = decider.evolve(state, { type: event.type, data: event.data } as Event);
    return {
      state,
      revision: recorded.length === 0 ? 0 : recorded[recorded.length - 1]!.revision,
      eventIds: new Set(recorded.map((e) => e.id)),
      positions: new Map(recorded.map((e) => [e.id, e.position])),
    };
  }

  private async attempt<State, Command, Event extends { type: string; data: unknown }>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<State, Event>> {
    const { state, revision, eventIds, positions } = await this.load(streamId, decider);
    const idFor = (index: number) =>
      metadata.idempotencyKey ? uuidv5(`${metadata.userId}:${metadata.idempotencyKey}:${streamId}:${index}`, IDEMPOTENCY_NAMESPACE) : undefined;
    const firstId = idFor(0);
    if (firstId && eventIds.has(firstId)) {
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
