/** What the load thread is asked to run against, and what it answers (loadThread.ts ↔ thread.ts). */
export type LoadTarget =
  | { kind: 'http'; url: string; headers: Record<string, string> }
  | { kind: 'sql'; connectionString: string; statements: { text: string; values: unknown[] }[] };

export type LoadOrder =
  | { id: number; op: 'alone'; target: LoadTarget; requests: number }
  | { id: number; op: 'open'; target: LoadTarget; rate: number; seconds: number }
  /** `requests` requests started at once (a cold page under a burst of visitors). */
  | { id: number; op: 'burst'; target: LoadTarget; requests: number }
  /** Closes the kept-alive sockets: the next case opens its own, as a new client would. */
  | { id: number; op: 'reset' };

export interface LoadAnswer {
  id: number;
  /** Each request's time, start to answer read (ms), in the order they finished. */
  latencies: number[];
  /** The requests over 40 ms: when each started (ms since the epoch) and how long it took. */
  slow: { at: number; ms: number }[];
  /** Answers other than 200 (HTTP) or statements that failed (SQL). */
  failed: number;
  /** How late the load thread's own timers ran meanwhile (ms): a tail here is the client's, not the server's. */
  clientDelayP99: number;
  error?: string;
}
