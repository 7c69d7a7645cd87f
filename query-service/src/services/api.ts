import type { Router } from 'express';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { listServicesQuery, serviceSchema, showServiceQuery } from '@conectasst/common/api/services';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, notFoundResponse, page, pageResponse, queryRouter } from '../queryRoutes';
import { findService, listServices } from '@conectasst/projections/services/servicesQueries';

const tags = ['Serviços'];

export const showServiceRoute = defineQuery({
  path: '/v1/admin/services/show',
  summary: 'Um serviço do catálogo (`item` = id)',
  tags,
  access: 'admin',
  query: showServiceQuery,
  responses: { ...dataResponse('O serviço', serviceSchema), ...notFoundResponse('Serviço não encontrado') },
});

export const listServicesRoute = defineQuery({
  path: '/v1/services',
  summary: 'Catálogo de serviços, paginado (público; busca opcional por nome)',
  tags,
  access: 'public',
  query: listServicesQuery,
  responses: pageResponse('Página de serviços', serviceSchema),
});

export function servicesQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(showServiceRoute, async ({ query }) => data(found(await findService(deps.pool, query.item), serviceMessages.notFound)))
    .add(listServicesRoute, async ({ query }) => {
      const { items, total } = await listServices(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name);
      return page(items, query.page, DEFAULT_PAGE_SIZE, total);
    }).router;
}
