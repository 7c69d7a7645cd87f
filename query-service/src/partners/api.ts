import { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { z } from 'zod';
import type { PartnerDetail } from '@conectasst/common/api/partners';
import { partnerDetailSchema, partnerIdHeader, partnerListItemSchema } from '@conectasst/common/api/partners';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { findPartner, partnerListJson } from '@conectasst/projections/users/usersQueries';
import type { PartnerRow } from '@conectasst/projections/users/usersQueries';
import type { QueryDeps } from '../queryContext';
import { reportSharesOf } from '@conectasst/projections/leadReports/leadReportsQueries';

const tags = ['Parceiros (administração)'];

export const listPartnersRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/users',
  summary: 'Parceiros: nome, tipo de pessoa, CPF/CNPJ, créditos, situação, média e número de avaliações visíveis',
  tags,
  access: 'admin',
  kind: 'query',
  responses: { 200: { description: 'Parceiros', schema: z.object({ data: z.array(partnerListItemSchema) }) } },
});

export const showPartnerRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/Parceiro',
  summary: 'Um parceiro (id no cabeçalho `id`)',
  tags,
  access: 'admin',
  kind: 'query',
  headers: partnerIdHeader,
  responses: { 200: { description: 'Parceiro', schema: z.object({ data: partnerDetailSchema }) }, 404: { description: 'Parceiro não encontrado' } },
});

const fullName = (r: PartnerRow) => [r.name, r.surname].filter(Boolean).join(' ');

export function partnersQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    listPartnersRoute,
    async () => {
      // Flagged partners first (few: only those with reports), then the whole list as one JSON text built by PostgreSQL.
      const shares = await reportSharesOf(deps.pool);
      const flagged = [...shares].filter(([, share]) => share.flagged).map(([id]) => id);
      return { body: await partnerListJson(deps.pool, flagged), contentType: 'application/json' };
    },
    deps.route,
  );
  mountRoute(
    router,
    showPartnerRoute,
    async ({ headers }) => {
      const r = await findPartner(deps.pool, headers.id);
      if (!r) throw new HttpError(404, accountMessages.partnerNotFound);
      const data: PartnerDetail = {
        id: r.id,
        name: fullName(r),
        typeSocial: r.person_type === 1 ? 'PF' : r.person_type === 2 ? 'PJ' : '',
        corporatename: r.person_type === 2 ? (r.corporate_name ?? '') : 'Pessoa Física',
        cnpj: r.cnpj ?? '',
        cpf: r.cpf ?? '',
        credits: r.credits ?? 0,
        status: r.active,
        erased: r.erased,
      };
      return { body: { data } };
    },
    deps.route,
  );
  return router;
}
