import type { LogPosition, RecordedEvent } from './envelope';
import { comparePositions } from './envelope';
import type { BatchHandler, Subscription, SubscribeOptions } from './eventStore';

export interface PollingSource {
  readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]>;
  headPosition(): Promise<LogPosition>;
  /** Registers a wake-up callback (a hint that new events may exist); returns the unregister function. */
  onWakeUp(callback: () => void): () => void;
}

/**
 * The source of a store that reads its own log and rings a set of wake-up callbacks when events are appended (the
 * in-memory store, and the PostgreSQL store on NOTIFY).
 */
export function ownLogSource(
  store: Pick<PollingSource, 'readAll' | 'headPosition'>,
  wakeUps: Set<() => void>,
): PollingSource {
  return {
    readAll: (from, limit) => store.readAll(from, limit),
    headPosition: () => store.headPosition(),
    onWakeUp: (callback) => {
      wakeUps.add(callback);
      return () => wakeUps.delete(callback);
    },
  };
}

export interface PollingOptions extends SubscribeOptions {
  /** Longest sleep between two reads when no wake-up arrives (the polling fallback). */
  pollIntervalMs?: number;
  maxBackoffMs?: number;
  /** Pause after a batch that had events, so that appends arriving together are read together (0: none). */
  coalesceMs?: number;
}

/**
 * Catch-up then live subscription over any store that can read its log in order.
 * Polling is the source of truth; wake-ups only shorten the wait.
 */
export function pollingSubscription(
  source: PollingSource,
  from: LogPosition,
  handler: BatchHandler,
  options: PollingOptions = {},
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const coalesceMs = options.coalesceMs ?? 0;
  const types = options.eventTypes ? new Set(options.eventTypes) : undefined;
  const prefixes = options.streamPrefixes;
  const wanted = (e: RecordedEvent) =>
    (!types || types.has(e.type)) && (!prefixes || prefixes.some((p) => e.streamId.startsWith(p)));

  let position = from;
  let stopped = false;
  let wake: (() => void) | undefined;
  let pendingWake = false;
  const waiters: { target: LogPosition; resolve: () => void }[] = [];

  const unregister = source.onWakeUp(() => {
    pendingWake = true;
    wake?.();
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopped) {
        pendingWake = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        pendingWake = false;
        resolve();
      }
      wake = done;
    });

  const releaseWaiters = () => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      const w = waiters[i]!;
      if (comparePositions(position, w.target) >= 0) {
        waiters.splice(i, 1);
        w.resolve();
      }
    }
  };

  const loop = (async () => {
    let attempt = 0;
    while (!stopped) {
      try {
        const batch = await source.readAll(position, batchSize);
        if (stopped) break;
        if (batch.length > 0) {
          const upTo = batch[batch.length - 1]!.position;
          // Called even when the filter selects nothing, so subscribers can record their progress.
          await handler(batch.filter(wanted), upTo);
          position = upTo;
          attempt = 0;
          releaseWaiters();
          if (batch.length === batchSize) continue;
          // Under a steady stream of appends, a short pause lets the next wake-ups gather into one larger batch: one read
          // and one transaction for many events instead of one per append.
          if (coalesceMs > 0) await new Promise((r) => setTimeout(r, coalesceMs));
        }
        releaseWaiters();
        await sleep(pollIntervalMs);
      } catch (error) {
        attempt += 1;
        options.onError?.(error, attempt);
        await sleep(Math.min(maxBackoffMs, 50 * 2 ** Math.min(attempt, 10)));
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      unregister();
      await loop;
      for (const w of waiters.splice(0)) w.resolve();
    },
    async caughtUp() {
      const target = await source.headPosition();
      if (comparePositions(position, target) >= 0) return;
      await new Promise<void>((resolve) => {
        waiters.push({ target, resolve });
        wake?.();
      });
    },
  };
}
