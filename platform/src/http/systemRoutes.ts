import { Router } from 'express';
import { z } from 'zod';
import type { DevMailbox } from '../mail/devMailbox';
import { buildOpenApiDocument } from './openapi';
import { defineRoute, mountRoute, registeredRoutes } from './route';

export const healthRoute = defineRoute({
  method: 'get',
  path: '/v1/health',
  summary: 'Saúde do serviço: banco de dados e posição das projeções',
  tags: ['Sistema'],
  access: 'public',
  kind: 'query',
  responses: {
    200: {
      description: 'Pronto',
      schema: z.object({ status: z.literal('ok'), checks: z.record(z.string(), z.unknown()) }),
    },
    503: { description: 'Indisponível' },
  },
});

export const openApiRoute = defineRoute({
  method: 'get',
  path: '/v1/openapi.json',
  summary: 'Este documento OpenAPI 3.1',
  tags: ['Sistema'],
  access: 'public',
  kind: 'query',
  responses: { 200: { description: 'Documento OpenAPI' } },
});

export const devMailboxRoute = defineRoute({
  method: 'get',
  path: '/v1/dev/mailbox',
  summary: 'Caixa de e-mails de desenvolvimento (somente no modo local sem SMTP_URL)',
  tags: ['Sistema'],
  access: 'public',
  kind: 'query',
  responses: { 200: { description: 'Mensagens enviadas, da mais recente para a mais antiga' } },
});

export type HealthCheck = () => Promise<Record<string, unknown>>;

/** `devMailbox` is given only in local mode without SMTP: the route does not exist otherwise. */
export function systemRouter(health: HealthCheck, jwtSecret: string, devMailbox?: DevMailbox): Router {
  const router = Router();
  if (devMailbox) mountRoute(router, devMailboxRoute, async () => ({ body: devMailbox.list() }), { jwtSecret });
  mountRoute(
    router,
    healthRoute,
    async () => {
      try {
        return { body: { status: 'ok', checks: await health() } };
      } catch (error) {
        return {
          status: 503,
          body: {
            status: 'unavailable',
            message: 'Serviço indisponível.',
            error: String((error as Error).message ?? error),
          },
        };
      }
    },
    { jwtSecret },
  );
  let document: object | undefined;
  mountRoute(
    router,
    openApiRoute,
    async () => {
      document ??= buildOpenApiDocument(registeredRoutes());
      return { body: document };
    },
    { jwtSecret },
  );
  return router;
}
