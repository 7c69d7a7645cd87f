import pg from 'pg';
import type request from 'supertest';
import { WELL_FORMED_TEXT_PATTERN } from '@conectasst/common/rules/textRules';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';

/**
 * Well-formed text at the boundary (issue #33, ADR 0154): a lone UTF-16 surrogate is valid JSON (`"texto\ud800"`) but
 * no text — PostgreSQL refuses it (22P02) and a read model that met it once stopped for good. Every field the issue
 * found answers 400 with the Portuguese message, as NUL does (ADR 0114), and nothing reaches the log.
 */
const { app, api, as, admin, signUpProvider } = useTestApi();

const invalid = 'O texto contém caracteres inválidos.';
const loneSurrogates = ['texto\ud800', '\udc00texto', 'te\udc00\ud800xto'];

let db: pg.Client;
let services: { id: number; name: string; area: number }[];
let seq = 0;

beforeAll(async () => {
  db = new pg.Client({ connectionString: api().databaseUrl });
  // The harness drops the database when the file ends, which may be before this client is closed.
  db.on('error', () => undefined);
  await db.connect();
  services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
});
afterAll(async () => {
  await db.end().catch(() => undefined);
});

const eventCount = async () => Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);

const demand = (about: string, name: string) => {
  const email = `texto${++seq}@metalurgica.com.br`;
  return {
    nrs: [services[0]!.id],
    terms: true,
    primary: {
      branchOfTheCompany: 'Indústria',
      companyType: 'Metalúrgica',
      numberOfemployees: '51 a 100',
      maxDate: 'Em até 30 dias',
    },
    location: { UF: 'SP', City: 'Campinas', Street: 'Distrito Industrial', Contact: 'Sem preferência', About: about },
    contact: {
      Name: name,
      Surname: 'Ramos',
      CorporateName: 'Metalúrgica Ltda',
      DepartmentName: 'RH - Recursos Humanos',
      Role: 'Gerente',
      Email: email,
      ConfirmEmail: email,
      Phone: '(19) 98765-4321',
    },
  };
};
const pf = (profission: string) => ({
  cpf: '52998224725',
  name: 'Leo',
  surname: 'Prado',
  street: '30140000 - Rua da Bahia - 45 - Sala 3',
  DDD: '31',
  Phone: '987654321',
  profission,
  register: 'MTE 1234',
  socialnetwork: 'Google',
});
const pj = (fantasyname: string) => ({
  fantasyname,
  corporatename: 'Segurança Texto Ltda',
  cnpj: '11222333000181',
  cep: '01310100',
  street: '01310100 - Avenida Paulista - 100 - Galpão 2',
  ddd: '11',
  phone: '987654321',
  name: 'Rita',
  surname: 'Lima',
  department: 'Segurança',
  role: 'Gerente',
  register: '',
  socialnetwork: 'Google',
});

type Send = (text: string) => request.Test;

interface Case {
  field: string;
  /** Sets up what the call needs (an account, a FAQ entry), then sends one text in the reported field. */
  prepare: () => Promise<Send>;
}

const asProvider = async (call: (auth: string) => Send): Promise<Send> => call((await signUpProvider()).auth);

const cases: Case[] = [
  {
    field: 'POST /v1/demanda location.About',
    prepare: async () => (text) => app().post('/v1/demanda').send(demand(text, 'Paula')),
  },
  {
    field: 'POST /v1/demanda contact.Name',
    prepare: async () => (text) => app().post('/v1/demanda').send(demand('Precisamos do PGR atualizado.', text)),
  },
  {
    field: 'POST /v1/details/pf profission',
    prepare: () => asProvider((auth) => (text) => as(auth).post('/v1/details/pf', pf(text))),
  },
  {
    field: 'POST /v1/details/pj fantasyname',
    prepare: () => asProvider((auth) => (text) => as(auth).post('/v1/details/pj', pj(text))),
  },
  {
    field: 'POST /v1/company/detail software',
    prepare: () =>
      asProvider(
        (auth) => (text) =>
          as(auth).post('/v1/company/detail', {
            area: String(services[0]!.area),
            nrs: 'null',
            esocial: 'Sim',
            software: text,
            uf: 'SP',
            city: 'Campinas',
          }),
      ),
  },
  {
    field: 'POST /v1/credentials otherName',
    prepare: () =>
      asProvider(
        (auth) => (text) =>
          as(auth).post('/v1/credentials', { kind: 'OUTRO', otherName: text, number: '20123', uf: 'SP' }),
      ),
  },
  {
    field: 'PUT /v1/pages?page=common_questions title',
    prepare: async () => {
      const id = (await as(admin()).post('/v1/pages', { title: 'Pergunta', description: 'Resposta' }).expect(201)).body
        .data.id;
      return (text) => as(admin()).put('/v1/pages?page=common_questions', { id, title: text, description: 'Resposta' });
    },
  },
  {
    field: 'POST /v1/avaliacoes/denuncia reason',
    prepare: async () => (text) =>
      app()
        .post('/v1/avaliacoes/denuncia')
        .send({ reviewId: '00000000-0000-4000-8000-000000000154', reason: `Avaliação falsa ${text}` }),
  },
];

describe(onPostgres('a lone surrogate in any text is refused at the boundary'), () => {
  it.each(cases.map((c) => [c.field, c] as const))('%s → 400, nothing appended', async (_field, c) => {
    const send = await c.prepare();
    for (const text of loneSurrogates) {
      const before = await eventCount();
      const r = await send(text);
      expect({ text: JSON.stringify(text), status: r.status, message: r.body.message }).toEqual({
        text: JSON.stringify(text),
        status: 400,
        message: invalid,
      });
      expect(await eventCount()).toBe(before);
    }
  });

  it('keeps emoji and other well-formed text outside the Basic Multilingual Plane', async () => {
    const r = await app().post('/v1/demanda').send(demand('Precisamos do PGR atualizado 🦺𝄞.', 'Paula 😀')).expect(201);
    expect(r.body.data.id).toEqual(expect.any(Number));
  });

  it('refuses a lone surrogate in an object key, in a field the schema drops and in the free object of PUT /v1/pages', async () => {
    const before = await eventCount();
    expect(
      (
        await app()
          .post('/v1/demanda')
          .send({ ...demand('Precisamos do PGR.', 'Paula'), 'extra\ud800': 1 })
          .expect(400)
      ).body.message,
    ).toBe(invalid);
    expect(
      (
        await app()
          .post('/v1/demanda')
          .send({ ...demand('Precisamos do PGR.', 'Paula'), extra: ['\udfff'] })
          .expect(400)
      ).body.message,
    ).toBe(invalid);
    expect((await as(admin()).put('/v1/pages?page=home', { title: 'Início\ud83d' }).expect(400)).body.message).toBe(
      invalid,
    );
    expect(await eventCount()).toBe(before);
  });

  it('refuses a query or path whose escapes are not UTF-8 (the bytes of a lone surrogate) instead of reading them as U+FFFD', async () => {
    for (const escaped of ['texto%ED%A0%80', '%ED%B0%80texto', 'te%ED%B0%80%ED%A0%80xto', 'texto%E2%82']) {
      expect((await app().get(`/v1/cnae?q=${escaped}`).expect(400)).body.message).toBe(invalid);
      expect((await app().get(`/v1/cnae/${escaped}`).expect(400)).body.message).toBe(invalid);
    }
    // Well-formed escapes, an emoji's four bytes included, still reach the call.
    await app().get('/v1/cnae?q=com%C3%A9rcio%20%F0%9F%A6%BA').expect(200);
  });

  it('the OpenAPI document states the rule: NUL by pattern on every text (no pattern names a surrogate), lone surrogates in words', async () => {
    const document = (await app().get('/v1/openapi.json').expect(200)).body;
    const patterns = new Set<string>();
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.add(value);
          else walk(value);
        }
      }
    };
    walk(document);
    expect(patterns).toContain(WELL_FORMED_TEXT_PATTERN);
    // jsonschema-rs (Schemathesis) cannot compile a pattern that names a surrogate and drops it whole, NUL rule included.
    expect([...patterns].filter((p) => /\\ud[89a-f]|\\p\{Cs\}|\/[a-z]+$/i.test(p))).toEqual([]);
    expect(document.info.description).toContain('sem surrogate UTF-16 isolado');
    expect(document.paths['/v1/demanda'].post.responses['400'].description).toContain('surrogate UTF-16 isolado');
    // As a JSON Schema validator reads them (ECMA-262 with u, by code point): an emoji is one character.
    const about = document.paths['/v1/demanda'].post.requestBody.content['application/json'].schema.properties.location
      .properties.About.pattern as string;
    expect(new RegExp(about, 'u').test('Laudo 🦺 de insalubridade')).toBe(true);
    expect(new RegExp(about, 'u').test('Laudo\u0000')).toBe(false);
  });
});
