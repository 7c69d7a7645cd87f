import { Router } from 'express';
import { contactMessageSchema, listContactsQuery } from '@conectasst/common/api/contacts';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

export const listContactsRoute = defineRoute({
  method: 'get',
  path: '/v1/contato',
  summary: "Mensagens recebidas pelo 'Fale conosco', as mais recentes primeiro, 10 por página",
  tags: ['Contato'],
  access: 'admin',
  kind: 'query',
  query: listContactsQuery,
  responses: { 200: { description: 'Página de mensagens', schema: pagedBodySchema(contactMessageSchema) } },
});

export function contactsQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    listContactsRoute,
    async ({ query }) => {
      // One page, never the whole table: the "Fale conosco" form is public and its messages pile up.
      const r = await deps.pool.query<Omit<ContactMessage, 'created_at'> & { created_at: Date; total: string }>(
        `SELECT id, first_name, last_name, email, phone, uf, city, subject, text, created_at, count(*) OVER () AS total
           FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [DEFAULT_PAGE_SIZE, (query.page - 1) * DEFAULT_PAGE_SIZE],
      );
      let total = Number(r.rows[0]?.total ?? 0);
      if (r.rows.length === 0 && query.page > 1) total = Number((await deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM contact_messages')).rows[0]!.n);
      const items = r.rows.map(({ total: _total, ...row }) => ({ ...row, created_at: row.created_at.toISOString() }));
      return { body: pagedBody(items, query.page, DEFAULT_PAGE_SIZE, total) };
    },
    deps.route,
  );
  return router;
}
