import { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { z } from 'zod';
import type { PartnerDetail } from '@conectasst/common/api/partners';
import { partnerDetailSchema, partnerIdHeader, partnerListItemSchema } from '@conectasst/common/api/partners';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { reportSharesOf } from '../trust/reportFlags';

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
      // Flagged partners first (few: only those with reports), then the whole list as one JSON text built by
      // PostgreSQL: 5,000 partners are 5,000 rows for Node to parse, map and serialize again on its one thread
      // (docs/benchmarks.md, "Admin partners list").
      const shares = await reportSharesOf(deps.pool);
      const flagged = [...shares].filter(([, share]) => share.flagged).map(([id]) => id);
      // json_agg of a row of the subquery names each key after its column; it keeps the subquery's order.
      const json = await deps.pool.query<{ body: string }>(
        `SELECT json_build_object('data', coalesce(json_agg(p), '[]'::json))::text AS body
           FROM (SELECT u.id,
                        concat_ws(' ', nullif(u.name, ''), nullif(u.surname, '')) AS name,
                        CASE u.person_type WHEN 1 THEN 'Física' WHEN 2 THEN 'Jurídica' ELSE '' END AS razao_social,
                        coalesce(CASE WHEN u.person_type = 2 THEN u.cnpj ELSE u.cpf END, '') AS cpf,
                        coalesce(w.balance, 0) AS credits,
                        u.active AS status,
                        u.id = ANY($1::uuid[]) AS "reportsFlagged",
                        r.average AS "ratingAverage",
                        coalesce(r.count, 0) AS "ratingCount"
                   FROM users u LEFT JOIN wallets w ON w.provider_id = u.id
                   -- the visible reviews only (as ratingOf in reviews/api.ts): one decimal, half away from zero
                   LEFT JOIN (SELECT provider_id, round(avg(stars), 1)::float8 AS average, count(*)::int AS count
                                FROM reviews WHERE NOT hidden GROUP BY provider_id) r ON r.provider_id = u.id
                  WHERE u.type = 'provider' AND NOT u.removed
                  ORDER BY u.created_at DESC, u.id LIMIT 5000) p`,
        [flagged],
      );
      return { body: json.rows[0]!.body, contentType: 'application/json' };
    },
    deps.route,
  );
  mountRoute(
    router,
    showPartnerRoute,
    async ({ headers }) => {
      const r = (await deps.pool.query<Row>(`${SQL} AND u.id = $1`, [headers.id])).rows[0];
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
