import { Router } from 'express';
import { z } from 'zod';
import type { MeResponse } from '@conectasst/common/api/auth';
import { messages } from '@conectasst/common/rules/messages';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

export const meResponseSchema = z.object({
  credits: z.number(),
  userData: z.object({
    id: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    uf: z.string(),
    city: z.string(),
    areas: z.array(z.object({ id: z.number(), name: z.string() })),
    nrs: z.array(z.object({ id: z.number(), name: z.string() })),
    type: z.enum(['admin', 'provider']),
    profission: z.string().nullable(),
  }),
});

export const meRoute = defineRoute({
  method: 'get',
  path: '/v1/auth/me',
  summary: 'Usuário atual: créditos e dados',
  tags: ['Sessão'],
  access: 'authenticated',
  kind: 'query',
  responses: { 200: { description: 'Usuário atual', schema: meResponseSchema } },
});

export function meRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    meRoute,
    async ({ user }) => {
      const result = await deps.pool.query<{ id: string; type: 'admin' | 'provider'; name: string | null; surname: string | null; email: string | null; phone: string | null }>(
        'SELECT id, type, name, surname, email, phone FROM users WHERE id = $1 AND NOT erased',
        [user!.id],
      );
      const row = result.rows[0];
      // A valid token for an account that no longer exists (erased) is a session that ended.
      if (!row) throw new HttpError(401, messages.sessionExpired);
      const body: MeResponse = {
        credits: 0,
        userData: {
          id: row.id,
          name: row.name ?? '',
          surname: row.surname ?? '',
          email: row.email ?? '',
          phone: row.phone ?? '',
          street: '',
          uf: '',
          city: '',
          areas: [],
          nrs: [],
          type: row.type,
          profission: null,
        },
      };
      return { body };
    },
    deps.route,
  );
  return router;
}
