import type { Router } from 'express';
import { lgpdQueueSchema } from '@conectasst/common/api/lgpd';
import { lgpdRequestQueue } from '@conectasst/projections/lgpd/lgpdRequestsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { bodyResponse, queryRouter, queryRoutes } from '../queryRoutes';

const declare = queryRoutes({ tags: ['LGPD (administração)'], access: 'admin' });

export const lgpdQueueRoute = declare.get(
  '/v1/admin/lgpd',
  "'Solicitações LGPD': as solicitações de correção e de exclusão dos titulares, com o prazo legal (15 dias), a situação e as atrasadas marcadas",
  {
    responses: bodyResponse('A fila', lgpdQueueSchema),
  },
);

/** The admin's queue of LGPD requests (ADR 0167). */
export function lgpdQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(lgpdQueueRoute, async () => ({
    body: { data: await lgpdRequestQueue(deps.pool, nowOf(deps)) },
  })).router;
}
