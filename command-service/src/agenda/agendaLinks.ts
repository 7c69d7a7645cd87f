import { AGENDA_LINK_DAYS, AGENDA_LINK_PURPOSE, agendaMessages as m } from '@conectasst/common/rules/agendaRules';
import { agendaStream } from '@conectasst/events/schemas/agendaEvents';
import { checkSignedLink, signedLinkToken } from '@conectasst/platform/auth/requesterLink';
import type { AppConfig } from '@conectasst/platform/config';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { MailMessage } from '@conectasst/platform/mail/mailer';
import type { CommandDeps } from '../infrastructure/commandContext';
import { agendaDecider } from './agenda';
import { DAY_MS } from '@conectasst/common/rules/time';

/**
 * The agenda's signed links (ADR 0175): the requester page's helpers (platform/src/auth/requesterLink.ts) with purposes
 * of their own, signed over the agenda's e-mail, so an erasure revokes every link mailed before.
 */

export function agendaPageUrl(
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>,
  agendaId: number,
  now: Date,
  email: string,
): string {
  return `${config.publicUrl}/agenda-sst/${signedLinkToken(AGENDA_LINK_PURPOSE, agendaId, new Date(now.getTime() + AGENDA_LINK_DAYS * DAY_MS), email, config.jwtSecret)}`;
}

/** The agenda a page link names, read from its own stream (a mark right after the request must not wait for a read model). */
export async function linkedAgendaId(
  deps: Pick<CommandDeps, 'config' | 'commands'>,
  token: string,
  now: Date,
): Promise<number> {
  const emailOf = async (agendaId: number) =>
    (await deps.commands.load(agendaStream(agendaId), agendaDecider)).state.email;
  const link = await checkSignedLink(AGENDA_LINK_PURPOSE, token, now, deps.config.jwtSecret, emailOf);
  if (!link.ok)
    throw new HttpError(
      link.reason === 'expired' ? 410 : 403,
      link.reason === 'expired' ? m.expiredLink : m.invalidLink,
    );
  return link.id;
}

/** The e-mail with the agenda's link (first request, and each time the same e-mail and CNPJ ask again). */
export function agendaLinkMail(config: AppConfig, now: Date, agendaId: number, email: string): MailMessage {
  return {
    to: email,
    subject: 'ConectaSST: o link da sua agenda SST',
    text: [
      'Olá!',
      '',
      'Sua agenda SST está pronta: as obrigações da sua empresa, quando vence cada uma e a NR que a exige.',
      'Abra-a por este link (guarde este e-mail; o link vale por um ano e cada lembrete traz um novo):',
      agendaPageUrl(config, agendaId, now, email),
      '',
      'Na agenda você marca "feito em <data>", liga ou desliga os lembretes e assina o calendário no Google ou no Outlook.',
      'Se não foi você quem pediu, ignore este e-mail.',
    ].join('\n'),
  };
}
