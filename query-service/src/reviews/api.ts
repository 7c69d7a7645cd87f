import { Router } from 'express';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { AdminReview, PartnerProfile, Review } from '@conectasst/common/api/reviews';
import { adminReviewSchema, partnerIdOfSlug, partnerProfileSchema, partnerSlug, requesterReviewsSchema, reviewSchema } from '@conectasst/common/api/reviews';
import { verifiedCredentialsOf } from '@conectasst/projections/credentials/credentialsQueries';
import { HttpError } from '@conectasst/platform/http/httpError';
import { requesterToken } from '@conectasst/common/api/demands';
import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import { REVIEW_EDIT_DAYS, reviewerLabel } from '@conectasst/common/rules/reviewRules';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { demandIdFromLink } from '../demands/requesterPage';

const tags = ['Avaliações'];
export const PARTNER_NOT_FOUND = 'Parceiro não encontrado.';
/** The name a provider is shown by: the company for a Pessoa Jurídica, else the person's name. */
export const PUBLIC_NAME = `coalesce(nullif(u.fantasy_name, ''), nullif(u.corporate_name, ''), nullif(concat_ws(' ', u.name, u.surname), ''), 'Parceiro')`;

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
  query: z.object({
    status: z.enum(['all', 'reported', 'hidden'], { error: 'Filtro de situação inválido.' }).optional(),
    /** One partner's reviews (the admin partner page), hidden ones included. */
    providerId: z.string().uuid({ error: 'Parceiro inválido.' }).optional(),
  }),
  responses: { 200: { description: 'Avaliações', schema: z.object({ data: z.array(adminReviewSchema) }) } },
});

export const partnerProfileRoute = defineRoute({
  method: 'get',
  path: '/v1/parceiros/:slug',
  summary: 'O perfil público de um parceiro: nome ou empresa, áreas, NRs, regiões, registros verificados, nota média e avaliações com respostas (nunca e-mail ou telefone)',
  tags,
  access: 'public',
  kind: 'query',
  params: z.object({ slug: z.string({ error: PARTNER_NOT_FOUND }).max(200, { error: PARTNER_NOT_FOUND }).regex(/^[a-z0-9-]+$/i, { error: PARTNER_NOT_FOUND }) }),
  responses: { 200: { description: 'Perfil', schema: z.object({ data: partnerProfileSchema }) }, 404: { description: 'Parceiro não encontrado' } },
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
  SELECT r.*, ${PUBLIC_NAME} AS provider_name,
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
      return { body: { data: rows.rows.map(toReview), ...ratingOf(rows.rows) } };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminReviewsRoute,
    async ({ query }) => {
      const conditions = [query.status === 'reported' ? 'r.reports > 0' : query.status === 'hidden' ? 'r.hidden' : 'true', query.providerId ? 'r.provider_id = $1' : 'true'];
      const rows = await deps.pool.query<ReviewRow>(
        `${SELECT} WHERE ${conditions.join(' AND ')} ORDER BY (r.reports > 0 AND NOT r.hidden) DESC, r.written_at DESC, r.review_id LIMIT 500`,
        query.providerId ? [query.providerId] : [],
      );
      return { body: { data: rows.rows.map(toAdminReview) } };
    },
    deps.route,
  );
  mountRoute(
    router,
    partnerProfileRoute,
    async ({ params }) => {
      const id = partnerIdOfSlug(params.slug);
      const data = id ? await loadPartnerProfile(deps.pool, id) : undefined;
      if (!data) throw new HttpError(404, PARTNER_NOT_FOUND);
      return { body: { data } };
    },
    deps.route,
  );
  return router;
}

/**
 * A provider's public profile (`GET /v1/parceiros/{slug}` and the server-rendered `/parceiros/<slug>`), or undefined
 * when it has no public page. Never an e-mail or a phone.
 */
export async function loadPartnerProfile(pool: Pool, id: string): Promise<PartnerProfile | undefined> {
  // Active providers only: an inactive, removed or erased partner has no public page.
  const found = await pool.query<{ name: string; person_type: number | null; created_at: Date; areas: string[] | null; nrs: string[] | null; ufs: string[] | null; attended: number }>(
    `SELECT ${PUBLIC_NAME} AS name, u.person_type, u.created_at,
            (SELECT array_agg(a.name ORDER BY a.name) FROM areas a WHERE a.id = ANY(p.area_ids)) AS areas,
            (SELECT array_agg(n.name ORDER BY n.id) FROM nrs n WHERE n.id = ANY(p.nr_ids)) AS nrs,
            p.ufs, (SELECT count(*)::int FROM subscriptions s WHERE s.provider_id = u.id) AS attended
       FROM users u LEFT JOIN provider_profiles p ON p.user_id = u.id
      WHERE u.id = $1 AND u.type = 'provider' AND u.active AND NOT u.removed AND NOT u.erased`,
    [id],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const [reviews, verified] = await Promise.all([
    pool.query<ReviewRow>(`${SELECT} WHERE r.provider_id = $1 AND NOT r.hidden ORDER BY r.written_at DESC, r.review_id`, [id]),
    verifiedCredentialsOf(pool, [id]),
  ]);
  return {
    id,
    slug: partnerSlug(row.name, id),
    name: row.name,
    personType: row.person_type === 1 ? 'Física' : row.person_type === 2 ? 'Jurídica' : null,
    areas: row.areas ?? [],
    nrs: row.nrs ?? [],
    regions: row.ufs ?? [],
    credentials: (verified.get(id) ?? []).map((c) => c.label),
    rating: ratingOf(reviews.rows),
    reviews: reviews.rows.map(toReview),
    memberSince: row.created_at.toISOString(),
    demandsAttended: row.attended,
  };
}

/** Average (one decimal) and count of the visible reviews; hidden ones never reach here. */
export function ratingOf(rows: readonly { stars: number }[]): { average: number | null; count: number } {
  const count = rows.length;
  return { average: count ? Math.round((rows.reduce((sum, r) => sum + r.stars, 0) / count) * 10) / 10 : null, count };
}
