import type { Router } from 'express';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { creditPackageSchema, listPackagesQuery, showPackageQuery } from '@conectasst/common/api/packages';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { packageMessages as m, pricePerCredit } from '@conectasst/common/rules/packageRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import { activePackages, findPackage, listPackages } from '@conectasst/projections/packages/packagesQueries';
import type { PackageRow } from '@conectasst/projections/packages/packagesQueries';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, listResponse, notFoundResponse, page, pageResponse, queryRouter } from '../queryRoutes';

const tags = ['Pacotes de créditos'];

export const listPackagesRoute = defineQuery({
  path: '/v1/packages',
  summary: 'Pacotes de créditos, paginados (filtro opcional por nome)',
  tags,
  access: 'public',
  query: listPackagesQuery,
  responses: pageResponse('Pacotes', creditPackageSchema),
});

export const showPackageRoute = defineQuery({
  path: '/v1/packages/show',
  summary: 'Um pacote de créditos',
  tags,
  access: 'public',
  query: showPackageQuery,
  responses: { ...dataResponse('Pacote', creditPackageSchema), ...notFoundResponse('Pacote não encontrado') },
});

export const providerPackagesRoute = defineQuery({
  path: '/v1/dashboard/packages',
  summary: 'Pacotes ativos oferecidos ao parceiro, do mais barato ao mais caro',
  tags,
  access: 'provider',
  responses: listResponse('Pacotes ativos', creditPackageSchema),
});

const toPackage = (r: PackageRow): CreditPackage => {
  const cents = Number(r.price_cents);
  return { id: r.id, name: r.name, credits: r.credits, ndemanda: r.demands, price: cents / 100, pricePerCredit: Math.round(pricePerCredit(cents, r.credits) * 100) / 100, status: r.status };
};

export function packagesQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listPackagesRoute, async ({ query }) => {
      const { rows, total } = await listPackages(deps.pool, query.page, DEFAULT_PAGE_SIZE, query.name?.trim() ? toSearchText(query.name) : null);
      return page(rows.map(toPackage), query.page, DEFAULT_PAGE_SIZE, total);
    })
    .add(showPackageRoute, async ({ query }) => data(toPackage(found(await findPackage(deps.pool, query.id), m.notFound))))
    .add(providerPackagesRoute, async () => data((await activePackages(deps.pool)).map(toPackage))).router;
}
