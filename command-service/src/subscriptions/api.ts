import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { idHeader } from '@conectasst/common/api/areas';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { answer, commandRouter, commandRoutes, messageResponses, route } from '../infrastructure/commandRoutes';
import { providerSubscribedMail } from './requesterMail';
import type { DemandView, Subscription } from './subscriptionProcess';
import { subscribe } from './subscribe';
import { demandView } from './subscriptionProcess';

const RESERVATION_NAMESPACE = '8f3c2a1e-5b7d-4c9e-a1f2-3d4e5f607182';
const declare = commandRoutes({ tags: ['Inscrições'], access: 'provider' });

export const subscribeRoute = declare.post('/v1/subs', `Inscreve o parceiro na demanda do cabeçalho \`id\` (${SUBSCRIPTION_COST} créditos) e libera o contato do solicitante`, {
  headers: idHeader,
  responses: messageResponses('Inscrição realizada', { 404: 'Demanda não encontrada', 409: 'Saldo insuficiente, demanda fechada/expirada/lotada, ou já inscrito' }),
});

/** POST /v1/subs: the subscription as one decision, or the step-by-step process where needed (`subscribe`, ADR 0124). */
export function subscriptionsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(subscribeRoute, async ({ headers, user, idempotencyKey }) => {
      const providerId = user!.id;
      const demandId = headers.id;
      const reservationId = idempotencyKey ? uuidv5(`${providerId}:${idempotencyKey}`, RESERVATION_NAMESPACE) : randomUUID();
      const subscription: Subscription = { providerId, demandId, reservationId, now: deps.now().toISOString() };
      const outcome = await subscribe(deps.commands, { user, idempotencyKey, subscription });
      // The requester hears of each provider once: from the request that completed the subscription.
      if (outcome.settledHere) await mailRequester(deps, demandId, providerId, outcome.demand).catch(() => undefined);
      return answer('Inscrição realizada com sucesso', outcome);
    }),
  ]);
}

/** "Up to 5 contacts" reach a requester who has no account: each subscribed provider's contact goes by e-mail. */
async function mailRequester(deps: CommandDeps, demandId: number, providerId: string, decided: DemandView | undefined): Promise<void> {
  const [demandNow, provider, verified] = await Promise.all([
    // The requester's contact from the demand's stream: the read model may not have caught up yet with a demand filed a
    // moment ago. The demand as the subscription's own append left it when there is one (its expected revision held, so
    // no erasure came in between, ADR 0136); the step-by-step process reads it again.
    decided ? { state: decided } : deps.commands.load(demandStream(demandId), demandView),
    deps.lookups.providerContact(providerId),
    deps.lookups.verifiedCredentials([providerId]),
  ]);
  const { edited, erased } = demandNow.state.demand;
  const email = erased ? undefined : edited.requesterEmail;
  if (!email || !provider) return;
  const credentials = (verified.get(providerId) ?? []).map((c) => c.label);
  await deps.mailer.send(providerSubscribedMail(deps.config, deps.now(), demandId, { email, name: edited.requesterName }, { ...provider, credentials }));
}
