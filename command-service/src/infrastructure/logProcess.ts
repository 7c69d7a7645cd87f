import type { Pool } from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { comparePositions } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import {
  PARK_AFTER_FAILURES,
  TransientFailure,
  isTransientFailure,
  migrateParkedEvents,
  parkEvent,
  parkedLogFields,
} from '@conectasst/projections/parkedEvents';
import { ProcessCheckpoint } from './processCheckpoint';

export interface LogProcessOptions {
  /** The checkpoint row's name and the `consumer` of its parked events. */
  name: string;
  store: Pick<EventStore, 'subscribe' | 'headPosition'>;
  /** The write side's PostgreSQL: the checkpoint (`process_checkpoints`) and the parked events. */
  pool: Pool;
  eventTypes: readonly string[];
  /** Read-your-writes: resolves true once every read model has applied `position`. */
  waitForReadModels: (position: LogPosition) => Promise<boolean>;
  /**
   * Acts on the events past the stored checkpoint (another process may have acted on the rest), inside the checkpoint
   * row's lock; the checkpoint moves past them in the same transaction once it resolves.
   */
  act: (events: RecordedEvent[]) => Promise<void>;
  /** A failed batch (retried with backoff by the subscription). */
  onError: (error: unknown) => void;
  /** Once per event parked after the bounded retries (ADR 0155): the fields of its one error line. */
  onParked?: (fields: Record<string, unknown>) => void;
  /** Failures of one batch before it is handled one event at a time and the failing events are parked. */
  parkAfter?: number;
  /** The log is read at most this often (fewer, larger batches under a stream of appends). */
  paceMs?: number;
}

export interface LogProcess {
  /** Resolves once every event committed before the call has been acted on. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** A log with none of the process's events in it moves the checkpoint at most this often. */
const IDLE_CHECKPOINT_MS = 10_000;

/**
 * A process manager of the command side fed by the log (ADR 0152), with poison events parked (ADR 0155) — the
 * requester e-mails and the instant alerts both run on it: it follows the log from its own checkpoint; for each batch it waits until the
 * read models hold the batch, then acts and moves the checkpoint holding the checkpoint row's lock, so two processes
 * never act on the same events and a restart resumes where the last commit left off. A batch that keeps failing for a
 * reason that is not the environment's is retried `parkAfter` times, then handled one event at a time: the failing
 * events are parked (`parked_events`, "Eventos com falha") and skipped, the others acted on.
 */
export async function startLogProcess({
  name,
  store,
  pool,
  eventTypes,
  waitForReadModels,
  act,
  onError,
  onParked = (fields) => onError(new Error(`${name}: event parked ${JSON.stringify(fields)}`)),
  parkAfter = PARK_AFTER_FAILURES,
  paceMs = 0,
}: LogProcessOptions): Promise<LogProcess> {
  const checkpoint = new ProcessCheckpoint(pool, name);
  const from = await checkpoint.open(() => store.headPosition());
  await migrateParkedEvents(pool);
  let movedAt = Date.now();
  // Consecutive failures of the batch the subscription redelivers (from the same position), and the last error.
  let failures = 0;
  let lastError: unknown;
  const subscription = store.subscribe(
    from,
    async (events, upTo) => {
      try {
        if (failures >= parkAfter && !isTransientFailure(lastError)) await handleOneByOne(events, upTo, failures);
        else await handle(events, upTo);
        failures = 0;
        lastError = undefined;
      } catch (error) {
        failures += 1;
        lastError = error;
        throw error;
      }
      if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
    },
    { eventTypes: [...eventTypes], onError },
  );
  return { caughtUp: () => subscription.caughtUp(), stop: () => subscription.stop() };

  async function handle(events: RecordedEvent[], upTo: LogPosition): Promise<void> {
    if (events.length === 0) {
      if (Date.now() - movedAt < IDLE_CHECKPOINT_MS) return;
      await checkpoint.skipTo(upTo);
      movedAt = Date.now();
      return;
    }
    if (!(await waitForReadModels(upTo)))
      throw new TransientFailure(`${name}: the read models are behind the log; retrying`);
    await checkpoint.advance(upTo, async (stored) => {
      const fresh = events.filter((e) => comparePositions(e.position, stored) > 0);
      if (fresh.length) await act(fresh);
    });
    movedAt = Date.now();
  }

  /** The batch that kept failing, one event at a time: an event that fails again is parked and skipped. */
  async function handleOneByOne(events: RecordedEvent[], upTo: LogPosition, attempts: number): Promise<void> {
    for (const event of events) {
      try {
        await handle([event], event.position);
      } catch (error) {
        if (isTransientFailure(error)) throw error;
        await parkEvent(pool, name, event, error, attempts);
        await checkpoint.skipTo(event.position);
        onParked(parkedLogFields(name, event, error));
      }
    }
    await checkpoint.skipTo(upTo);
    movedAt = Date.now();
  }
}
