import { Router } from 'express';
import { z } from 'zod';
import type { AdminDemandsResponse, ServiceListing } from '@conectasst/common/api/demands';
import { ADMIN_DEMANDS_PAGE_SIZE, LISTING_MAX_PAGES, adminDemandsResponseSchema, demandDetailsSchema, listingsResponseSchema, searchListingsQuery, serviceListingSchema } from '@conectasst/common/api/demands';
import { idHeader } from '@conectasst/common/api/areas';
import { pageQuery, recordId } from '@conectasst/common/api/ids';
import { MAX_SUBSCRIBERS, SUBSCRIPTION_COST, VERIFICATION_STATES, demandMessages } from '@conectasst/common/rules/demandRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { toSearchText } from '@conectasst/common/text/searchText';
import { profileMatchSql } from '@conectasst/projections/demands/profileMatch';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

const PAGE_SIZE = 10;

export const providerListingRoute = defineRoute({
  method: 'get',
  path: '/v1/companys/service',
  summary: 'Demandas abertas para o parceiro (sem os dados de contato do solicitante)',
  tags: ['Demandas'],
  access: 'provider',
  kind: 'query',
  query: z.object({ page: pageQuery, sort: searchListingsQuery.shape.sort, match: searchListingsQuery.shape.match }),
  responses: { 200: { description: 'Demandas', schema: listingsResponseSchema } },
});

export const searchListingRoute = defineRoute({
  method: 'get',
  path: '/v1/companys/service/search',
  summary: 'Busca de demandas abertas: area (ids separados por vírgula), uf, city, query (palavra-chave em base64), sort (recent|oldest|relevant), grade (grau de risco 1–4)',
  tags: ['Demandas'],
  access: 'provider',
  kind: 'query',
  query: searchListingsQuery,
  responses: { 200: { description: 'Demandas', schema: listingsResponseSchema } },
});

export const listingDetailRoute = defineRoute({
  method: 'get',
  path: '/v1/companys/service/:id',
  summary: 'Uma demanda vista pelo parceiro (sem os dados de contato do solicitante)',
  tags: ['Demandas'],
  access: 'provider',
  kind: 'query',
  params: z.object({ id: recordId }),
  responses: { 200: { description: 'Demanda', schema: z.object({ data: serviceListingSchema }) }, 404: { description: 'Demanda não encontrada' } },
});

export const adminDemandDetailRoute = defineRoute({
  method: 'get',
  path: '/v1/demanda/show',
  summary: 'Detalhes de uma demanda com os dados do solicitante (id no cabeçalho `id`)',
  tags: ['Demandas'],
  access: 'admin',
  kind: 'query',
  headers: idHeader,
  responses: { 200: { description: 'Demanda', schema: z.object({ data: demandDetailsSchema }) }, 404: { description: 'Demanda não encontrada' } },
});

export const adminDemandsRoute = defineRoute({
  method: 'get',
  path: '/v1/demanda',
  summary: 'Demandas para o administrador, mais recentes primeiro, 10 por página (filtros: nome, período, situação, verificação)',
  tags: ['Demandas'],
  access: 'admin',
  kind: 'query',
  query: z.object({
    page: pageQuery,
    name: z.string().max(150).optional(),
    from: z.iso.date({ error: 'Data inicial inválida.' }).optional(),
    to: z.iso.date({ error: 'Data final inválida.' }).optional(),
    status: z.enum(['true', 'false'], { error: 'Situação inválida.' }).optional(),
    verification: z.enum(VERIFICATION_STATES, { error: 'Verificação inválida.' }).optional(),
  }),
  responses: { 200: { description: 'Demandas', schema: adminDemandsResponseSchema } },
});

interface DemandRow {
  id: number;
  title: string;
  branch: string;
  company_type: string;
  employees: string;
  needed_by: string;
  uf: string;
  city: string;
  neighbourhood: string;
  about: string;
  status: boolean;
  subs: number;
  created_at: Date;
  expires_at: Date;
  activity: string;
  cnae: string;
  employees_per_site: number | null;
  cnae_class: string | null;
  risk_grade: number | null;
  service_names: string[] | null;
}

/** The listing fields of spec §3; `contributors` is the employee range, `description` the services one per line. */
function toListing(r: DemandRow): ServiceListing {
  const range = /^(\d+) a (\d+)$/.exec(r.employees);
  return {
    id: r.id,
    title: r.title,
    description: (r.service_names ?? []).join('\n'),
    branch_of_the_company: r.branch,
    type: r.company_type,
    uf: r.uf,
    region: r.city,
    street: r.neighbourhood,
    about: r.about,
    status: r.status,
    contributors: range ? `${Number(range[1])},${Number(range[2])}` : 'Mais',
    urgency: r.needed_by,
    published_date: r.created_at.toISOString(),
    expires_date: r.expires_at.toISOString(),
    price: SUBSCRIPTION_COST,
    subs: r.subs,
    max_subs: MAX_SUBSCRIBERS,
    activity: r.activity,
    cnae: r.cnae,
    employees_per_site: r.employees_per_site,
    cnae_class: r.cnae_class,
    risk_grade: r.risk_grade,
  };
}

/** Columns a provider may see. Only `demands` (and `services`): never `demand_contacts`, so no contact can leak. */
const LISTING_COLUMNS = `d.id, d.title, d.branch, d.company_type, d.employees, d.needed_by, d.uf, d.city, d.neighbourhood, d.about, d.status, d.subs,
  d.created_at, d.expires_at, d.activity, d.cnae, d.employees_per_site, d.cnae_class, d.risk_grade, (SELECT array_agg(s.name ORDER BY array_position(d.service_ids, s.id)) FROM services s WHERE s.id = ANY(d.service_ids)) AS service_names`;

/**
 * How well a demand matches the provider's profile (provider_profiles, docs/accounts.md): each service of one of the
 * provider's areas counts 3, each service about one of the provider's NRs 2, the demand's place inside the regions
 * served 4. Ties fall back to the newest.
 */
const RELEVANCE = `(
  3 * (SELECT count(*) FROM unnest(d.service_ids) sid WHERE sid = ANY(m.area_services))
  + 2 * (SELECT count(*) FROM unnest(d.service_ids) sid WHERE sid = ANY(m.nr_services))
  + CASE WHEN ('All' = ANY(p.ufs) OR d.uf = ANY(p.ufs)) AND ('All' = ANY(p.cities) OR d.city = ANY(p.cities)) THEN 4 ELSE 0 END
)`;

/**
 * The services of the provider's areas and of its NRs, computed once per request (`m` in RELEVANCE): scoring a demand
 * then looks at its own few services instead of scanning the services table twice per demand (ADR 0103).
 */
const PROVIDER_SERVICES = `WITH m AS MATERIALIZED (
  SELECT coalesce(array_agg(s.id) FILTER (WHERE s.area_id = ANY(p.area_ids)), '{}') AS area_services,
         coalesce(array_agg(s.id) FILTER (WHERE s.nr_ids && p.nr_ids), '{}') AS nr_services
    FROM services s LEFT JOIN provider_profiles p ON p.user_id = $1::uuid
)`;

interface ListingFilters {
  page: number;
  areas: number[];
  uf: string | null;
  city: string | null;
  keyword: string | null;
  sort: 'recent' | 'oldest' | 'relevant';
  /** Only demands matching the provider's profile (areas or NRs, inside the regions served). */
  matchProfile: boolean;
  /** Only demands of this grau de risco (issue #24). */
  grade?: number | null;
}

/** The provider's profile filter (same match as the new-demand e-mails, docs/demands.md). */
const PROFILE_MATCH = profileMatchSql('$1');

const decodeKeyword = (query: string | undefined): string | null => {
  if (!query) return null;
  // Accent- and case-free, as the read model's keyword_text: "sao paulo" finds "São Paulo".
  const text = toSearchText(Buffer.from(query, 'base64').toString('utf8'));
  return text || null;
};

export const demandAlertsStateRoute = defineRoute({
  method: 'get',
  path: '/v1/demand-alerts',
  summary: 'Se o parceiro recebe os e-mails de novas demandas (padrão: sim)',
  tags: ['Demandas'],
  access: 'provider',
  kind: 'query',
  responses: { 200: { description: 'Preferência', schema: z.object({ enabled: z.boolean() }) } },
});

export function demandsQueryRouter(deps: QueryDeps): Router {
  const router = Router();

  mountRoute(
    router,
    demandAlertsStateRoute,
    async ({ user }) => {
      const rows = await deps.pool.query<{ enabled: boolean }>('SELECT enabled FROM demand_alerts WHERE provider_id = $1', [user!.id]);
      return { body: { enabled: rows.rows[0]?.enabled ?? true } };
    },
    deps.route,
  );

  async function listings(providerId: string, f: ListingFilters) {
    // A provider without a service profile has nothing to match: the filter then does not apply.
    const profile = f.matchProfile ? await deps.pool.query('SELECT 1 FROM provider_profiles WHERE user_id = $1', [providerId]) : undefined;
    const matchedProfile = Boolean(profile?.rows.length);
    // Unpublished demands (requester has not confirmed the e-mail) are never shown to providers (ADR 0080).
    const where = `d.status AND d.published AND NOT d.deleted${matchedProfile ? ` AND ${PROFILE_MATCH}` : ''}
      AND (cardinality($2::int[]) = 0 OR d.service_ids && ARRAY(SELECT s.id FROM services s WHERE s.area_id = ANY($2::int[])))
      AND ($3::text IS NULL OR d.uf = $3) AND ($4::text IS NULL OR d.city = $4)
      AND ($5::text IS NULL OR d.keyword_text LIKE $5)
      AND ($7::int IS NULL OR d.risk_grade = $7)`;
    const order =
      f.sort === 'oldest' ? 'd.created_at ASC, d.id ASC' : f.sort === 'relevant' ? `coalesce(${RELEVANCE}, 0) DESC, d.created_at DESC, d.id DESC` : 'd.created_at DESC, d.id DESC';
    // The keyword as a LIKE pattern: its own %, _ and \ match literally.
    const params = [providerId, f.areas, f.uf, f.city, f.keyword === null ? null : `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
    const [rows, count, areas] = await Promise.all([
      deps.pool.query<DemandRow>(
        `${f.sort === 'relevant' ? PROVIDER_SERVICES : ''} SELECT ${LISTING_COLUMNS} FROM demands d
           LEFT JOIN provider_profiles p ON p.user_id = $1::uuid${f.sort === 'relevant' ? ' CROSS JOIN m' : ''}
          WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET $6`,
        [...params, (f.page - 1) * PAGE_SIZE, f.grade ?? null],
      ),
      // Counted only as far as the pager goes (one row more tells that there are more).
      deps.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM demands d LEFT JOIN provider_profiles p ON p.user_id = $1::uuid WHERE ($1::uuid IS NOT NULL) AND ${where} LIMIT $6) counted`,
        [...params, LISTING_MAX_PAGES * PAGE_SIZE + 1, f.grade ?? null],
      ),
      deps.pool.query<{ id: number; name: string }>('SELECT id, name FROM areas WHERE status ORDER BY name'),
    ]);
    const counted = count.rows[0]!.n;
    const lastPage = Math.max(1, Math.min(LISTING_MAX_PAGES, Math.ceil(counted / PAGE_SIZE)));
    return {
      data: rows.rows.map(toListing),
      filterArea: areas.rows,
      pages: Array.from({ length: lastPage }, (_, i) => ({ page: i + 1 })),
      morePages: counted > LISTING_MAX_PAGES * PAGE_SIZE,
      matchedProfile,
    };
  }

  mountRoute(
    router,
    providerListingRoute,
    async ({ query, user }) => ({
      body: await listings(user!.id, { page: query.page, areas: [], uf: null, city: null, keyword: null, sort: query.sort ?? 'recent', matchProfile: query.match === 'profile' }),
    }),
    deps.route,
  );

  mountRoute(
    router,
    searchListingRoute,
    async ({ query, user }) => ({
      body: await listings(user!.id, {
        page: query.page,
        areas: query.area ? query.area.split(',').map(Number) : [],
        uf: query.uf && query.uf !== 'All' ? query.uf.toUpperCase() : null,
        city: query.city && query.city !== 'All' ? query.city : null,
        keyword: decodeKeyword(query.query),
        sort: query.sort ?? 'recent',
        matchProfile: query.match === 'profile',
        grade: query.grade ? Number(query.grade) : null,
      }),
    }),
    deps.route,
  );

  mountRoute(
    router,
    listingDetailRoute,
    async ({ params }) => {
      const rows = await deps.pool.query<DemandRow>(`SELECT ${LISTING_COLUMNS} FROM demands d WHERE d.id = $1 AND d.published AND NOT d.deleted`, [params.id]);
      if (!rows.rows[0]) throw new HttpError(404, demandMessages.notFound);
      return { body: { data: toListing(rows.rows[0]) } };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminDemandDetailRoute,
    async ({ headers }) => {
      const rows = await deps.pool.query<{
        id: number; title: string; corporate_name: string; company_type: string; neighbourhood: string; about: string; status: boolean; created_at: Date;
        name: string | null; surname: string | null; email: string | null; phone: string | null; erased: boolean | null;
      }>(
        // The free text as written (demand_contacts, ADR 0112); demands holds it with contacts hidden.
        `SELECT d.id, d.title, d.corporate_name, coalesce(c.company_type, d.company_type) AS company_type, coalesce(c.neighbourhood, d.neighbourhood) AS neighbourhood,
                coalesce(c.about, d.about) AS about, d.status, d.created_at, c.name, c.surname, c.email, c.phone, c.erased
           FROM demands d LEFT JOIN demand_contacts c ON c.demand_id = d.id WHERE d.id = $1 AND NOT d.deleted`,
        [headers.id],
      );
      const r = rows.rows[0];
      if (!r) throw new HttpError(404, demandMessages.notFound);
      return {
        body: {
          data: {
            id: r.id, companyId: r.id, title: r.title, user_name: r.name, user_surname: r.surname, corporate_name: r.corporate_name, company_type: r.company_type,
            email: r.email, street: r.neighbourhood, phone: r.phone, about: r.about, status: r.status, createdAt: r.created_at.toISOString(),
            erased: r.erased ?? false,
          },
        },
      };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminDemandsRoute,
    async ({ query }) => {
      const where = `NOT deleted AND ($1::text IS NULL OR search_text LIKE $1)
            AND ($2::date IS NULL OR (created_at AT TIME ZONE 'America/Sao_Paulo')::date >= $2::date)
            AND ($3::date IS NULL OR (created_at AT TIME ZONE 'America/Sao_Paulo')::date <= $3::date)
            AND ($4::boolean IS NULL OR status = $4)
            AND ($5::text IS NULL OR verification = $5)`;
      const params = [
        query.name?.trim() ? `%${toSearchText(query.name).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
        query.from ?? null,
        query.to ?? null,
        query.status === undefined ? null : query.status === 'true',
        query.verification ?? null,
      ];
      const [rows, count] = await Promise.all([
        deps.pool.query<{ id: number; corporate_name: string; title: string; status: boolean; created_at: Date; verification: string; close_reason: string | null; risk_grade: number | null }>(
          `SELECT id, corporate_name, title, status, created_at, verification, close_reason, risk_grade FROM demands
            WHERE ${where} ORDER BY id DESC LIMIT ${ADMIN_DEMANDS_PAGE_SIZE} OFFSET $6`,
          [...params, (query.page - 1) * ADMIN_DEMANDS_PAGE_SIZE],
        ),
        // Counted only as far as the pager goes (one row more tells that there are more), as the provider listing.
        deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM demands WHERE ${where} LIMIT $6) counted`, [
          ...params,
          LISTING_MAX_PAGES * ADMIN_DEMANDS_PAGE_SIZE + 1,
        ]),
      ]);
      const counted = count.rows[0]!.n;
      const lastPage = Math.max(1, Math.min(LISTING_MAX_PAGES, Math.ceil(counted / ADMIN_DEMANDS_PAGE_SIZE)));
      return {
        body: {
          data: rows.rows.map((r) => ({
            id: r.id,
            companyId: r.id,
            company_name: r.corporate_name,
            title: r.title,
            status: r.status,
            createdAt: r.created_at.toISOString(),
            verification: r.verification as (typeof VERIFICATION_STATES)[number],
            close_reason: r.close_reason as AdminDemandsResponse['data'][number]['close_reason'],
            risk_grade: r.risk_grade,
          })),
          pages: Array.from({ length: lastPage }, (_, i) => ({ page: i + 1 })),
          morePages: counted > LISTING_MAX_PAGES * ADMIN_DEMANDS_PAGE_SIZE,
        },
      };
    },
    deps.route,
  );
  return router;
}
