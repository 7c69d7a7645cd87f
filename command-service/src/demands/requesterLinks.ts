import { REQUESTER_LINK_DAYS, demandMessages } from '@conectasst/common/rules/demandRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { checkRequesterLink, requesterLinkToken } from '@conectasst/platform/auth/requesterLink';
import type { AppConfig } from '@conectasst/platform/config';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { CommandDeps } from '../infrastructure/commandContext';
import { demandDecider } from './businessLogic';
import { DAY_MS } from '@conectasst/common/rules/time';

/**
 * The link to the requester's own page that every e-mail to the requester carries (receipt, confirmation, each
 * provider's subscription): signed, naming one demand, valid REQUESTER_LINK_DAYS from the mail (ADR 0080).
 * Opening it while the demand is unconfirmed confirms the e-mail. `sentTo`: the address the e-mail goes to; the link
 * works only while the demand still has that address (ADR 0110).
 */
export function requesterPageUrl(
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>,
  demandId: number,
  now: Date,
  sentTo: string,
): string {
  const token = requesterLinkToken(
    demandId,
    new Date(now.getTime() + REQUESTER_LINK_DAYS * DAY_MS),
    sentTo,
    config.jwtSecret,
  );
  return `${config.publicUrl}/minha-demanda/${token}`;
}

/**
 * The demand a requester's link names, or the 403/410 the requester's page shows (a link sent to an address the demand
 * no longer has: 403). Read from the demand's own stream, not the read model: a confirmation right after filing must not
 * wait for the projection.
 */
export async function linkedDemandId(
  deps: Pick<CommandDeps, 'config' | 'commands'>,
  token: string,
  now: Date,
): Promise<number> {
  const emailOf = async (demandId: number) => {
    const { state } = await deps.commands.load(demandStream(demandId), demandDecider);
    return state.status === 'none' || state.erased ? undefined : state.edited.requesterEmail;
  };
  const link = await checkRequesterLink(token, now, deps.config.jwtSecret, emailOf);
  if (!link.ok)
    throw new HttpError(
      link.reason === 'expired' ? 410 : 403,
      link.reason === 'expired' ? demandMessages.expiredLink : demandMessages.invalidLink,
    );
  return link.demandId;
}
