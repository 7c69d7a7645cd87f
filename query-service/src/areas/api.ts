import { Router } from 'express';
import { z } from 'zod';
import { areaSchema, listAreasQuery, optionalIdHeader, publicAreaSchema, showAreaQuery } from '@conectasst/common/api/areas';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { areaMessages } from '@conectasst/common/rules/areaRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { findArea, listAreas, listPublicAreas } from '@conectasst/projections/areas/areasQueries';

export const listAreasRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/area',
  summary: 'Lista as áreas (paginada, busca por nome sem diferenciar maiúsculas e acentos)',
  tags: ['Áreas'],
  access: 'admin',
  kind: 'query',
  query: listAreasQuery,
  responses: { 200: { description: 'Página de áreas', schema: pagedBodySchema(areaSchema) } },
});

export const showAreaRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/area/show',
  summary: 'Uma área (id na query `id` ou no cabeçalho `id`)',
  tags: ['Áreas'],
  access: 'admin',
  kind: 'query',
  query: showAreaQuery,
  headers: optionalIdHeader,
  responses: { 200: { description: 'A área', schema: z.object({ data: areaSchema }) }, 404: { description: 'Área não encontrada' } },
});

export const publicAreasRoute = defineRoute({
  method: 'get',
  path: '/v1/area',
  summary: 'Áreas ativas (público)',
  tags: ['Áreas'],
  access: 'public',
  kind: 'query',
  responses: { 200: { description: 'Áreas ativas', schema: z.object({ data: z.array(publicAreaSchema) }) } },
});

export function areasQueryRouter(deps: QueryDeps): Router {
  const router = Router();

  mountRoute(
    router,
    listAreasRoute,
    async ({ query }) => {
      const { items, total } = await listAreas(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name);
      return { body: pagedBody(items, query.page, DEFAULT_PAGE_SIZE, total) };
    },
    deps.route,
  );

  mountRoute(
    router,
    showAreaRoute,
    async ({ query, headers }) => {
      const id = query.id ?? headers.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da área.');
      const area = await findArea(deps.pool, id);
      if (!area) throw new HttpError(404, areaMessages.notFound);
      return { body: { data: area } };
    },
    deps.route,
  );

  mountRoute(router, publicAreasRoute, async () => ({ body: { data: await listPublicAreas(deps.pool) } }), deps.route);

  return router;
}
