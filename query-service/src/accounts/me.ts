import type { Router } from 'express';
import { meResponseSchema, type MeResponse } from '@conectasst/common/api/auth';
import { messages } from '@conectasst/common/rules/messages';
import { HttpError } from '@conectasst/platform/http/httpError';
import { currentAccount } from '@conectasst/projections/users/usersQueries';
import type { QueryDeps } from '../queryContext';
import { bodyResponse, defineQuery, queryRouter } from '../queryRoutes';

export const meRoute = defineQuery({
  path: '/v1/auth/me',
  summary: 'Usuário atual: créditos e dados',
  tags: ['Sessão'],
  access: 'authenticated',
  responses: bodyResponse('Usuário atual', meResponseSchema),
});

export function meRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(meRoute, async ({ user }) => {
    const row = await currentAccount(deps.pool, user.id);
    // A valid token for an account that no longer exists (erased) is a session that ended.
    if (!row) throw new HttpError(401, messages.sessionExpired);
    const body: MeResponse = {
      credits: row.credits ?? 0,
      userData: {
        id: row.id,
        name: row.name ?? '',
        surname: row.surname ?? '',
        email: row.email ?? '',
        phone: row.phone ?? '',
        street: row.street ?? '',
        uf: (row.ufs ?? []).join(','),
        city: (row.cities ?? []).join(','),
        areas: row.areas ?? [],
        nrs: row.nrs ?? [],
        esocial: row.esocial,
        software: row.software,
        type: row.type,
        profission: row.profission,
      },
    };
    return { body };
  }).router;
}
