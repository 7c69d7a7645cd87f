import { Router } from 'express';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { listServicesQuery, serviceSchema, showServiceQuery } from '@conectasst/common/api/services';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { findService, listServices } from '@conectasst/projections/services/servicesQueries';

export const showServiceRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/services/show',
  summary: 'Um serviço do catálogo (`item` = id)',
  tags: ['Serviços'],
  access: 'admin',
  kind: 'query',
  query: showServiceQuery,
  responses: { 200: { description: 'O serviço', schema: z.object({ data: serviceSchema }) }, 404: { description: 'Serviço não encontrado' } },
});

export const listServicesRoute = defineRoute({
  method: 'get',
  path: '/v1/services',
  summary: 'Catálogo de serviços, paginado (público; busca opcional por nome)',
  tags: ['Serviços'],
  access: 'public',
  kind: 'query',
  query: listServicesQuery,
  responses: { 200: { description: 'Página de serviços', schema: pagedBodySchema(serviceSchema) } },
});

export function servicesQueryRouter(deps: QueryDeps): Router {
  const router = Router();

  mountRoute(
    router,
    showServiceRoute,
    async ({ query }) => {
      const service = await findService(deps.pool, query.item);
      if (!service) throw new HttpError(404, serviceMessages.notFound);
      return { body: { data: service } };
    },
    deps.route,
  );

  mountRoute(
    router,
    listServicesRoute,
    async ({ query }) => {
      const { items, total } = await listServices(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name);
      return { body: pagedBody(items, query.page, DEFAULT_PAGE_SIZE, total) };
    },
    deps.route,
  );

  return router;
}
