import { Router } from 'express';
import { z } from 'zod';
import { pageQuery, recordId } from '@conectasst/common/api/ids';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

const tags = ['Inscrições'];

/** Subscription record of spec §3: the requester's details, shown only to a subscribed provider (and admins). */
const subscriptionRecord = z.object({
  id: z.number().int(),
  title: z.string(),
  user_name: z.string(),
  user_surname: z.string(),
  corporate_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  uf: z.string(),
  city: z.string(),
  department_name: z.string(),
  role: z.string(),
  number_of_employees: z.string(),
  company_type: z.string(),
  branch_of_the_company: z.string(),
  about: z.string(),
  nrs: z.array(z.string()),
  urgency: z.string(),
  subscribedAt: z.string(),
});

export const subscriptionDetailsRoute = defineRoute({
  method: 'get',
  path: '/v1/subs',
  summary: 'Contato do solicitante de uma demanda — somente para o parceiro inscrito nela',
  tags,
  access: 'provider',
  kind: 'query',
  query: z.object({ id: recordId }),
  responses: { 200: { description: 'Inscrição', schema: z.object({ data: subscriptionRecord }) }, 403: { description: 'Não inscrito nesta demanda' } },
});

export const mySubscriptionsRoute = defineRoute({
  method: 'get',
  path: '/v1/subs/show',
  summary: 'Demandas em que o parceiro está inscrito, com o contato do solicitante',
  tags,
  access: 'provider',
  kind: 'query',
  query: z.object({ page: pageQuery }),
  responses: { 200: { description: 'Inscrições', schema: z.object({ data: z.array(subscriptionRecord) }) } },
});

export const subsCountRoute = defineRoute({
  method: 'get',
  path: '/v1/subs/multi',
  summary: 'Inscritos por demanda (`id` = lista de ids separados por vírgula) e se o parceiro atual é um deles',
  tags,
  access: 'provider',
  kind: 'query',
  query: z.object({ id: z.string().max(2_000).regex(/^\d{1,9}(,\d{1,9})*$/, { error: 'Informe ids numéricos separados por vírgula.' }) }),
  responses: { 200: { description: 'Inscritos', schema: z.object({ subs: z.record(z.string(), z.object({ subs: z.number(), subscribed: z.boolean() })) }) } },
});

export const adminSubscriptionsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/subs',
  summary: 'Todas as inscrições: parceiro, empresa e os dados do solicitante',
  tags,
  access: 'admin',
  kind: 'query',
  query: z.object({ page: pageQuery }),
  responses: { 200: { description: 'Inscrições', schema: z.object({ data: z.array(subscriptionRecord.extend({ provider_name: z.string(), provider_id: z.string() })) }) } },
});

const RECORD_SQL = `
  SELECT d.id, d.title, c.name AS user_name, c.surname AS user_surname, d.corporate_name, c.email, c.phone, coalesce(c.neighbourhood, d.neighbourhood) AS street,
         d.uf, d.city, c.department AS department_name, c.role, d.employees AS number_of_employees, coalesce(c.company_type, d.company_type) AS company_type,
         coalesce(c.branch, d.branch) AS branch_of_the_company, coalesce(c.about, d.about) AS about, d.needed_by AS urgency, s.created_at AS subscribed_at, s.provider_id,
         coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.email, '') AS provider_name,
         (SELECT array_agg(sv.name ORDER BY array_position(d.service_ids, sv.id)) FROM services sv WHERE sv.id = ANY(d.service_ids)) AS nrs
    FROM subscriptions s
    JOIN demands d ON d.id = s.demand_id
    JOIN demand_contacts c ON c.demand_id = s.demand_id
    LEFT JOIN users u ON u.id = s.provider_id`;

interface RecordRow {
  id: number;
  title: string;
  user_name: string | null;
  user_surname: string | null;
  corporate_name: string;
  email: string | null;
  phone: string | null;
  street: string;
  uf: string;
  city: string;
  department_name: string | null;
  role: string | null;
  number_of_employees: string;
  company_type: string;
  branch_of_the_company: string;
  about: string;
  urgency: string;
  subscribed_at: Date;
  provider_id: string;
  provider_name: string;
  nrs: string[] | null;
}

const toRecord = (r: RecordRow) => ({
  id: r.id,
  title: r.title,
  // Erased requesters (LGPD) keep their demand; their personal fields read as empty.
  user_name: r.user_name ?? '',
  user_surname: r.user_surname ?? '',
  corporate_name: r.corporate_name,
  email: r.email ?? '',
  phone: r.phone ?? '',
  street: r.street,
  uf: r.uf,
  city: r.city,
  department_name: r.department_name ?? '',
  role: r.role ?? '',
  number_of_employees: r.number_of_employees,
  company_type: r.company_type,
  branch_of_the_company: r.branch_of_the_company,
  about: r.about,
  nrs: r.nrs ?? [],
  urgency: r.urgency,
  subscribedAt: r.subscribed_at.toISOString(),
});

export function subscriptionsQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    subscriptionDetailsRoute,
    async ({ query, user }) => {
      const row = (await deps.pool.query<RecordRow>(`${RECORD_SQL} WHERE s.demand_id = $1 AND s.provider_id = $2`, [query.id, user!.id])).rows[0];
      if (!row) throw new HttpError(403, 'Inscreva-se nesta demanda para ver o contato do solicitante.');
      return { body: { data: toRecord(row) } };
    },
    deps.route,
  );
  mountRoute(
    router,
    mySubscriptionsRoute,
    async ({ query, user }) => {
      const rows = await deps.pool.query<RecordRow>(`${RECORD_SQL} WHERE s.provider_id = $1 ORDER BY s.created_at DESC LIMIT 20 OFFSET $2`, [user!.id, (query.page - 1) * 20]);
      return { body: { data: rows.rows.map(toRecord) } };
    },
    deps.route,
  );
  mountRoute(
    router,
    subsCountRoute,
    async ({ query, user }) => {
      const ids = query.id.split(',').map(Number).slice(0, 200);
      const rows = await deps.pool.query<{ demand_id: number; n: string; mine: boolean }>(
        'SELECT demand_id, count(*) AS n, bool_or(provider_id = $2) AS mine FROM subscriptions WHERE demand_id = ANY($1::int[]) GROUP BY demand_id',
        [ids, user!.id],
      );
      const subs = Object.fromEntries(ids.map((id) => [String(id), { subs: 0, subscribed: false }]));
      for (const r of rows.rows) subs[String(r.demand_id)] = { subs: Number(r.n), subscribed: r.mine };
      return { body: { subs } };
    },
    deps.route,
  );
  mountRoute(
    router,
    adminSubscriptionsRoute,
    async ({ query }) => {
      const rows = await deps.pool.query<RecordRow>(`${RECORD_SQL} ORDER BY s.created_at DESC LIMIT 50 OFFSET $1`, [(query.page - 1) * 50]);
      return { body: { data: rows.rows.map((r) => ({ ...toRecord(r), provider_name: r.provider_name, provider_id: r.provider_id })) } };
    },
    deps.route,
  );
  return router;
}
