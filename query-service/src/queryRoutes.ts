import { Router } from 'express';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { dataBodySchema, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { Access, RouteHandler, RouteResult, RouteSpec } from '@conectasst/platform/http/route';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from './queryContext';

/**
 * The one shape of a query route (ADR 0140): every read is a GET of kind `query` (it honours X-Min-Position), its
 * body is `{ data }` or a page, and a missing record is a 404 with the record's message. A module declares its routes
 * with `queryRoutes({ tags }).get(path, summary, { access, query, responses })` (or `defineQuery` in full), answers
 * with `data`/`page`/`pagedList`/`found`, and mounts them with `queryRouter(deps).add(…)`.
 */
export type QuerySpec = Omit<RouteSpec, 'method' | 'kind'>;

export function defineQuery<S extends QuerySpec>(spec: S): S & { method: 'get'; kind: 'query' } {
  return defineRoute({ ...spec, method: 'get' as const, kind: 'query' as const });
}

/** What a declaration gives beside its path and summary; the tags (and the access, when shared) come from the module. */
type QueryDetails = Omit<QuerySpec, 'path' | 'summary' | 'tags' | 'access'> &
  Partial<Pick<QuerySpec, 'tags' | 'access'>>;
type Declared<D, S> = Omit<D, keyof S> & S & { method: 'get'; path: string; summary: string; kind: 'query' };

/**
 * A module's query declarations with the tags (and, when all its routes share it, the access) they share, as
 * `commandRoutes` on the command side: `const declare = queryRoutes({ tags: ['Áreas'] });` then
 * `export const publicAreasRoute = declare.get('/v1/area', 'Áreas ativas (público)', { access: 'public', responses })`.
 * A declaration without an access (given by neither) does not compile where it is mounted.
 */
export function queryRoutes<D extends { tags: string[]; access?: Access }>(defaults: D) {
  return {
    get: <S extends QueryDetails>(path: string, summary: string, spec: S): Declared<D, S> =>
      defineRoute({
        ...defaults,
        ...spec,
        path,
        summary,
        method: 'get' as const,
        kind: 'query' as const,
      } as RouteSpec) as unknown as Declared<D, S>,
  };
}

/** `200 <schema>`: a body of its own shape (a listing with its pager, a state, …), not wrapped in `{ data }`. */
export const bodyResponse = (description: string, schema: ZodType) => ({ 200: { description, schema } });

/** `200 { data: <schema> }`. */
export const dataResponse = (description: string, schema: ZodType) => ({
  200: { description, schema: dataBodySchema(schema) },
});

/** `200 { data: <item>[] }`. */
export const listResponse = (description: string, item: ZodType) => dataResponse(description, z.array(item));

/** `200` one page of `<item>` (common/src/api/paging.ts). */
export const pageResponse = (description: string, item: ZodType) => ({
  200: { description, schema: pagedBodySchema(item) },
});

/** `404` with what is missing. */
export const notFoundResponse = (description: string) => ({ 404: { description } });

/**
 * What a route reached through a signed e-mail link refuses (platform/src/auth/requesterLink.ts): a forged link or an
 * erased e-mail `403`, an expired link `410`, and `404` with what is missing when what it names may be gone.
 */
export function signedLinkRefusals(notFound?: string): Record<number, { description: string }> {
  const refusals = { 403: { description: 'Link inválido' }, 410: { description: 'Link expirado' } };
  return notFound === undefined ? refusals : { ...refusals, ...notFoundResponse(notFound) };
}

/** One record: `200 { data: <schema> }`, or `404` with what is missing. */
export const recordResponse = (description: string, schema: ZodType, notFound: string) => ({
  ...dataResponse(description, schema),
  ...notFoundResponse(notFound),
});

/** The answer `{ data }`. */
export const data = (value: unknown): RouteResult => ({ body: { data: value } });

/** The answer: one page of items, the page's number and size, and how many there are in all. */
export const page = <T>(items: T[], pageNumber: number, pageSize: number, total: number): RouteResult => ({
  body: pagedBody(items, pageNumber, pageSize, total),
});

/**
 * One page of a paged list: `load(page, size)` reads the page's rows and the total from the read model, `toItem` (when
 * given) turns a row into the API's item.
 */
export async function pagedList<R, T = R>(
  pageNumber: number,
  pageSize: number,
  load: (pageNumber: number, pageSize: number) => Promise<{ rows: R[]; total: number }>,
  toItem?: (row: R) => T,
): Promise<RouteResult> {
  const { rows, total } = await load(pageNumber, pageSize);
  return page<R | T>(toItem ? rows.map(toItem) : rows, pageNumber, pageSize, total);
}

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
