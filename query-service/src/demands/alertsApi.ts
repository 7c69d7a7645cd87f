import type { Router } from 'express';
import { alertPreferencesSchema, whatsAppStateSchema } from '@conectasst/common/api/alerts';
import { WHATSAPP_CONSENT_TEXT } from '@conectasst/common/rules/alertRules';
import { alertPreferencesOf, whatsAppContactOf } from '@conectasst/projections/demands/alertQueries';
import type { QueryDeps } from '../queryContext';
import { bodyResponse, queryRouter, queryRoutes } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Demandas'] });

export const alertPreferencesStateRoute = declare.get(
  '/v1/alert-preferences',
  'Alertas de novas demandas do parceiro (padrão: resumo por hora, sem horário de silêncio, não pausados)',
  {
    access: 'provider',
    responses: bodyResponse('Preferências de alertas', alertPreferencesSchema),
  },
);

export const whatsAppStateRoute = declare.get(
  '/v1/whatsapp',
  'Alertas por WhatsApp do parceiro: o celular, se foi confirmado, e o texto do consentimento a mostrar',
  {
    access: 'provider',
    responses: bodyResponse('WhatsApp do parceiro', whatsAppStateSchema),
  },
);

/** "Meus dados" → "Alertas" (ADR 0161, 0162): the caller's own preferences and WhatsApp. */
export function alertsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(alertPreferencesStateRoute, async ({ user }) => ({ body: await alertPreferencesOf(deps.pool, user.id) }))
    .add(whatsAppStateRoute, async ({ user }) => {
      const contact = await whatsAppContactOf(deps.pool, user.id);
      return {
        body: {
          phone: contact?.phone ?? null,
          verified: contact?.verified ?? false,
          consentText: WHATSAPP_CONSENT_TEXT,
        },
      };
    }).router;
}
