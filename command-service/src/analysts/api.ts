import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { inviteAnalystRequest, inviteAnalystResponse } from '@conectasst/common/api/analysts';
import { ANALYST_INVITE_TTL_HOURS, analystMessages as m } from '@conectasst/common/rules/analystRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { normalizeEmail, userStream } from '@conectasst/events/schemas/userEvents';
import type { RouteHandler } from '@conectasst/platform/http/route';
import { hashResetCode, newResetCode } from '../accounts/passwordReset';
import { registerUser } from '../accounts/registration';
import { userDecider } from '../accounts/user';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import {
  commandRouter,
  commandRoutes,
  createdResponses,
  decide,
  positionOf,
  route,
} from '../infrastructure/commandRoutes';
import { analystInviteMail } from './inviteMail';

const declare = commandRoutes({ tags: ['Analistas'], access: 'admin' });

export const inviteAnalystRoute = declare.post(
  '/v1/admin/analistas',
  `Convida um analista (e-mail com link para definir a senha, válido por ${ANALYST_INVITE_TTL_HOURS} horas); convidar de novo um analista reenvia o link`,
  {
    body: inviteAnalystRequest,
    responses: createdResponses(
      'Convite enviado',
      { 409: 'E-mail de uma conta que não é de analista' },
      inviteAnalystResponse,
    ),
  },
);

const HOUR = 3_600_000;

/**
 * The analyst's account is registered with a random password nobody knows; the set-password link is the password
 * recovery's own code (RequestPasswordReset on the account's stream, kept only as its HMAC), valid for longer.
 */
function inviteAnalyst(deps: CommandDeps): RouteHandler<typeof inviteAnalystRoute> {
  return async (ctx) => {
    const { name, surname, email } = ctx.body;
    const metadata = metadataFor(ctx.user, ctx.idempotencyKey);
    let userId: string;
    let message: string = m.invited;
    try {
      ({ userId } = await registerUser(
        deps,
        { type: 'analyst', name, surname, email, phone: '', password: randomBytes(32).toString('base64url') },
        metadata,
      ));
    } catch (error) {
      if (!(error instanceof DomainError && error.reason === 'user_exists')) throw error;
      const existing = await deps.lookups.loginAccount(normalizeEmail(email));
      if (existing?.type !== 'analyst') throw new DomainError('conflict', m.emailTakenByOtherRole);
      userId = existing.id;
      message = m.reinvited;
    }
    const code = newResetCode();
    const expiresAt = new Date(deps.now().getTime() + ANALYST_INVITE_TTL_HOURS * HOUR).toISOString();
    const result = await decide(deps, ctx, userStream(userId), userDecider, {
      type: 'RequestPasswordReset',
      userId,
      codeHash: hashResetCode(code, deps.config.jwtSecret),
      expiresAt,
    });
    await deps.mailer.send(analystInviteMail(deps.config.publicUrl, { email, name }, code, ANALYST_INVITE_TTL_HOURS));
    return { status: 201, body: { message, data: { userId } }, ...positionOf(result) };
  };
}

export function analystsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [route(inviteAnalystRoute, inviteAnalyst(deps))]);
}
