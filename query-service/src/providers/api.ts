import type { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import type { ProviderDetail } from '@conectasst/common/api/providers';
import {
  PARTNERS_PAGE_SIZE,
  partnersPageQuery,
  providerDetailSchema,
  providerIdHeader,
  providerListItemSchema,
} from '@conectasst/common/api/providers';
import { toSearchText } from '@conectasst/common/text/searchText';
import { findProvider, providerListJson, providerListPage } from '@conectasst/projections/users/usersQueries';
import type { ProviderRow } from '@conectasst/projections/users/usersQueries';
import type { QueryDeps } from '../queryContext';
import {
  data,
  found,
  listResponse,
  pagedList,
  pageResponse,
  queryRouter,
  queryRoutes,
  recordResponse,
} from '../queryRoutes';
import { reportSharesOf } from '@conectasst/projections/leadReports/leadReportsQueries';

const declare = queryRoutes({ tags: ['Parceiros (administração)'], access: 'admin' });

export const listProvidersRoute = declare.get(
  '/v1/admin/users',
  'Parceiros: nome, tipo de pessoa, CPF/CNPJ, créditos, situação, média e número de avaliações visíveis',
  { responses: listResponse('Parceiros', providerListItemSchema) },
);

export const providersPageRoute = declare.get(
  '/v1/admin/partners',
  `Parceiros, mais recentes primeiro, ${PARTNERS_PAGE_SIZE} por página, filtrados no servidor: name (ignora acentos e maiúsculas), type (Física|Jurídica), document (CPF/CNPJ exato)`,
  { query: partnersPageQuery, responses: pageResponse('Parceiros', providerListItemSchema) },
);

export const showProviderRoute = declare.get('/v1/admin/Parceiro', 'Um parceiro (id no cabeçalho `id`)', {
  headers: providerIdHeader,
  responses: recordResponse('Parceiro', providerDetailSchema, 'Parceiro não encontrado'),
});

const fullName = (r: ProviderRow) => [r.name, r.surname].filter(Boolean).join(' ');

const toProviderDetail = (r: ProviderRow): ProviderDetail => ({
  id: r.id,
  name: fullName(r),
  typeSocial: r.person_type === 1 ? 'PF' : r.person_type === 2 ? 'PJ' : '',
  corporatename: r.person_type === 2 ? (r.corporate_name ?? '') : 'Pessoa Física',
  cnpj: r.cnpj ?? '',
  cpf: r.cpf ?? '',
  credits: r.credits ?? 0,
  status: r.active,
  erased: r.erased,
});

export function providersQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listProvidersRoute, async () => {
      // Flagged partners first (few: only those with reports), then the whole list as one JSON text built by PostgreSQL.
      const shares = await reportSharesOf(deps.pool);
      const flagged = [...shares].filter(([, share]) => share.flagged).map(([id]) => id);
      return { body: await providerListJson(deps.pool, flagged), contentType: 'application/json' };
    })
    .add(providersPageRoute, async ({ query }) => {
      const flagged = [...(await reportSharesOf(deps.pool))].filter(([, share]) => share.flagged).map(([id]) => id);
      const name = query.name ? toSearchText(query.name) : '';
      const document = (query.document ?? '').replace(/\D+/g, '');
      const filters = {
        name: name || null,
        personType: query.type === 'Física' ? (1 as const) : query.type === 'Jurídica' ? (2 as const) : null,
        document: query.document ? document : null,
      };
      return pagedList(query.page, PARTNERS_PAGE_SIZE, (n, size) =>
        providerListPage(deps.pool, filters, flagged, n, size),
      );
    })
    .add(showProviderRoute, async ({ headers }) =>
      data(toProviderDetail(found(await findProvider(deps.pool, headers.id), accountMessages.partnerNotFound))),
    ).router;
}
