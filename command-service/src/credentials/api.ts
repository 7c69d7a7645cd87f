import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import {
  credentialIdRequest,
  declareCredentialRequest,
  refuseCredentialRequest,
  verifyCnpjRequest,
  verifyCredentialRequest,
  declareCredentialResponse,
} from '@conectasst/common/api/trust';
import { trustMessages as m } from '@conectasst/common/rules/trustRules';
import { credentialsStream } from '@conectasst/events/schemas/credentialEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { CommandDeps } from '../infrastructure/commandContext';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  decide,
  messageResponses,
  positionOf,
  route,
} from '../infrastructure/commandRoutes';
import { credentialsDecider } from './businessLogic';

const CREDENTIAL_NAMESPACE = '3b9d5c7e-1f2a-4b6c-8d0e-a1b2c3d4e5f6';
const declare = commandRoutes({ tags: ['Credenciais'], access: 'admin' });
const notFound = { 404: 'Registro não encontrado' };

export const declareCredentialRoute = declare.post(
  '/v1/credentials',
  'O parceiro informa um registro profissional (CREA, MTE, CRM com RQE, COREN, OAB ou outro), número e UF, para verificação',
  {
    access: 'provider',
    body: declareCredentialRequest,
    responses: createdResponses(
      'Registro enviado para verificação',
      { 409: 'Registro repetido ou limite de 5 registros' },
      declareCredentialResponse,
    ),
  },
);
export const withdrawCredentialRoute = declare.post(
  '/v1/credentials/withdraw',
  'O parceiro remove um registro que informou',
  {
    access: 'provider',
    body: credentialIdRequest,
    responses: messageResponses('Registro removido'),
  },
);
export const verifyCredentialRoute = declare.post(
  '/v1/admin/credentials/verify',
  'O administrador confirma o registro no conselho: o parceiro ganha o selo "Verificado"',
  {
    body: verifyCredentialRequest,
    responses: messageResponses('Registro verificado', notFound),
  },
);
export const refuseCredentialRoute = declare.post(
  '/v1/admin/credentials/refuse',
  'O administrador recusa o registro, com o motivo (o parceiro vê a nota)',
  {
    body: refuseCredentialRequest,
    responses: messageResponses('Registro recusado', notFound),
  },
);
export const verifyCnpjRoute = declare.post(
  '/v1/admin/cnpj/verify',
  'O administrador confirma a situação cadastral do CNPJ de uma conta Jurídica ("CNPJ verificado")',
  {
    body: verifyCnpjRequest,
    responses: messageResponses('CNPJ verificado', { 404: 'Parceiro não encontrado', 409: 'Conta sem CNPJ' }),
  },
);

/** Verified credentials (docs/accounts.md "Registros profissionais"). */
export function credentialsCommandRouter(deps: CommandDeps): Router {
  /** The provider of a declared credential (admins act on the queue's ids). */
  const ownerOf = async (credentialId: string) => {
    const providerId = await deps.lookups.credentialOwner(credentialId);
    if (!providerId) throw new DomainError('not_found', m.credentialNotFound);
    return providerId;
  };
  return commandRouter(deps.route, [
    route(declareCredentialRoute, async (ctx) => {
      const providerId = ctx.user.id;
      const credentialId = ctx.idempotencyKey
        ? uuidv5(`${providerId}:${ctx.idempotencyKey}`, CREDENTIAL_NAMESPACE)
        : randomUUID();
      const result = await decide(deps, ctx, credentialsStream(providerId), credentialsDecider, {
        type: 'DeclareCredential',
        providerId,
        credentialId,
        ...ctx.body,
      });
      return { status: 201, body: { message: m.credentialDeclared, data: { credentialId } }, ...positionOf(result) };
    }),
    route(withdrawCredentialRoute, async (ctx) => {
      const providerId = ctx.user.id;
      return answer(
        m.credentialWithdrawn,
        await decide(deps, ctx, credentialsStream(providerId), credentialsDecider, {
          type: 'WithdrawCredential',
          providerId,
          credentialId: ctx.body.credentialId,
        }),
      );
    }),
    route(verifyCredentialRoute, async (ctx) => {
      const { credentialId, note, specialityConfirmed } = ctx.body;
      const providerId = await ownerOf(credentialId);
      return answer(
        m.credentialVerified,
        await decide(deps, ctx, credentialsStream(providerId), credentialsDecider, {
          type: 'VerifyCredential',
          providerId,
          credentialId,
          note,
          specialityConfirmed,
        }),
      );
    }),
    route(refuseCredentialRoute, async (ctx) => {
      const { credentialId, note } = ctx.body;
      const providerId = await ownerOf(credentialId);
      return answer(
        m.credentialRefused,
        await decide(deps, ctx, credentialsStream(providerId), credentialsDecider, {
          type: 'RefuseCredential',
          providerId,
          credentialId,
          note,
        }),
      );
    }),
    route(verifyCnpjRoute, async (ctx) => {
      const { providerId, note } = ctx.body;
      const row = await deps.lookups.providerCnpj(providerId);
      if (!row) throw new DomainError('not_found', accountMessages.partnerNotFound);
      return answer(
        m.cnpjVerified,
        await decide(deps, ctx, credentialsStream(providerId), credentialsDecider, {
          type: 'VerifyCnpj',
          providerId,
          hasCnpj: Boolean(row.cnpj),
          note,
        }),
      );
    }),
  ]);
}
