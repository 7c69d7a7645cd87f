import { Router } from 'express';
import { z } from 'zod';
import type { PartnerDetail, PartnerListItem } from '@conectasst/common/api/partners';
import { partnerDetailSchema, partnerIdHeader, partnerListItemSchema } from '@conectasst/common/api/partners';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { reportSharesOf } from '../trust/reportFlags';

const tags = ['Parceiros (administração)'];

export const listPartnersRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/users',
  summary: 'Parceiros: nome, tipo de pessoa, CPF/CNPJ, créditos, situação',
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

interface Row {
  id: string;
  name: string | null;
  surname: string | null;
  person_type: number | null;
  cpf: string | null;
  cnpj: string | null;
  corporate_name: string | null;
  active: boolean;
  credits: number | null;
  erased: boolean;
}

const SQL = `SELECT u.id, u.name, u.surname, u.person_type, u.cpf, u.cnpj, u.corporate_name, u.active, u.erased, w.balance AS credits
               FROM users u LEFT JOIN wallets w ON w.provider_id = u.id
              WHERE u.type = 'provider' AND NOT u.removed`;
const fullName = (r: Row) => [r.name, r.surname].filter(Boolean).join(' ');

export function partnersQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    listPartnersRoute,
    async () => {
      const [rows, shares] = await Promise.all([deps.pool.query<Row>(`${SQL} ORDER BY u.created_at DESC LIMIT 5000`), reportSharesOf(deps.pool)]);
      const data: PartnerListItem[] = rows.rows.map((r) => ({
        id: r.id,
        name: fullName(r),
        razao_social: r.person_type === 1 ? 'Física' : r.person_type === 2 ? 'Jurídica' : '',
        cpf: (r.person_type === 2 ? r.cnpj : r.cpf) ?? '',
        credits: r.credits ?? 0,
        status: r.active,
        reportsFlagged: shares.get(r.id)?.flagged ?? false,
      }));
      return { body: { data } };
    },
    deps.route,
  );
  mountRoute(
    router,
    showPartnerRoute,
    async ({ headers }) => {
      const r = (await deps.pool.query<Row>(`${SQL} AND u.id = $1`, [headers.id])).rows[0];
      if (!r) throw new HttpError(404, 'Parceiro não encontrado.');
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
