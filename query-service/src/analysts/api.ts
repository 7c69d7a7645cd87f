import type { Router } from 'express';
import { analystListSchema } from '@conectasst/common/api/analysts';
import { analystList } from '@conectasst/projections/analysts/analystInvitationsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { bodyResponse, queryRouter, queryRoutes } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Analistas'], access: 'admin' });

export const listAnalystsRoute = declare.get(
  '/v1/admin/analistas',
  "'Analistas': os analistas convidados, o convite mais recente primeiro — nome, e-mail, quando foi convidado, até quando vale o último link e se a senha já foi definida",
  { responses: bodyResponse('Os analistas', analystListSchema) },
);

/** The admin's list of analysts (issue #40, ADR 0178); inviting and re-inviting are the command side's POST. */
export function analystsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(listAnalystsRoute, async () => ({
    body: { data: await analystList(deps.pool, nowOf(deps)) },
  })).router;
}
