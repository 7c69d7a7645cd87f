import type { Router } from 'express';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { listServicesQuery, serviceSchema, showServiceQuery } from '@conectasst/common/api/services';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import type { QueryDeps } from '../queryContext';
import { data, found, pagedList, pageResponse, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';
import { findService, listServices } from '@conectasst/projections/services/servicesQueries';

const declare = queryRoutes({ tags: ['Serviços'] });

export const showServiceRoute = declare.get('/v1/admin/services/show', 'Um serviço do catálogo (`item` = id)', {
  access: 'admin',
  query: showServiceQuery,
  responses: recordResponse('O serviço', serviceSchema, 'Serviço não encontrado'),
});

export const listServicesRoute = declare.get(
  '/v1/services',
  'Catálogo de serviços, paginado (público; busca opcional por nome)',
  {
    access: 'public',
    query: listServicesQuery,
    responses: pageResponse('Página de serviços', serviceSchema),
  },
);

export function servicesQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(showServiceRoute, async ({ query }) =>
      data(found(await findService(deps.pool, query.item), serviceMessages.notFound)),
    )
    .add(listServicesRoute, ({ query }) =>
      pagedList(query.page, DEFAULT_PAGE_SIZE, (n, size) => listServices(deps.pool, n, size, query.name)),
    ).router;
}
