import { Router } from 'express';
import { z } from 'zod';
import { optionalIdHeader } from '@conectasst/common/api/areas';
import { findNrsQuery, listNrsQuery, nrSchema, showNrQuery } from '@conectasst/common/api/nrs';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { nrMessages } from '@conectasst/common/rules/nrRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { findNr, listActiveNrsOfArea, listAllNrs, listNrs } from '@conectasst/projections/nrs/nrsQueries';

export const listNrsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/nrs',
  summary: 'Lista as NRs (paginada; busca por nome sem diferenciar maiúsculas e acentos)',
  tags: ['NRs'],
  access: 'admin',
  kind: 'query',
  query: listNrsQuery,
  responses: { 200: { description: 'Página de NRs', schema: pagedBodySchema(nrSchema) } },
});

export const showNrRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/nrs/show',
  summary: 'Uma NR (id no cabeçalho `id` ou na query `id`)',
  tags: ['NRs'],
  access: 'admin',
  kind: 'query',
  query: showNrQuery,
  headers: optionalIdHeader,
  responses: { 200: { description: 'A NR', schema: z.object({ data: nrSchema }) }, 404: { description: 'NR não encontrada' } },
});

export const findNrsRoute = defineRoute({
  method: 'get',
  path: '/v1/nrs/find',
  summary: 'NRs ativas de uma área (`id` = id da área)',
  tags: ['NRs'],
  access: 'public',
  kind: 'query',
  query: findNrsQuery,
  responses: { 200: { description: 'NRs da área', schema: z.object({ data: z.array(nrSchema) }) } },
});

export const allNrsRoute = defineRoute({
  method: 'get',
  path: '/v1/search/all',
  summary: 'Todas as NRs (ativas e inativas)',
  tags: ['NRs'],
  access: 'public',
  kind: 'query',
  responses: { 200: { description: 'NRs', schema: z.object({ data: z.array(nrSchema) }) } },
});

export function nrsQueryRouter(deps: QueryDeps): Router {
  const router = Router();

  mountRoute(
    router,
    listNrsRoute,
    async ({ query }) => {
      const { items, total } = await listNrs(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name);
      return { body: pagedBody(items, query.page, DEFAULT_PAGE_SIZE, total) };
    },
    deps.route,
  );

  mountRoute(
    router,
    showNrRoute,
    async ({ query, headers }) => {
      const id = headers.id ?? query.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da NR.');
      const nr = await findNr(deps.pool, id);
      if (!nr) throw new HttpError(404, nrMessages.notFound);
      return { body: { data: nr } };
    },
    deps.route,
  );

  mountRoute(router, findNrsRoute, async ({ query }) => ({ body: { data: await listActiveNrsOfArea(deps.pool, query.id) } }), deps.route);
  mountRoute(router, allNrsRoute, async () => ({ body: { data: await listAllNrs(deps.pool) } }), deps.route);

  return router;
}
