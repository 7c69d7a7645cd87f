import type { Router } from 'express';
import { optionalIdHeader } from '@conectasst/common/api/areas';
import { findNrsQuery, listNrsQuery, nrSchema, showNrQuery } from '@conectasst/common/api/nrs';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { nrMessages } from '@conectasst/common/rules/nrRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, listResponse, notFoundResponse, page, pageResponse, queryRouter } from '../queryRoutes';
import { findNr, listActiveNrsOfArea, listAllNrs, listNrs } from '@conectasst/projections/nrs/nrsQueries';

const tags = ['NRs'];

export const listNrsRoute = defineQuery({
  path: '/v1/admin/nrs',
  summary: 'Lista as NRs (paginada; busca por nome sem diferenciar maiúsculas e acentos)',
  tags,
  access: 'admin',
  query: listNrsQuery,
  responses: pageResponse('Página de NRs', nrSchema),
});

export const showNrRoute = defineQuery({
  path: '/v1/admin/nrs/show',
  summary: 'Uma NR (id no cabeçalho `id` ou na query `id`)',
  tags,
  access: 'admin',
  query: showNrQuery,
  headers: optionalIdHeader,
  responses: { ...dataResponse('A NR', nrSchema), ...notFoundResponse('NR não encontrada') },
});

export const findNrsRoute = defineQuery({
  path: '/v1/nrs/find',
  summary: 'NRs ativas de uma área (`id` = id da área)',
  tags,
  access: 'public',
  query: findNrsQuery,
  responses: listResponse('NRs da área', nrSchema),
});

export const allNrsRoute = defineQuery({
  path: '/v1/search/all',
  summary: 'Todas as NRs (ativas e inativas)',
  tags,
  access: 'public',
  responses: listResponse('NRs', nrSchema),
});

export function nrsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listNrsRoute, async ({ query }) => {
      const { items, total } = await listNrs(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name);
      return page(items, query.page, DEFAULT_PAGE_SIZE, total);
    })
    .add(showNrRoute, async ({ query, headers }) => {
      const id = headers.id ?? query.id;
      if (id === undefined) throw new HttpError(400, 'Informe o id da NR.');
      return data(found(await findNr(deps.pool, id), nrMessages.notFound));
    })
    .add(findNrsRoute, async ({ query }) => data(await listActiveNrsOfArea(deps.pool, query.id)))
    .add(allNrsRoute, async () => data(await listAllNrs(deps.pool))).router;
}
