import type {
  AppendManyResult,
  AppendResult,
  ExpectedRevision,
  LogPosition,
  NewEvent,
  RecordedEvent,
  StreamAppend,
} from './envelope';

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
  /**
   * Whether `appendMany` can take more than one stream: all or nothing, every stream at its own expected revision,
   * the call's events adjacent in the log and visible to readers together (ADR 0119).
   */
  readonly supportsAtomicMultiStreamAppend: boolean;
  /**
   * Appends to several streams in one atomic step, each at its own expected revision: either every stream gets its
   * events or none does. A wrong revision on any stream refuses the whole call with `WrongExpectedRevision` naming
   * that stream. Event ids work as in `append`: a call whose ids are all stored already, with the same streams and
   * content, is a retry (`alreadyAppended`, whatever its now stale expectations); stored ids with other content or
   * another stream are an `IdempotencyConflict`. A store without the capability refuses more than one stream with
   * `MultiStreamAppendUnsupported`.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult>;
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
