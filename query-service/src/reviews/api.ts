import type { Router } from 'express';
import type { AdminReview, Review } from '@conectasst/common/api/reviews';
import {
  adminReviewSchema,
  adminReviewsQuery,
  providerReviewsResponseSchema,
  requesterReviewsSchema,
} from '@conectasst/common/api/reviews';
import { requesterTokenParams } from '@conectasst/common/api/demands';
import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import { REVIEW_EDIT_DAYS, reviewerLabel } from '@conectasst/common/rules/reviewRules';
import {
  reviewsForModeration,
  reviewsOfDemand,
  visibleReviewsOf,
} from '@conectasst/projections/reviews/reviewsQueries';
import type { ReviewRow } from '@conectasst/projections/reviews/reviewsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import {
  bodyResponse,
  data,
  dataResponse,
  listResponse,
  queryRouter,
  queryRoutes,
  signedLinkRefusals,
} from '../queryRoutes';
import { demandIdFromLink } from '../demands/requesterPage';
import { DAY_MS } from '@conectasst/common/rules/time';

const declare = queryRoutes({ tags: ['Avaliações'] });
export const requesterReviewsRoute = declare.get(
  '/v1/minha-demanda/:token/avaliacoes',
  "As avaliações que o solicitante escreveu nesta demanda (as ocultas pela moderação não aparecem) e a resposta de 'Já contratei'",
  {
    access: 'public',
    params: requesterTokenParams,
    responses: { ...dataResponse('Avaliações', requesterReviewsSchema), ...signedLinkRefusals() },
  },
);

export const myReviewsRoute = declare.get(
  '/v1/parceiro/avaliacoes',
  'As avaliações do parceiro (sem as ocultas pela moderação), com as respostas',
  {
    access: 'provider',
    responses: bodyResponse('Avaliações', providerReviewsResponseSchema),
  },
);

export const adminReviewsRoute = declare.get(
  '/v1/admin/avaliacoes',
  'Fila de moderação: todas as avaliações (denunciadas primeiro), ocultas incluídas, com as denúncias',
  {
    access: 'admin',
    query: adminReviewsQuery,
    responses: listResponse('Avaliações', adminReviewSchema),
  },
);

/** A review as every reader gets it (the requester, the provider, the public page, the admin). */
export function toReview(r: ReviewRow): Review {
  return {
    reviewId: r.review_id,
    demandId: r.demand_id,
    providerId: r.provider_id,
    providerName: r.provider_name ?? 'Parceiro',
    stars: r.stars,
    comment: r.comment,
    // LGPD: an erased requester's name and comment are gone; the stars stay.
    reviewer: r.erased ? ERASED_LABEL : reviewerLabel(r.reviewer_name, r.city),
    writtenAt: r.written_at.toISOString(),
    editedAt: r.edited_at?.toISOString() ?? null,
    editableUntil: new Date(r.written_at.getTime() + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
    reply: r.reply,
    repliedAt: r.replied_at?.toISOString() ?? null,
    hired: r.hired,
  };
}
const toAdminReview = (r: ReviewRow): AdminReview => ({
  ...toReview(r),
  hidden: r.hidden,
  moderationReason: r.moderation_reason,
  moderatedAt: r.moderated_at?.toISOString() ?? null,
  reports: r.reports,
  reportReasons: r.report_reasons ?? [],
});

/** Reviews read model (projections/src/reviews): hidden reviews reach the admin queue only. */
export function reviewsQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(requesterReviewsRoute, async ({ params }) => {
      const demandId = await demandIdFromLink(params.token, deps, nowOf(deps));
      const found = await reviewsOfDemand(deps.pool, demandId);
      return data({
        reviews: found.reviews.map(toReview),
        hiddenProviderIds: found.hiddenProviderIds,
        hired: found.hired,
      });
    })
    .add(myReviewsRoute, async ({ user }) => {
      const rows = await visibleReviewsOf(deps.pool, user.id);
      return { body: { data: rows.map(toReview), ...ratingOf(rows) } };
    })
    .add(adminReviewsRoute, async ({ query }) =>
      data(
        (await reviewsForModeration(deps.pool, query.status ?? 'all', query.providerId ?? null, 500)).map(
          toAdminReview,
        ),
      ),
    ).router;
}

/** Average (one decimal) and count of the visible reviews; hidden ones never reach here. */
export function ratingOf(rows: readonly { stars: number }[]): { average: number | null; count: number } {
  const count = rows.length;
  return { average: count ? Math.round((rows.reduce((sum, r) => sum + r.stars, 0) / count) * 10) / 10 : null, count };
}
