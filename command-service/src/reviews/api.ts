import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { moderateReviewBody, recordHireBody, replyReviewBody, reportReviewBody, writeReviewBody } from '@conectasst/common/api/reviews';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { reviewMessages as m } from '@conectasst/common/rules/reviewRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { reviewsStream } from '@conectasst/events/schemas/reviewEvents';
import { checkRequesterLink } from '@conectasst/platform/auth/requesterLink';
import { HttpError } from '@conectasst/platform/http/httpError';
import { limitRequests } from '@conectasst/platform/http/rateLimit';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { demandDecider } from '../demands/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { reviewsDecider } from './businessLogic';

const REVIEW_NAMESPACE = '4a0f6c1e-93b2-4d7a-8e15-2c6b9d3f7a08';
const tags = ['Avaliações'];
const requesterErrors = {
  403: { description: 'Link inválido, ou o parceiro não ocupou vaga nesta demanda' },
  404: { description: 'Demanda ou avaliação não encontrada' },
  410: { description: 'Link expirado' },
} as const;

export const writeReviewRoute = defineRoute({
  method: 'post',
  path: '/v1/minha-demanda/avaliacoes',
  summary: 'O solicitante avalia, pelo link assinado, um parceiro que ocupou vaga na demanda: 1 a 5 estrelas e um comentário (uma vez por parceiro)',
  tags,
  access: 'public',
  kind: 'command',
  body: writeReviewBody,
  responses: { 201: { description: 'Avaliação publicada', schema: messageBodySchema }, ...requesterErrors, 409: { description: 'Parceiro já avaliado nesta demanda' }, 422: { description: 'Estrelas ou comentário fora das regras' } },
});

export const editReviewRoute = defineRoute({
  method: 'put',
  path: '/v1/minha-demanda/avaliacoes',
  summary: 'O solicitante edita a sua avaliação de um parceiro (até 14 dias depois de escrevê-la)',
  tags,
  access: 'public',
  kind: 'command',
  body: writeReviewBody,
  responses: { 200: { description: 'Avaliação atualizada', schema: messageBodySchema }, ...requesterErrors, 409: { description: 'Prazo de edição encerrado' }, 422: { description: 'Estrelas ou comentário fora das regras' } },
});

export const recordHireRoute = defineRoute({
  method: 'post',
  path: '/v1/minha-demanda/contratado',
  summary: "'Já contratei': o solicitante diz qual dos parceiros inscritos contratou (ou 'outro'); a avaliação dele ganha a marca 'Contratado pela ConectaSST'",
  tags,
  access: 'public',
  kind: 'command',
  body: recordHireBody,
  responses: { 200: { description: 'Contratação registrada', schema: messageBodySchema }, ...requesterErrors, 422: { description: 'Parceiro não inscrito nesta demanda' } },
});

export const replyReviewRoute = defineRoute({
  method: 'post',
  path: '/v1/parceiro/avaliacoes/resposta',
  summary: 'O parceiro avaliado responde à avaliação (uma única vez)',
  tags,
  access: 'provider',
  kind: 'command',
  body: replyReviewBody,
  responses: { 201: { description: 'Resposta publicada', schema: messageBodySchema }, 404: { description: 'Avaliação não encontrada' }, 409: { description: 'Avaliação já respondida' } },
});

export const reportReviewRoute = defineRoute({
  method: 'post',
  path: '/v1/avaliacoes/denuncia',
  summary: 'Qualquer pessoa (o parceiro avaliado também) denuncia uma avaliação aos administradores, com o motivo',
  tags,
  access: 'public',
  kind: 'command',
  body: reportReviewBody,
  responses: { 201: { description: 'Denúncia recebida', schema: messageBodySchema }, 404: { description: 'Avaliação não encontrada' }, 422: { description: 'Motivo curto demais' }, 429: { description: 'Muitas denúncias' } },
});

const moderation = (action: 'ocultar' | 'restaurar') =>
  defineRoute({
    method: 'post',
    path: `/v1/admin/avaliacoes/${action}`,
    summary: action === 'ocultar' ? 'Oculta uma avaliação (não aparece nem conta), com o motivo; registrado com o administrador' : 'Restaura uma avaliação oculta, com o motivo; registrado com o administrador',
    tags,
    access: 'admin',
    kind: 'command',
    body: moderateReviewBody,
    responses: {
      200: { description: action === 'ocultar' ? 'Avaliação ocultada' : 'Avaliação restaurada', schema: messageBodySchema },
      404: { description: 'Avaliação não encontrada' },
      409: { description: action === 'ocultar' ? 'Já oculta' : 'Não está oculta' },
      422: { description: 'Motivo curto demais' },
    },
  });
export const hideReviewRoute = moderation('ocultar');
export const restoreReviewRoute = moderation('restaurar');

/** The review's id: one per provider and demand, so a retried write names the same review. */
export const reviewIdOf = (demandId: number, providerId: string) => uuidv5(`${demandId}:${providerId}`, REVIEW_NAMESPACE);

/** Reviews of providers by requesters (docs/reviews.md, ADR 0125). */
export function reviewsCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  /**
   * The signed link's demand and what the decider needs of it, read from the demand's own stream (no read-model wait):
   * who holds a seat, the requester (whose key covers the comment), the first name and the city shown with a review.
   */
  async function demandOfLink(token: string) {
    const emailOf = async (demandId: number) => {
      const loaded = await deps.commands.load(demandStream(demandId), demandDecider);
      return loaded.state.status === 'none' || loaded.state.erased ? undefined : loaded.state.edited.requesterEmail;
    };
    const link = await checkRequesterLink(token, new Date(), deps.config.jwtSecret, emailOf);
    if (!link.ok) throw new HttpError(link.reason === 'expired' ? 410 : 403, link.reason === 'expired' ? demandMessages.expiredLink : demandMessages.invalidLink);
    const demandId = link.demandId;
    const demand = (await deps.commands.load(demandStream(demandId), demandDecider)).state;
    if (demand.status === 'none' || demand.status === 'deleted') throw new HttpError(404, demandMessages.notFound);
    const filed = (await deps.catalogue.decodeMany(await deps.store.read(demandStream(demandId)))).find((e) => e.type === 'DemandFiled');
    const city = String((filed?.data as { city?: unknown } | undefined)?.city ?? '');
    const firstName = (demand.edited.requesterName ?? '').trim().split(/\s+/)[0] ?? '';
    return { demandId, requesterId: demand.requesterId, subscribers: demand.subscribers, city, firstName };
  }

  mountRoute(
    router,
    writeReviewRoute,
    async ({ body, idempotencyKey }) => {
      const demand = await demandOfLink(body.token);
      const result = await deps.commands.handle(
        reviewsStream(demand.demandId),
        reviewsDecider,
        {
          type: 'WriteReview',
          reviewId: reviewIdOf(demand.demandId, body.providerId),
          demandId: demand.demandId,
          requesterId: demand.requesterId,
          subscribers: demand.subscribers,
          providerId: body.providerId,
          stars: body.stars,
          comment: body.comment,
          reviewerFirstName: demand.firstName,
          city: demand.city,
          now: new Date().toISOString(),
        },
        metadataFor(undefined, idempotencyKey),
      );
      return { status: 201, body: { message: m.written }, ...(result.position ? { position: result.position } : {}) };
    },
    deps.route,
  );

  mountRoute(
    router,
    editReviewRoute,
    async ({ body, idempotencyKey }) => {
      const demand = await demandOfLink(body.token);
      const result = await deps.commands.handle(
        reviewsStream(demand.demandId),
        reviewsDecider,
        { type: 'EditReview', demandId: demand.demandId, requesterId: demand.requesterId, subscribers: demand.subscribers, providerId: body.providerId, stars: body.stars, comment: body.comment, now: new Date().toISOString() },
        metadataFor(undefined, idempotencyKey),
      );
      return { body: { message: m.edited }, ...(result.position ? { position: result.position } : {}) };
    },
    deps.route,
  );

  mountRoute(
    router,
    recordHireRoute,
    async ({ body, idempotencyKey }) => {
      const demand = await demandOfLink(body.token);
      const result = await deps.commands.handle(
        reviewsStream(demand.demandId),
        reviewsDecider,
        { type: 'RecordHire', demandId: demand.demandId, requesterId: demand.requesterId, subscribers: demand.subscribers, hired: body.hired },
        metadataFor(undefined, idempotencyKey),
      );
      return { body: { message: m.hiredRecorded }, ...(result.position ? { position: result.position } : {}) };
    },
    deps.route,
  );

  /** A review's demand and provider from its id (the lists carry ids; the read model knows the rest). */
  const findReview = async (reviewId: string) => {
    const review = await deps.lookups.review(reviewId);
    if (!review) throw new DomainError('not_found', m.reviewNotFound);
    return review;
  };

  mountRoute(
    router,
    replyReviewRoute,
    async ({ body, user, idempotencyKey }) => {
      const review = await findReview(body.reviewId);
      // Another provider's review is as unknown as a missing one.
      if (review.providerId !== user!.id) throw new DomainError('not_found', m.reviewNotFound);
      const result = await deps.commands.handle(reviewsStream(review.demandId), reviewsDecider, { type: 'ReplyToReview', providerId: review.providerId, reply: body.reply }, metadataFor(user, idempotencyKey));
      return { status: 201, body: { message: m.replied }, ...(result.position ? { position: result.position } : {}) };
    },
    deps.route,
  );

  // Anyone may report: bounded per address like the contact form.
  router.post(reportReviewRoute.path, limitRequests({ windowMs: 60 * 60_000, limit: deps.config.contactsPerHourPerIp }));
  mountRoute(
    router,
    reportReviewRoute,
    async ({ body, user, idempotencyKey }) => {
      const review = await findReview(body.reviewId);
      const reportId = idempotencyKey ? uuidv5(`report:${idempotencyKey}`, REVIEW_NAMESPACE) : randomUUID();
      const by = user?.role === 'provider' && user.id === review.providerId ? 'provider' : 'public';
      const result = await deps.commands.handle(reviewsStream(review.demandId), reviewsDecider, { type: 'ReportReview', providerId: review.providerId, reportId, by, reason: body.reason }, metadataFor(user, idempotencyKey));
      return { status: 201, body: { message: m.reported }, ...(result.position ? { position: result.position } : {}) };
    },
    deps.route,
  );

  for (const [route, type, message] of [
    [hideReviewRoute, 'HideReview', m.hidden],
    [restoreReviewRoute, 'RestoreReview', m.restored],
  ] as const) {
    mountRoute(
      router,
      route,
      async ({ body, user, idempotencyKey }) => {
        const review = await findReview(body.reviewId);
        const result = await deps.commands.handle(reviewsStream(review.demandId), reviewsDecider, { type, providerId: review.providerId, adminId: user!.id, reason: body.reason }, metadataFor(user, idempotencyKey));
        return { body: { message }, ...(result.position ? { position: result.position } : {}) };
      },
      deps.route,
    );
  }
  return router;
}
