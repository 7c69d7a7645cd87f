import type { Router } from 'express';
import { areaSchema, listAreasQuery, optionalIdHeader, publicAreaSchema, showAreaQuery } from '@conectasst/common/api/areas';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { areaMessages } from '@conectasst/common/rules/areaRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, listResponse, notFoundResponse, page, pageResponse, queryRouter } from '../queryRoutes';
import { findArea, listAreas, listPublicAreas } from '@conectasst/projections/areas/areasQueries';

const tags = ['Áreas'];

export const listAreasRoute = defineQuery({
  path: '/v1/admin/area',
  summary: 'Lista as áreas (paginada, busca por nome sem diferenciar maiúsculas e acentos)',
  tags,
  access: 'admin',
  query: listAreasQuery,
  responses: pageResponse('Página de áreas', areaSchema),
});

export const showAreaRoute = defineQuery({
  path: '/v1/admin/area/show',
  summary: 'Uma área (id na query `id` ou no cabeçalho `id`)',
  tags,
  access: 'admin',
  query: showAreaQuery,
  headers: optionalIdHeader,
  responses: { ...dataResponse('A área', areaSchema), ...notFoundResponse('Área não encontrada') },
});

export const publicAreasRoute = defineQuery({
  path: '/v1/area',
  summary: 'Áreas ativas (público)',
  tags,
  access: 'public',
  responses: listResponse('Áreas ativas', publicAreaSchema),
});

export function areasQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listAreasRoute, async ({ query }) => {
      const { items, total } = await listAreas(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name);
      return page(items, query.page, DEFAULT_PAGE_SIZE, total);
    })
    .add(showAreaRoute, async ({ query, headers }) => {
      const id = query.id ?? headers.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da área.');
      return data(found(await findArea(deps.pool, id), areaMessages.notFound));
    })
    .add(publicAreasRoute, async () => data(await listPublicAreas(deps.pool))).router;
}
