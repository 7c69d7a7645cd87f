import { Router } from 'express';
import { z } from 'zod';
import { contactMessageSchema } from '@conectasst/common/api/contacts';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

export const listContactsRoute = defineRoute({
  method: 'get',
  path: '/v1/contato',
  summary: "Mensagens recebidas pelo 'Fale conosco', as mais recentes primeiro",
  tags: ['Contato'],
  access: 'admin',
  kind: 'query',
  responses: { 200: { description: 'Mensagens', schema: z.object({ data: z.array(contactMessageSchema) }) } },
});

export function contactsQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    listContactsRoute,
    async () => {
      const r = await deps.pool.query<Omit<ContactMessage, 'created_at'> & { created_at: Date }>(
        'SELECT id, first_name, last_name, email, phone, uf, city, subject, text, created_at FROM contact_messages ORDER BY created_at DESC, id DESC',
      );
      return { body: { data: r.rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) } };
    },
    deps.route,
  );
  return router;
}
