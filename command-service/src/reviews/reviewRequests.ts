import {
  REVIEW_REQUEST_AFTER_DAYS,
  REVIEW_REQUEST_WINDOW_DAYS,
  REVIEW_REQUESTS_MAX,
} from '@conectasst/common/rules/reviewRules';
import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { recordFailures } from '../infrastructure/recordFailures';
import { requesterPageUrl } from '../demands/requesterLinks';
import { reviewsDecider } from './businessLogic';

export type ReviewRequestDeps = Pick<CommandDeps, 'lookups' | 'commands' | 'mailer'> & {
  config: Pick<CommandDeps['config'], 'publicUrl' | 'jwtSecret'>;
};

/**
 * One run (issue #21 item 2, docs/reviews.md): the requester of each demand whose first seat is REVIEW_REQUEST_AFTER_DAYS
 * old (`seat`, up to REVIEW_REQUEST_WINDOW_DAYS later), or who said 'Já contratei' in the last REVIEW_REQUEST_WINDOW_DAYS
 * (`hired`), gets one e-mail asking to review the providers who held a seat and
 * are not reviewed yet, with the signed link to the requester's page. At most one e-mail per demand per run, once per
 * reason, never more than REVIEW_REQUESTS_MAX per demand (the decider on `reviews-<id>` decides; the read model only
 * finds candidates). Nothing is sent when every seat holder is already reviewed, to an erased requester, or for a
 * deleted demand. Claimed first (ReviewRequestSent), then mailed, like the demand digest.
 */
export async function sendReviewRequests(deps: ReviewRequestDeps, now: Date): Promise<number> {
  const candidates = await deps.lookups.reviewRequestCandidates(
    now,
    REVIEW_REQUEST_AFTER_DAYS,
    REVIEW_REQUEST_WINDOW_DAYS,
    REVIEW_REQUESTS_MAX,
  );
  let sent = 0;
  // One demand whose request fails does not keep the others from theirs (ADR 0155).
  const failures = recordFailures('review requests');
  await failures.each(
    candidates,
    (c) => reviewsStream(c.demand_id),
    async (candidate) => {
      const claim = await deps.commands.handle(
        reviewsStream(candidate.demand_id),
        reviewsDecider,
        { type: 'ClaimReviewRequest', demandId: candidate.demand_id, reason: candidate.reason, now: now.toISOString() },
        { userId: 'system:review-requests', role: 'system' },
      );
      if (!claim.events.some((e) => e.type === 'ReviewRequestSent')) return;
      await deps.mailer.send({
        to: candidate.email,
        subject: `ConectaSST: como foi o atendimento do seu pedido nº ${candidate.demand_id}?`,
        text: [
          `Olá${candidate.name ? `, ${candidate.name}` : ''}!`,
          '',
          candidate.reason === 'hired'
            ? `Obrigado por nos contar quem você contratou no pedido "${candidate.title}".`
            : `Faz ${REVIEW_REQUEST_AFTER_DAYS} dias que parceiros se inscreveram no seu pedido "${candidate.title}".`,
          'Conte como foi o atendimento: sua avaliação ajuda outras empresas a escolher e leva menos de um minuto.',
          ...(candidate.providers.length
            ? ['', `Parceiros que você pode avaliar: ${candidate.providers.join(', ')}.`]
            : []),
          '',
          `Avalie na página do seu pedido: ${requesterPageUrl(deps.config, candidate.demand_id, now, candidate.email)}`,
        ].join('\n'),
      });
      sent += 1;
    },
  );
  failures.throwIfAny();
  return sent;
}
