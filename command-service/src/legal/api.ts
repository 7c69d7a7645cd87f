import type { Router } from 'express';
import { acceptLegalRequest, legalKindParams, legalMessages, publishLegalRequest } from '@conectasst/common/api/legal';
import {
  legalAcceptanceStream,
  legalDocumentStream,
  type LegalDocumentKind,
} from '@conectasst/events/schemas/legalEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { answer, commandRouter, commandRoutes, decide, messageResponses, route } from '../infrastructure/commandRoutes';
import { legalAcceptanceDecider } from './legalAcceptance';
import { legalDocumentDecider, legalVersionsInForce } from './legalDocument';

const declare = commandRoutes({ tags: ['Conteúdo'], access: 'admin' });

export const publishLegalRoute = declare.put(
  '/v1/legal/:kind',
  'Publica uma nova versão dos Termos de Uso ou da Política de Privacidade (CMS): número seguinte, datada de agora; texto igual ao em vigor não cria versão',
  {
    params: legalKindParams,
    body: publishLegalRequest,
    responses: messageResponses('Versão publicada (ou nada mudou)'),
  },
);

export const acceptLegalRoute = declare.post(
  '/v1/legal/accept',
  'O parceiro aceita os Termos de Uso e a Política de Privacidade nas versões em vigor (no cadastro, ou quando uma nova versão é publicada)',
  {
    access: 'provider',
    body: acceptLegalRequest,
    responses: messageResponses('Aceite registrado', { 409: 'Versão desatualizada: uma nova foi publicada' }),
  },
);

export function legalCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(publishLegalRoute, async (ctx) => {
      const kind = ctx.params.kind as LegalDocumentKind;
      const result = await decide(deps, ctx, legalDocumentStream(kind), legalDocumentDecider, {
        type: 'PublishLegalDocument',
        kind,
        title: ctx.body.title,
        body: ctx.body.body,
      });
      return answer(
        result.events.length ? legalMessages.published(result.state.version) : legalMessages.unchanged,
        result,
      );
    }),
    route(acceptLegalRoute, async (ctx) => {
      const userId = ctx.user.id;
      const command = {
        type: 'AcceptLegalTerms' as const,
        userId,
        ...ctx.body,
        inForce: await legalVersionsInForce(deps),
      };
      return answer(
        legalMessages.accepted,
        await decide(deps, ctx, legalAcceptanceStream(userId), legalAcceptanceDecider, command),
      );
    }),
  ]);
}
