import { Router } from 'express';
import { z } from 'zod';
import {
  changePasswordRequest,
  companyDetailsRequest,
  individualDetailsRequest,
  messageResponse,
  recoveryRequest,
  serviceProfileRequest,
  signupRequest,
  updateProfileRequest,
} from '@conectasst/common/api/accounts';
import { RESET_CODE_TTL_MINUTES, accountMessages as m } from '@conectasst/common/rules/accountRules';
import { documentClaimStream, normalizeEmail, userStream } from '@conectasst/events/schemas/userEvents';
import { signToken } from '@conectasst/platform/auth/tokens';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HttpError } from '@conectasst/platform/http/httpError';
import { limitRequests } from '@conectasst/platform/http/rateLimit';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { checkCatalogueChoices } from './catalogueChoices';
import { hashResetCode, newResetCode } from './passwordReset';
import { registerUser } from './registration';
import { sessionsEnded } from './sessionEnd';
import { documentClaimDecider, userDecider } from './user';

const tokenResponse = z.object({ token: z.string(), expiresIn: z.number().int() });
const tags = ['Contas e cadastro de parceiros'];

export const signupRoute = defineRoute({
  method: 'post',
  path: '/v1/auth',
  summary: 'Cria a conta de um parceiro e devolve o token',
  tags,
  access: 'public',
  kind: 'command',
  body: signupRequest,
  responses: { 201: { description: 'Conta criada', schema: tokenResponse }, 409: { description: "E-mail já cadastrado (data: 'User already exists.')" } },
});

export const recoveryRoute = defineRoute({
  method: 'post',
  path: '/v1/recovery/password',
  summary: 'Envia por e-mail um código de redefinição de senha (uso único, vale 30 minutos)',
  tags,
  access: 'public',
  kind: 'command',
  body: recoveryRequest,
  responses: { 200: { description: 'Código enviado', schema: messageResponse }, 404: { description: 'E-mail não encontrado' } },
});

export const changePasswordRoute = defineRoute({
  method: 'put',
  path: '/v1/change/password',
  summary: 'Redefine a senha com o código recebido por e-mail',
  tags,
  access: 'public',
  kind: 'command',
  body: changePasswordRequest,
  responses: { 200: { description: 'Senha alterada', schema: messageResponse }, 404: { description: 'Código inválido ou expirado' } },
});

export const logoutRoute = defineRoute({
  method: 'post',
  path: '/v1/auth/logout',
  summary: 'Sair: encerra as sessões da conta (todo token emitido antes passa a ser recusado com 401)',
  tags: ['Sessão'],
  access: 'authenticated',
  kind: 'command',
  responses: { 200: { description: 'Sessões encerradas', schema: messageResponse } },
});

export const individualDetailsRoute = defineRoute({
  method: 'post',
  path: '/v1/details/pf',
  summary: 'Dados profissionais de Pessoa Física',
  tags,
  access: 'provider',
  kind: 'command',
  body: individualDetailsRequest,
  responses: { 201: { description: 'Detalhes adicionados', schema: messageResponse }, 409: { description: 'Conta já é Pessoa Jurídica, ou CPF de outra conta' } },
});

export const companyDetailsRoute = defineRoute({
  method: 'post',
  path: '/v1/details/pj',
  summary: 'Dados da empresa (Pessoa Jurídica)',
  tags,
  access: 'provider',
  kind: 'command',
  body: companyDetailsRequest,
  responses: { 201: { description: 'Detalhes adicionados', schema: messageResponse }, 409: { description: 'Conta já é Pessoa Física, ou CNPJ de outra conta' } },
});

export const serviceProfileRoute = defineRoute({
  method: 'post',
  path: '/v1/company/detail',
  summary: 'Áreas, NRs, e-Social, sistema e regiões atendidas pelo parceiro',
  tags,
  access: 'provider',
  kind: 'command',
  body: serviceProfileRequest,
  responses: { 201: { description: 'Perfil de serviços salvo', schema: messageResponse }, 422: { description: 'Área ou NR inexistente ou inativa' } },
});

export const updateMeRoute = defineRoute({
  method: 'put',
  path: '/v1/auth/me',
  summary: 'Edita os dados do parceiro: nome, telefone, endereço, regiões, áreas e NRs',
  tags,
  access: 'provider',
  kind: 'command',
  body: updateProfileRequest,
  responses: { 200: { description: 'Dados salvos', schema: messageResponse } },
});

const MINUTE = 60_000;

export function accountsCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  const routeDeps = { ...deps.route, jwtSecret: deps.config.jwtSecret };

  router.post('/v1/auth', limitRequests({ windowMs: 60 * MINUTE, limit: deps.config.signupsPerHourPerIp }));
  mountRoute(
    router,
    signupRoute,
    async ({ body, user, idempotencyKey }) => {
      try {
        const { userId, position } = await registerUser(deps, { type: 'provider', ...body }, metadataFor(user, idempotencyKey));
        const token = signToken({ id: userId, role: 'provider' }, deps.config.jwtSecret, deps.config.tokenTtlSeconds);
        return { status: 201, body: { token, expiresIn: deps.config.tokenTtlSeconds }, ...(position ? { position } : {}) };
      } catch (error) {
        if (error instanceof DomainError && error.reason === 'user_exists') {
          throw new HttpError(409, m.userExistsShown, undefined, { data: m.userExists });
        }
        throw error;
      }
    },
    routeDeps,
  );

  router.post('/v1/recovery/password', limitRequests({ windowMs: 15 * MINUTE, limit: 10 }));
  router.post('/v1/recovery/password', limitRequests({ windowMs: 60 * MINUTE, limit: 5, key: (req) => accountKey(req.body) }));
  mountRoute(
    router,
    recoveryRoute,
    async ({ body, user, idempotencyKey }) => {
      const account = await deps.lookups.providerByEmail(normalizeEmail(body.email));
      if (!account) throw new HttpError(404, m.recoveryUnknownEmail);
      const code = newResetCode();
      const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * MINUTE).toISOString();
      const result = await deps.commands.handle(
        userStream(account.id),
        userDecider,
        { type: 'RequestPasswordReset', userId: account.id, codeHash: hashResetCode(code, deps.config.jwtSecret), expiresAt },
        metadataFor(user, idempotencyKey),
      );
      await deps.mailer.send({
        to: body.email.trim(),
        subject: 'ConectaSST: código para redefinir sua senha',
        text: [
          `Olá${account.name ? `, ${account.name}` : ''}!`,
          '',
          `Seu código para redefinir a senha é: ${code}`,
          `Ele vale por ${RESET_CODE_TTL_MINUTES} minutos e pode ser usado uma vez, em ${deps.config.publicUrl}/change/password.`,
          '',
          'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
        ].join('\n'),
      });
      return { body: { message: m.recoverySent }, position: result.position };
    },
    routeDeps,
  );

  router.put('/v1/change/password', limitRequests({ windowMs: 15 * MINUTE, limit: 10, failuresOnly: true }));
  mountRoute(
    router,
    changePasswordRoute,
    async ({ body, user, idempotencyKey }) => {
      const codeHash = hashResetCode(body.code, deps.config.jwtSecret);
      const userId = await deps.lookups.passwordResetOwner(codeHash);
      if (!userId) throw new HttpError(404, m.invalidCode);
      const passwordHash = await deps.hasher.hash(body.password);
      const result = await deps.commands.handle(
        userStream(userId),
        userDecider,
        { type: 'ChangePasswordWithCode', userId, codeHash, passwordHash, now: new Date().toISOString() },
        metadataFor(user, idempotencyKey),
      );
      sessionsEnded(deps, userId, result.state);
      return { body: { message: m.passwordChanged }, position: result.position };
    },
    routeDeps,
  );

  mountRoute(
    router,
    logoutRoute,
    async ({ user, idempotencyKey }) => {
      const result = await deps.commands.handle(userStream(user!.id), userDecider, { type: 'SignOut', userId: user!.id }, metadataFor(user, idempotencyKey));
      sessionsEnded(deps, user!.id, result.state);
      return { body: { message: m.signedOut }, position: result.position };
    },
    routeDeps,
  );

  mountRoute(
    router,
    individualDetailsRoute,
    async ({ body, user, idempotencyKey }) => {
      const metadata = metadataFor(user, idempotencyKey);
      const account = await deps.commands.load(userStream(user!.id), userDecider);
      if (account.state.personType === 2) throw new HttpError(409, m.alreadyCompany);
      await deps.commands.handle(documentClaimStream('cpf', body.cpf), documentClaimDecider, { type: 'ClaimDocument', userId: user!.id, kind: 'cpf' }, metadata);
      const result = await deps.commands.handle(
        userStream(user!.id),
        userDecider,
        {
          type: 'ProvideIndividualDetails',
          details: {
            userId: user!.id,
            cpf: body.cpf,
            name: body.name,
            surname: body.surname,
            street: body.street,
            ddd: body.DDD,
            phone: body.Phone,
            profission: body.profission,
            register: body.register,
            socialnetwork: body.socialnetwork,
          },
        },
        metadata,
      );
      return { status: 201, body: { message: m.detailsAdded }, position: result.position };
    },
    routeDeps,
  );

  mountRoute(
    router,
    companyDetailsRoute,
    async ({ body, user, idempotencyKey }) => {
      const metadata = metadataFor(user, idempotencyKey);
      const account = await deps.commands.load(userStream(user!.id), userDecider);
      if (account.state.personType === 1) throw new HttpError(409, m.alreadyIndividual);
      await deps.commands.handle(documentClaimStream('cnpj', body.cnpj), documentClaimDecider, { type: 'ClaimDocument', userId: user!.id, kind: 'cnpj' }, metadata);
      const result = await deps.commands.handle(
        userStream(user!.id),
        userDecider,
        { type: 'ProvideCompanyDetails', details: { userId: user!.id, ...body } },
        metadata,
      );
      return { status: 201, body: { message: m.detailsAdded }, position: result.position };
    },
    routeDeps,
  );

  mountRoute(
    router,
    serviceProfileRoute,
    async ({ body, user, idempotencyKey }) => {
      await checkCatalogueChoices(deps.lookups, body.area, body.nrs);
      const result = await deps.commands.handle(
        userStream(user!.id),
        userDecider,
        {
          type: 'SetServiceProfile',
          profile: {
            userId: user!.id,
            areaIds: body.area,
            nrIds: body.nrs,
            esocial: body.esocial,
            software: body.software ?? null,
            ufs: body.ufs,
            cities: body.cities,
          },
        },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: m.profileSaved }, position: result.position };
    },
    routeDeps,
  );

  mountRoute(
    router,
    updateMeRoute,
    async ({ body, user, idempotencyKey }) => {
      await checkCatalogueChoices(deps.lookups, body.area, body.nrs);
      const result = await deps.commands.handle(
        userStream(user!.id),
        userDecider,
        {
          type: 'UpdateProfile',
          profile: {
            userId: user!.id,
            name: body.name,
            surname: body.surname,
            phone: body.phone,
            street: body.street,
            ufs: body.ufs,
            cities: body.cities,
            areaIds: body.area,
            nrIds: body.nrs,
          },
        },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: m.profileSaved }, position: result.position };
    },
    routeDeps,
  );

  return router;
}

/** Rate-limit key of the account a recovery is asked for (the body is already parsed by then). */
function accountKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? `account:${normalizeEmail(email)}` : undefined;
}
