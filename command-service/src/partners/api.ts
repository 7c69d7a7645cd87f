import { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { partnerDeleteHeader, updatePartnerRequest } from '@conectasst/common/api/partners';
import type { LogPosition } from '@conectasst/events/envelope';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { sessionsEnded } from '../accounts/sessionEnd';
import { userDecider } from '../accounts/user';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { walletDecider } from '../wallet/businessLogic';

const tags = ['Parceiros (administração)'];

export const updatePartnerRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/Parceiro',
  summary:
    'Ajusta os créditos do parceiro (`delta`, ou o novo total `credits`, conferidos com o saldo exibido `balanceSeen`: 409 se o saldo mudou) e/ou a situação; salvar só a situação não toca nos créditos',
  tags,
  access: 'admin',
  kind: 'command',
  body: updatePartnerRequest,
  responses: {
    200: { description: 'Registro salvo', schema: messageBodySchema },
    404: { description: 'Parceiro não encontrado' },
    409: { description: 'O saldo do parceiro mudou. Recarregue a página.' },
    422: { description: 'O ajuste deixaria o saldo negativo' },
  },
});

export const deletePartnerRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/Parceiro',
  summary: 'Exclui o parceiro (cabeçalho `ParceiroId`): a conta é encerrada e o histórico mantido',
  tags,
  access: 'admin',
  kind: 'command',
  headers: partnerDeleteHeader,
  responses: { 200: { description: 'Parceiro excluído', schema: messageBodySchema }, 404: { description: 'Parceiro não encontrado' } },
});

export function partnersCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  mountRoute(
    router,
    updatePartnerRoute,
    async ({ body, user, idempotencyKey }) => {
      const account = await deps.commands.load(userStream(body.id), userDecider);
      if (!account.state.registered || account.state.type !== 'provider' || account.state.removed) throw new DomainError('not_found', accountMessages.partnerNotFound);
      const metadata = metadataFor(user, idempotencyKey);
      let position: LogPosition | undefined;
      // Credits move only when the request asks for it, as a delta against the balance the admin saw (ADR 0111).
      if (body.balanceSeen !== undefined && (body.delta !== undefined || body.credits !== undefined)) {
        const delta = body.delta ?? body.credits! - body.balanceSeen;
        position = (await deps.commands.handle(
          walletStream(body.id),
          walletDecider,
          { type: 'AdjustCredits', providerId: body.id, delta, balanceSeen: body.balanceSeen, reason: body.reason || 'Ajuste pelo administrador' },
          metadata,
        )).position;
      }
      if (body.status !== undefined) {
        const changed = await deps.commands.handle(userStream(body.id), userDecider, { type: 'SetPartnerStatus', userId: body.id, active: body.status }, metadata);
        sessionsEnded(deps, body.id, changed.state);
        position = changed.position ?? position;
      }
      return { body: { message: 'Registro salvo com sucesso' }, ...(position ? { position } : {}) };
    },
    deps.route,
  );
  mountRoute(
    router,
    deletePartnerRoute,
    async ({ headers, user, idempotencyKey }) => {
      const account = await deps.commands.load(userStream(headers.parceiroid), userDecider);
      if (!account.state.registered || account.state.type !== 'provider') throw new DomainError('not_found', accountMessages.partnerNotFound);
      const result = await deps.commands.handle(userStream(headers.parceiroid), userDecider, { type: 'RemovePartner', userId: headers.parceiroid }, metadataFor(user, idempotencyKey));
      sessionsEnded(deps, headers.parceiroid, result.state);
      return { body: { message: 'Parceiro excluído com sucesso!' }, position: result.position };
    },
    deps.route,
  );
  return router;
}
