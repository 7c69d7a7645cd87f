import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { RouteSpec } from './route';

const errorSchema = z.object({
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Express `/v1/contato/:id` → OpenAPI `/v1/contato/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function buildOpenApiDocument(routes: readonly RouteSpec[]): object {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  registry.registerComponent('securitySchemes', 'basic', { type: 'http', scheme: 'basic' });
  for (const route of routes) {
    const responses = Object.fromEntries(
      Object.entries(route.responses).map(([status, r]) => [
        status,
        { description: r.description, ...(r.schema ? { content: { 'application/json': { schema: r.schema } } } : {}) },
      ]),
    );
    const standardErrors: Record<string, { description: string; content: { 'application/json': { schema: typeof errorSchema } } }> = {
      '400': { description: 'Requisição inválida', content: { 'application/json': { schema: errorSchema } } },
    };
    if (route.access !== 'public') {
      standardErrors['401'] = { description: 'Sem token ou token inválido/expirado', content: { 'application/json': { schema: errorSchema } } };
    }
    if (route.access === 'admin' || route.access === 'provider') {
      standardErrors['403'] = { description: 'Papel sem permissão', content: { 'application/json': { schema: errorSchema } } };
    }
    registry.registerPath({
      method: route.method,
      path: toOpenApiPath(route.path),
      summary: route.summary,
      tags: route.tags,
      ...(route.access === 'public' ? {} : { security: [{ [bearer.name]: [] }] }),
      'x-access': route.access,
      'x-kind': route.kind,
      request: {
        ...(route.body ? { body: { content: { 'application/json': { schema: route.body } }, required: true } } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.headers ? { headers: route.headers } : {}),
        ...(route.params ? { params: route.params } : {}),
      },
      responses: { ...standardErrors, ...responses },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'ConectaSST API',
      version: '1.0.0',
      description:
        'API do marketplace ConectaSST. Comandos respondem com X-Position; consultas aceitam X-Min-Position (leitura das próprias escritas). Erros: `{ message }` em português.',
    },
    servers: [{ url: '/' }],
  });
}
