import type { LogPosition } from '@conectasst/events/envelope';
import type { ProjectedEvent } from '../projection';

/** What the decoding thread starts with (`workerData`). The connection string is handed over in memory, never logged. */
export interface WorkerSetup {
  connectionString: string;
  /** The event types the rebuilt read models read: only these are decoded and sent back. */
  types: string[];
}

export type FromMainThread =
  | { kind: 'read'; id: number; from: LogPosition; limit: number }
  /** The answer to a `keys` request: each subject's data key, null when it has none (erased); or the failure. */
  | { kind: 'keys'; id: number; keys?: [string, Uint8Array | null][]; error?: string }
  | { kind: 'close' };

export type ToMainThread =
  /** `upTo` is the last position of the batch as read (undefined: nothing more to read); `events` the decoded selection. */
  | {
      kind: 'batch';
      id: number;
      upTo: LogPosition | undefined;
      events: ProjectedEvent[];
      readMs: number;
      decodeMs: number;
      cpuMs: number;
    }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'keys'; id: number; subjects: string[] };
