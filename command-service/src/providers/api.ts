import type { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { providerDeleteHeader, updateProviderRequest } from '@conectasst/common/api/providers';
import type { LogPosition } from '@conectasst/events/envelope';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { sessionsEnded } from '../accounts/sessionEnd';
import { userDecider } from '../accounts/user';
import type { CommandDeps } from '../infrastructure/commandContext';
import { answer, commandRouter, commandRoutes, decide, messageResponses, route } from '../infrastructure/commandRoutes';
import type { WalletCommand } from '../wallet/businessLogic';
import { walletDecider } from '../wallet/businessLogic';

const declare = commandRoutes({ tags: ['Parceiros (administração)'], access: 'admin' });
const notFound = { 404: 'Parceiro não encontrado' };

export const updateProviderRoute = declare.put(
  '/v1/admin/Parceiro',
  'Ajusta os créditos do parceiro (`delta`, ou o novo total `credits`, conferidos com o saldo exibido `balanceSeen`: 409 se o saldo mudou; `credits` sem `balanceSeen`, a chamada da especificação, define o total sem conferência, registrado como tal) e/ou a situação; salvar só a situação não toca nos créditos',
  {
    body: updateProviderRequest,
    responses: messageResponses('Registro salvo', {
      ...notFound,
      409: 'O saldo do parceiro mudou. Recarregue a página.',
      422: 'O ajuste deixaria o saldo negativo',
    }),
  },
);
export const deleteProviderRoute = declare.delete(
  '/v1/admin/Parceiro',
  'Exclui o parceiro (cabeçalho `ParceiroId`): a conta é encerrada e o histórico mantido',
  {
    headers: providerDeleteHeader,
    responses: messageResponses('Parceiro excluído', notFound),
  },
);

/** A partner's account (a removed one only when `removedToo`); any other id is 'Parceiro não encontrado.'. */
async function requireProvider(deps: CommandDeps, userId: string, options: { removedToo: boolean }): Promise<void> {
  const { state } = await deps.commands.load(userStream(userId), userDecider);
  if (!state.registered || state.type !== 'provider' || (state.removed && !options.removedToo))
    throw new DomainError('not_found', accountMessages.partnerNotFound);
}

export function providersCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(updateProviderRoute, async (ctx) => {
      const { id: providerId, balanceSeen, delta, credits, reason, status } = ctx.body;
      await requireProvider(deps, providerId, { removedToo: false });
      let position: LogPosition | undefined;
      // Credits move only when the request asks for it: as a delta against the balance the admin saw (ADR 0111), or,
      // the spec's call without that balance, as the new total set without the check (ADR 0158).
      const why = reason || 'Ajuste pelo administrador';
      const command: WalletCommand | undefined =
        balanceSeen !== undefined && (delta !== undefined || credits !== undefined)
          ? { type: 'AdjustCredits', providerId, delta: delta ?? credits! - balanceSeen, balanceSeen, reason: why }
          : credits !== undefined
            ? { type: 'SetCredits', providerId, total: credits, reason: why }
            : undefined;
      if (command) position = (await decide(deps, ctx, walletStream(providerId), walletDecider, command)).position;
      if (status !== undefined) {
        const changed = await decide(deps, ctx, userStream(providerId), userDecider, {
          type: 'SetPartnerStatus',
          userId: providerId,
          active: status,
        });
        sessionsEnded(deps, providerId, changed.state);
        position = changed.position ?? position;
      }
      return answer('Registro salvo com sucesso', { position });
    }),
    route(deleteProviderRoute, async (ctx) => {
      const userId = ctx.headers.parceiroid;
      await requireProvider(deps, userId, { removedToo: true });
      const result = await decide(deps, ctx, userStream(userId), userDecider, { type: 'RemovePartner', userId });
      sessionsEnded(deps, userId, result.state);
      return answer('Parceiro excluído com sucesso!', result);
    }),
  ]);
}
