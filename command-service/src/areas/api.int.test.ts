import { basicAuth, onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { TEST_ADMIN_EMAIL } from '../../../test-support/testApp';
import { signToken } from '@conectasst/platform/auth/tokens';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';

const { app, api, as, admin, call, providerToken } = useTestApi();

describe(onPostgres('areas through the HTTP API'), () => {
  it('creates an area and shows it at once to a query carrying the returned position', async () => {
    const created = await as(admin()).post('/v1/area', { name: 'Segurança do Trabalho' }).expect(201);
    expect(created.body).toEqual({ message: 'Área cadastrada com sucesso!', data: { id: expect.any(Number) } });
    const position = positionOf(created);
    expect(position).toMatch(/^\d+\.\d+$/);
    // Filtered by name: the reference areas loaded on first start fill more than one page.
    const list = await as(admin(), position)
      .get(`/v1/admin/area?page=1&name=${encodeURIComponent('Segurança do Trabalho')}`)
      .expect(200);
    expect(list.headers['x-consistency']).toBeUndefined();
    expect(list.body.data.data).toContainEqual({
      id: created.body.data.id,
      name: 'Segurança do Trabalho',
      status: true,
      visible: true,
    });
    expect(list.body.pages).toEqual([{ page: 1 }]);
  });

  it('edits name and status, shows one area by query or header id, and hides inactive ones from the public list', async () => {
    const created = await as(admin()).post('/v1/area', { name: 'Higiene Ocupacional' }).expect(201);
    const id = created.body.data.id as number;
    const saved = await as(admin())
      .put('/v1/admin/area', { id, name: 'Higiene Ocupacional e Ergonomia', status: false })
      .expect(200);
    expect(saved.body).toEqual({ message: 'Registro salvo com sucesso' });
    const position = positionOf(saved);
    const byQuery = await as(admin(), position).get(`/v1/admin/area/show?id=${id}`).expect(200);
    expect(byQuery.body.data).toEqual({ id, name: 'Higiene Ocupacional e Ergonomia', status: false, visible: false });
    const byHeader = await as(admin()).get('/v1/admin/area/show').set('id', String(id)).expect(200);
    expect(byHeader.body.data.name).toBe('Higiene Ocupacional e Ergonomia');
    const publicList = await app().get('/v1/area').set('X-Min-Position', position).expect(200);
    expect(publicList.body.data.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('deletes an area by id header; a second delete is 404', async () => {
    const created = await as(admin()).post('/v1/area', { name: 'Para excluir' }).expect(201);
    const id = String(created.body.data.id);
    const deleted = await as(admin()).delete('/v1/admin/area').set('id', id).expect(200);
    expect(deleted.body).toEqual({ message: 'Área deletada com sucesso!' });
    await as(admin(), deleted).get(`/v1/admin/area/show?id=${id}`).expect(404);
    const again = await as(admin()).delete('/v1/admin/area').set('id', id).expect(404);
    expect(again.body).toEqual({ message: 'Área não encontrada.' });
  });

  it('searches by name ignoring case and accents, and pages by 10', async () => {
    let position = '';
    for (let i = 1; i <= 12; i++) {
      const r = await as(admin())
        .post('/v1/area', { name: `Ergonomia Física ${String(i).padStart(2, '0')}` })
        .expect(201);
      position = positionOf(r);
    }
    const page2 = await as(admin(), position).get('/v1/admin/area?page=2&name=ERGONÔMIA FISICA').expect(200);
    expect(page2.body.data.total).toBe(12);
    expect(page2.body.data.data).toHaveLength(2);
    expect(page2.body.pages).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('takes a retried create with the same Idempotency-Key once', async () => {
    const send = () =>
      as(admin()).post('/v1/area').set('Idempotency-Key', 'create-area-retry-0001').send({ name: 'Uma vez só' });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.data.id).toBe(b.body.data.id);
    const list = await as(admin(), a).get('/v1/admin/area?page=1&name=uma vez').expect(200);
    expect(list.body.data.total).toBe(1);
  });

  describe('authorization, checked on the server', () => {
    itRefusesAllButAdmins({ call, providerToken }, [
      ['post', '/v1/area', { name: 'X' }],
      ['put', '/v1/admin/area', { id: 1, name: 'X', status: true }],
      ['get', '/v1/admin/area?page=1', null],
      ['get', '/v1/admin/area/show?id=1', null],
      ['delete', '/v1/admin/area', null],
    ]);

    it('refuses an expired or tampered token with 401', async () => {
      const expired = signToken({ id: 'x', role: 'admin' }, api().config.jwtSecret, -10);
      const r1 = await as(`Bearer ${expired}`).get('/v1/admin/area').expect(401);
      expect(r1.body.message).toBe('Sua sessão expirou. Faça login novamente.');
      const forged = signToken({ id: 'x', role: 'admin' }, 'another-secret', 60);
      await as(`Bearer ${forged}`).get('/v1/admin/area').expect(401);
    });
  });

  describe('bad input gets a 4xx with a Portuguese message, never a 500', () => {
    it.each([
      ['an empty name', { name: '   ' }, 'Preencha o campo nome'],
      ['a missing name', {}, 'Preencha o campo nome'],
      ['a name that is not text', { name: 42 }, 'Preencha o campo nome'],
      ['a name too long', { name: 'x'.repeat(101) }, 'O nome deve ter no máximo 100 caracteres'],
    ])('POST /v1/area with %s → 400', async (_label, body, message) => {
      const r = await as(admin()).post('/v1/area', body).expect(400);
      expect(r.body.message).toBe(message);
      expect(r.body.fields[0].path).toBe('body.name');
    });

    it('malformed JSON → 400', async () => {
      const r = await as(admin())
        .post('/v1/area')
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(r.body.message).toBe('O corpo da requisição não é um JSON válido.');
    });

    it('PUT with a non-numeric id or a textual status → 400', async () => {
      await as(admin()).put('/v1/admin/area', { id: 'abc', name: 'X', status: true }).expect(400);
      const r = await as(admin()).put('/v1/admin/area', { id: 1, name: 'X', status: 'false' }).expect(400);
      expect(r.body.message).toBe('Informe a situação (Ativo ou Inativo).');
    });

    it('DELETE without the id header → 400; show of a missing area → 404', async () => {
      const r = await as(admin()).delete('/v1/admin/area').expect(400);
      expect(r.body.message).toBe('Informe um id numérico.');
      await as(admin()).get('/v1/admin/area/show?id=999999').expect(404);
    });

    it('a malformed X-Min-Position → 400; an unknown route → 404 JSON', async () => {
      await app().get('/v1/area').set('X-Min-Position', 'ontem').expect(400);
      const r = await app().get('/v1/nao-existe').expect(404);
      expect(r.body.message).toBe('Rota não encontrada.');
    });
  });
});

describe(onPostgres('admin login and the OpenAPI document'), () => {
  it('login: wrong password → 401 "Credenciais invalidas."; me returns the admin type', async () => {
    const wrong = await as(basicAuth(TEST_ADMIN_EMAIL, 'errada')).get('/v1/auth').expect(401);
    expect(wrong.body.message).toBe('Credenciais invalidas.');
    await app().get('/v1/auth').expect(401);
    const me = await as(admin()).get('/v1/auth/me').expect(200);
    expect(me.body.userData).toMatchObject({ email: TEST_ADMIN_EMAIL, type: 'admin' });
  });

  it('serves the OpenAPI 3.1 document with every mounted call', async () => {
    const r = await app().get('/v1/openapi.json').expect(200);
    expect(r.body.openapi).toBe('3.1.0');
    expect(Object.keys(r.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/area',
        '/v1/admin/area',
        '/v1/admin/area/show',
        '/v1/auth',
        '/v1/auth/me',
        '/v1/health',
      ]),
    );
    expect(r.body.paths['/v1/area'].post['x-access']).toBe('admin');
  });
});
