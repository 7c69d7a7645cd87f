/**
 * The API contract (issue #25, ADR 0114) in the project's own suite: what `npm run contract` checks with Schemathesis,
 * stated as rules — a known path answers an undeclared method with 405 and Allow, a rate-limited call answers 429 with
 * Retry-After and its document says so, a format the document states is refused with its message, a call that takes
 * an id in the query or a header says which one it needs, and create calls link to show/edit/delete.
 */
import { NOT_BLANK_PATTERN } from '@conectasst/common/rules/textRules';
import { basicAuth, onPostgres, useTestApi } from '../../../test-support/apiHarness';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { pattern?: string; format?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: {
    content: { 'application/json': { schema: { properties?: Record<string, { pattern?: string; format?: string }> } } };
  };
  responses: Record<
    string,
    {
      headers?: Record<string, { required?: boolean }>;
      links?: Record<
        string,
        { operationRef: string; parameters?: Record<string, string>; requestBody?: Record<string, string> }
      >;
    }
  >;
  'x-kind': 'command' | 'query';
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** A JSON Schema pattern as JavaScript reads it (the document's patterns are ECMA-262). */
const matches = (pattern: string | undefined, value: string) => new RegExp(pattern ?? '', 'u').test(value);

const { app, as, admin } = useTestApi();

let document: Document;

beforeAll(async () => {
  document = (await app().get('/v1/openapi.json').expect(200)).body as Document;
});

const operation = (path: string, method: string): Operation => {
  const op = document.paths[path]?.[method];
  if (!op) throw new Error(`${method.toUpperCase()} ${path} não está no documento`);
  return op;
};

describe(onPostgres('API contract: 405, statuses, formats and links'), () => {
  describe('a known path called with a method it does not declare', () => {
    it('answers 405 with Allow listing the declared methods and a Portuguese message, before any authentication', async () => {
      const trace = await app().trace('/v1/admin/blog').expect(405);
      expect(trace.headers.allow).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS');
      expect(trace.body).toEqual({ message: 'Método não permitido para este endereço.' });

      const del = await app().delete('/v1/auth').expect(405);
      expect(del.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(del.body.message).toBe('Método não permitido para este endereço.');

      // A path with a parameter: any value of it.
      const patch = await app().patch('/v1/contato/123').set('Authorization', admin()).expect(405);
      expect(patch.headers.allow).toBe('DELETE, OPTIONS');
    });

    it('answers OPTIONS with every declared method of the path, across the command and query routers', async () => {
      const options = await app().options('/v1/admin/area').expect(204);
      expect(options.headers.allow).toBe('GET, HEAD, PUT, DELETE, OPTIONS');
      // A literal path is its own resource even where a parameterised one (`/v1/minha-demanda/:token`) matches too.
      expect((await app().options('/v1/minha-demanda/close').expect(204)).headers.allow).toBe('POST, OPTIONS');
    });

    it('keeps 404 for unknown API paths; the public pages, read-only, answer 405 with Allow (issue #33, ADR 0154)', async () => {
      const unknown = await app().delete('/v1/nao-existe').expect(404);
      expect(unknown.headers.allow).toBeUndefined();
      expect(unknown.body).toEqual({ message: 'Rota não encontrada.' });
      const page = await app().delete('/login').expect(405);
      expect(page.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(page.body).toEqual({ message: 'Método não permitido para este endereço.' });
    });
  });

  describe('statuses the document lists', () => {
    it('lists on every call 400 and 503 with Retry-After; commands also 404, 409 and 422; calls with a body 413', () => {
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const label = `${method.toUpperCase()} ${path}`;
          expect([label, Object.keys(op.responses)]).toEqual([label, expect.arrayContaining(['400', '401', '503'])]);
          expect([label, op.responses['503']?.headers?.['Retry-After']?.required]).toEqual([label, true]);
          if (op['x-kind'] === 'command')
            expect([label, Object.keys(op.responses)]).toEqual([label, expect.arrayContaining(['404', '409', '422'])]);
          if (op.requestBody)
            expect([label, Object.keys(op.responses)]).toEqual([label, expect.arrayContaining(['413', '415'])]);
        }
      }
    });

    it('lists 429 with Retry-After on a call behind a rate limiter, and the server answers it so', async () => {
      const recovery = operation('/v1/recovery/password', 'post');
      expect(recovery.responses['429']?.headers?.['Retry-After']?.required).toBe(true);
      expect(operation('/v1/area', 'get').responses['429']).toBeUndefined();

      // 5 codes per account and hour (an unknown e-mail counts too: the limit must not tell who has an account).
      const email = 'limite-contrato@example.com';
      for (let i = 0; i < 5; i++) await app().post('/v1/recovery/password').send({ email }).expect(404);
      const limited = await app().post('/v1/recovery/password').send({ email }).expect(429);
      expect(limited.body).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('formats the document states are the ones the server enforces', () => {
    it('phone: the pattern of the document and the server refuse the same text, with the spec message', async () => {
      const pattern = operation('/v1/auth', 'post').requestBody?.content['application/json'].schema.properties?.phone
        ?.pattern;
      expect(matches(pattern, '(61) 99876-5432')).toBe(true);
      expect(matches(pattern, '61 3333-4444')).toBe(false);
      const refused = await app()
        .post('/v1/auth')
        .send({
          name: 'Ana',
          surname: 'Souza',
          phone: '61 3333-4444',
          email: 'ana.formato@example.com',
          password: 'senha-123',
        })
        .expect(400);
      expect(refused.body.message).toBe('Numero de telefone invalido!');
      expect(refused.body.fields).toEqual([{ path: 'body.phone', message: 'Numero de telefone invalido!' }]);
    });

    it('CPF and CNPJ: digits counted by the pattern, check digits named by the formats cpf and cnpj', () => {
      const pf = operation('/v1/details/pf', 'post').requestBody?.content['application/json'].schema.properties?.cpf;
      expect(pf?.format).toBe('cpf');
      expect(matches(pf?.pattern, '529.982.247-25')).toBe(true);
      expect(matches(pf?.pattern, '529.982.247-2')).toBe(false);
      expect(
        operation('/v1/details/pj', 'post').requestBody?.content['application/json'].schema.properties?.cnpj?.format,
      ).toBe('cnpj');
    });

    it('dates: a real calendar day (format date); 2026-02-31 is refused with its message', async () => {
      const to = operation('/v1/admin/dashboard', 'get').parameters?.find((p) => p.name === 'to');
      expect(to?.schema?.format).toBe('date');
      const refused = await as(admin()).get('/v1/admin/dashboard?to=2026-02-31').expect(400);
      expect(refused.body.message).toBe('Data inválida: use AAAA-MM-DD.');
    });

    it('text: a declared field holding NUL is refused with "O texto contém caracteres inválidos.", the document states it, an unknown field is dropped', async () => {
      const name = operation('/v1/area', 'post').requestBody?.content['application/json'].schema.properties?.name;
      expect(matches(name?.pattern, 'Higiene')).toBe(true);
      expect(matches(name?.pattern, 'Hig\u0000iene')).toBe(false);
      const refused = await as(admin()).post('/v1/area', { name: 'Hig\u0000iene' }).expect(400);
      // A required text (requiredText, common/src/rules/textRules.ts) refuses it itself, naming the field.
      expect(refused.body).toEqual({
        message: 'O texto contém caracteres inválidos.',
        fields: [{ path: 'body.name', message: 'O texto contém caracteres inválidos.' }],
      });
      await as(admin()).post('/v1/area', { name: 'Área do contrato', 'extra\u0000': 'x\u0000' }).expect(201);
      // A declared field a transform empties is looked at as sent: otherName only counts for kind OUTRO.
      const signup = await app()
        .post('/v1/auth')
        .send({
          name: 'Ana',
          surname: 'Contrato',
          phone: '(61) 99876-5432',
          email: 'ana.nul@example.com',
          password: 'senha-123',
        })
        .expect(201);
      const login = await app()
        .get('/v1/auth')
        .set('X-Min-Position', String(signup.headers['x-position']))
        .set('Authorization', basicAuth('ana.nul@example.com', 'senha-123'))
        .expect(200);
      const provider = `Bearer ${login.body.token}`;
      const nul = await as(provider)
        .post('/v1/credentials', { kind: 'CREA', number: '5061234567', uf: 'SP', otherName: 'x\u0000' })
        .expect(400);
      expect(nul.body).toEqual({ message: 'O texto contém caracteres inválidos.' });
      // An id is an integer in JSON (or digit text in a header or query): `true` is no id, though it once coerced to 1.
      expect((await as(provider).post('/v1/checkout', { product_id: true }).expect(400)).body.message).toBe(
        'Informe um id numérico.',
      );
    });
  });
});

describe(onPostgres('API contract: patterns, tuples, required parameters and links'), () => {
  it('a required text is stated as not blank (a pattern, not only minLength 1), and the server refuses blank with the field message', async () => {
    const body = (path: string, method: string) =>
      operation(path, method).requestBody?.content['application/json'].schema.properties ?? {};
    const required = [
      body('/v1/admin/blog', 'post').titulo,
      body('/v1/admin/blog', 'put').titulo,
      body('/v1/area', 'post').name,
      body('/v1/admin/packages', 'post').name,
      body('/v1/pages', 'post').title,
      body('/v1/admin/demanda', 'put').street,
      body('/v1/checkout/sandbox/reverse', 'post').refundId,
    ];
    for (const field of required) expect(field?.pattern).toBe(NOT_BLANK_PATTERN);
    // Nested too: the fuzzer sent a signer's professional "\r" (valid by a bare minLength 1) and the server refused it.
    type Nested = { properties?: Record<string, Nested>; items?: Nested; anyOf?: Nested[]; pattern?: string };
    const signing = (body('/v1/admin/services', 'post') as Record<string, Nested>).signing;
    const rule = signing?.anyOf?.find((s) => s.properties) ?? signing;
    expect(rule?.properties?.signers?.items?.properties?.professional?.pattern).toBe(NOT_BLANK_PATTERN);
    expect(rule?.properties?.source?.pattern).toBe(NOT_BLANK_PATTERN);
    for (const valid of ['Novidades', '  Novidades  ', 'x']) expect(matches(NOT_BLANK_PATTERN, valid)).toBe(true);
    // What `trim` removes, U+FEFF and the no-break space included; NUL stays refused.
    for (const blank of ['', '   ', '\t\n', '\u00a0\ufeff\u3000', 'Novi\u0000dades'])
      expect(matches(NOT_BLANK_PATTERN, blank)).toBe(false);
    const refused = await as(admin()).post('/v1/admin/blog', { titulo: '   ', code: '<p>Texto</p>' }).expect(400);
    expect(refused.body).toEqual({
      message: 'Preencha o campo titulo',
      fields: [{ path: 'body.titulo', message: 'Preencha o campo titulo' }],
    });
    const nbsp = await as(admin()).post('/v1/area', { name: '\u00a0\ufeff' }).expect(400);
    expect(nbsp.body.message).toBe('Preencha o campo nome');
    // maxLength counts the text as sent, as the document does: `max` characters after a newline is too long.
    const long = await as(admin())
      .post('/v1/pages', { title: `\n${'x'.repeat(200)}` })
      .expect(400);
    expect(long.body.message).toBe('O título deve ter no máximo 200 caracteres');
    // NUL inside a required text keeps its own message.
    expect(
      (await as(admin()).post('/v1/admin/blog', { titulo: 'No\u0000vo', code: '<p>Texto</p>' }).expect(400)).body
        .message,
    ).toBe('O texto contém caracteres inválidos.');
  });

  it('a masked field (phone, CEP, street) states that NUL is no part of it: PUT /v1/admin/demanda with NUL in telefone is refused as the document says', async () => {
    const props =
      operation('/v1/admin/demanda', 'put').requestBody?.content['application/json'].schema.properties ?? {};
    expect(matches(props.telefone?.pattern, '(11) 98765-4321')).toBe(true);
    expect(matches(props.telefone?.pattern, '(11) 98765-4321\u0000')).toBe(false);
    const digitFields = Object.values(
      operation('/v1/details/pj', 'post').requestBody?.content['application/json'].schema.properties ?? {},
    ).filter((f) => f.pattern?.includes('[0-9]'));
    expect(digitFields.length).toBeGreaterThan(0);
    for (const field of digitFields) expect(matches(field.pattern, `${'1'.repeat(8)}\u0000`)).toBe(false);
    // The contact form's phone (10 or 11 digits) too.
    expect(
      matches(
        operation('/v1/contato', 'post').requestBody?.content['application/json'].schema.properties?.phone?.pattern,
        '(11) 3333-4444\u0000',
      ),
    ).toBe(false);
    // Lists of area/NR ids (comma-joined, spec §7) state their form: a run sent an area 'n\u0001' valid by a free text.
    const area = operation('/v1/company/detail', 'post').requestBody?.content['application/json'].schema.properties
      ?.area?.pattern;
    for (const valid of ['1', ' 1, 22 ,3', '', 'null']) expect(matches(area, valid)).toBe(true);
    for (const invalid of ['n\u0001', '1,', '   ', '1;2']) expect(matches(area, invalid)).toBe(false);
    const demand = {
      id: 1,
      name: 'Ana',
      surname: 'Souza',
      corporate_name: 'Empresa',
      corporate_type: 'LTDA',
      email: 'ana@example.com',
      street: 'Centro',
      telefone: '(11) 98765-4321\u0000',
      status: true,
    };
    const refused = await as(admin()).put('/v1/admin/demanda', demand).expect(400);
    expect(refused.body.message).toBe('Preencha o campo Telefone com DDD e número');
  });

  it('a tuple states its length: the applicability of a service has one threshold per risk grade', () => {
    const body = operation('/v1/admin/services', 'post').requestBody?.content['application/json'].schema as unknown as {
      properties: { applicability: { properties: { fromEmployees: { minItems?: number; maxItems?: number } } } };
    };
    expect(body.properties.applicability.properties.fromEmployees).toMatchObject({ minItems: 4, maxItems: 4 });
  });

  it('a query parameter the server requires is required in the document, and text is never null', async () => {
    // z.coerce.number() turns null into 0, which made the generator call ?employees= optional and nullable.
    const employees = operation('/v1/diagnostico', 'get').parameters?.find((p) => p.name === 'employees');
    expect(employees).toMatchObject({ in: 'query', required: true, schema: { type: 'integer' } });
    const missing = await app().get('/v1/diagnostico?cnae=4711302&size=mei').expect(400);
    expect(missing.body.fields).toEqual([expect.objectContaining({ path: 'query.employees' })]);
  });

  it('a call taking its id in the query or a header states the query one as required, and still takes the header', async () => {
    const show = operation('/v1/admin/area/show', 'get');
    expect(show.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
    const created = await as(admin()).post('/v1/area', { name: 'Área por cabeçalho' }).expect(201);
    const id = String(created.body.data.id);
    await as(admin(), created).get('/v1/admin/area/show').set('id', id).expect(200);
    const missing = await as(admin()).get('/v1/admin/area/show').expect(400);
    expect(missing.body.message).toBe('Informe o id da área.');
  });

  it('links a create call to the show, edit and delete calls of the record it returns, and following them works', async () => {
    const links = operation('/v1/area', 'post').responses['201']?.links ?? {};
    const byTarget = Object.fromEntries(Object.values(links).map((l) => [l.operationRef, l]));
    const minPosition = { 'header.X-Min-Position': '$response.header.X-Position' };
    expect(byTarget['#/paths/~1v1~1admin~1area~1show/get']?.parameters).toEqual({
      ...minPosition,
      'query.id': '$response.body#/data/id',
    });
    expect(byTarget['#/paths/~1v1~1admin~1area/put']?.requestBody).toEqual({ id: '$response.body#/data/id' });
    expect(byTarget['#/paths/~1v1~1admin~1area/put']?.parameters).toEqual(minPosition);
    expect(byTarget['#/paths/~1v1~1admin~1area/delete']?.parameters).toEqual({
      ...minPosition,
      'header.id': '$response.body#/data/id',
    });
    // Every admin resource with a create call reaches its edit and delete calls.
    for (const [create, targets] of [
      ['/v1/admin/blog', ['put', 'delete']],
      ['/v1/admin/nrs', ['put', 'delete']],
      ['/v1/admin/services', ['put', 'delete']],
      ['/v1/admin/packages', ['put', 'delete']],
    ] as const) {
      const refs = Object.values(operation(create, 'post').responses['201']?.links ?? {}).map((l) => l.operationRef);
      for (const method of targets) expect(refs).toContain(`#/paths/${create.replace(/\//g, '~1')}/${method}`);
    }

    const created = await as(admin()).post('/v1/area', { name: 'Área seguida por link' }).expect(201);
    const id = created.body.data.id as number;
    const position = created.headers['x-position'] as string;
    await as(admin(), position).get(`/v1/admin/area/show?id=${id}`).expect(200);
    await as(admin(), position).put('/v1/admin/area', { id, name: 'Área editada por link', status: true }).expect(200);
    await as(admin(), position).delete('/v1/admin/area').set('id', String(id)).expect(200);
  });
});
