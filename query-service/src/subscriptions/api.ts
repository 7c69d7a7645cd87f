import type { Router } from 'express';
import { idQuery, pageOnlyQuery } from '@conectasst/common/api/ids';
import {
  adminSubscriptionSchema,
  seatCountsQuery,
  seatCountsResponseSchema,
  subscriptionRecordSchema,
} from '@conectasst/common/api/subscriptions';
import type { SubscriptionRecord } from '@conectasst/common/api/subscriptions';
import { HttpError } from '@conectasst/platform/http/httpError';
import {
  allSubscriptionRecords,
  seatCounts,
  subscriptionRecordOf,
  subscriptionRecordsOfProvider,
} from '@conectasst/projections/subscriptions/subscriptionsQueries';
import type { SubscriptionRecordRow } from '@conectasst/projections/subscriptions/subscriptionsQueries';
import type { QueryDeps } from '../queryContext';
import { bodyResponse, data, dataResponse, listResponse, queryRouter, queryRoutes } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Inscrições'] });

export const subscriptionDetailsRoute = declare.get(
  '/v1/subs',
  'Contato do solicitante de uma demanda — somente para o parceiro inscrito nela',
  {
    access: 'provider',
    query: idQuery,
    responses: {
      ...dataResponse('Inscrição', subscriptionRecordSchema),
      403: { description: 'Não inscrito nesta demanda' },
    },
  },
);

export const mySubscriptionsRoute = declare.get(
  '/v1/subs/show',
  'Demandas em que o parceiro está inscrito, com o contato do solicitante',
  {
    access: 'provider',
    query: pageOnlyQuery,
    responses: listResponse('Inscrições', subscriptionRecordSchema),
  },
);

export const subsCountRoute = declare.get(
  '/v1/subs/multi',
  'Inscritos por demanda (`id` = lista de ids separados por vírgula) e se o parceiro atual é um deles',
  {
    access: 'provider',
    query: seatCountsQuery,
    responses: bodyResponse('Inscritos', seatCountsResponseSchema),
  },
);

export const adminSubscriptionsRoute = declare.get(
  '/v1/admin/subs',
  'Todas as inscrições: parceiro, empresa e os dados do solicitante',
  {
    access: 'admin',
    query: pageOnlyQuery,
    responses: listResponse('Inscrições', adminSubscriptionSchema),
  },
);

const toRecord = (r: SubscriptionRecordRow): SubscriptionRecord => ({
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
  return queryRouter(deps)
    .add(subscriptionDetailsRoute, async ({ query, user }) => {
      const row = await subscriptionRecordOf(deps.pool, query.id, user.id);
      if (!row) throw new HttpError(403, 'Inscreva-se nesta demanda para ver o contato do solicitante.');
      return data(toRecord(row));
    })
    .add(mySubscriptionsRoute, async ({ query, user }) =>
      data((await subscriptionRecordsOfProvider(deps.pool, user.id, query.page, 20)).map(toRecord)),
    )
    .add(subsCountRoute, async ({ query, user }) => {
      const ids = query.id.split(',').map(Number).slice(0, 200);
      const subs = Object.fromEntries(ids.map((id) => [String(id), { subs: 0, subscribed: false }]));
      for (const r of await seatCounts(deps.pool, ids, user.id))
        subs[String(r.demandId)] = { subs: r.seats, subscribed: r.mine };
      return { body: { subs } };
    })
    .add(adminSubscriptionsRoute, async ({ query }) => {
      const rows = await allSubscriptionRecords(deps.pool, query.page, 50);
      return data(rows.map((r) => ({ ...toRecord(r), provider_name: r.provider_name, provider_id: r.provider_id })));
    }).router;
}
