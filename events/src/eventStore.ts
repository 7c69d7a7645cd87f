import type { AppendResult, ExpectedRevision, LogPosition, NewEvent, RecordedEvent } from './envelope';

export interface ReadStreamOptions {
  /** First revision to return (1-based, inclusive). */
  fromRevision?: number;
}

export interface SubscribeOptions {
  /** Only deliver events of these types (others are left out of the batch, which still advances the position). */
  eventTypes?: readonly string[];
  /** Only deliver events of streams starting with one of these prefixes. */
  streamPrefixes?: readonly string[];
  batchSize?: number;
  /** Called when a batch handler throws; the subscription retries the same batch after a backoff. */
  onError?: (error: unknown, attempt: number) => void;
}

/**
 * Receives events strictly after `from`, in log order, catch-up first and then live.
 * A batch is delivered again (from the same position) when the handler throws. The handler is also called
 * with an empty list when a filter left nothing out of a batch, so it can record `upTo`.
 */
export type BatchHandler = (events: RecordedEvent[], upTo: LogPosition) => Promise<void>;

export interface Subscription {
  stop(): Promise<void>;
  /** Resolves once the subscriber has handled everything committed before the call. */
  caughtUp(): Promise<void>;
}

export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  read(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events strictly after `from`, in log order, at most `limit`. Only events no earlier writer can precede. */
  readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]>;
  subscribe(from: LogPosition, handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /**
   * Position of the newest committed event (LOG_START when empty). A subscription that reaches it has seen every event
   * committed before the call; readAll may deliver it only later, once older writers have finished.
   */
  headPosition(): Promise<LogPosition>;
  close(): Promise<void>;
}
