import type { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import type { PartnerDetail } from '@conectasst/common/api/partners';
import { partnerDetailSchema, partnerIdHeader, partnerListItemSchema } from '@conectasst/common/api/partners';
import { findPartner, partnerListJson } from '@conectasst/projections/users/usersQueries';
import type { PartnerRow } from '@conectasst/projections/users/usersQueries';
import type { QueryDeps } from '../queryContext';
import { data, found, listResponse, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';
import { reportSharesOf } from '@conectasst/projections/leadReports/leadReportsQueries';

const declare = queryRoutes({ tags: ['Parceiros (administração)'], access: 'admin' });

export const listPartnersRoute = declare.get('/v1/admin/users', 'Parceiros: nome, tipo de pessoa, CPF/CNPJ, créditos, situação, média e número de avaliações visíveis', { responses: listResponse('Parceiros', partnerListItemSchema) });

export const showPartnerRoute = declare.get('/v1/admin/Parceiro', 'Um parceiro (id no cabeçalho `id`)', { headers: partnerIdHeader, responses: recordResponse('Parceiro', partnerDetailSchema, 'Parceiro não encontrado') });

const fullName = (r: PartnerRow) => [r.name, r.surname].filter(Boolean).join(' ');

const toPartnerDetail = (r: PartnerRow): PartnerDetail => ({
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

export function partnersQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(listPartnersRoute, async () => {
      // Flagged partners first (few: only those with reports), then the whole list as one JSON text built by PostgreSQL.
      const shares = await reportSharesOf(deps.pool);
      const flagged = [...shares].filter(([, share]) => share.flagged).map(([id]) => id);
      return { body: await partnerListJson(deps.pool, flagged), contentType: 'application/json' };
    })
    .add(showPartnerRoute, async ({ headers }) => data(toPartnerDetail(found(await findPartner(deps.pool, headers.id), accountMessages.partnerNotFound)))).router;
}
