import type { Router } from 'express';
import { alertPreferencesSchema } from '@conectasst/common/api/alerts';
import { alertPreferencesOf } from '@conectasst/projections/demands/alertQueries';
import type { QueryDeps } from '../queryContext';
import { queryRouter, queryRoutes } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Demandas'] });

export const alertPreferencesStateRoute = declare.get(
  '/v1/alert-preferences',
  'Alertas de novas demandas do parceiro (padrão: resumo por hora, sem horário de silêncio, não pausados)',
  {
    access: 'provider',
    responses: { 200: { description: 'Preferências de alertas', schema: alertPreferencesSchema } },
  },
);

/** "Meus dados" → "Alertas" (ADR 0161): the caller's own preferences. */
export function alertsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(alertPreferencesStateRoute, async ({ user }) => ({
    body: await alertPreferencesOf(deps.pool, user!.id),
  })).router;
}
