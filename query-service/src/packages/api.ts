import type { Router } from 'express';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { creditPackageSchema, listPackagesQuery, showPackageQuery } from '@conectasst/common/api/packages';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { packageMessages as m, pricePerCredit } from '@conectasst/common/rules/packageRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import { activePackages, findPackage, listPackages } from '@conectasst/projections/packages/packagesQueries';
import type { PackageRow } from '@conectasst/projections/packages/packagesQueries';
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

const declare = queryRoutes({ tags: ['Pacotes de créditos'] });

export const listPackagesRoute = declare.get(
  '/v1/packages',
  'Pacotes de créditos, paginados (filtro opcional por nome)',
  { access: 'public', query: listPackagesQuery, responses: pageResponse('Pacotes', creditPackageSchema) },
);

export const showPackageRoute = declare.get('/v1/packages/show', 'Um pacote de créditos', {
  access: 'public',
  query: showPackageQuery,
  responses: recordResponse('Pacote', creditPackageSchema, 'Pacote não encontrado'),
});

export const providerPackagesRoute = declare.get(
  '/v1/dashboard/packages',
  'Pacotes ativos oferecidos ao parceiro, do mais barato ao mais caro',
  { access: 'provider', responses: listResponse('Pacotes ativos', creditPackageSchema) },
);

const toPackage = (r: PackageRow): CreditPackage => {
  const cents = Number(r.price_cents);
  return {
    id: r.id,
    name: r.name,
    credits: r.credits,
    ndemanda: r.demands,
    price: cents / 100,
    pricePerCredit: Math.round(pricePerCredit(cents, r.credits) * 100) / 100,
    status: r.status,
  };
};

export function packagesQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listPackagesRoute, ({ query }) => {
      const searchName = query.name?.trim() ? toSearchText(query.name) : null;
      return pagedList(
        query.page,
        DEFAULT_PAGE_SIZE,
        (n, size) => listPackages(deps.pool, n, size, searchName),
        toPackage,
      );
    })
    .add(showPackageRoute, async ({ query }) =>
      data(toPackage(found(await findPackage(deps.pool, query.id), m.notFound))),
    )
    .add(providerPackagesRoute, async () => data((await activePackages(deps.pool)).map(toPackage))).router;
}
