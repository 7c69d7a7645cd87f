import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import {
  moderateReviewBody,
  recordHireBody,
  replyReviewBody,
  reportReviewBody,
  writeReviewBody,
} from '@conectasst/common/api/reviews';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HIRED_OTHER, reviewMessages as m } from '@conectasst/common/rules/reviewRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import { demandDecider } from '../demands/businessLogic';
import { linkedDemandId } from '../demands/requesterLinks';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  decide,
  messageResponses,
  route,
} from '../infrastructure/commandRoutes';
import { reviewsDecider } from './businessLogic';

const REVIEW_NAMESPACE = '4a0f6c1e-93b2-4d7a-8e15-2c6b9d3f7a08';
const declare = commandRoutes({ tags: ['Avaliações'], access: 'public' });
const requesterErrors = {
  403: 'Link inválido, o parceiro não ocupou vaga nesta demanda, ou quem pediu o orçamento é o próprio parceiro',
  404: 'Demanda ou avaliação não encontrada',
  410: 'Link expirado',
};
const outOfRules = { 422: 'Estrelas ou comentário fora das regras' };

export const writeReviewRoute = declare.post(
  '/v1/minha-demanda/avaliacoes',
  'O solicitante avalia, pelo link assinado, um parceiro que ocupou vaga na demanda: 1 a 5 estrelas e um comentário (uma vez por parceiro)',
  {
    body: writeReviewBody,
    responses: createdResponses(
      'Avaliação publicada',
      { ...requesterErrors, 409: 'Parceiro já avaliado nesta demanda', ...outOfRules },
      messageBodySchema,
    ),
  },
);
export const editReviewRoute = declare.put(
  '/v1/minha-demanda/avaliacoes',
  'O solicitante edita a sua avaliação de um parceiro (até 14 dias depois de escrevê-la)',
  {
    body: writeReviewBody,
    responses: messageResponses('Avaliação atualizada', {
      ...requesterErrors,
      409: 'Prazo de edição encerrado',
      ...outOfRules,
    }),
  },
);
export const recordHireRoute = declare.post(
  '/v1/minha-demanda/contratado',
  "'Já contratei': o solicitante diz qual dos parceiros inscritos contratou (ou 'outro'); a avaliação dele ganha a marca 'Contratado pela ConectaSST'",
  {
    body: recordHireBody,
    responses: messageResponses('Contratação registrada', {
      ...requesterErrors,
      422: 'Parceiro não inscrito nesta demanda',
    }),
  },
);
export const replyReviewRoute = declare.post(
  '/v1/parceiro/avaliacoes/resposta',
  'O parceiro avaliado responde à avaliação (uma única vez)',
  {
    access: 'provider',
    body: replyReviewBody,
    responses: createdResponses(
      'Resposta publicada',
      { 404: 'Avaliação não encontrada', 409: 'Avaliação já respondida' },
      messageBodySchema,
    ),
  },
);
export const reportReviewRoute = declare.post(
  '/v1/avaliacoes/denuncia',
  'Qualquer pessoa (o parceiro avaliado também) denuncia uma avaliação aos administradores, com o motivo',
  {
    body: reportReviewBody,
    responses: createdResponses(
      'Denúncia recebida',
      { 404: 'Avaliação não encontrada', 422: 'Motivo curto demais', 429: 'Muitas denúncias' },
      messageBodySchema,
    ),
  },
);
const moderation = (action: 'ocultar' | 'restaurar') =>
  declare.post(
    `/v1/admin/avaliacoes/${action}`,
    action === 'ocultar'
      ? 'Oculta uma avaliação (não aparece nem conta), com o motivo; registrado com o administrador'
      : 'Restaura uma avaliação oculta, com o motivo; registrado com o administrador',
    {
      access: 'admin',
      body: moderateReviewBody,
      responses: messageResponses(action === 'ocultar' ? 'Avaliação ocultada' : 'Avaliação restaurada', {
        404: 'Avaliação não encontrada',
        409: action === 'ocultar' ? 'Já oculta' : 'Não está oculta',
        422: 'Motivo curto demais',
      }),
    },
  );
export const hideReviewRoute = moderation('ocultar');
export const restoreReviewRoute = moderation('restaurar');

/** The review's id: one per provider and demand, so a retried write names the same review. */
export const reviewIdOf = (demandId: number, providerId: string) =>
  uuidv5(`${demandId}:${providerId}`, REVIEW_NAMESPACE);

/**
 * The signed link's demand and what the decider needs of it, read from the demand's own stream (no read-model wait):
 * who holds a seat, the requester (whose key covers the comment), the first name and the city shown with a review.
 */
async function demandOfLink(deps: CommandDeps, token: string) {
  const demandId = await linkedDemandId(deps, token, deps.now());
  const demand = (await deps.commands.load(demandStream(demandId), demandDecider)).state;
  if (demand.status === 'none' || demand.status === 'deleted')
    throw new DomainError('not_found', demandMessages.notFound);
  const filed = (await deps.catalogue.decodeMany(await deps.store.read(demandStream(demandId)))).find(
    (e) => e.type === 'DemandFiled',
  );
  const city = String((filed?.data as { city?: unknown } | undefined)?.city ?? '');
  const firstName = (demand.edited.requesterName ?? '').trim().split(/\s+/)[0] ?? '';
  const e = demand.edited;
  const requester = {
    email: e.requesterEmail ?? '',
    phone: e.requesterPhone ?? '',
    name: `${e.requesterName ?? ''} ${e.requesterSurname ?? ''}`,
    company: e.corporateName ?? '',
  };
  return { demandId, requesterId: demand.requesterId, subscribers: demand.subscribers, city, firstName, requester };
}

/** A review's demand and provider from its id (the lists carry ids; the read model knows the rest). */
async function findReview(deps: CommandDeps, reviewId: string) {
  const review = await deps.lookups.review(reviewId);
  if (!review) throw new DomainError('not_found', m.reviewNotFound);
  return review;
}

/** Reviews of providers by requesters (docs/reviews.md, ADR 0125). */
export function reviewsCommandRouter(deps: CommandDeps): Router {
  // Requesters have no account: their calls carry no user, only the link.
  const asRequester = (ctx: { idempotencyKey: string | undefined }) => metadataFor(undefined, ctx.idempotencyKey);
  return commandRouter(deps.route, [
    route(writeReviewRoute, async (ctx) => {
      const { token, providerId, stars, comment } = ctx.body;
      const [{ demandId, requesterId, subscribers, firstName, city, requester }, provider] = await Promise.all([
        demandOfLink(deps, token),
        deps.lookups.providerIdentity(providerId),
      ]);
      const reviewId = reviewIdOf(demandId, providerId);
      const flagReportId = uuidv5(`flag:${reviewId}`, REVIEW_NAMESPACE);
      const command = {
        type: 'WriteReview' as const,
        reviewId,
        demandId,
        requesterId,
        subscribers,
        providerId,
        stars,
        comment,
        reviewerFirstName: firstName,
        city,
        now: deps.now().toISOString(),
        requester,
        provider,
        flagReportId,
      };
      return answer(
        m.written,
        await decide(deps, ctx, reviewsStream(demandId), reviewsDecider, command, asRequester(ctx)),
        201,
      );
    }),
    route(editReviewRoute, async (ctx) => {
      const { token, providerId, stars, comment } = ctx.body;
      const { demandId, requesterId, subscribers } = await demandOfLink(deps, token);
      const command = {
        type: 'EditReview' as const,
        demandId,
        requesterId,
        subscribers,
        providerId,
        stars,
        comment,
        now: deps.now().toISOString(),
      };
      return answer(
        m.edited,
        await decide(deps, ctx, reviewsStream(demandId), reviewsDecider, command, asRequester(ctx)),
      );
    }),
    route(recordHireRoute, async (ctx) => {
      const { hired } = ctx.body;
      const [{ demandId, requesterId, subscribers, requester }, provider] = await Promise.all([
        demandOfLink(deps, ctx.body.token),
        hired === HIRED_OTHER ? null : deps.lookups.providerIdentity(hired),
      ]);
      const command = { type: 'RecordHire' as const, demandId, requesterId, subscribers, hired, requester, provider };
      return answer(
        m.hiredRecorded,
        await decide(deps, ctx, reviewsStream(demandId), reviewsDecider, command, asRequester(ctx)),
      );
    }),
    route(replyReviewRoute, async (ctx) => {
      const review = await findReview(deps, ctx.body.reviewId);
      // Another provider's review is as unknown as a missing one.
      if (review.providerId !== ctx.user.id) throw new DomainError('not_found', m.reviewNotFound);
      return answer(
        m.replied,
        await decide(deps, ctx, reviewsStream(review.demandId), reviewsDecider, {
          type: 'ReplyToReview',
          providerId: review.providerId,
          reply: ctx.body.reply,
        }),
        201,
      );
    }),
    route(
      reportReviewRoute,
      async (ctx) => {
        const { user, idempotencyKey } = ctx;
        const review = await findReview(deps, ctx.body.reviewId);
        const reportId = idempotencyKey ? uuidv5(`report:${idempotencyKey}`, REVIEW_NAMESPACE) : randomUUID();
        const by = user?.role === 'provider' && user.id === review.providerId ? 'provider' : 'public';
        const command = {
          type: 'ReportReview' as const,
          providerId: review.providerId,
          reportId,
          by,
          reason: ctx.body.reason,
        } as const;
        return answer(
          m.reported,
          await decide(deps, ctx, reviewsStream(review.demandId), reviewsDecider, command),
          201,
        );
      },
      // Anyone may report: bounded per address like the contact form.
      { limits: [{ windowMs: 60 * 60_000, limit: deps.config.contactsPerHourPerIp }] },
    ),
    ...(
      [
        [hideReviewRoute, 'HideReview', m.hidden],
        [restoreReviewRoute, 'RestoreReview', m.restored],
      ] as const
    ).map(([spec, type, message]) =>
      route(spec, async (ctx) => {
        const review = await findReview(deps, ctx.body.reviewId);
        return answer(
          message,
          await decide(deps, ctx, reviewsStream(review.demandId), reviewsDecider, {
            type,
            providerId: review.providerId,
            adminId: ctx.user.id,
            reason: ctx.body.reason,
          }),
        );
      }),
    ),
  ]);
}
