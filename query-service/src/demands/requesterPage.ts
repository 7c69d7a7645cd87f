import type { Router } from 'express';
import { requesterPageSchema, requesterTokenParams } from '@conectasst/common/api/demands';
import { partnerSlug } from '@conectasst/common/api/reviews';
import type { RequesterPage } from '@conectasst/common/api/demands';
import { MAX_SUBSCRIBERS, demandMessages as m } from '@conectasst/common/rules/demandRules';
import { providersWhoMaySign, verifiedCredentialsOf } from '@conectasst/projections/credentials/credentialsQueries';
import { checkRequesterLink } from '@conectasst/platform/auth/requesterLink';
import { requesterDemandById, requesterEmailOf } from '@conectasst/projections/demands/demandsQueries';
import { visibleRatingsOf } from '@conectasst/projections/reviews/reviewsQueries';
import { seatHolders } from '@conectasst/projections/subscriptions/subscriptionsQueries';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { data, dataResponse, defineQuery, found, queryRouter, signedLinkRefusals } from '../queryRoutes';

export const requesterPageRoute = defineQuery({
  path: '/v1/minha-demanda/:token',
  summary:
    'A página do solicitante (sem conta; o token assinado do link do e-mail): o pedido, os parceiros inscritos e seus contatos',
  tags: ['Demandas'],
  access: 'public',
  params: requesterTokenParams,
  responses: { ...dataResponse('O pedido', requesterPageSchema), ...signedLinkRefusals('Demanda não encontrada') },
});

/** Checks the signed link; the demand id comes from the token only, so a requester reaches their own demand alone. */
export async function demandIdFromLink(
  token: string,
  deps: Pick<QueryDeps, 'pool' | 'route'>,
  now: Date,
): Promise<number> {
  const link = await checkRequesterLink(token, now, deps.route.jwtSecret, (demandId) =>
    requesterEmailOf(deps.pool, demandId),
  );
  if (!link.ok)
    throw new HttpError(
      link.reason === 'expired' ? 410 : 403,
      link.reason === 'expired' ? m.expiredLink : m.invalidLink,
    );
  return link.demandId;
}

export function requesterPageRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(requesterPageRoute, async ({ params }) => {
    const demandId = await demandIdFromLink(params.token, deps, nowOf(deps));
    const d = found(await requesterDemandById(deps.pool, demandId), m.notFound);
    // Only the providers holding a seat on this demand: their contact is what the requester is owed.
    const providers = await seatHolders(deps.pool, demandId);
    // The registries an admin verified (issue 10 part 4): shown as tags and the "Verificado" badge.
    const providerIds = providers.map((p) => p.id);
    const verified = await verifiedCredentialsOf(deps.pool, providerIds);
    // Who may sign what the demand asks (ADR 0169): "Assinatura habilitada ✔".
    const signers = await providersWhoMaySign(deps.pool, demandId, providerIds);
    // Each provider's rating over its visible reviews (issue #21): hidden reviews never count.
    const ratingOf = await visibleRatingsOf(deps.pool, providerIds);
    const page: RequesterPage = {
      id: d.id,
      title: d.title,
      services: d.service_names ?? [],
      requesterName: d.requester_name,
      corporateName: d.corporate_name,
      uf: d.uf,
      city: d.city,
      neighbourhood: d.neighbourhood,
      neededBy: d.needed_by,
      deadline: d.deadline?.toISOString() ?? null,
      expiresAt: d.expires_at.toISOString(),
      createdAt: d.created_at.toISOString(),
      activity: d.activity,
      cnae: d.cnae,
      employees: d.employees,
      employeesPerSite: d.employees_per_site,
      about: d.about,
      state: !d.status ? 'closed' : d.published ? 'open' : 'pending',
      verification: d.verification,
      closeReason: d.close_reason,
      subs: d.subs,
      maxSubs: MAX_SUBSCRIBERS,
      providers: providers.map((p) => ({
        id: p.id,
        name: [p.name, p.surname].filter(Boolean).join(' ') || 'Parceiro',
        corporateName: p.corporate_name ?? p.fantasy_name,
        email: p.email,
        phone: p.phone,
        profession: p.profission,
        subscribedAt: p.subscribed_at.toISOString(),
        credentials: (verified.get(p.id) ?? []).map((c) => ({ label: c.label, verified: true })),
        verified: (verified.get(p.id) ?? []).length > 0,
        maySign: signers.has(p.id),
        profilePath: `/parceiros/${partnerSlug(p.fantasy_name || p.corporate_name || [p.name, p.surname].filter(Boolean).join(' '), p.id)}`,
        rating: ratingOf.get(p.id) ?? { average: null, count: 0 },
      })),
    };
    return data(page);
  }).router;
}
