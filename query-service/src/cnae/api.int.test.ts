import request from 'supertest';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

describe(`CNAE lookup and search through the HTTP API (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.stop();
  });

  const supermarket = {
    code: '47.11-3',
    name: 'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - hipermercados e supermercados',
    grade: 2,
    gradeLabel: 'médio-baixo',
    section: 'G',
    source: 'NR-4, Anexo I',
  };

  it.each([
    '47.11-3',
    '47113',
    encodeURIComponent('4711-3/02'),
    encodeURIComponent('4711-3 / 02'),
    '4711302',
    '4711-302',
  ])('looks up %s as class 47.11-3, grade 2, with its source', async (code) => {
    const answer = await app().get(`/v1/cnae/${code}`).expect(200);
    expect(answer.body.data).toEqual({
      ...supermarket,
      meaning: expect.stringContaining('Grau de risco 2 (médio-baixo)'),
    });
  });

  it('a well-formed class that NR-4 does not list is a 404 with a Portuguese message', async () => {
    const answer = await app().get('/v1/cnae/99.99-9').expect(404);
    expect(answer.body).toEqual({
      message: 'A classe CNAE 99.99-9 não está na relação da NR-4 (Anexo I). Confira o código.',
    });
  });

  it.each([
    'abc',
    '4711',
    '47.11-3x',
    '%00',
    encodeURIComponent("47113' OR 1=1 --"),
    encodeURIComponent('<script>alert(1)</script>'),
    '9'.repeat(41),
    encodeURIComponent('47.11-3 /  / 02'),
    '%E0%A4%A',
  ])('a malformed code (%s) is a 400 with a Portuguese message, never a 500', async (code) => {
    const answer = await app().get(`/v1/cnae/${code}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/inválid|Código CNAE/);
  });

  it('finds classes by words of the name, accent- and case-free, best matches first', async () => {
    const bySupermarket = await app().get('/v1/cnae').query({ q: 'supermercado' }).expect(200);
    expect(bySupermarket.body.data[0]).toEqual(supermarket);
    const byBuildings = await app().get('/v1/cnae').query({ q: 'construcao de edificios' }).expect(200);
    expect(byBuildings.body.data[0]).toMatchObject({
      code: '41.20-4',
      name: 'Construção de edifícios',
      grade: 3,
      source: 'NR-4, Anexo I',
    });
    const accented = await app().get('/v1/cnae').query({ q: 'CONSTRUÇÃO DE EDIFÍCIOS' }).expect(200);
    expect(accented.body.data).toEqual(byBuildings.body.data);
  });

  it('answers at most 20 classes, and an empty list when nothing matches', async () => {
    expect((await app().get('/v1/cnae').query({ q: 'comercio' }).expect(200)).body.data).toHaveLength(20);
    expect((await app().get('/v1/cnae').query({ q: 'xilofone quântico' }).expect(200)).body.data).toEqual([]);
    expect((await app().get('/v1/cnae').query({ q: '%_\\' }).expect(200)).body.data).toEqual([]);
  });

  it('an absent, blank, repeated or too long text is a 400 with a Portuguese message', async () => {
    expect((await app().get('/v1/cnae').expect(400)).body.message).toBe(
      'Informe palavras da atividade (por exemplo, "supermercado").',
    );
    expect((await app().get('/v1/cnae').query({ q: '   ' }).expect(400)).body.message).toBe(
      'Informe palavras da atividade (por exemplo, "supermercado").',
    );
    expect((await app().get('/v1/cnae?q=a&q=b').expect(400)).body.message).toBe(
      'Informe palavras da atividade (por exemplo, "supermercado").',
    );
    expect(
      (
        await app()
          .get('/v1/cnae')
          .query({ q: 'a'.repeat(101) })
          .expect(400)
      ).body.message,
    ).toBe('Informe no máximo 100 caracteres.');
  });

  it('both calls are in the OpenAPI document, public', async () => {
    const doc = (await app().get('/v1/openapi.json').expect(200)).body;
    expect(doc.paths['/v1/cnae/{code}'].get.summary).toContain('grau de risco');
    expect(doc.paths['/v1/cnae'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'q', in: 'query' })]),
    );
  });
});
