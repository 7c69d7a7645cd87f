import type { Router } from 'express';
import { tokenResponseSchema } from '@conectasst/common/api/auth';
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
import type { RouteContext, RouteHandler, RouteResult } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import type { Refusals } from '../infrastructure/commandRoutes';
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
import { checkCatalogueChoices } from './catalogueChoices';
import { hashResetCode, newResetCode, passwordResetMail } from './passwordReset';
import { registerUser } from './registration';
import { sessionsEnded } from './sessionEnd';
import type { UserCommand } from './user';
import { documentClaimDecider, userDecider } from './user';

const declare = commandRoutes({ tags: ['Contas e cadastro de parceiros'], access: 'provider' });
const saved = (description: string, refusals: Refusals = {}) => ({
  responses: messageResponses(description, refusals),
});
const added = (description: string, refusals: Refusals) => ({
  responses: createdResponses(description, refusals, messageResponse),
});

export const signupRoute = declare.post('/v1/auth', 'Cria a conta de um parceiro e devolve o token', {
  access: 'public',
  body: signupRequest,
  responses: createdResponses(
    'Conta criada',
    { 409: "E-mail já cadastrado (data: 'User already exists.')" },
    tokenResponseSchema,
  ),
});
export const recoveryRoute = declare.post(
  '/v1/recovery/password',
  'Envia por e-mail um código de redefinição de senha (uso único, vale 30 minutos)',
  {
    access: 'public',
    body: recoveryRequest,
    ...saved('Código enviado', { 404: 'E-mail não encontrado' }),
  },
);
export const changePasswordRoute = declare.put(
  '/v1/change/password',
  'Redefine a senha com o código recebido por e-mail',
  {
    access: 'public',
    body: changePasswordRequest,
    ...saved('Senha alterada', { 404: 'Código inválido ou expirado' }),
  },
);
export const logoutRoute = declare.post(
  '/v1/auth/logout',
  'Sair: encerra as sessões da conta (todo token emitido antes passa a ser recusado com 401)',
  {
    tags: ['Sessão'],
    access: 'authenticated',
    ...saved('Sessões encerradas'),
  },
);
export const individualDetailsRoute = declare.post('/v1/details/pf', 'Dados profissionais de Pessoa Física', {
  body: individualDetailsRequest,
  ...added('Detalhes adicionados', { 409: 'Conta já é Pessoa Jurídica, ou CPF de outra conta' }),
});
export const companyDetailsRoute = declare.post('/v1/details/pj', 'Dados da empresa (Pessoa Jurídica)', {
  body: companyDetailsRequest,
  ...added('Detalhes adicionados', { 409: 'Conta já é Pessoa Física, ou CNPJ de outra conta' }),
});
export const serviceProfileRoute = declare.post(
  '/v1/company/detail',
  'Áreas, NRs, e-Social, sistema e regiões atendidas pelo parceiro',
  {
    body: serviceProfileRequest,
    ...added('Perfil de serviços salvo', { 422: 'Área ou NR inexistente ou inativa' }),
  },
);
export const updateMeRoute = declare.put(
  '/v1/auth/me',
  'Edita os dados do parceiro: nome, telefone, endereço, regiões, áreas e NRs',
  { body: updateProfileRequest, ...saved('Dados salvos') },
);

const MINUTE = 60_000;

/** POST /v1/auth: a provider signs up and gets a token; a taken e-mail keeps the spec's `data`. */
function signup(deps: CommandDeps): RouteHandler<typeof signupRoute> {
  return async (ctx) => {
    const { jwtSecret, tokenTtlSeconds } = deps.config;
    try {
      const { userId, position } = await registerUser(
        deps,
        { type: 'provider', ...ctx.body },
        metadataFor(ctx.user, ctx.idempotencyKey),
      );
      return {
        status: 201,
        body: {
          token: signToken({ id: userId, role: 'provider' }, jwtSecret, tokenTtlSeconds),
          expiresIn: tokenTtlSeconds,
        },
        ...positionOf({ position }),
      };
    } catch (error) {
      // The one refusal this route answers differently (ADR 0123): matched by its reason, never its text.
      if (error instanceof DomainError && error.reason === 'user_exists')
        throw new HttpError(409, m.userExistsShown, undefined, { data: m.userExists });
      throw error;
    }
  };
}

/** POST /v1/recovery/password: a one-time code, kept as its HMAC, e-mailed to the provider. */
function requestPasswordReset(deps: CommandDeps): RouteHandler<typeof recoveryRoute> {
  return async (ctx) => {
    const account = await deps.lookups.providerByEmail(normalizeEmail(ctx.body.email));
    if (!account) throw new DomainError('not_found', m.recoveryUnknownEmail);
    const code = newResetCode();
    const expiresAt = new Date(deps.now().getTime() + RESET_CODE_TTL_MINUTES * MINUTE).toISOString();
    const command = {
      type: 'RequestPasswordReset' as const,
      userId: account.id,
      codeHash: hashResetCode(code, deps.config.jwtSecret),
      expiresAt,
    };
    const result = await decide(deps, ctx, userStream(account.id), userDecider, command);
    await deps.mailer.send(
      passwordResetMail(
        deps.config.publicUrl,
        { email: ctx.body.email.trim(), name: account.name },
        code,
        RESET_CODE_TTL_MINUTES,
      ),
    );
    return answer(m.recoverySent, result);
  };
}

/** PUT /v1/change/password: the code's account gets the new password; its sessions end. */
function changePassword(deps: CommandDeps): RouteHandler<typeof changePasswordRoute> {
  return async (ctx) => {
    const codeHash = hashResetCode(ctx.body.code, deps.config.jwtSecret);
    const userId = await deps.lookups.passwordResetOwner(codeHash);
    if (!userId) throw new DomainError('not_found', m.invalidCode);
    const passwordHash = await deps.hasher.hash(ctx.body.password);
    const result = await decide(deps, ctx, userStream(userId), userDecider, {
      type: 'ChangePasswordWithCode',
      userId,
      codeHash,
      passwordHash,
      now: deps.now().toISOString(),
    });
    sessionsEnded(deps, userId, result.state);
    return answer(m.passwordChanged, result);
  };
}

/** POST /v1/auth/logout. */
function signOut(deps: CommandDeps): RouteHandler<typeof logoutRoute> {
  return async (ctx) => {
    const userId = ctx.user.id;
    const result = await decide(deps, ctx, userStream(userId), userDecider, { type: 'SignOut', userId });
    sessionsEnded(deps, userId, result.state);
    return answer(m.signedOut, result);
  };
}

/**
 * Pessoa Física or Jurídica details: the account's decider is asked first (a Jurídica account cannot become Física,
 * …) so a refused request claims no document; then the CPF/CNPJ is claimed for the account, then the details written.
 */
async function provideDetails(
  deps: CommandDeps,
  ctx: Pick<RouteContext<typeof individualDetailsRoute>, 'user' | 'idempotencyKey'>,
  document: { kind: 'cpf' | 'cnpj'; number: string },
  command: UserCommand,
): Promise<RouteResult> {
  const userId = ctx.user.id;
  userDecider.decide(command, (await deps.commands.load(userStream(userId), userDecider)).state);
  await decide(deps, ctx, documentClaimStream(document.kind, document.number), documentClaimDecider, {
    type: 'ClaimDocument',
    userId,
    kind: document.kind,
  });
  return answer(m.detailsAdded, await decide(deps, ctx, userStream(userId), userDecider, command), 201);
}

/** The provider's service profile (sign-up step) or profile edit: the chosen areas and NRs must exist and be active. */
async function saveProfile(
  deps: CommandDeps,
  ctx: Pick<RouteContext<typeof updateMeRoute>, 'user' | 'idempotencyKey'>,
  areaIds: number[],
  nrIds: number[],
  command: UserCommand,
) {
  await checkCatalogueChoices(deps.lookups, areaIds, nrIds);
  return decide(deps, ctx, userStream(ctx.user.id), userDecider, command);
}

export function accountsCommandRouter(deps: CommandDeps): Router {
  const routeDeps = { ...deps.route, jwtSecret: deps.config.jwtSecret };
  return commandRouter(routeDeps, [
    route(signupRoute, signup(deps), { limits: [{ windowMs: 60 * MINUTE, limit: deps.config.signupsPerHourPerIp }] }),
    route(recoveryRoute, requestPasswordReset(deps), {
      limits: [
        { windowMs: 15 * MINUTE, limit: 10 },
        { windowMs: 60 * MINUTE, limit: 5, key: (req) => accountKey(req.body) },
      ],
    }),
    route(changePasswordRoute, changePassword(deps), {
      limits: [{ windowMs: 15 * MINUTE, limit: 10, failuresOnly: true }],
    }),
    route(logoutRoute, signOut(deps)),
    route(individualDetailsRoute, async (ctx) => {
      const { cpf, name, surname, street, DDD: ddd, Phone: phone, profission, register, socialnetwork } = ctx.body;
      const details = {
        userId: ctx.user.id,
        cpf,
        name,
        surname,
        street,
        ddd,
        phone,
        profission,
        register,
        socialnetwork,
      };
      return provideDetails(deps, ctx, { kind: 'cpf', number: cpf }, { type: 'ProvideIndividualDetails', details });
    }),
    route(companyDetailsRoute, async (ctx) =>
      provideDetails(
        deps,
        ctx,
        { kind: 'cnpj', number: ctx.body.cnpj },
        { type: 'ProvideCompanyDetails', details: { userId: ctx.user.id, ...ctx.body } },
      ),
    ),
    route(serviceProfileRoute, async (ctx) => {
      const { area: areaIds, nrs: nrIds, esocial, software, ufs, cities } = ctx.body;
      const profile = { userId: ctx.user.id, areaIds, nrIds, esocial, software: software ?? null, ufs, cities };
      return answer(
        m.profileSaved,
        await saveProfile(deps, ctx, areaIds, nrIds, { type: 'SetServiceProfile', profile }),
        201,
      );
    }),
    route(updateMeRoute, async (ctx) => {
      const { name, surname, phone, street, ufs, cities, area: areaIds, nrs: nrIds } = ctx.body;
      const profile = { userId: ctx.user.id, name, surname, phone, street, ufs, cities, areaIds, nrIds };
      return answer(m.profileSaved, await saveProfile(deps, ctx, areaIds, nrIds, { type: 'UpdateProfile', profile }));
    }),
  ]);
}

/** Rate-limit key of the account a recovery is asked for (the body is already parsed by then). */
function accountKey(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? `account:${normalizeEmail(email)}` : undefined;
}
