import { randomUUID } from 'node:crypto';
import type {
  AppendManyResult,
  AppendResult,
  ExpectedRevision,
  LogPosition,
  NewEvent,
  RecordedEvent,
  StreamAppend,
} from '../envelope';
import { LOG_START, comparePositions } from '../envelope';
import { assertSameRetry, IdempotencyConflict, WrongExpectedRevision } from '../errors';
import type { BatchHandler, EventStore, ReadStreamOptions, SubscribeOptions, Subscription } from '../eventStore';
import { checkExpectedRevision } from '../expectedRevision';
import { checkStreamAppends } from '../multiStreamAppend';
import { ownLogSource, pollingSubscription } from '../pollingSubscription';

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

  readonly supportsAtomicMultiStreamAppend = true;

  async append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const stream = this.streams.get(streamId) ?? [];
    const retried = this.findRetried(streamId, stream, events);
    if (retried) return retried;
    const current = stream.length;
    if (!checkExpectedRevision(expectedRevision, current)) {
      throw new WrongExpectedRevision(streamId, expectedRevision, current);
    }
    const position = this.write(streamId, events, new Date());
    for (const wake of this.wakeUps) wake();
    return { nextExpectedRevision: this.streams.get(streamId)!.length, position, alreadyAppended: false };
  }

  /** Every check runs before the first write, and nothing awaits in between: all streams or none. */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    checkStreamAppends(appends);
    const retried = this.findRetriedMany(appends);
    if (retried) return retried;
    for (const { streamId, expectedRevision } of appends) {
      const current = this.streams.get(streamId)?.length ?? 0;
      if (!checkExpectedRevision(expectedRevision, current))
        throw new WrongExpectedRevision(streamId, expectedRevision, current);
    }
    const recordedAt = new Date();
    const streams = appends.map(({ streamId, events }) => {
      const position = this.write(streamId, events, recordedAt);
      return { streamId, nextExpectedRevision: this.streams.get(streamId)!.length, position };
    });
    for (const wake of this.wakeUps) wake();
    return { streams, position: streams[streams.length - 1]!.position, alreadyAppended: false };
  }

  /** Appends without any check; answers the position of the last event written. */
  private write(streamId: string, events: NewEvent[], recordedAt: Date): LogPosition {
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length;
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
    return stream[stream.length - 1]?.position ?? LOG_START;
  }

  /** `findRetried` over every stream of the call: all ids stored as they are now, or a conflict, or no retry. */
  private findRetriedMany(appends: readonly StreamAppend[]): AppendManyResult | undefined {
    const ids = new Set(
      appends.flatMap(({ events }) => events.map((e) => e.id).filter((id): id is string => id !== undefined)),
    );
    if (!this.log.some((e) => ids.has(e.id))) return undefined;
    const streams = appends.map(({ streamId, events }) => {
      const stream = this.streams.get(streamId) ?? [];
      const retried = this.findRetried(streamId, stream, events);
      if (!retried) throw new IdempotencyConflict(streamId, events.find((e) => e.id !== undefined)?.id ?? '');
      return { streamId, nextExpectedRevision: retried.nextExpectedRevision, position: retried.position };
    });
    const position = streams.map((s) => s.position).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
    return { streams, position, alreadyAppended: true };
  }

  private findRetried(streamId: string, stream: RecordedEvent[], events: NewEvent[]): AppendResult | undefined {
    const ids = events.map((e) => e.id).filter((id): id is string => id !== undefined);
    if (ids.length === 0) return undefined;
    const existing = this.log.filter((e) => ids.includes(e.id));
    if (existing.length === 0) return undefined;
    for (const event of events) {
      assertSameRetry(
        streamId,
        event,
        existing.find((e) => e.id === event.id),
        '',
      );
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
    return pollingSubscription(ownLogSource(this, this.wakeUps), from, handler, { pollIntervalMs: 50, ...options });
  }

  async headPosition(): Promise<LogPosition> {
    return this.log[this.log.length - 1]?.position ?? LOG_START;
  }

  async close(): Promise<void> {
    this.wakeUps.clear();
  }
}
