import type { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { requesterTokenParams } from '@conectasst/common/api/demands';
import {
  eraseProviderRequest,
  eraseRequesterRequest,
  erasureResponse,
  subjectDataExportSchema,
} from '@conectasst/common/api/lgpd';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { userDecider } from '../accounts/user';
import { demandDecider } from '../demands/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, commandRoutes, positionOf, route } from '../infrastructure/commandRoutes';
import { linkedDemandId } from '../demands/requesterLinks';
import { exportHeaders, providerStreams, requesterStreams, subjectData } from './dataExport';
import { lgpdRequestRoutes } from './requestsApi';
import { eraseProvider, eraseRequester } from './erasure';

const declare = commandRoutes({ tags: ['LGPD (administração)'], access: 'admin' });
const erased = (description: string, notFound: string) => ({
  200: { description, schema: erasureResponse },
  404: { description: notFound },
});

export const eraseProviderRoute = declare.post(
  '/v1/admin/Parceiro/erase',
  'LGPD: apaga os dados pessoais do parceiro a pedido do titular (a chave dos seus dados é destruída; créditos e inscrições ficam no histórico; a conta deixa de funcionar). Auditado: o administrador fica nos metadados do evento PersonalDataErased',
  { body: eraseProviderRequest, responses: erased('Dados removidos', 'Parceiro não encontrado') },
);
export const eraseRequesterRoute = declare.post(
  '/v1/admin/demanda/erase',
  'LGPD: apaga o contato do solicitante desta demanda e das demais demandas com o mesmo e-mail (chaves destruídas; as demandas são fechadas; inscrições e créditos ficam). Auditado: evento RequesterDataErased com o administrador nos metadados',
  { body: eraseRequesterRequest, responses: erased('Dados removidos', 'Demanda não encontrada') },
);

const subjectRoutes = commandRoutes({ tags: ['LGPD (titular)'], access: 'public' });
const exported = (description: string) => ({
  200: { description: `${description} (JSON, como anexo)`, schema: subjectDataExportSchema },
});

export const requesterDataRoute = subjectRoutes.get(
  '/v1/minha-demanda/:token/dados',
  'LGPD: o solicitante baixa os seus dados desta demanda pelo link assinado (cada evento que guarda dado seu, decifrado com a sua chave; nada de outra pessoa)',
  {
    params: requesterTokenParams,
    responses: {
      ...exported('Os dados do solicitante'),
      403: { description: 'Link inválido' },
      404: { description: 'Demanda não encontrada' },
      410: { description: 'Link expirado' },
    },
  },
);
export const providerDataRoute = subjectRoutes.get(
  '/v1/parceiro/meus-dados',
  'LGPD: o parceiro baixa os seus dados pessoais (cada evento que guarda dado seu, decifrado com a sua chave; nada de outra pessoa)',
  {
    access: 'provider',
    responses: { ...exported('Os dados do parceiro'), 404: { description: 'Parceiro não encontrado' } },
  },
);

/**
 * LGPD erasure (ADR 0090). The data key goes first: from that moment every personal field of the person decodes as
 * null everywhere (replays, exports, other processes within the key cache's TTL), and no new personal data can be
 * written for them. Then the event tells the read models to blank their copies. Both steps are idempotent, so a
 * request interrupted between them is finished by repeating it (command-service/src/lgpd/erasure.ts). The subject's
 * own calls (ADR 0167): the data export and the correction and deletion requests (requestsApi.ts).
 */
export function lgpdCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(requesterDataRoute, async ({ params }) => {
      const now = deps.now();
      const demandId = await linkedDemandId(deps, params.token, now);
      const demand = await deps.commands.load(demandStream(demandId), demandDecider);
      if (!demand.state.requesterId) throw new DomainError('not_found', 'Demanda não encontrada.');
      const body = await subjectData(
        deps,
        'requester',
        demand.state.requesterId,
        requesterStreams(demandId, demand.state.requesterId),
        now,
      );
      return { body, headers: exportHeaders(`demanda-${demandId}`, now) };
    }),
    route(providerDataRoute, async ({ user }) => {
      const now = deps.now();
      const account = await deps.commands.load(userStream(user.id), userDecider);
      if (!account.state.registered || account.state.type !== 'provider')
        throw new DomainError('not_found', accountMessages.partnerNotFound);
      const streams = await providerStreams(deps.store, user.id, await deps.lookups.demandsNamingProvider(user.id));
      const body = await subjectData(deps, 'provider', user.id, streams, now);
      return { body, headers: exportHeaders('parceiro', now) };
    }),
    route(eraseProviderRoute, async ({ body, user, idempotencyKey }) => {
      const result = await eraseProvider(deps, body.id, user, idempotencyKey);
      return { body: { message: lgpdMessages.erased, data: { erased: 1 } }, ...positionOf(result) };
    }),
    route(eraseRequesterRoute, async ({ body, user, idempotencyKey }) => {
      const { erased, position } = await eraseRequester(deps, body.id, user, idempotencyKey);
      return { body: { message: lgpdMessages.erased, data: { erased } }, ...positionOf({ position }) };
    }),
    ...lgpdRequestRoutes(deps),
  ]);
}
