import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { demandDecider } from '../demands/businessLogic';
import { walletDecider } from '../wallet/businessLogic';

/** Spec §9: subscribing costs 10 credits. */
export const SUBSCRIPTION_COST = 10;
const RESERVATION_NAMESPACE = '8f3c2a1e-5b7d-4c9e-a1f2-3d4e5f607182';

export const subscribeRoute = defineRoute({
  method: 'post',
  path: '/v1/subs',
  summary: 'Inscreve o parceiro na demanda do cabeçalho `id` (10 créditos) e libera o contato do solicitante',
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
      const metadata = metadataFor(user, idempotencyKey);
      const reservationId = idempotencyKey ? uuidv5(`${providerId}:${idempotencyKey}`, RESERVATION_NAMESPACE) : randomUUID();
      const wallet = walletStream(providerId);

      const current = await deps.commands.load(demandStream(demandId), demandDecider);
      if (current.state.status === 'none' || current.state.status === 'deleted') throw new DomainError('not_found', 'Demanda não encontrada.');
      if (current.state.subscribers.includes(providerId)) throw new DomainError('conflict', 'Você já está inscrito nesta demanda.');

      await deps.commands.handle(wallet, walletDecider, { type: 'ReserveCredits', providerId, reservationId, demandId, credits: SUBSCRIPTION_COST }, metadata);
      try {
        await deps.commands.handle(demandStream(demandId), demandDecider, { type: 'TakeSeat', demandId, providerId, now: new Date().toISOString(), reservationId }, metadata);
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'seat refused';
        await deps.commands.handle(wallet, walletDecider, { type: 'ReleaseReservation', providerId, reservationId, reason }, metadata);
        throw error;
      }
      const spent = await deps.commands.handle(wallet, walletDecider, { type: 'SpendReservation', providerId, reservationId }, metadata);
      await mailRequester(deps, demandId, providerId).catch(() => undefined);
      return { body: { message: 'Inscrição realizada com sucesso' }, position: spent.position };
    },
    deps.route,
  );
  return router;
}

/** "Up to 5 contacts" reach a requester who has no account: each subscribed provider's contact goes by e-mail. */
async function mailRequester(deps: CommandDeps, demandId: number, providerId: string): Promise<void> {
  const [contact, provider] = await Promise.all([
    deps.readPool.query<{ email: string | null; name: string | null }>('SELECT email, name FROM demand_contacts WHERE demand_id = $1', [demandId]),
    deps.readPool.query<{ name: string | null; surname: string | null; email: string | null; phone: string | null; corporate_name: string | null }>(
      'SELECT name, surname, email, phone, corporate_name FROM users WHERE id = $1',
      [providerId],
    ),
  ]);
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
      `${[p.name, p.surname].filter(Boolean).join(' ')}${p.corporate_name ? ` (${p.corporate_name})` : ''}`,
      `E-mail: ${p.email ?? '—'}`,
      `Telefone: ${p.phone ?? '—'}`,
      '',
      'A negociação é direta entre vocês; a ConectaSST não cobra comissão.',
    ].join('\n'),
  });
}
