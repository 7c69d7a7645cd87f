import type { Request, RequestHandler } from 'express';

/**
 * Slow-down instead of lock-out (ADR 0110). Counting failed attempts per account and refusing the account after N
 * lets anyone lock a known provider out by failing on purpose. Instead, after `freeFailures` failures in the window
 * each further attempt on that key is answered only after a delay that doubles per failure, up to `maxDelayMs`: a
 * guesser gets a few attempts a minute, the owner typing the right password still gets in (a few seconds later at
 * worst). The per-address limit (`limitRequests`, 429) stays in front of it.
 */
export interface SlowDownOptions {
  windowMs: number;
  /** Failures in the window answered without delay. */
  freeFailures: number;
  /** Delay after the first failure beyond the free ones; doubled for each next failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The key to count under (e.g. the account of a login); no key, no delay. */
  key: (req: Request) => string | undefined;
  /** Keys remembered at most (the oldest are dropped first); bounds the memory an attacker can make us use. */
  maxKeys?: number;
  /** Runs `next` after `ms` (setTimeout); tests record the delays here instead of measuring time. */
  wait?: (ms: number, next: () => void) => void;
}

/** The delay before answering an attempt that follows `failures` failures in the window. */
export function delayAfterFailures(
  failures: number,
  options: Pick<SlowDownOptions, 'freeFailures' | 'baseDelayMs' | 'maxDelayMs'>,
): number {
  if (failures < options.freeFailures) return 0;
  const doublings = Math.min(failures - options.freeFailures, 30);
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** doublings);
}

/** Per-process, in memory (as the rate limits): failures are answers with a status of 400 or more. */
export function slowDownFailures(options: SlowDownOptions): RequestHandler {
  const failures = new Map<string, { count: number; since: number }>();
  const maxKeys = options.maxKeys ?? 100_000;
  return (req, res, next) => {
    const key = options.key(req);
    if (key === undefined) {
      next();
      return;
    }
    const now = Date.now();
    let entry = failures.get(key);
    if (entry && now - entry.since >= options.windowMs) {
      failures.delete(key);
      entry = undefined;
    }
    const delay = delayAfterFailures(entry?.count ?? 0, options);
    res.on('finish', () => {
      if (res.statusCode < 400) return;
      const current = failures.get(key);
      if (current) {
        current.count++;
        return;
      }
      if (failures.size >= maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, { count: 1, since: Date.now() });
    });
    if (delay === 0) next();
    else (options.wait ?? ((ms, go) => setTimeout(go, ms)))(delay, () => next());
  };
}
