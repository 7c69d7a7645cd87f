import type { Router } from 'express';
import { insightsQuery, providerInsightsSchema } from '@conectasst/common/api/insights';
import { INSIGHTS_DEFAULT_DAYS } from '@conectasst/common/rules/insightsRules';
import { providerInsights } from '@conectasst/projections/insights/insightsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { bodyResponse, defineQuery, queryRouter } from '../queryRoutes';

export const myInsightsRoute = defineQuery({
  path: '/v1/parceiro/desempenho',
  summary:
    'Meu desempenho: demandas que combinam com o perfil, inscrições, contratações, créditos por contratação, nota e a velocidade de inscrição comparada à mediana dos outros parceiros das mesmas áreas e regiões (só com pelo menos 3 deles); dias = 30 (padrão) ou 90',
  tags: ['Desempenho'],
  access: 'provider',
  query: insightsQuery,
  responses: bodyResponse('Desempenho do parceiro no período', providerInsightsSchema),
});

/** "Meu desempenho" (issue #21 item 6, ADR 0127): the caller's own figures only, whatever the query says. */
export function insightsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(myInsightsRoute, async ({ query, user }) => ({
    body: await providerInsights(
      deps.pool,
      user.id,
      nowOf(deps),
      query.dias ? Number(query.dias) : INSIGHTS_DEFAULT_DAYS,
    ),
  })).router;
}
