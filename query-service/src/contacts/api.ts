import type { Router } from 'express';
import { contactMessageSchema, listContactsQuery } from '@conectasst/common/api/contacts';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { listContactMessages } from '@conectasst/projections/contacts/contactsQueries';
import type { QueryDeps } from '../queryContext';
import { defineQuery, pagedList, pageResponse, queryRouter } from '../queryRoutes';

export const listContactsRoute = defineQuery({
  path: '/v1/contato',
  summary: "Mensagens recebidas pelo 'Fale conosco', as mais recentes primeiro, 10 por página",
  tags: ['Contato'],
  access: 'admin',
  query: listContactsQuery,
  responses: pageResponse('Página de mensagens', contactMessageSchema),
});

export function contactsQueryRouter(deps: QueryDeps): Router {
  // One page, never the whole table: the "Fale conosco" form is public and its messages pile up.
  return queryRouter(deps).add(listContactsRoute, ({ query }) =>
    pagedList(
      query.page,
      DEFAULT_PAGE_SIZE,
      (n, size) => listContactMessages(deps.pool, n, size),
      (row) => ({ ...row, created_at: row.created_at.toISOString() }),
    ),
  ).router;
}
