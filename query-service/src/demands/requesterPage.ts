import { Router } from 'express';
import { z } from 'zod';
import { requesterPageSchema, requesterToken } from '@conectasst/common/api/demands';
import { partnerSlug } from '@conectasst/common/api/reviews';
import type { RequesterPage } from '@conectasst/common/api/demands';
import { MAX_SUBSCRIBERS, demandMessages as m } from '@conectasst/common/rules/demandRules';
import { verifiedCredentialsOf } from '@conectasst/projections/credentials/credentialsQueries';
import { checkRequesterLink } from '@conectasst/platform/auth/requesterLink';
import { requesterEmailOf } from '@conectasst/projections/demands/requesterEmail';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

export const requesterPageRoute = defineRoute({
  method: 'get',
  path: '/v1/minha-demanda/:token',
  summary: 'A página do solicitante (sem conta; o token assinado do link do e-mail): o pedido, os parceiros inscritos e seus contatos',
  tags: ['Demandas'],
  access: 'public',
  kind: 'query',
  params: z.object({ token: requesterToken }),
  responses: {
    200: { description: 'O pedido', schema: z.object({ data: requesterPageSchema }) },
    403: { description: 'Link inválido' },
    404: { description: 'Demanda não encontrada' },
    410: { description: 'Link expirado' },
  },
});

/** Checks the signed link; the demand id comes from the token only, so a requester reaches their own demand alone. */
export async function demandIdFromLink(token: string, deps: Pick<QueryDeps, 'pool' | 'route'>, now: Date): Promise<number> {
  const link = await checkRequesterLink(token, now, deps.route.jwtSecret, (demandId) => requesterEmailOf(deps.pool, demandId));
  if (!link.ok) throw new HttpError(link.reason === 'expired' ? 410 : 403, link.reason === 'expired' ? m.expiredLink : m.invalidLink);
  return link.demandId;
}

interface PageRow {
  id: number;
  title: string;
  corporate_name: string;
  uf: string;
  city: string;
  neighbourhood: string;
  needed_by: string;
  deadline: Date | null;
  expires_at: Date;
  created_at: Date;
  activity: string;
  cnae: string;
  employees: string;
  employees_per_site: number | null;
  about: string;
  status: boolean;
  published: boolean;
  verification: RequesterPage['verification'];
  close_reason: RequesterPage['closeReason'];
  subs: number;
  requester_name: string | null;
  service_names: string[] | null;
}

interface ProviderRow {
  id: string;
  name: string | null;
  surname: string | null;
  corporate_name: string | null;
  fantasy_name: string | null;
  email: string | null;
  phone: string | null;
  profission: string | null;
  subscribed_at: Date;
}

export function requesterPageRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    requesterPageRoute,
    async ({ params }) => {
      const demandId = await demandIdFromLink(params.token, deps, new Date());
      const rows = await deps.pool.query<PageRow>(
        // The requester reads the free text as written (demand_contacts, ADR 0112).
        `SELECT d.id, d.title, d.corporate_name, d.uf, d.city, coalesce(c.neighbourhood, d.neighbourhood) AS neighbourhood, d.needed_by, d.deadline, d.expires_at,
                d.created_at, coalesce(c.activity, d.activity) AS activity, d.cnae, d.employees, d.employees_per_site, coalesce(c.about, d.about) AS about, d.status, d.published, d.verification, d.close_reason, d.subs, c.name AS requester_name,
                (SELECT array_agg(s.name ORDER BY array_position(d.service_ids, s.id)) FROM services s WHERE s.id = ANY(d.service_ids)) AS service_names
           FROM demands d LEFT JOIN demand_contacts c ON c.demand_id = d.id
          WHERE d.id = $1 AND NOT d.deleted`,
        [demandId],
      );
      const d = rows.rows[0];
      if (!d) throw new HttpError(404, m.notFound);
      // Only the providers holding a seat on this demand: their contact is what the requester is owed.
      const providers = await deps.pool.query<ProviderRow>(
        `SELECT u.id, u.name, u.surname, u.corporate_name, u.fantasy_name, u.email, u.phone, u.profission, s.created_at AS subscribed_at
           FROM subscriptions s JOIN users u ON u.id = s.provider_id
          WHERE s.demand_id = $1 ORDER BY s.created_at, u.id`,
        [demandId],
      );
      // The registries an admin verified (issue 10 part 4): shown as tags and the "Verificado" badge.
      const verified = await verifiedCredentialsOf(deps.pool, providers.rows.map((p) => p.id));
      // Each provider's rating over its visible reviews (issue #21): hidden reviews never count.
      const ratings = await deps.pool.query<{ provider_id: string; average: string; count: number }>(
        'SELECT provider_id, round(avg(stars), 1) AS average, count(*)::int AS count FROM reviews WHERE provider_id = ANY($1::uuid[]) AND NOT hidden GROUP BY provider_id',
        [providers.rows.map((p) => p.id)],
      );
      const ratingOf = new Map(ratings.rows.map((r) => [r.provider_id, { average: Number(r.average), count: r.count }]));
      const data: RequesterPage = {
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
        providers: providers.rows.map((p) => ({
          id: p.id,
          name: [p.name, p.surname].filter(Boolean).join(' ') || 'Parceiro',
          corporateName: p.corporate_name ?? p.fantasy_name,
          email: p.email,
          phone: p.phone,
          profession: p.profission,
          subscribedAt: p.subscribed_at.toISOString(),
          credentials: (verified.get(p.id) ?? []).map((c) => ({ label: c.label, verified: true })),
          verified: (verified.get(p.id) ?? []).length > 0,
          profilePath: `/parceiros/${partnerSlug(p.fantasy_name || p.corporate_name || [p.name, p.surname].filter(Boolean).join(' '), p.id)}`,
          rating: ratingOf.get(p.id) ?? { average: null, count: 0 },
        })),
      };
      return { body: { data } };
    },
    deps.route,
  );
  return router;
}
