/** The calls listed in the served OpenAPI document, as the security suites walk them. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path, e.g. `/v1/contato/{id}`. */
  path: string;
  access: 'public' | 'authenticated' | 'admin' | 'provider' | 'analyst';
  kind: 'command' | 'query';
  bodySchema?: JsonSchema;
  parameters: { name: string; in: 'query' | 'header' | 'path'; required?: boolean; schema?: JsonSchema }[];
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  format?: string;
  $ref?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access': Operation['access'];
        'x-kind': Operation['kind'];
        parameters?: Operation['parameters'];
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
      }
    >
  >;
}

export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      operations.push({
        method: method as Operation['method'],
        path,
        access: op['x-access'],
        kind: op['x-kind'],
        parameters: op.parameters ?? [],
        ...(bodySchema ? { bodySchema } : {}),
      });
    }
  }
  return operations;
}

/** A concrete URL for an operation: path parameters get `value`, required query parameters `1`. */
export function urlOf(op: Operation, value = '1'): string {
  const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=1`);
  return query.length ? `${path}?${query.join('&')}` : path;
}
