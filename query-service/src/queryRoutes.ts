import { Router } from 'express';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { RouteHandler, RouteResult, RouteSpec } from '@conectasst/platform/http/route';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from './queryContext';

/**
 * The one shape of a query route (ADR 0140): every read is a GET of kind `query` (it honours X-Min-Position), its
 * body is `{ data }` or a page, and a missing record is a 404 with the record's message. A module declares its routes
 * with `defineQuery`, answers with `data`/`page`/`found`, and mounts them with `queryRouter(deps).add(…)`.
 */
export type QuerySpec = Omit<RouteSpec, 'method' | 'kind'>;

export function defineQuery<S extends QuerySpec>(spec: S): S & { method: 'get'; kind: 'query' } {
  return defineRoute({ ...spec, method: 'get' as const, kind: 'query' as const });
}

/** `200 { data: <schema> }`. */
export const dataResponse = (description: string, schema: ZodType) => ({ 200: { description, schema: z.object({ data: schema }) } });

/** `200 { data: <item>[] }`. */
export const listResponse = (description: string, item: ZodType) => dataResponse(description, z.array(item));

/** `200` one page of `<item>` (common/src/api/paging.ts). */
export const pageResponse = (description: string, item: ZodType) => ({ 200: { description, schema: pagedBodySchema(item) } });

/** `404` with what is missing. */
export const notFoundResponse = (description: string) => ({ 404: { description } });

/** The answer `{ data }`. */
export const data = (value: unknown): RouteResult => ({ body: { data: value } });

/** The answer: one page of items, the page's number and size, and how many there are in all. */
export const page = <T>(items: T[], pageNumber: number, pageSize: number, total: number): RouteResult => ({ body: pagedBody(items, pageNumber, pageSize, total) });

/** The record, or a 404 with the record's message (`Área não encontrada.`, …). */
export function found<T>(record: T | null | undefined, notFoundMessage: string): T {
  if (record === null || record === undefined) throw new HttpError(404, notFoundMessage);
  return record;
}

export interface QueryRouter {
  /** Mounts one route with its handler (authorization, validation, read-your-writes: platform/src/http/route.ts). */
  add<S extends RouteSpec>(spec: S, handler: RouteHandler<S>): QueryRouter;
  readonly router: Router;
}

/** A module's router: `queryRouter(deps).add(listRoute, …).add(showRoute, …).router`. */
export function queryRouter(deps: Pick<QueryDeps, 'route'>, router: Router = Router()): QueryRouter {
  const self: QueryRouter = {
    add(spec, handler) {
      mountRoute(router, spec, handler, deps.route);
      return self;
    },
    router,
  };
  return self;
}
