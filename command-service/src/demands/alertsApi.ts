import type { Router } from 'express';
import { alertPreferencesSchema } from '@conectasst/common/api/alerts';
import { alertMessages } from '@conectasst/common/rules/alertRules';
import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { commandRouter, commandRoutes, messageResponses, route } from '../infrastructure/commandRoutes';
import type { RouteHandler } from '@conectasst/platform/http/route';
import { demandAlertsDecider } from './demandAlerts';

const declare = commandRoutes({ tags: ['Demandas'], access: 'provider' });

export const alertPreferencesRoute = declare.put(
  '/v1/alert-preferences',
  'Alertas de novas demandas do parceiro: e-mail na hora, resumo por hora ou desligado; horário de silêncio (America/Sao_Paulo); pausar',
  { access: 'provider', body: alertPreferencesSchema, responses: messageResponses('Preferências salvas') },
);

/** PUT /v1/alert-preferences. */
function setAlertPreferences(deps: CommandDeps): RouteHandler<typeof alertPreferencesRoute> {
  return async ({ body, user, idempotencyKey }) => {
    const result = await deps.commands.handle(
      demandAlertsStream(user!.id),
      demandAlertsDecider,
      {
        type: 'SetAlertPreferences',
        providerId: user!.id,
        email: body.email,
        quietHours: body.quietHours,
        paused: body.paused,
      },
      metadataFor(user, idempotencyKey),
    );
    return { body: { message: alertMessages.saved }, position: result.position };
  };
}

export function alertsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [route(alertPreferencesRoute, setAlertPreferences(deps))]);
}
