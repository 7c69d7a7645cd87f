import type { Router } from 'express';
import { optionalIdHeader } from '@conectasst/common/api/areas';
import { findNrsQuery, listNrsQuery, nrSchema, showNrQuery } from '@conectasst/common/api/nrs';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { nrMessages } from '@conectasst/common/rules/nrRules';
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
import { findNr, listActiveNrsOfArea, listAllNrs, listNrs } from '@conectasst/projections/nrs/nrsQueries';

const declare = queryRoutes({ tags: ['NRs'] });

export const listNrsRoute = declare.get(
  '/v1/admin/nrs',
  'Lista as NRs (paginada; busca por nome sem diferenciar maiúsculas e acentos)',
  { access: 'admin', query: listNrsQuery, responses: pageResponse('Página de NRs', nrSchema) },
);

export const showNrRoute = declare.get('/v1/admin/nrs/show', 'Uma NR (id no cabeçalho `id` ou na query `id`)', {
  access: 'admin',
  query: showNrQuery,
  headers: optionalIdHeader,
  responses: recordResponse('A NR', nrSchema, 'NR não encontrada'),
});

export const findNrsRoute = declare.get('/v1/nrs/find', 'NRs ativas de uma área (`id` = id da área)', {
  access: 'public',
  query: findNrsQuery,
  responses: listResponse('NRs da área', nrSchema),
});

export const allNrsRoute = declare.get('/v1/search/all', 'Todas as NRs (ativas e inativas)', {
  access: 'public',
  responses: listResponse('NRs', nrSchema),
});

export function nrsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listNrsRoute, ({ query }) =>
      pagedList(query.page, DEFAULT_PAGE_SIZE, (n, size) => listNrs(deps.pool, n, size, query.name)),
    )
    .add(showNrRoute, async ({ query, headers }) => {
      const id = headers.id ?? query.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da NR.');
      return data(found(await findNr(deps.pool, id), nrMessages.notFound));
    })
    .add(findNrsRoute, async ({ query }) => data(await listActiveNrsOfArea(deps.pool, query.id)))
    .add(allNrsRoute, async () => data(await listAllNrs(deps.pool))).router;
}
