import { randomUUID } from 'node:crypto';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { credentialIdRequest, declareCredentialRequest, refuseCredentialRequest, verifyCnpjRequest, verifyCredentialRequest } from '@conectasst/common/api/trust';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { trustMessages as m } from '@conectasst/common/rules/trustRules';
import { credentialsStream } from '@conectasst/events/schemas/credentialEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { credentialsDecider } from './businessLogic';

const CREDENTIAL_NAMESPACE = '3b9d5c7e-1f2a-4b6c-8d0e-a1b2c3d4e5f6';
const tags = ['Credenciais'];

export const declareCredentialRoute = defineRoute({
  method: 'post',
  path: '/v1/credentials',
  summary: 'O parceiro informa um registro profissional (CREA, MTE, CRM com RQE, COREN, OAB ou outro), número e UF, para verificação',
  tags,
  access: 'provider',
  kind: 'command',
  body: declareCredentialRequest,
  responses: {
    201: { description: 'Registro enviado para verificação', schema: z.object({ message: z.string(), data: z.object({ credentialId: z.string() }) }) },
    409: { description: 'Registro repetido ou limite de 5 registros' },
  },
});

export const withdrawCredentialRoute = defineRoute({
  method: 'post',
  path: '/v1/credentials/withdraw',
  summary: 'O parceiro remove um registro que informou',
  tags,
  access: 'provider',
  kind: 'command',
  body: credentialIdRequest,
  responses: { 200: { description: 'Registro removido', schema: messageBodySchema } },
});

export const verifyCredentialRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/credentials/verify',
  summary: 'O administrador confirma o registro no conselho: o parceiro ganha o selo "Verificado"',
  tags,
  access: 'admin',
  kind: 'command',
  body: verifyCredentialRequest,
  responses: { 200: { description: 'Registro verificado', schema: messageBodySchema }, 404: { description: 'Registro não encontrado' } },
});

export const refuseCredentialRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/credentials/refuse',
  summary: 'O administrador recusa o registro, com o motivo (o parceiro vê a nota)',
  tags,
  access: 'admin',
  kind: 'command',
  body: refuseCredentialRequest,
  responses: { 200: { description: 'Registro recusado', schema: messageBodySchema }, 404: { description: 'Registro não encontrado' } },
});

export const verifyCnpjRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/cnpj/verify',
  summary: 'O administrador confirma a situação cadastral do CNPJ de uma conta Jurídica ("CNPJ verificado")',
  tags,
  access: 'admin',
  kind: 'command',
  body: verifyCnpjRequest,
  responses: { 200: { description: 'CNPJ verificado', schema: messageBodySchema }, 404: { description: 'Parceiro não encontrado' }, 409: { description: 'Conta sem CNPJ' } },
});

/** Verified credentials (docs/accounts.md "Registros profissionais"). */
export function credentialsCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    declareCredentialRoute,
    async ({ body, user, idempotencyKey }) => {
      const providerId = user!.id;
      const credentialId = idempotencyKey ? uuidv5(`${providerId}:${idempotencyKey}`, CREDENTIAL_NAMESPACE) : randomUUID();
      const result = await deps.commands.handle(credentialsStream(providerId), credentialsDecider, { type: 'DeclareCredential', providerId, credentialId, ...body }, metadataFor(user, idempotencyKey));
      return { status: 201, body: { message: m.credentialDeclared, data: { credentialId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    withdrawCredentialRoute,
    async ({ body, user, idempotencyKey }) => {
      const result = await deps.commands.handle(credentialsStream(user!.id), credentialsDecider, { type: 'WithdrawCredential', providerId: user!.id, credentialId: body.credentialId }, metadataFor(user, idempotencyKey));
      return { body: { message: m.credentialWithdrawn }, position: result.position };
    },
    deps.route,
  );

  /** The provider of a declared credential (admins act on the queue's ids). */
  const ownerOf = async (credentialId: string) => {
    const providerId = await deps.lookups.credentialOwner(credentialId);
    if (!providerId) throw new DomainError('not_found', m.credentialNotFound);
    return providerId;
  };

  mountRoute(
    router,
    verifyCredentialRoute,
    async ({ body, user, idempotencyKey }) => {
      const providerId = await ownerOf(body.credentialId);
      const result = await deps.commands.handle(credentialsStream(providerId), credentialsDecider, { type: 'VerifyCredential', providerId, credentialId: body.credentialId, note: body.note }, metadataFor(user, idempotencyKey));
      return { body: { message: m.credentialVerified }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    refuseCredentialRoute,
    async ({ body, user, idempotencyKey }) => {
      const providerId = await ownerOf(body.credentialId);
      const result = await deps.commands.handle(credentialsStream(providerId), credentialsDecider, { type: 'RefuseCredential', providerId, credentialId: body.credentialId, note: body.note }, metadataFor(user, idempotencyKey));
      return { body: { message: m.credentialRefused }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    verifyCnpjRoute,
    async ({ body, user, idempotencyKey }) => {
      const row = await deps.lookups.providerCnpj(body.providerId);
      if (!row) throw new DomainError('not_found', accountMessages.partnerNotFound);
      const result = await deps.commands.handle(
        credentialsStream(body.providerId),
        credentialsDecider,
        { type: 'VerifyCnpj', providerId: body.providerId, hasCnpj: Boolean(row.cnpj), note: body.note },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: m.cnpjVerified }, position: result.position };
    },
    deps.route,
  );
  return router;
}
