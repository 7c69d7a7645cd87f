import type { Router } from 'express';
import {
  areaSchema,
  listAreasQuery,
  optionalIdHeader,
  publicAreaSchema,
  showAreaQuery,
} from '@conectasst/common/api/areas';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { areaMessages } from '@conectasst/common/rules/areaRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { QueryDeps } from '../queryContext';
import {
  data,
  found,
  listResponse,
  pagedList,
  pageResponse,
  queryRouter,
  queryRoutes,
  recordResponse,
} from '../queryRoutes';
import { findArea, listAreas, listPublicAreas } from '@conectasst/projections/areas/areasQueries';

const declare = queryRoutes({ tags: ['Áreas'] });

export const listAreasRoute = declare.get(
  '/v1/admin/area',
  'Lista as áreas (paginada, busca por nome sem diferenciar maiúsculas e acentos)',
  {
    access: 'admin',
    query: listAreasQuery,
    responses: pageResponse('Página de áreas', areaSchema),
  },
);

export const showAreaRoute = declare.get('/v1/admin/area/show', 'Uma área (id na query `id` ou no cabeçalho `id`)', {
  access: 'admin',
  query: showAreaQuery,
  headers: optionalIdHeader,
  responses: recordResponse('A área', areaSchema, 'Área não encontrada'),
});

export const publicAreasRoute = declare.get('/v1/area', 'Áreas ativas (público)', {
  access: 'public',
  responses: listResponse('Áreas ativas', publicAreaSchema),
});

export function areasQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listAreasRoute, ({ query }) =>
      pagedList(query.page, DEFAULT_PAGE_SIZE, (n, size) => listAreas(deps.pool, n, size, query.name)),
    )
    .add(showAreaRoute, async ({ query, headers }) => {
      const id = query.id ?? headers.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da área.');
      return data(found(await findArea(deps.pool, id), areaMessages.notFound));
    })
    .add(publicAreasRoute, async () => data(await listPublicAreas(deps.pool))).router;
}
