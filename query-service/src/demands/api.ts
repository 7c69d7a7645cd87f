import type { Router } from 'express';
import type { ServiceListing } from '@conectasst/common/api/demands';
import {
  ADMIN_DEMANDS_PAGE_SIZE,
  LISTING_MAX_PAGES,
  adminDemandsQuery,
  adminDemandsResponseSchema,
  demandAlertsStateSchema,
  demandDetailsSchema,
  listingsResponseSchema,
  providerListingsQuery,
  searchListingsQuery,
  serviceListingSchema,
} from '@conectasst/common/api/demands';
import { idHeader } from '@conectasst/common/api/areas';
import { idQuery } from '@conectasst/common/api/ids';
import {
  MAX_SUBSCRIBERS,
  SUBSCRIPTION_COST,
  demandMessages,
  directHoldEndsAt,
} from '@conectasst/common/rules/demandRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import { activeAreasByName } from '@conectasst/projections/areas/areasQueries';
import { ReadModelMemo } from '@conectasst/projections/readModelMemo';
import {
  adminDemandById,
  adminDemands,
  demandAlertsEnabled,
  LISTING_READ_MODELS,
  hasServiceProfile,
  listingById,
  providerListings,
} from '@conectasst/projections/demands/demandsQueries';
import type {
  AdminDemandListRow,
  AdminDemandRow,
  DemandListingRow,
  ListingFilters,
} from '@conectasst/projections/demands/demandsQueries';
import { signingRequiredFor } from '@conectasst/projections/credentials/credentialsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { bodyResponse, data, found, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const PAGE_SIZE = 10;
const declare = queryRoutes({ tags: ['Demandas'] });

export const providerListingRoute = declare.get(
  '/v1/companys/service',
  'Demandas abertas para o parceiro (sem os dados de contato do solicitante)',
  {
    access: 'provider',
    query: providerListingsQuery,
    responses: bodyResponse('Demandas', listingsResponseSchema),
  },
);

export const searchListingRoute = declare.get(
  '/v1/companys/service/search',
  'Busca de demandas abertas: area (ids separados por vírgula), uf, city, query (palavra-chave em base64), sort (recent|oldest|relevant), grade (grau de risco 1–4)',
  {
    access: 'provider',
    query: searchListingsQuery,
    responses: bodyResponse('Demandas', listingsResponseSchema),
  },
);

export const listingDetailRoute = declare.get(
  '/v1/companys/service/:id',
  'Uma demanda vista pelo parceiro (sem os dados de contato do solicitante)',
  {
    access: 'provider',
    params: idQuery,
    responses: recordResponse('Demanda', serviceListingSchema, 'Demanda não encontrada'),
  },
);

export const adminDemandDetailRoute = declare.get(
  '/v1/demanda/show',
  'Detalhes de uma demanda com os dados do solicitante (id no cabeçalho `id`)',
  {
    access: 'admin',
    headers: idHeader,
    responses: recordResponse('Demanda', demandDetailsSchema, 'Demanda não encontrada'),
  },
);

export const adminDemandsRoute = declare.get(
  '/v1/demanda',
  'Demandas para o administrador, mais recentes primeiro, 10 por página (filtros: nome, período, situação, verificação)',
  {
    access: 'admin',
    query: adminDemandsQuery,
    responses: bodyResponse('Demandas', adminDemandsResponseSchema),
  },
);

/** The listing fields of spec §3; `contributors` is the employee range, `description` the services one per line. */
/**
 * Pedido direto (ADR 0170): the viewing provider is the one the requester named and the 24 h since publication have not
 * passed (once they hold a seat the listing shows it as theirs anyway).
 */
const reservedFor = (r: DemandListingRow, viewer: { id: string; now: Date }) =>
  r.direct_provider_id === viewer.id &&
  r.published_at !== null &&
  viewer.now.getTime() < directHoldEndsAt(r.published_at);

function toListing(r: DemandListingRow, viewer: { id: string; now: Date }): ServiceListing {
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
    ...(reservedFor(r, viewer) ? { reserved_for_you: true } : {}),
  };
}

/** The provider's listing filters of one request (the page size and the pager's reach are this route's). */
type ListingRequest = Omit<ListingFilters, 'pageSize' | 'countUpTo'>;

const decodeKeyword = (query: string | undefined): string | null => {
  if (!query) return null;
  // Accent- and case-free, as the read model's keyword_text: "sao paulo" finds "São Paulo".
  const text = toSearchText(Buffer.from(query, 'base64').toString('utf8'));
  return text || null;
};

export const demandAlertsStateRoute = declare.get(
  '/v1/demand-alerts',
  'Se o parceiro recebe os e-mails de novas demandas (padrão: sim)',
  {
    access: 'provider',
    responses: bodyResponse('Preferência', demandAlertsStateSchema),
  },
);

/** The pager of a list counted only as far as it reaches (one row more tells that there are more). */
function cappedPages(counted: number, pageSize: number) {
  const lastPage = Math.max(1, Math.min(LISTING_MAX_PAGES, Math.ceil(counted / pageSize)));
  return {
    pages: Array.from({ length: lastPage }, (_, i) => ({ page: i + 1 })),
    morePages: counted > LISTING_MAX_PAGES * pageSize,
  };
}

const toAdminDemandItem = (r: AdminDemandListRow) => ({
  id: r.id,
  companyId: r.id,
  company_name: r.corporate_name,
  title: r.title,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  verification: r.verification,
  close_reason: r.close_reason,
  risk_grade: r.risk_grade,
});

const toDemandDetails = (r: AdminDemandRow) => ({
  id: r.id,
  companyId: r.id,
  title: r.title,
  user_name: r.name,
  user_surname: r.surname,
  corporate_name: r.corporate_name,
  company_type: r.company_type,
  email: r.email,
  street: r.neighbourhood,
  phone: r.phone,
  about: r.about,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  erased: r.erased ?? false,
});

export function demandsQueryRouter(deps: QueryDeps): Router {
  // The pager's counts, the area filter's services and the areas sent beside each page, kept while the read models
  // they come from did not change (ADR 0186).
  const memo = new ReadModelMemo(LISTING_READ_MODELS);
  async function listings(providerId: string, f: ListingRequest) {
    const memoized = memo.within(deps.pool);
    // A provider without a service profile has nothing to match: the filter then does not apply.
    const matchedProfile = f.matchProfile && (await hasServiceProfile(deps.pool, providerId));
    const [{ rows, counted }, areas] = await Promise.all([
      providerListings(
        deps.pool,
        providerId,
        {
          ...f,
          matchProfile: matchedProfile,
          pageSize: PAGE_SIZE,
          countUpTo: LISTING_MAX_PAGES * PAGE_SIZE + 1,
        },
        memoized,
      ),
      memoized('active areas by name', () => activeAreasByName(deps.pool)),
    ]);
    return {
      body: {
        data: rows.map((r) => toListing(r, { id: providerId, now: nowOf(deps) })),
        filterArea: areas,
        ...cappedPages(counted, PAGE_SIZE),
        matchedProfile,
      },
    };
  }

  return queryRouter(deps)
    .add(demandAlertsStateRoute, async ({ user }) => ({
      body: { enabled: await demandAlertsEnabled(deps.pool, user.id) },
    }))
    .add(providerListingRoute, ({ query, user }) =>
      listings(user.id, {
        page: query.page,
        areas: [],
        uf: null,
        city: null,
        keyword: null,
        sort: query.sort ?? 'recent',
        matchProfile: query.match === 'profile',
        grade: null,
      }),
    )
    .add(searchListingRoute, ({ query, user }) =>
      listings(user.id, {
        page: query.page,
        areas: query.area ? query.area.split(',').map(Number) : [],
        uf: query.uf && query.uf !== 'All' ? query.uf.toUpperCase() : null,
        city: query.city && query.city !== 'All' ? query.city : null,
        keyword: decodeKeyword(query.query),
        sort: query.sort ?? 'recent',
        matchProfile: query.match === 'profile',
        grade: query.grade ? Number(query.grade) : null,
      }),
    )
    .add(listingDetailRoute, async ({ params, user }) => {
      const listing = toListing(found(await listingById(deps.pool, params.id), demandMessages.notFound), {
        id: user.id,
        now: nowOf(deps),
      });
      // Whether this provider may sign what the demand asks (ADR 0169): the offer page says why it cannot subscribe.
      return data({ ...listing, signing_required: await signingRequiredFor(deps.pool, user.id, params.id) });
    })
    .add(adminDemandDetailRoute, async ({ headers }) =>
      data(toDemandDetails(found(await adminDemandById(deps.pool, headers.id), demandMessages.notFound))),
    )
    .add(adminDemandsRoute, async ({ query }) => {
      const { rows, counted } = await adminDemands(deps.pool, {
        page: query.page,
        pageSize: ADMIN_DEMANDS_PAGE_SIZE,
        // Counted only as far as the pager goes (one row more tells that there are more), as the provider listing.
        countUpTo: LISTING_MAX_PAGES * ADMIN_DEMANDS_PAGE_SIZE + 1,
        name: query.name?.trim() ? toSearchText(query.name) : null,
        from: query.from ?? null,
        to: query.to ?? null,
        status: query.status === undefined ? null : query.status === 'true',
        verification: query.verification ?? null,
      });
      return { body: { data: rows.map(toAdminDemandItem), ...cappedPages(counted, ADMIN_DEMANDS_PAGE_SIZE) } };
    }).router;
}
