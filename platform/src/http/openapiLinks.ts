/**
 * OpenAPI links (ADR 0114): every create call that answers `{ data: { id } }` links to the show, edit and delete calls
 * of the same resource, passing the returned id where each of them takes it (path, query, header or body). Clients
 * and Schemathesis's stateful phase follow them from a created record to its edit and delete, carrying the answer's
 * `X-Position` as `X-Min-Position` so the read side has seen the record (ADR 0005).
 *
 * A resource is named by its path without `/admin`, without a trailing `/show` or `/item` and without a trailing path
 * parameter: `POST /v1/area`, `PUT /v1/admin/area`, `GET /v1/admin/area/show` and `DELETE /v1/contato/{id}` after
 * `POST /v1/contato` pair up without a table to keep in step with the routes.
 */
type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema> };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }>; links?: Record<string, unknown> }>;
}

export interface LinkableDocument {
  paths?: Record<string, Record<string, Operation>>;
}

const resourceOf = (path: string) =>
  path
    .replace(/^\/v1\/admin\//, '/v1/')
    .replace(/\/(show|item)$/, '')
    .replace(/\/\{[^}]+\}$/, '')
    .toLowerCase();

/** A parameter that names one record: `id`, `item` (services) or `<something>_id` (FAQ items), an integer. */
const isRecordIdParameter = (p: Parameter) => /^(id|item|[a-z_]+_id)$/i.test(p.name) && p.schema?.type === 'integer';

const returnsCreatedId = (operation: Operation): string | undefined => {
  for (const status of ['201', '200']) {
    const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
    if (schema?.properties?.data?.properties?.id?.type === 'integer') return status;
  }
  return undefined;
};

/** `#/paths/~1v1~1admin~1area/put` (JSON Pointer escaping of `/` and `~`). */
const operationRef = (path: string, method: string) =>
  `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;

export function addLinks(document: LinkableDocument): void {
  const paths = document.paths ?? {};
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  for (const source of operations) {
    if (source.method !== 'post') continue;
    const status = returnsCreatedId(source.operation);
    if (!status) continue;
    const links: Record<string, unknown> = {};
    for (const target of operations) {
      if (
        target === source ||
        !['get', 'put', 'delete'].includes(target.method) ||
        resourceOf(target.path) !== resourceOf(source.path)
      )
        continue;
      const idParameter = (target.operation.parameters ?? []).find(isRecordIdParameter);
      const bodyId =
        target.operation.requestBody?.content?.['application/json']?.schema?.properties?.id?.type === 'integer';
      if (!idParameter && !bodyId) continue;
      const name = `${target.method}${target.path.replace(/[^A-Za-z0-9]+/g, '_')}`;
      links[name] = {
        operationRef: operationRef(target.path, target.method),
        description: `O registro criado, por id, em ${target.method.toUpperCase()} ${target.path}`,
        // The read-your-writes header (ADR 0005): the target reads the record after the projections passed the write.
        parameters: {
          'header.X-Min-Position': '$response.header.X-Position',
          ...(idParameter ? { [`${idParameter.in}.${idParameter.name}`]: '$response.body#/data/id' } : {}),
        },
        ...(!idParameter && bodyId ? { requestBody: { id: '$response.body#/data/id' } } : {}),
      };
    }
    const response = source.operation.responses?.[status];
    if (response && Object.keys(links).length > 0) response.links = { ...response.links, ...links };
  }
}
