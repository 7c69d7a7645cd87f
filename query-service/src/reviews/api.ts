import { Router } from 'express';
import { z } from 'zod';
import type { AdminReview, Review } from '@conectasst/common/api/reviews';
import { adminReviewSchema, requesterReviewsSchema, reviewSchema } from '@conectasst/common/api/reviews';
import { requesterToken } from '@conectasst/common/api/demands';
import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import { REVIEW_EDIT_DAYS, reviewerLabel } from '@conectasst/common/rules/reviewRules';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { demandIdFromLink } from '../demands/requesterPage';

const tags = ['Avaliações'];

export const requesterReviewsRoute = defineRoute({
  method: 'get',
  path: '/v1/minha-demanda/:token/avaliacoes',
  summary: "As avaliações que o solicitante escreveu nesta demanda (as ocultas pela moderação não aparecem) e a resposta de 'Já contratei'",
  tags,
  access: 'public',
  kind: 'query',
  params: z.object({ token: requesterToken }),
  responses: { 200: { description: 'Avaliações', schema: z.object({ data: requesterReviewsSchema }) }, 403: { description: 'Link inválido' }, 410: { description: 'Link expirado' } },
});

export const myReviewsRoute = defineRoute({
  method: 'get',
  path: '/v1/parceiro/avaliacoes',
  summary: 'As avaliações do parceiro (sem as ocultas pela moderação), com as respostas',
  tags,
  access: 'provider',
  kind: 'query',
  responses: { 200: { description: 'Avaliações', schema: z.object({ data: z.array(reviewSchema), average: z.number().nullable(), count: z.number().int() }) } },
});

export const adminReviewsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/avaliacoes',
  summary: 'Fila de moderação: todas as avaliações (denunciadas primeiro), ocultas incluídas, com as denúncias',
  tags,
  access: 'admin',
  kind: 'query',
  query: z.object({ status: z.enum(['all', 'reported', 'hidden'], { error: 'Filtro de situação inválido.' }).optional() }),
  responses: { 200: { description: 'Avaliações', schema: z.object({ data: z.array(adminReviewSchema) }) } },
});

interface ReviewRow {
  review_id: string;
  demand_id: number;
  provider_id: string;
  provider_name: string | null;
  stars: number;
  comment: string;
  reviewer_name: string;
  city: string;
  erased: boolean;
  written_at: Date;
  edited_at: Date | null;
  reply: string | null;
  replied_at: Date | null;
  hired: boolean;
  hidden: boolean;
  moderation_reason: string | null;
  moderated_at: Date | null;
  reports: number;
  report_reasons: string[] | null;
}

const SELECT = `
  SELECT r.*, coalesce(nullif(u.fantasy_name, ''), nullif(u.corporate_name, ''), nullif(concat_ws(' ', u.name, u.surname), ''), 'Parceiro') AS provider_name,
         coalesce(h.hired = r.provider_id::text, false) AS hired,
         (SELECT array_agg(rr.reason ORDER BY rr.reported_at) FROM review_reports rr WHERE rr.review_id = r.review_id) AS report_reasons
    FROM reviews r LEFT JOIN users u ON u.id = r.provider_id LEFT JOIN review_hires h ON h.demand_id = r.demand_id`;

const DAY_MS = 86_400_000;
function toReview(r: ReviewRow): Review {
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
  const router = Router();

  mountRoute(
    router,
    requesterReviewsRoute,
    async ({ params }) => {
      const demandId = await demandIdFromLink(params.token, deps, new Date());
      const [rows, hiddenRows, hire] = await Promise.all([
        deps.pool.query<ReviewRow>(`${SELECT} WHERE r.demand_id = $1 AND NOT r.hidden ORDER BY r.written_at, r.review_id`, [demandId]),
        deps.pool.query<{ provider_id: string }>('SELECT provider_id FROM reviews WHERE demand_id = $1 AND hidden ORDER BY provider_id', [demandId]),
        deps.pool.query<{ hired: string }>('SELECT hired FROM review_hires WHERE demand_id = $1', [demandId]),
      ]);
      const data = { reviews: rows.rows.map(toReview), hiddenProviderIds: hiddenRows.rows.map((r) => r.provider_id), hired: hire.rows[0]?.hired ?? null };
      return { body: { data } };
    },
    deps.route,
  );

  mountRoute(
    router,
    myReviewsRoute,
    async ({ user }) => {
      const rows = await deps.pool.query<ReviewRow>(`${SELECT} WHERE r.provider_id = $1 AND NOT r.hidden ORDER BY r.written_at DESC, r.review_id`, [user!.id]);
      const count = rows.rows.length;
      const average = count ? Math.round((rows.rows.reduce((sum, r) => sum + r.stars, 0) / count) * 10) / 10 : null;
      return { body: { data: rows.rows.map(toReview), average, count } };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminReviewsRoute,
    async ({ query }) => {
      const where = query.status === 'reported' ? 'WHERE r.reports > 0' : query.status === 'hidden' ? 'WHERE r.hidden' : '';
      const rows = await deps.pool.query<ReviewRow>(`${SELECT} ${where} ORDER BY (r.reports > 0 AND NOT r.hidden) DESC, r.written_at DESC, r.review_id LIMIT 500`);
      return { body: { data: rows.rows.map(toAdminReview) } };
    },
    deps.route,
  );
  return router;
}
