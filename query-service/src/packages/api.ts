import { Router } from 'express';
import { z } from 'zod';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { creditPackageSchema, listPackagesQuery, showPackageQuery } from '@conectasst/common/api/packages';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { packageMessages as m, pricePerCredit } from '@conectasst/common/rules/packageRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { activePackages, findPackage, listPackages } from '@conectasst/projections/packages/packagesQueries';
import type { PackageRow } from '@conectasst/projections/packages/packagesQueries';
import type { QueryDeps } from '../queryContext';

const tags = ['Pacotes de créditos'];

export const listPackagesRoute = defineRoute({
  method: 'get',
  path: '/v1/packages',
  summary: 'Pacotes de créditos, paginados (filtro opcional por nome)',
  tags,
  access: 'public',
  kind: 'query',
  query: listPackagesQuery,
  responses: { 200: { description: 'Pacotes', schema: pagedBodySchema(creditPackageSchema) } },
});

export const showPackageRoute = defineRoute({
  method: 'get',
  path: '/v1/packages/show',
  summary: 'Um pacote de créditos',
  tags,
  access: 'public',
  kind: 'query',
  query: showPackageQuery,
  responses: { 200: { description: 'Pacote', schema: z.object({ data: creditPackageSchema }) }, 404: { description: 'Pacote não encontrado' } },
});

export const providerPackagesRoute = defineRoute({
  method: 'get',
  path: '/v1/dashboard/packages',
  summary: 'Pacotes ativos oferecidos ao parceiro, do mais barato ao mais caro',
  tags,
  access: 'provider',
  kind: 'query',
  responses: { 200: { description: 'Pacotes ativos', schema: z.object({ data: z.array(creditPackageSchema) }) } },
});

const toPackage = (r: PackageRow): CreditPackage => {
  const cents = Number(r.price_cents);
  return { id: r.id, name: r.name, credits: r.credits, ndemanda: r.demands, price: cents / 100, pricePerCredit: Math.round(pricePerCredit(cents, r.credits) * 100) / 100, status: r.status };
};

export function packagesQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    listPackagesRoute,
    async ({ query }) => {
      const { rows, total } = await listPackages(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name?.trim() ? toSearchText(query.name) : null);
      return { body: pagedBody(rows.map(toPackage), query.page, DEFAULT_PAGE_SIZE, total) };
    },
    deps.route,
  );
  mountRoute(
    router,
    showPackageRoute,
    async ({ query }) => {
      const row = await findPackage(deps.pool, query.id);
      if (!row) throw new HttpError(404, m.notFound);
      return { body: { data: toPackage(row) } };
    },
    deps.route,
  );
  mountRoute(
    router,
    providerPackagesRoute,
    async () => {
      return { body: { data: (await activePackages(deps.pool)).map(toPackage) } };
    },
    deps.route,
  );
  return router;
}
