import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { ZodObject, ZodType } from 'zod';
import { z } from 'zod';
import { WELL_FORMED_TEXT_PATTERN } from '@conectasst/common/rules/textRules';
import type { RouteSpec } from './route';
import { isRateLimited } from './route';
import { addLinks } from './openapiLinks';

const errorSchema = z.object({
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Express `/v1/contato/:id` → OpenAPI `/v1/contato/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const retryAfter = {
  'Retry-After': {
    description: 'Segundos até poder tentar de novo',
    required: true,
    schema: { type: 'integer' as const, minimum: 0 },
  },
};

interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: typeof errorSchema } };
  headers?: typeof retryAfter;
}

const errorResponse = (description: string, withRetryAfter = false): ErrorResponse => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
  ...(withRetryAfter ? { headers: retryAfter } : {}),
});

/**
 * The error statuses a route can answer, from what the server does (ADR 0114): validation and malformed headers (400),
 * a refused or revoked token (401; also on public calls that receive one), the wrong role or a rule that forbids
 * (403), a record the call names that does not exist (404), a conflicting write (409), the body parser's limits (413,
 * 415), a rule of the domain (422), a rate limiter in front of the route (429 + Retry-After), the database being
 * unreachable (503 + Retry-After). A route's own entry for a status replaces the standard one.
 */
function standardErrors(route: RouteSpec): Record<string, ErrorResponse> {
  const errors: Record<string, ErrorResponse> = {
    '400': errorResponse(
      'Requisição inválida (campo, formato, cabeçalho, JSON, ou texto com NUL ou surrogate UTF-16 isolado); `fields` diz quais',
    ),
    '401': errorResponse(
      route.access === 'public'
        ? 'Token enviado inválido, expirado ou revogado'
        : 'Sem token ou token inválido/expirado/revogado',
    ),
  };
  const command = route.kind === 'command';
  if (route.access !== 'public' || command) errors['403'] = errorResponse('Papel sem permissão ou ação não permitida');
  if (command || route.params || route.query || route.headers) errors['404'] = errorResponse('Registro não encontrado');
  if (command)
    errors['409'] = errorResponse(
      'Conflito com o estado atual (registro alterado, duplicado ou chave de idempotência reutilizada)',
    );
  if (route.body) {
    errors['413'] = errorResponse('Corpo da requisição grande demais (limite 100 kB)');
    errors['415'] = errorResponse('Codificação do corpo não suportada; use UTF-8');
  }
  // A rule the document cannot state (ADR 0114) may refuse any input: commands and every call that takes one.
  if (command || route.body || route.params || route.query || route.headers) {
    errors['422'] = errorResponse(
      'Regra que o documento não expressa recusou o pedido (campos combinados, dígitos verificadores, registro inexistente)',
    );
  }
  if (isRateLimited(route)) errors['429'] = errorResponse('Muitas tentativas; aguarde o tempo de Retry-After', true);
  errors['503'] = errorResponse(
    'Banco de dados indisponível, ou a leitura ainda não alcançou o X-Min-Position enviado; tente de novo após Retry-After',
    true,
  );
  return errors;
}

type JsonSchema = Record<string, unknown>;

/**
 * Every declared text of a request states the no-NUL rule (ADR 0114; lone surrogates are stated in words, ADR 0154) unless a stricter pattern, format or list already does; a
 * tuple states its length.
 */
function statePrintableText(schema: unknown, depth = 0): void {
  if (depth > 40 || schema === null || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) statePrintableText(item, depth + 1);
    return;
  }
  const s = schema as JsonSchema;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (
    types.includes('string') &&
    s.pattern === undefined &&
    s.format === undefined &&
    s.enum === undefined &&
    s.const === undefined
  ) {
    s.pattern = WELL_FORMED_TEXT_PATTERN;
  }
  // A zod tuple (no rest) takes exactly its items; the generator leaves the length out.
  if (Array.isArray(s.prefixItems) && s.items === undefined && s.minItems === undefined && s.maxItems === undefined) {
    s.minItems = s.prefixItems.length;
    s.maxItems = s.prefixItems.length;
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const property of Object.values(value as JsonSchema)) statePrintableText(property, depth + 1);
    } else if (['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'prefixItems'].includes(key)) {
      statePrintableText(value, depth + 1);
    }
  }
}

/**
 * The generator writes a pattern as the regex's `toString()` without its slashes, so a flagged regex comes out with its
 * flags (`…$/u`). A source never holds an unescaped `/`, so a trailing `/flags` is always the flags: dropped here. The
 * patterns that name `NOT_TEXT` carry `u` (textRules.ts) and mean the same without it where the document is read:
 * JSON Schema validators (ECMA-262 with `u`, Rust, Python) read patterns by code point.
 */
function withoutRegexFlags(node: unknown, depth = 0): void {
  if (depth > 60 || node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string')
      (node as JsonSchema).pattern = value.replace(/(?<!\\)\/[dgimsuvy]+$/, '');
    else withoutRegexFlags(value, depth + 1);
  }
}

interface OperationObject {
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/**
 * A call that takes an id in the query *or* in a header (the spec's client sends the header, the screens the query)
 * states which one it needs: the query parameter, required; the header stays accepted and is named in its
 * description, not declared, so a client reading the document sends the one it needs.
 */
function requireQueryOverHeader(operation: OperationObject): void {
  const parameters = operation.parameters ?? [];
  for (const query of parameters.filter((p) => p.in === 'query' && !p.required)) {
    const header = parameters.find(
      (p) => p.in === 'header' && p.name.toLowerCase() === query.name.toLowerCase() && !p.required,
    );
    if (!header) continue;
    query.required = true;
    query.description = `Obrigatório aqui ou no cabeçalho \`${header.name}\` (o cliente da especificação usa o cabeçalho).`;
    operation.parameters = parameters.filter((p) => p !== header);
  }
}

/**
 * A parameter is required when its own schema refuses to be absent, and never `null` (a query, header or path value is
 * text): the generator reads `z.coerce.number()` as optional and nullable because `null` coerces to 0, while the
 * server refuses a missing `?employees=` (ADR 0114).
 */
function parametersAsValidated(route: RouteSpec, operation: OperationObject): void {
  const parts: Record<string, ZodObject | undefined> = {
    query: route.query,
    header: route.headers,
    path: route.params,
  };
  for (const parameter of operation.parameters ?? []) {
    const field = parts[parameter.in]?.shape[parameter.name] as ZodType | undefined;
    if (field && !parameter.required && !field.safeParse(undefined).success) parameter.required = true;
    const schema = parameter.schema;
    if (schema && Array.isArray(schema.type)) {
      const types = (schema.type as string[]).filter((t) => t !== 'null');
      schema.type = types.length === 1 ? types[0] : types;
    }
  }
}

export function buildOpenApiDocument(routes: readonly RouteSpec[]): object {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registry.registerComponent('securitySchemes', 'basic', { type: 'http', scheme: 'basic' });
  for (const route of routes) {
    const responses = Object.fromEntries(
      Object.entries(route.responses).map(([status, r]) => [
        status,
        {
          description: r.description,
          ...(r.schema
            ? {
                content: Object.fromEntries(
                  (r.mediaTypes ?? ['application/json']).map((type) => [type, { schema: r.schema! }]),
                ),
              }
            : Number(status) >= 400
              ? { content: { 'application/json': { schema: errorSchema } } }
              : {}),
          ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
        },
      ]),
    );
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
      responses: { ...standardErrors(route), ...responses },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'ConectaSST API',
      version: '1.0.0',
      description:
        "API do marketplace ConectaSST. Comandos respondem com X-Position; consultas aceitam X-Min-Position (leitura das próprias escritas). Erros: `{ message }` em português. Um método não declarado num caminho conhecido responde 405 com `Allow`. Todo texto — corpo em qualquer profundidade (chaves também), query, cabeçalhos e caminho — é Unicode bem formado: sem NUL (U+0000) e sem surrogate UTF-16 isolado (I-JSON, RFC 7493 §2.1; os `pattern` dizem o NUL); senão, 400 'O texto contém caracteres inválidos.'.",
    },
    servers: [{ url: '/' }],
  });
  withoutRegexFlags(document);
  const routeOf = new Map(routes.map((route) => [`${route.method} ${toOpenApiPath(route.path)}`, route]));
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods as Record<string, OperationObject>)) {
      if (!operation || typeof operation !== 'object') continue;
      const route = routeOf.get(`${method} ${path}`);
      if (route) parametersAsValidated(route, operation);
      requireQueryOverHeader(operation);
      for (const parameter of operation.parameters ?? []) statePrintableText(parameter.schema);
      for (const media of Object.values(operation.requestBody?.content ?? {})) statePrintableText(media.schema);
    }
  }
  addLinks(document as Parameters<typeof addLinks>[0]);
  return document;
}
