import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import type { LogPosition } from '@conectasst/events/envelope';
import { WrongExpectedRevision } from '@conectasst/events/errors';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { demandDecider } from '../demands/businessLogic';
import { requesterPageUrl } from '../demands/requesterLinks';
import { walletDecider } from '../wallet/businessLogic';
import { verifiedCredentialsOf } from '@conectasst/projections/credentials/verifiedCredentials';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { demandView, nextStep } from './subscriptionProcess';

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

/**
 * The subscription process (DESIGN §3): reserve the credits on the wallet, take a seat on the demand, then spend the
 * credits — or release them when the seat is refused. Each step is idempotent, so a retried request (same
 * Idempotency-Key → same reservation id) finishes what an interrupted one started, and no credit is lost.
 */
export function subscriptionsCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  mountRoute(
    router,
    subscribeRoute,
    async ({ headers, user, idempotencyKey }) => {
      const providerId = user!.id;
      const demandId = headers.id;
      // One key per step: the steps share the wallet stream, and a key recognises a retry of the same step only.
      const metadataOf = (step: 'reserve' | 'seat' | 'unseat' | 'spend' | 'release') => metadataFor(user, idempotencyKey ? `${idempotencyKey}:${step}` : undefined);
      const reservationId = idempotencyKey ? uuidv5(`${providerId}:${idempotencyKey}`, RESERVATION_NAMESPACE) : randomUUID();
      const wallet = walletStream(providerId);

      let subscription = { providerId, demandId, reservationId, now: new Date().toISOString() };
      let seatRefusal: string | undefined;
      let position: LogPosition | undefined;
      let settledHere = false;
      // Each pass reads both streams and does the one next step; an interrupted earlier request is finished, not repeated.
      for (let pass = 0; ; pass++) {
        if (pass > 20) throw new Error(`subscription process did not settle for demand ${demandId}`);
        const [walletNow, demandNow] = await Promise.all([deps.commands.load(wallet, walletDecider), deps.commands.load(demandStream(demandId), demandView)]);
        const step = nextStep(walletNow.state, demandNow.state, subscription, seatRefusal);
        if (step.type === 'Subscribed') break;
        if (step.type === 'Refused') throw new DomainError(step.code, step.message, { position });
        const id = step.reservationId;
        // From here on the process follows the reservation it works on (possibly an earlier request's).
        subscription = { ...subscription, reservationId: id };
        if (step.type === 'ReserveCredits') {
          position = (await deps.commands.handle(wallet, walletDecider, { type: 'ReserveCredits', providerId, reservationId: id, demandId, credits: SUBSCRIPTION_COST }, metadataOf('reserve'))).position ?? position;
        } else if (step.type === 'TakeSeat') {
          try {
            await deps.commands.handle(demandStream(demandId), demandDecider, { type: 'TakeSeat', demandId, providerId, now: subscription.now, reservationId: id }, metadataOf('seat'));
          } catch (error) {
            // Still colliding after the handler's own retries (a crowd on one demand): read again and decide again.
            if (error instanceof WrongExpectedRevision) continue;
            if (!(error instanceof DomainError)) throw error;
            seatRefusal = error.message;
          }
        } else if (step.type === 'ReleaseSeat') {
          await deps.commands.handle(demandStream(demandId), demandDecider, { type: 'ReleaseSeat', demandId, providerId, reason: step.reason }, metadataOf('unseat'));
        } else if (step.type === 'SpendReservation') {
          const spent = await deps.commands.handle(wallet, walletDecider, { type: 'SpendReservation', providerId, reservationId: id }, metadataOf('spend'));
          position = spent.position ?? position;
          // A copy of the same request (same Idempotency-Key) that arrives second finds its spend already recorded.
          settledHere = spent.events.length > 0 && !spent.replayed;
        } else {
          position = (await deps.commands.handle(wallet, walletDecider, { type: 'ReleaseReservation', providerId, reservationId: id, reason: step.reason }, metadataOf('release'))).position ?? position;
        }
      }
      if (!position) position = [...(await deps.commands.load(wallet, walletDecider)).positions.values()].at(-1);
      // The requester hears of each provider once: from the request that completed the subscription.
      if (settledHere) await mailRequester(deps, demandId, providerId).catch(() => undefined);
      return { body: { message: 'Inscrição realizada com sucesso' }, ...(position ? { position } : {}) };
    },
    deps.route,
  );
  return router;
}

/** "Up to 5 contacts" reach a requester who has no account: each subscribed provider's contact goes by e-mail. */
async function mailRequester(deps: CommandDeps, demandId: number, providerId: string): Promise<void> {
  const [contact, provider, verified] = await Promise.all([
    deps.readPool.query<{ email: string | null; name: string | null }>('SELECT email, name FROM demand_contacts WHERE demand_id = $1', [demandId]),
    deps.readPool.query<{ name: string | null; surname: string | null; email: string | null; phone: string | null; corporate_name: string | null }>(
      'SELECT name, surname, email, phone, corporate_name FROM users WHERE id = $1',
      [providerId],
    ),
    verifiedCredentialsOf(deps.readPool, [providerId]),
  ]);
  const credentials = verified.get(providerId) ?? [];
  const to = contact.rows[0]?.email;
  const p = provider.rows[0];
  if (!to || !p) return;
  await deps.mailer.send({
    to,
    subject: `ConectaSST: um prestador se interessou pelo seu pedido nº ${demandId}`,
    text: [
      `Olá${contact.rows[0]?.name ? `, ${contact.rows[0].name}` : ''}!`,
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
