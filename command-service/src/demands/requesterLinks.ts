import { REQUESTER_LINK_DAYS } from '@conectasst/common/rules/demandRules';
import { requesterLinkToken } from '@conectasst/platform/auth/requesterLink';
import type { AppConfig } from '@conectasst/platform/config';

/**
 * The link to the requester's own page that every e-mail to the requester carries (receipt, confirmation, each
 * provider's subscription): signed, naming one demand, valid REQUESTER_LINK_DAYS from the mail (ADR 0080).
 * Opening it while the demand is unconfirmed confirms the e-mail. `sentTo`: the address the e-mail goes to; the link
 * works only while the demand still has that address (ADR 0110).
 */
export function requesterPageUrl(config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>, demandId: number, now: Date, sentTo: string): string {
  const token = requesterLinkToken(demandId, new Date(now.getTime() + REQUESTER_LINK_DAYS * 86_400_000), sentTo, config.jwtSecret);
  return `${config.publicUrl}/minha-demanda/${token}`;
}
