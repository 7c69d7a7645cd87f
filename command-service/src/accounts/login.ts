import { Router } from 'express';
import { tokenResponseSchema } from '@conectasst/common/api/auth';
import { normalizeEmail, userStream } from '@conectasst/events/schemas/userEvents';
import { PASSWORD_LOGIN_MAX } from '@conectasst/common/rules/accountLimits';
import { messages } from '@conectasst/common/rules/messages';
import { basicCredentials, signToken } from '@conectasst/platform/auth/tokens';
import { HttpError } from '@conectasst/platform/http/httpError';
import { slowDownFailures } from '@conectasst/platform/http/slowDown';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { userDecider } from './user';

export const loginRoute = defineRoute({
  method: 'get',
  path: '/v1/auth',
  summary: 'Login: credenciais em HTTP Basic (e-mail:senha) → token JWT',
  tags: ['Sessão'],
  access: 'public',
  kind: 'query',
  responses: {
    200: { description: 'Token de acesso', schema: tokenResponseSchema },
    401: { description: "Credenciais inválidas ('Credenciais invalidas.')" },
  },
});

/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export function loginRouter(deps: CommandDeps): Router {
  const router = Router();
  decoyHash ??= deps.hasher.hash('decoy-password-for-timing');
  mountRoute(
    router,
    loginRoute,
    async ({ req }) => {
      const credentials = basicCredentials(req.header('authorization'));
      if (
        !credentials ||
        !credentials.email ||
        !credentials.password ||
        credentials.email.length > 254 ||
        credentials.password.length > PASSWORD_LOGIN_MAX
      ) {
        throw new HttpError(401, messages.invalidCredentials);
      }
      const user = await deps.lookups.loginAccount(normalizeEmail(credentials.email));
      const valid = await deps.hasher.verify(user?.password_hash ?? (await decoyHash!), credentials.password);
      if (!user || !user.password_hash || !valid) throw new HttpError(401, messages.invalidCredentials);
      // The session generation comes from the account's own stream, not the read model: a login right after "Sair"
      // must not get a token that the logout, once projected, would revoke (ADR 0110).
      const account = (await deps.commands.load(userStream(user.id), userDecider)).state;
      if (!account.active || account.removed || account.erased) throw new HttpError(401, messages.invalidCredentials);
      const token = signToken(
        { id: user.id, role: user.type, generation: account.sessionGeneration },
        deps.config.jwtSecret,
        deps.config.tokenTtlSeconds,
      );
      return { body: { token, expiresIn: deps.config.tokenTtlSeconds } };
    },
    { ...deps.route, jwtSecret: deps.config.jwtSecret },
    // Failed attempts: 50 per address in 15 minutes, then 429. Per account no lock-out (anyone could lock a known
    // provider out): after 5 failures in 15 minutes each attempt waits, 250 ms doubling up to LOGIN_DELAY_MAX_MS (ADR 0110).
    {
      limits: [{ windowMs: 15 * 60_000, limit: 50, failuresOnly: true }],
      guards: [
        slowDownFailures({
          windowMs: 15 * 60_000,
          freeFailures: 5,
          baseDelayMs: 250,
          maxDelayMs: deps.config.loginDelayMaxMs,
          key: (req) => loginAccountKey(req.header('authorization')),
        }),
      ],
    },
  );
  return router;
}

function loginAccountKey(header: string | undefined): string | undefined {
  const credentials = basicCredentials(header);
  return credentials?.email && credentials.email.length <= 254
    ? `account:${normalizeEmail(credentials.email)}`
    : undefined;
}
