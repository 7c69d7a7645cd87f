import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { idHeader } from '@conectasst/common/api/areas';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import type { CommandDeps } from '../infrastructure/commandContext';
import { answer, commandRouter, commandRoutes, messageResponses, route } from '../infrastructure/commandRoutes';
import type { Subscription } from './subscription';
import { subscribe } from './subscribe';
import { checkMaySign } from './signingCheck';

const RESERVATION_NAMESPACE = '8f3c2a1e-5b7d-4c9e-a1f2-3d4e5f607182';
const declare = commandRoutes({ tags: ['Inscrições'], access: 'provider' });

export const subscribeRoute = declare.post(
  '/v1/subs',
  `Inscreve o parceiro na demanda do cabeçalho \`id\` (${SUBSCRIPTION_COST} créditos) e libera o contato do solicitante`,
  {
    headers: idHeader,
    responses: messageResponses('Inscrição realizada', {
      404: 'Demanda não encontrada',
      409: 'Saldo insuficiente, demanda fechada/expirada/lotada, ou já inscrito; Requer assinatura de <profissional> (ADR 0169)',
    }),
  },
);

/**
 * POST /v1/subs: the subscription as one decision, or the step-by-step process where needed (`subscribe`, ADR 0124). The
 * requester is told by e-mail from the log (ADR 0152), not by this request.
 */
export function subscriptionsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(subscribeRoute, async ({ headers, user, idempotencyKey }) => {
      const providerId = user.id;
      const demandId = headers.id;
      const reservationId = idempotencyKey
        ? uuidv5(`${providerId}:${idempotencyKey}`, RESERVATION_NAMESPACE)
        : randomUUID();
      const subscription: Subscription = { providerId, demandId, reservationId, now: deps.now().toISOString() };
      // Only a provider with a verified registry that may sign each of the demand's services takes a seat (ADR 0169).
      await checkMaySign(deps.commands, providerId, demandId);
      // The requester's e-mail leaves from the log, after this answer (ProviderSubscribed, requesterMailProcess.ts).
      const outcome = await subscribe(deps.commands, { user, idempotencyKey, subscription });
      return answer('Inscrição realizada com sucesso', outcome);
    }),
  ]);
}
