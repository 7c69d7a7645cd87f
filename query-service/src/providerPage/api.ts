import type { Router } from 'express';
import type { Pool } from 'pg';
import type { PartnerProfile } from '@conectasst/common/api/reviews';
import {
  PARTNER_NOT_FOUND,
  partnerIdOfSlug,
  partnerProfileSchema,
  partnerSlug,
  partnerSlugParams,
  responseHoursOf,
} from '@conectasst/common/api/reviews';
import { regionsSummary } from '@conectasst/common/rules/brazilianRegions';
import { verifiedCredentialsOf } from '@conectasst/projections/credentials/credentialsQueries';
import { ownResponseTime } from '@conectasst/projections/insights/insightsQueries';
import { visibleReviewsOf } from '@conectasst/projections/reviews/reviewsQueries';
import { publicProvider } from '@conectasst/projections/users/usersQueries';
import type { QueryDeps } from '../queryContext';
import { data, found, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';
import { ratingOf, toReview } from '../reviews/api';

/**
 * The public provider page's data (issue #21 item 5, ADR 0125): `GET /v1/parceiros/{slug}`, which the app renders
 * (PartnerProfileScreen), and `loadProviderProfile`, which the server-rendered `/parceiros/<slug>` (providerPage.ts)
 * reads too. Its own folder: a provider's public face, not the reviews' (issue 34 item 7).
 */
const declare = queryRoutes({ tags: ['Avaliações'] });

export const providerProfileRoute = declare.get(
  '/v1/parceiros/:slug',
  'O perfil público de um parceiro: nome ou empresa, áreas, NRs, regiões, registros verificados, nota média e avaliações com respostas (nunca e-mail ou telefone)',
  {
    access: 'public',
    params: partnerSlugParams,
    responses: recordResponse('Perfil', partnerProfileSchema, 'Parceiro não encontrado'),
  },
);

export function providerProfileQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(providerProfileRoute, async ({ params }) => {
    const id = partnerIdOfSlug(params.slug);
    return data(found(id ? await loadProviderProfile(deps.pool, id) : undefined, PARTNER_NOT_FOUND));
  }).router;
}

/**
 * A provider's public profile (`GET /v1/parceiros/{slug}` and the server-rendered `/parceiros/<slug>`), or undefined
 * when it has no public page. Never an e-mail or a phone.
 */
export async function loadProviderProfile(pool: Pool, id: string): Promise<PartnerProfile | undefined> {
  // Active providers only: an inactive, removed or erased partner has no public page.
  const row = await publicProvider(pool, id);
  if (!row) return undefined;
  const [reviews, verified, response] = await Promise.all([
    visibleReviewsOf(pool, id),
    verifiedCredentialsOf(pool, [id]),
    ownResponseTime(pool, id),
  ]);
  return {
    id,
    slug: partnerSlug(row.name, id),
    name: row.name,
    personType: row.person_type === 1 ? 'Física' : row.person_type === 2 ? 'Jurídica' : null,
    areas: row.areas ?? [],
    nrs: row.nrs ?? [],
    regions: row.ufs ?? [],
    regionSummary: regionsSummary(row.ufs ?? [], row.cities ?? []),
    profession: row.profession,
    credentials: (verified.get(id) ?? []).map((c) => c.label),
    rating: ratingOf(reviews),
    reviews: reviews.map(toReview),
    memberSince: row.created_at.toISOString(),
    demandsAttended: row.attended,
    // Pedido direto (ADR 0170): the provider's own median, from RESPONSE_TIME_MIN_SEATS seats.
    responseHours: responseHoursOf(response.seats, response.medianSeconds),
  };
}
