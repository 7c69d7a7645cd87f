import { Router } from 'express';
import type { ZodType } from 'zod';
import { createdIdResponse } from '@conectasst/common/api/ids';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import type { LogPosition } from '@conectasst/events/envelope';
import type { LimitOptions } from '@conectasst/platform/http/rateLimit';
import type {
  Access,
  ResponseSpec,
  RouteContext,
  RouteDeps,
  RouteResult,
  RouteSpec,
} from '@conectasst/platform/http/route';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from './commandContext';
import { metadataFor } from './commandContext';
import type { CommandMetadata, CommandResult } from './commandHandler';
import type { Decider } from './decider';

/**
 * The one way to declare a command route (ADR 0139): parse → command → handle → map.
 *
 * - `commandRoutes({ tags, access })` gives a module's declarations (`.post(path, summary, { body, responses })`), all
 *   of kind `command`; zod schemas of `common/src/api` parse the request (platform/src/http/route.ts).
 * - `route(spec, handle, { limits })` pairs a declaration with its handler and its rate limits (a property of the
 *   route, mounted in front of it, 429 in the document); `commandRouter(deps.route, [...])` mounts the list.
 * - A handler builds the command and hands it to `decide(ctx, stream, decider, command)`; a refusal is a `DomainError`
 *   that platform/src/http/errorHandler.ts alone maps to HTTP; `answer`/`createdWithId` map the result.
 * - Time comes from `CommandDeps.now`, ids from `newId` (the same id for a repeated `Idempotency-Key`).
 */
export type CommandSpec = Omit<RouteSpec, 'kind' | 'method' | 'path' | 'summary' | 'tags' | 'access'> &
  Partial<Pick<RouteSpec, 'tags' | 'access'>>;

type Method = RouteSpec['method'];
type Declared<D, M extends Method, S> = Omit<D, keyof S> &
  S & { method: M; path: string; summary: string; kind: 'command' };

/** A module's route declarations with the tags and access its routes share (each may override them). */
export function commandRoutes<D extends { tags: string[]; access: Access }>(defaults: D) {
  const declare =
    <M extends Method>(method: M) =>
    <S extends CommandSpec>(path: string, summary: string, spec: S): Declared<D, M, S> =>
      defineRoute({ ...defaults, ...spec, method, path, summary, kind: 'command' as const }) as Declared<D, M, S>;
  return { post: declare('post'), put: declare('put'), delete: declare('delete'), get: declare('get') };
}

/** `{ message, data: { id } }`, the answer of a call that created a numbered record. */
/** `{ message, data: { id } }`: what a create answers (common/src/api/ids.ts). */
export const idCreatedBody = createdIdResponse;

/** The other answers of a call, `{ status: description }` (their body is `{ message }`). */
export type Refusals = Record<number, string>;

const described = (refusals: Refusals): Record<number, ResponseSpec> =>
  Object.fromEntries(Object.entries(refusals).map(([status, description]) => [status, { description }]));

/** `200 { message }` and the refusals. */
export const messageResponses = (description: string, refusals: Refusals = {}): Record<number, ResponseSpec> => ({
  200: { description, schema: messageBodySchema },
  ...described(refusals),
});

/** `201` with `schema` (`{ message, data: { id } }` unless told) and the refusals. */
export const createdResponses = (
  description: string,
  refusals: Refusals = {},
  schema: ZodType = idCreatedBody,
): Record<number, ResponseSpec> => ({
  201: { description, schema },
  ...described(refusals),
});

/** A declaration with its handler and rate limits. `handle` is a method so a list may hold routes of different specs. */
export interface CommandRoute<S extends RouteSpec = RouteSpec> {
  spec: S;
  handle(ctx: RouteContext<S>): Promise<RouteResult>;
  limits?: readonly LimitOptions[];
}

export function route<S extends RouteSpec>(
  spec: S,
  handle: (ctx: RouteContext<S>) => Promise<RouteResult>,
  options: { limits?: readonly LimitOptions[] } = {},
): CommandRoute<S> {
  return { spec, handle, ...(options.limits ? { limits: options.limits } : {}) };
}

/** A module's router: its routes mounted in order, each behind its own limits. */
export function commandRouter(routeDeps: RouteDeps, routes: readonly CommandRoute[]): Router {
  const router = Router();
  for (const r of routes) mountRoute(router, r.spec, (ctx) => r.handle(ctx), routeDeps, { limits: r.limits ?? [] });
  return router;
}

/** Who asks (none for the gateway and the sandbox, which name themselves in their metadata). */
export type Caller = Partial<Pick<RouteContext<RouteSpec>, 'user' | 'idempotencyKey'>>;

/**
 * Handles `command` on `stream` as the caller (its id, role and `Idempotency-Key`), or with `metadata` when given
 * (requesters, the payment gateway).
 */
export function decide<State, Command, Event extends { type: string; data: unknown }>(
  deps: Pick<CommandDeps, 'commands'>,
  ctx: Caller,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata = metadataFor(ctx.user, ctx.idempotencyKey),
): Promise<CommandResult<State, Event>> {
  return deps.commands.handle(stream, decider, command, metadata);
}

/** A new numbered id of `kind`; a repeated `Idempotency-Key` of the same caller gets the id its first copy got. */
export function newId(deps: Pick<CommandDeps, 'ids'>, kind: string, ctx: Caller): Promise<number> {
  return deps.ids.next(kind, ctx.idempotencyKey ? `${ctx.user?.id ?? 'anonymous'}:${ctx.idempotencyKey}` : undefined);
}

/** The X-Position of what a call appended (none when it appended nothing). */
export const positionOf = (result: { position?: LogPosition | undefined } | undefined): { position?: LogPosition } =>
  result?.position ? { position: result.position } : {};

/** `status { message }` with the call's position. */
export const answer = (
  message: string,
  result?: { position?: LogPosition | undefined },
  status = 200,
): RouteResult => ({
  ...(status === 200 ? {} : { status }),
  body: { message },
  ...positionOf(result),
});

/** `201 { message, data: { id } }` with the call's position. */
export const createdWithId = (
  message: string,
  id: number,
  result?: { position?: LogPosition | undefined },
): RouteResult => ({
  status: 201,
  body: { message, data: { id } },
  ...positionOf(result),
});
