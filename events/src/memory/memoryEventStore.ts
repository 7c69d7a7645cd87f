import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { AppendResult, ExpectedRevision, LogPosition, NewEvent, RecordedEvent } from '../envelope';
import { LOG_START, comparePositions } from '../envelope';
import { IdempotencyConflict, WrongExpectedRevision } from '../errors';
import type { BatchHandler, EventStore, ReadStreamOptions, SubscribeOptions, Subscription } from '../eventStore';
import { checkExpectedRevision } from '../expectedRevision';
import { pollingSubscription } from '../pollingSubscription';

/** Events behave like the stored JSON of the real adapters: plain data, no shared references. */
const jsonClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const cloneEvent = (e: RecordedEvent): RecordedEvent => ({
  ...e,
  data: jsonClone(e.data),
  metadata: jsonClone(e.metadata),
  recordedAt: new Date(e.recordedAt.getTime()),
});

/** In-process event store for unit tests only: no durability, same semantics as the real adapters. */
export class MemoryEventStore implements EventStore {
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly wakeUps = new Set<() => void>();

  async append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const stream = this.streams.get(streamId) ?? [];
    const retried = this.findRetried(streamId, stream, events);
    if (retried) return retried;
    const current = stream.length;
    if (!checkExpectedRevision(expectedRevision, current)) {
      throw new WrongExpectedRevision(streamId, expectedRevision, current);
    }
    const recordedAt = new Date();
    for (const [i, event] of events.entries()) {
      const globalPosition = BigInt(this.log.length + 1);
      const recorded: RecordedEvent = {
        id: event.id ?? randomUUID(),
        type: event.type,
        version: event.version,
        streamId,
        revision: current + i + 1,
        globalPosition,
        position: { commit: globalPosition, prepare: globalPosition },
        data: jsonClone(event.data),
        metadata: jsonClone(event.metadata ?? {}),
        recordedAt,
      };
      stream.push(recorded);
      this.log.push(recorded);
    }
    this.streams.set(streamId, stream);
    for (const wake of this.wakeUps) wake();
    const last = stream[stream.length - 1];
    return { nextExpectedRevision: stream.length, position: last ? last.position : LOG_START, alreadyAppended: false };
  }

  private findRetried(streamId: string, stream: RecordedEvent[], events: NewEvent[]): AppendResult | undefined {
    const ids = events.map((e) => e.id).filter((id): id is string => id !== undefined);
    if (ids.length === 0) return undefined;
    const existing = this.log.filter((e) => ids.includes(e.id));
    if (existing.length === 0) return undefined;
    for (const event of events) {
      const found = existing.find((e) => e.id === event.id);
      if (!found || found.streamId !== streamId || found.type !== event.type || !isDeepStrictEqual(found.data, event.data)) {
        throw new IdempotencyConflict(streamId, event.id ?? '');
      }
    }
    const last = existing[existing.length - 1]!;
    return { nextExpectedRevision: stream.length, position: last.position, alreadyAppended: true };
  }

  async read(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 1;
    return (this.streams.get(streamId) ?? []).filter((e) => e.revision >= from).map(cloneEvent);
  }

  async readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return this.log
      .filter((e) => comparePositions(e.position, from) > 0)
      .slice(0, limit)
      .map(cloneEvent);
  }

  subscribe(from: LogPosition, handler: BatchHandler, options?: SubscribeOptions): Subscription {
    return pollingSubscription(
      {
        readAll: (f, l) => this.readAll(f, l),
        headPosition: () => this.headPosition(),
        onWakeUp: (cb) => {
          this.wakeUps.add(cb);
          return () => this.wakeUps.delete(cb);
        },
      },
      from,
      handler,
      { pollIntervalMs: 50, ...options },
    );
  }

  async headPosition(): Promise<LogPosition> {
    return this.log[this.log.length - 1]?.position ?? LOG_START;
  }

  async close(): Promise<void> {
    this.wakeUps.clear();
  }
}
