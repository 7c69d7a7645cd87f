import request from 'supertest';
import pg from 'pg';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');

describe(`admin partners through the HTTP API (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let admin: string;
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi();
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`;
    admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', basic).expect(200)).body.token}`;
  });
  afterAll(async () => {
    await api.stop();
  });

  it('lists a Física partner; the admin sets the credit total, recorded as an audited adjustment of the difference', async () => {
    const signup = await app().post('/v1/auth').send({ name: 'Igor', surname: 'Nunes', phone: '11987654321', email: 'igor@sst.com.br', password: 'segredo1' }).expect(201);
    const provider = `Bearer ${signup.body.token}`;
    const details = await app()
      .post('/v1/details/pf')
      .set('Authorization', provider)
      .set('X-Min-Position', positionOf(signup))
      .send({ cpf: '529.982.247-25', name: 'Igor', surname: 'Nunes', street: '01310100 - Av. Paulista - 1 - ', DDD: '11', Phone: '987654321', profission: 'Ergonomista', register: 'X', socialnetwork: 'Google' })
      .expect(201);
    const me = await app().get('/v1/auth/me').set('Authorization', provider).expect(200);
    const id = me.body.userData.id as string;
    const list = await app().get('/v1/admin/users').set('Authorization', admin).set('X-Min-Position', positionOf(details)).expect(200);
    expect(list.body.data).toContainEqual({ id, name: 'Igor Nunes', razao_social: 'Física', cpf: '52998224725', credits: 0, status: true, reportsFlagged: false });

    const saved = await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id, credits: 45 }).expect(200);
    expect(saved.body.message).toBe('Registro salvo com sucesso');
    const shown = await app().get('/v1/admin/Parceiro').set('Authorization', admin).set('id', id).set('X-Min-Position', positionOf(saved)).expect(200);
    expect(shown.body.data).toMatchObject({ name: 'Igor Nunes', typeSocial: 'PF', corporatename: 'Pessoa Física', credits: 45, status: true });
    expect((await app().get('/v1/auth/me').set('Authorization', provider).set('X-Min-Position', positionOf(saved)).expect(200)).body.credits).toBe(45);

    const db = new pg.Client({ connectionString: api.databaseUrl });
    await db.connect();
    const adjusted = await db.query("SELECT data, metadata FROM events WHERE event_type = 'CreditsAdjusted' ORDER BY global_position DESC LIMIT 1");
    await db.end();
    expect(adjusted.rows[0].data).toMatchObject({ delta: 45, balanceBefore: 0, balanceAfter: 45 });
    expect(adjusted.rows[0].metadata).toMatchObject({ role: 'admin' });
  });

  it('refuses non-numeric or negative totals with the spec message; unknown partner is 404', async () => {
    const r = await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id: '00000000-0000-4000-8000-000000000001', credits: 'dez' }).expect(400);
    expect(r.body.message).toBe('Você digitou algo que não é um numero.');
    await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id: '00000000-0000-4000-8000-000000000001', credits: -1 }).expect(400);
    expect((await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id: '00000000-0000-4000-8000-000000000001', credits: 1 }).expect(404)).body.message).toBe('Parceiro não encontrado.');
  });

  it('an inactive or deleted partner cannot log in; deleting twice is 404', async () => {
    const email = 'joana@sst.com.br';
    const signup = await app().post('/v1/auth').send({ name: 'Joana', surname: 'Reis', phone: '11987654321', email, password: 'segredo1' }).expect(201);
    const me = await app().get('/v1/auth/me').set('Authorization', `Bearer ${signup.body.token}`).set('X-Min-Position', positionOf(signup)).expect(200);
    const id = me.body.userData.id as string;
    const basic = `Basic ${Buffer.from(`${email}:segredo1`).toString('base64')}`;
    const off = await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id, credits: 0, status: false }).expect(200);
    await app().get('/v1/admin/users').set('Authorization', admin).set('X-Min-Position', positionOf(off)).expect(200);
    await app().get('/v1/auth').set('Authorization', basic).expect(401);
    const on = await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id, credits: 0, status: true }).expect(200);
    await app().get('/v1/admin/users').set('Authorization', admin).set('X-Min-Position', positionOf(on)).expect(200);
    await app().get('/v1/auth').set('Authorization', basic).expect(200);
    const removed = await app().delete('/v1/admin/Parceiro').set('Authorization', admin).set('ParceiroId', id).expect(200);
    const list = await app().get('/v1/admin/users').set('Authorization', admin).set('X-Min-Position', positionOf(removed)).expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    await app().get('/v1/auth').set('Authorization', basic).expect(401);
    await app().delete('/v1/admin/Parceiro').set('Authorization', admin).set('ParceiroId', id).expect(404);
  });

  it('lists a Jurídica partner with its CNPJ and a partner without details with blanks, newest first, with the same fields as a Física one', async () => {
    const bare = await app().post('/v1/auth').send({ name: 'Sem', surname: 'Cadastro', phone: '11987654322', email: 'sem.cadastro@sst.com.br', password: 'segredo1' }).expect(201);
    const company = await app().post('/v1/auth').send({ name: 'João', surname: 'Lima', phone: '11987654323', email: 'joao@prevenir.com.br', password: 'segredo1' }).expect(201);
    const details = await app()
      .post('/v1/details/pj')
      .set('Authorization', `Bearer ${company.body.token}`)
      .set('X-Min-Position', positionOf(company))
      .send({ fantasyname: 'Prevenir SST', corporatename: 'Prevenir SST Ltda', cnpj: '11.222.333/0001-81', cep: '01310-100', street: '01310100 - Avenida Paulista - 1000 - ', ddd: '11', phone: '98765-4321', name: 'João', surname: 'Lima', department: 'Proprietário(a) / CEO', role: '', register: '', socialnetwork: 'Indicação' })
      .expect(201);
    const idOf = async (token: string) => (await app().get('/v1/auth/me').set('Authorization', `Bearer ${token}`).set('X-Min-Position', positionOf(details)).expect(200)).body.userData.id as string;
    const [bareId, companyId] = [await idOf(bare.body.token), await idOf(company.body.token)];
    const list = await app().get('/v1/admin/users').set('Authorization', admin).set('X-Min-Position', positionOf(details)).expect(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const ids = (list.body.data as { id: string }[]).map((p) => p.id);
    expect(ids.indexOf(companyId)).toBeLessThan(ids.indexOf(bareId));
    expect(list.body.data).toContainEqual({ id: companyId, name: 'João Lima', razao_social: 'Jurídica', cpf: '11222333000181', credits: 0, status: true, reportsFlagged: false });
    expect(list.body.data).toContainEqual({ id: bareId, name: 'Sem Cadastro', razao_social: '', cpf: '', credits: 0, status: true, reportsFlagged: false });
  });
});
