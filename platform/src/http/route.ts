import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { ZodObject, ZodType } from 'zod';
import { z } from 'zod';
import type { LogPosition } from '@conectasst/events/envelope';
import { formatPosition, parsePosition } from '@conectasst/events/envelope';
import { IDEMPOTENCY_HEADER, MIN_POSITION_HEADER, POSITION_HEADER } from '@conectasst/common/api/envelope';
import { messages } from '@conectasst/common/rules/messages';
import { NUL_CHARACTER, hasLoneSurrogate } from '@conectasst/common/rules/textRules';
import type { SessionCheck } from '../auth/sessions';
import type { AuthUser } from '../auth/tokens';
import { bearerToken, verifyToken } from '../auth/tokens';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HttpError } from './httpError';
import { requestFingerprint } from './requestFingerprint';
import type { LimitOptions } from './rateLimit';
import { limitRequests, routerLimits } from './rateLimit';

/**
 * Who may call a route; checked on the server for every call. 'analyst': the analyst's screens and the audit screens,
 * open to analysts and admins, and only to reading calls (a route declared 'analyst' that is not a GET query does not
 * mount; issue #40, ADR 0178). Analysts reach no other call but the session's own ('authenticated').
 */
export type Access = 'public' | 'authenticated' | 'admin' | 'provider' | 'analyst';

export interface ResponseSpec {
  description: string;
  schema?: ZodType;
  /** The media types of a body that is not JSON (a download: CSV, Parquet); the document lists `schema` under each. */
  mediaTypes?: readonly string[];
}

export interface RouteSpec<
  B extends ZodType = ZodType,
  Q extends ZodObject = ZodObject,
  H extends ZodObject = ZodObject,
  P extends ZodObject = ZodObject,
> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path, e.g. `/v1/contato/:id`. */
  path: string;
  summary: string;
  tags: string[];
  access: Access;
  body?: B;
  query?: Q;
  headers?: H;
  params?: P;
  responses: Record<number, ResponseSpec>;
  /** Commands append events and answer with X-Position; queries honour X-Min-Position. */
  kind: 'command' | 'query';
}

type Infer<T, Fallback> = T extends ZodType ? z.infer<T> : Fallback;

/**
 * The caller as a route of access `A` sees it: a public route may be called without a token, every other route has
 * a caller (`authenticate` refused the call otherwise). Distributive, so a spec whose access is any `Access` (the
 * generic `RouteSpec`) sees an optional user and a list of routes of different accesses stays assignable.
 */
export type UserOf<A extends Access> = A extends 'public' ? AuthUser | undefined : AuthUser;

export interface RouteContext<S extends RouteSpec> {
  body: Infer<S['body'], undefined>;
  query: Infer<S['query'], Record<string, never>>;
  headers: Infer<S['headers'], Record<string, never>>;
  params: Infer<S['params'], Record<string, never>>;
  /** The caller: always there on a route that is not public (`authenticate` refused the call otherwise). */
  user: UserOf<S['access']>;
  idempotencyKey: string | undefined;
  ip: string;
  req: Request;
}

export interface RouteResult {
  status?: number;
  body: unknown;
  /** Position of the last event the command appended. */
  position?: LogPosition;
  contentType?: string;
  /** Extra response headers (e.g. Content-Disposition of a download). */
  headers?: Record<string, string>;
  /**
   * A download written as it is made (the analyst's export, ADR 0179): called with the response once the status and
   * headers are set, it writes the body honouring back-pressure and ends it. `body` is then ignored. A failure after
   * the first bytes can no longer change the status: the connection is cut, so the client sees an incomplete file.
   */
  stream?: (out: Response) => Promise<void>;
}

export type RouteHandler<S extends RouteSpec> = (ctx: RouteContext<S>) => Promise<RouteResult>;

/**
 * The request each `Idempotency-Key` first came with (ADR 0158), per caller and route: `claim` records the fingerprint
 * the first time and answers `same` for a copy of that request, `conflict` for another request under the same key.
 */
export interface IdempotencyKeys {
  claim(claim: {
    caller: string;
    route: string;
    key: string;
    fingerprint: string;
  }): Promise<'first' | 'same' | 'conflict'>;
}

export interface RouteDeps {
  jwtSecret: string;
  /** Commands with an `Idempotency-Key`: a key sent again with another request is refused with 409 (ADR 0158). */
  idempotencyKeys?: IdempotencyKeys;
  /**
   * Session revocation (ADR 0110): a token issued before the account's current session generation is refused.
   * Required by every route that is not public (mounting one without it fails at start-up).
   */
  sessions?: SessionCheck;
  /**
   * Read-your-writes wait for calls that carry X-Min-Position: queries, and commands too, since a command may look a
   * record up in a read model (recovery by e-mail, admin edits by id) right after the write that created it.
   */
  waitForPosition?: (position: LogPosition) => Promise<boolean>;
  /** True when a position lies beyond the head of the log (refused with 400: nobody was given it). */
  isBeyondHead?: (position: LogPosition) => Promise<boolean>;
}

/** Every route ever mounted, for the OpenAPI document and the authorization matrix. */
const mountedRoutes = new Map<string, RouteSpec>();

export function registeredRoutes(): RouteSpec[] {
  return [...mountedRoutes.values()];
}

/** `METHOD path` of the routes mounted behind a rate limiter (their document lists 429). */
const limitedRoutes = new Set<string>();

export function isRateLimited(spec: Pick<RouteSpec, 'method' | 'path'>): boolean {
  return limitedRoutes.has(`${spec.method.toUpperCase()} ${spec.path}`);
}

export function defineRoute<S extends RouteSpec>(spec: S): S {
  return spec;
}

const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);

async function authenticate(spec: RouteSpec, req: Request, deps: RouteDeps): Promise<AuthUser | undefined> {
  const token = bearerToken(req.header('authorization'));
  if (!token) {
    if (spec.access === 'public') return undefined;
    throw new HttpError(401, messages.unauthenticated);
  }
  const session = verifyToken(token, deps.jwtSecret);
  // Public routes that receive a token check it too: a revoked session never acts as its account.
  if (deps.sessions && session.generation < (await deps.sessions.currentGeneration(session.id)))
    throw new HttpError(401, messages.sessionExpired);
  if (spec.access === 'admin' && session.role !== 'admin') throw new HttpError(403, messages.forbidden);
  if (spec.access === 'provider' && session.role !== 'provider') throw new HttpError(403, messages.forbidden);
  if (spec.access === 'analyst' && session.role !== 'analyst' && session.role !== 'admin')
    throw new HttpError(403, messages.forbidden);
  return { id: session.id, role: session.role };
}

/** PostgreSQL text cannot hold U+0000; no field of the product needs it, so it is refused before anything is stored. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL_CHARACTER);
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes(NUL_CHARACTER) || containsNul(v, depth + 1));
}

/**
 * NUL in what the request sent for a field the schema kept: unknown keys (dropped) are not looked at, a kept field is
 * looked at as sent, even when a transform changed or emptied it (the document states the rule on every declared text).
 */
function sentNulIn(sent: unknown, kept: unknown, depth = 0): boolean {
  if (depth > 50) return false;
  if (Array.isArray(kept) && Array.isArray(sent)) return kept.some((item, i) => sentNulIn(sent[i], item, depth + 1));
  if (
    kept !== null &&
    typeof kept === 'object' &&
    !Array.isArray(kept) &&
    sent !== null &&
    typeof sent === 'object' &&
    !Array.isArray(sent)
  ) {
    return Object.keys(kept).some((key) =>
      sentNulIn((sent as Record<string, unknown>)[key], (kept as Record<string, unknown>)[key], depth + 1),
    );
  }
  return containsNul(sent) || containsNul(kept);
}

/**
 * A lone UTF-16 surrogate anywhere in what the request sent — values and keys, kept or dropped, at any depth (ADR 0154):
 * valid JSON, but no text; PostgreSQL refuses it (22P02), so a read model meeting it in an event would stop. Walked
 * with a stack, not recursion: a body may nest as deep as its size allows.
 */
function sentLoneSurrogate(sent: unknown): boolean {
  const pending: unknown[] = [sent];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasLoneSurrogate(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * A body the document can only state as a free object: a record, or an object that declares no field and keeps what
 * comes (`z.looseObject({})`, the WhatsApp webhook: Meta's JSON, read by its handler after the signature). Nothing
 * inside it is stated, so NUL in it is for the handler to judge; Schemathesis sent one to the webhook (ST202).
 */
function isFreeObject(schema: ZodType): boolean {
  return schema instanceof z.ZodRecord || (schema instanceof z.ZodObject && Object.keys(schema.shape).length === 0);
}

function parsePart<T extends ZodType | undefined>(schema: T, value: unknown, where: string): unknown {
  // Text that is not well-formed Unicode is refused whatever the part declares (the free object of PUT /v1/pages too);
  // the document states it in words (no pattern can name a surrogate for every reader of it, textRules.ts, ADR 0154).
  if (sentLoneSurrogate(value)) throw new HttpError(400, messages.invalidCharacters);
  if (!schema) return where === 'body' ? undefined : {};
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  // Checked on what the schema kept: fields the schema drops (unknown keys) never reach the database, and the OpenAPI
  // document states the rule on every declared text (WELL_FORMED_TEXT_PATTERN, ADR 0114).
  // A free object (the body of PUT /v1/pages, read by its handler with the page's schema) is checked there, on what
  // that schema keeps: the document can state nothing inside it.
  if (result.success && !isFreeObject(schema) && sentNulIn(value, result.data))
    throw new HttpError(400, messages.invalidCharacters);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  // Well-formed by the document, refused by a rule it cannot state (UNSTATABLE, ADR 0114): 422, not 400.
  const unstatable = result.error.issues.every(
    (issue) => issue.code === 'custom' && (issue.params as { unstatable?: boolean } | undefined)?.unstatable === true,
  );
  throw new HttpError(unstatable ? 422 : 400, fields[0]?.message ?? messages.invalidRequest, fields);
}

const STALE_RETRY_AFTER_SECONDS = 1;
const isNotFound = (error: unknown) =>
  (error instanceof HttpError && error.status === 404) || (error instanceof DomainError && error.code === 'not_found');

export interface MountOptions {
  /**
   * The call's rate limits (429 with `Retry-After`), mounted in front of it in this order; the OpenAPI document then
   * lists 429 for it. A route declares its limits here rather than a router mounting limiters by path beside it.
   */
  limits?: readonly LimitOptions[];
  /** Other guards of the call, mounted after its limits (the login's slow-down of repeated failures, ADR 0110). */
  guards?: readonly RequestHandler[];
}

/** Mounts a route: rate limits, authorization, validation of every part of the request, consistency headers. */
export function mountRoute<S extends RouteSpec>(
  router: Router,
  spec: S,
  handler: RouteHandler<S>,
  deps: RouteDeps,
  options: MountOptions = {},
): void {
  const key = `${spec.method.toUpperCase()} ${spec.path}`;
  if (spec.access === 'analyst' && (spec.method !== 'get' || spec.kind !== 'query'))
    throw new Error(`${key}: a route open to analysts must be a GET query (they never write; ADR 0178)`);
  if (spec.access !== 'public' && !deps.sessions)
    throw new Error(`${key}: a route with access '${spec.access}' needs the session check (RouteDeps.sessions)`);
  mountedRoutes.set(key, spec);
  // A call that needs a session answers 401 without one, however often it comes (Schemathesis ST203): such requests
  // are not counted by its limits.
  for (const limit of options.limits ?? [])
    router[spec.method](spec.path, limitRequests({ ...limit, onlyWithToken: spec.access !== 'public' }));
  for (const guard of options.guards ?? []) router[spec.method](spec.path, guard);
  if (routerLimits(router, spec.method, spec.path)) limitedRoutes.add(key);
  router[spec.method](spec.path, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await authenticate(spec, req, deps);
      const rawKey = req.header(IDEMPOTENCY_HEADER);
      const idempotencyKey =
        rawKey === undefined ? undefined : (parsePart(idempotencyKeySchema, rawKey, 'headers') as string);
      const ctx = {
        body: parsePart(spec.body, req.body, 'body'),
        query: parsePart(spec.query, req.query, 'query'),
        headers: parsePart(spec.headers, req.headers, 'headers'),
        params: parsePart(spec.params, req.params, 'params'),
        user,
        idempotencyKey,
        ip: req.ip ?? 'unknown',
        req,
      } as RouteContext<S>;
      // One key, one request (ADR 0158): a copy answers as the first did further on; another request under it is a 409.
      if (spec.kind === 'command' && idempotencyKey && deps.idempotencyKeys) {
        const fingerprint = requestFingerprint({
          body: ctx.body,
          query: ctx.query,
          headers: ctx.headers,
          params: ctx.params,
        });
        const claimed = await deps.idempotencyKeys.claim({
          caller: user?.id ?? 'anonymous',
          route: key,
          key: idempotencyKey,
          fingerprint,
        });
        if (claimed === 'conflict') throw new HttpError(409, messages.idempotencyKeyReused);
      }
      let stale = false;
      if (deps.waitForPosition) {
        const raw = req.header(MIN_POSITION_HEADER);
        if (raw !== undefined) {
          const position = parsePosition(raw);
          if (!position) throw new HttpError(400, `Cabeçalho ${MIN_POSITION_HEADER} inválido.`);
          if (await deps.isBeyondHead?.(position)) throw new HttpError(400, messages.minPositionBeyondHead);
          const reached = await deps.waitForPosition(position);
          if (!reached) res.setHeader('X-Consistency', 'stale');
          stale = !reached;
        }
      }
      const result = await handler(ctx).catch((error: unknown) => {
        // The read side has not reached the caller's own write: "not found" would be a wrong answer about a record
        // the caller may just have created. 503 + Retry-After says to ask again (ADR 0113).
        if (stale && isNotFound(error)) {
          res.setHeader('Retry-After', String(STALE_RETRY_AFTER_SECONDS));
          throw new HttpError(503, messages.readBehind);
        }
        throw error;
      });
      if (result.position) res.setHeader(POSITION_HEADER, formatPosition(result.position));
      for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
      res.status(result.status ?? 200);
      if (result.stream) {
        res.type(result.contentType ?? 'application/octet-stream');
        await result.stream(res).catch((error: unknown) => {
          if (!res.headersSent) throw error;
          res.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      } else if (result.contentType) res.type(result.contentType).send(result.body);
      else res.json(result.body);
    } catch (error) {
      if (error instanceof DomainError && error.position)
        res.setHeader(POSITION_HEADER, formatPosition(error.position));
      next(error);
    }
  });
}
