import { Router } from 'express';
import { z } from 'zod';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { creditPackageSchema, listPackagesQuery, showPackageQuery } from '@conectasst/common/api/packages';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { packageMessages as m, pricePerCredit } from '@conectasst/common/rules/packageRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
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

interface PackageRow {
  id: number;
  name: string;
  credits: number;
  demands: number;
  price_cents: string;
  status: boolean;
}

const COLUMNS = 'id, name, credits, demands, price_cents, status';
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
      const filter = query.name?.trim() ? `%${toSearchText(query.name).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = 'WHERE ($1::text IS NULL OR search_name LIKE $1)';
      const [rows, count] = await Promise.all([
        deps.pool.query<PackageRow>(`SELECT ${COLUMNS} FROM packages ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`, [filter, DEFAULT_PAGE_SIZE, (query.page - 1) * DEFAULT_PAGE_SIZE]),
        deps.pool.query<{ n: string }>(`SELECT count(*) AS n FROM packages ${where}`, [filter]),
      ]);
      return { body: pagedBody(rows.rows.map(toPackage), query.page, DEFAULT_PAGE_SIZE, Number(count.rows[0]!.n)) };
    },
    deps.route,
  );
  mountRoute(
    router,
    showPackageRoute,
    async ({ query }) => {
      const row = (await deps.pool.query<PackageRow>(`SELECT ${COLUMNS} FROM packages WHERE id = $1`, [query.id])).rows[0];
      if (!row) throw new HttpError(404, m.notFound);
      return { body: { data: toPackage(row) } };
    },
    deps.route,
  );
  mountRoute(
    router,
    providerPackagesRoute,
    async () => {
      const rows = await deps.pool.query<PackageRow>(`SELECT ${COLUMNS} FROM packages WHERE status ORDER BY price_cents, id`);
      return { body: { data: rows.rows.map(toPackage) } };
    },
    deps.route,
  );
  return router;
}
