import { Router } from 'express';
import { z } from 'zod';
import type { ServiceListing } from '@conectasst/common/api/demands';
import { adminDemandSchema, serviceListingSchema } from '@conectasst/common/api/demands';
import { pageQuery } from '@conectasst/common/api/ids';
import { toSearchText } from '@conectasst/common/text/searchText';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

const PAGE_SIZE = 10;
/** A subscription costs 10 credits (spec §9). */
const SUBSCRIPTION_PRICE = 10;

export const providerListingRoute = defineRoute({
  method: 'get',
  path: '/v1/companys/service',
  summary: 'Demandas abertas para o parceiro (sem os dados de contato do solicitante)',
  tags: ['Demandas'],
  access: 'provider',
  kind: 'query',
  query: z.object({ page: pageQuery }),
  responses: {
    200: {
      description: 'Demandas',
      schema: z.object({ data: z.array(serviceListingSchema), filterArea: z.array(z.object({ id: z.number(), name: z.string() })), pages: z.array(z.object({ page: z.number() })) }),
    },
  },
});

export const adminDemandsRoute = defineRoute({
  method: 'get',
  path: '/v1/demanda',
  summary: 'Demandas para o administrador (filtros: nome, período, situação)',
  tags: ['Demandas'],
  access: 'admin',
  kind: 'query',
  query: z.object({
    name: z.string().max(150).optional(),
    from: z.iso.date({ error: 'Data inicial inválida.' }).optional(),
    to: z.iso.date({ error: 'Data final inválida.' }).optional(),
    status: z.enum(['true', 'false'], { error: 'Situação inválida.' }).optional(),
  }),
  responses: { 200: { description: 'Demandas', schema: z.object({ data: z.array(adminDemandSchema) }) } },
});

interface DemandRow {
  id: number;
  title: string;
  branch: string;
  company_type: string;
  employees: string;
  needed_by: string;
  uf: string;
  city: string;
  neighbourhood: string;
  about: string;
  status: boolean;
  subs: number;
  created_at: Date;
  expires_at: Date;
  service_names: string[] | null;
}

/** The listing fields of spec §3; `contributors` is the employee range, `description` the services one per line. */
function toListing(r: DemandRow): ServiceListing {
  const range = /^(\d+) a (\d+)$/.exec(r.employees);
  return {
    id: r.id,
    title: r.title,
    description: (r.service_names ?? []).join('\n'),
    branch_of_the_company: r.branch,
    type: r.company_type,
    uf: r.uf,
    region: r.city,
    street: r.neighbourhood,
    about: r.about,
    status: r.status,
    contributors: range ? `${Number(range[1])},${Number(range[2])}` : 'Mais',
    urgency: r.needed_by,
    published_date: r.created_at.toISOString(),
    expires_date: r.expires_at.toISOString(),
    price: SUBSCRIPTION_PRICE,
    subs: r.subs,
  };
}

export function demandsQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    providerListingRoute,
    async ({ query }) => {
      // Only columns of `demands`: the requester's contact lives in demand_contacts, which this query never joins.
      const [rows, count, areas] = await Promise.all([
        deps.pool.query<DemandRow>(
          `SELECT d.id, d.title, d.branch, d.company_type, d.employees, d.needed_by, d.uf, d.city, d.neighbourhood, d.about, d.status, d.subs,
                  d.created_at, d.expires_at, (SELECT array_agg(s.name ORDER BY array_position(d.service_ids, s.id)) FROM services s WHERE s.id = ANY(d.service_ids)) AS service_names
             FROM demands d WHERE d.status AND NOT d.deleted ORDER BY d.created_at DESC LIMIT $1 OFFSET $2`,
          [PAGE_SIZE, (query.page - 1) * PAGE_SIZE],
        ),
        deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM demands WHERE status AND NOT deleted'),
        deps.pool.query<{ id: number; name: string }>('SELECT id, name FROM areas WHERE status ORDER BY name'),
      ]);
      const lastPage = Math.max(1, Math.ceil(Number(count.rows[0]!.n) / PAGE_SIZE));
      return { body: { data: rows.rows.map(toListing), filterArea: areas.rows, pages: Array.from({ length: lastPage }, (_, i) => ({ page: i + 1 })) } };
    },
    deps.route,
  );
  mountRoute(
    router,
    adminDemandsRoute,
    async ({ query }) => {
      const rows = await deps.pool.query<{ id: number; corporate_name: string; title: string; status: boolean; created_at: Date }>(
        `SELECT id, corporate_name, title, status, created_at FROM demands
          WHERE NOT deleted AND ($1::text IS NULL OR search_text LIKE $1)
            AND ($2::date IS NULL OR created_at >= $2::date) AND ($3::date IS NULL OR created_at < $3::date + 1)
            AND ($4::boolean IS NULL OR status = $4)
          ORDER BY id DESC LIMIT 500`,
        [query.name?.trim() ? `%${toSearchText(query.name).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null, query.from ?? null, query.to ?? null, query.status === undefined ? null : query.status === 'true'],
      );
      return { body: { data: rows.rows.map((r) => ({ id: r.id, companyId: r.id, company_name: r.corporate_name, title: r.title, status: r.status, createdAt: r.created_at.toISOString() })) } };
    },
    deps.route,
  );
  return router;
}
