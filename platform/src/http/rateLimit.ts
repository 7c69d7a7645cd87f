import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { messages } from '@conectasst/common/rules/messages';
import { bearerToken } from '../auth/tokens';

export interface LimitOptions {
  /** Window length in milliseconds. */
  windowMs: number;
  /** Requests (or failures, with `failuresOnly`) allowed per key and window. */
  limit: number;
  /** Count only answers with status ≥ 400 (login: failed attempts). */
  failuresOnly?: boolean;
  /** The key to count under; the client's IP (IPv6 grouped by /56) when omitted. */
  key?: (req: Request) => string | undefined;
  /**
   * Count only requests that carry a session token: a route that is not public answers a request without one with
   * 401 before doing any work, and must keep answering 401, not 429, however often it is called (mountRoute sets it).
   */
  onlyWithToken?: boolean;
}

/**
 * Per-process limiter (in memory) answering 429 with a Portuguese message and `Retry-After`.
 * In a scaled-out deployment each process limits on its own; the gateway should limit too.
 */
export function limitRequests(options: LimitOptions): RequestHandler {
  const limiter: RequestHandler = rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    skip: (req) => (options.onlyWithToken ?? false) && !bearerToken(req.header('authorization')),
    keyGenerator: (req) => options.key?.(req) ?? ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      res.status(429).json({ message: messages.tooManyRequests });
    },
  });
  rateLimiters.add(limiter);
  return limiter;
}

const rateLimiters = new WeakSet<object>();

/**
 * True when an Express router already holds a limiter for `method path` (mounted before the route, as every limiter
 * is): the OpenAPI document then lists 429 with `Retry-After` for that call (ADR 0114), so a new limiter is documented
 * without anyone restating it.
 */
export function routerLimits(router: object, method: string, path: string): boolean {
  const stack =
    (
      router as {
        stack?: { route?: { path?: unknown; methods?: Record<string, boolean>; stack?: { handle?: unknown }[] } }[];
      }
    ).stack ?? [];
  return stack.some(
    (layer) =>
      layer.route?.path === path &&
      layer.route.methods?.[method] === true &&
      (layer.route.stack ?? []).some((l) => typeof l.handle === 'function' && rateLimiters.has(l.handle)),
  );
}
