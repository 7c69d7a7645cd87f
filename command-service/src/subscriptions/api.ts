import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { requesterPageUrl } from '../demands/requesterLinks';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import type { DemandView, Subscription } from './subscriptionProcess';
import { subscribe } from './subscribe';
import { demandView } from './subscriptionProcess';
import { demandStream } from '@conectasst/events/schemas/demandEvents';

const RESERVATION_NAMESPACE = '8f3c2a1e-5b7d-4c9e-a1f2-3d4e5f607182';

export const subscribeRoute = defineRoute({
  method: 'post',
  path: '/v1/subs',
  summary: `Inscreve o parceiro na demanda do cabeçalho \`id\` (${SUBSCRIPTION_COST} créditos) e libera o contato do solicitante`,
  tags: ['Inscrições'],
  access: 'provider',
  kind: 'command',
  headers: idHeader,
  responses: {
    200: { description: 'Inscrição realizada', schema: messageBodySchema },
    404: { description: 'Demanda não encontrada' },
    409: { description: 'Saldo insuficiente, demanda fechada/expirada/lotada, ou já inscrito' },
  },
});

/** POST /v1/subs: the subscription as one decision, or the step-by-step process where needed (`subscribe`, ADR 0124). */
export function subscriptionsCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  mountRoute(
    router,
    subscribeRoute,
    async ({ headers, user, idempotencyKey }) => {
      const providerId = user!.id;
      const demandId = headers.id;
      const reservationId = idempotencyKey ? uuidv5(`${providerId}:${idempotencyKey}`, RESERVATION_NAMESPACE) : randomUUID();
      const subscription: Subscription = { providerId, demandId, reservationId, now: new Date().toISOString() };
      const outcome = await subscribe(deps.commands, { user, idempotencyKey, subscription });
      // The requester hears of each provider once: from the request that completed the subscription.
      if (outcome.settledHere) await mailRequester(deps, demandId, providerId, outcome.demand).catch(() => undefined);
      return { body: { message: 'Inscrição realizada com sucesso' }, ...(outcome.position ? { position: outcome.position } : {}) };
    },
    deps.route,
  );
  return router;
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
  const credentials = verified.get(providerId) ?? [];
  const { edited, erased } = demandNow.state.demand;
  const contact = erased ? {} : { email: edited.requesterEmail, name: edited.requesterName };
  const to = contact.email;
  const p = provider;
  if (!to || !p) return;
  await deps.mailer.send({
    to,
    subject: `ConectaSST: um prestador se interessou pelo seu pedido nº ${demandId}`,
    text: [
      `Olá${contact.name ? `, ${contact.name}` : ''}!`,
      '',
      'Um prestador se inscreveu no seu pedido de orçamento e vai entrar em contato:',
      `${[p.name, p.surname].filter(Boolean).join(' ')}${p.corporate_name ? ` (${p.corporate_name})` : ''}${credentials.length ? ' — ✔ Verificado' : ''}`,
      // The registries an admin checked with the council (docs/accounts.md "Registros profissionais").
      ...(credentials.length ? [`Registro verificado pela ConectaSST: ${credentials.map((c) => c.label).join('; ')}`] : []),
      `E-mail: ${p.email ?? '—'}`,
      `Telefone: ${p.phone ?? '—'}`,
      '',
      'A negociação é direta entre vocês; a ConectaSST não cobra comissão.',
      '',
      'Veja todos os prestadores inscritos, marque que já contratou ou cancele o pedido na sua página:',
      requesterPageUrl(deps.config, demandId, new Date(), to),
    ].join('\n'),
  });
}
