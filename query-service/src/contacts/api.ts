import { Router } from 'express';
import { contactMessageSchema, listContactsQuery } from '@conectasst/common/api/contacts';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { listContactMessages } from '@conectasst/projections/contacts/contactsQueries';
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
      const { rows, total } = await listContactMessages(deps.pool, query.page, DEFAULT_PAGE_SIZE);
      const items = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
      return { body: pagedBody(items, query.page, DEFAULT_PAGE_SIZE, total) };
    },
    deps.route,
  );
  return router;
}
