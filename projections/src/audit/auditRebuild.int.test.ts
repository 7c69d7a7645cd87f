import request from 'supertest';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { fileConfirmedDemand } from '../../../test-support/demands';

/** DESIGN §1: the audit read models (ledger, subscription history, record history, dashboard) rebuilt from the log give the same rows. */
describe(`audit read models rebuild to the same rows (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const app = () => request(api.system.app);
    const admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`).expect(200)).body.token}`;
    const area = await app().post('/v1/area').set('Authorization', admin).send({ name: 'Reconstrução' }).expect(201);
    await app().put('/v1/admin/area').set('Authorization', admin).send({ id: area.body.data.id, name: 'Reconstrução 2', status: false }).expect(200);

    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const email = 'auditoria.rebuild@empresa.com.br';
    // Published to providers once the requester confirms the e-mailed link (ADR 0080).
    const demand = await fileConfirmedDemand(api, {
      nrs: [services[0]!.id, services[1]!.id],
      terms: true,
      primary: { branchOfTheCompany: 'Indústria', companyType: 'Metalúrgica', numberOfemployees: '51 a 100', maxDate: 'O mais rápido possível' },
      location: { UF: 'SP', City: 'Campinas', Street: 'Centro', Contact: 'Sem preferência', About: '' },
      contact: { Name: 'Rita', Surname: 'Moura', CorporateName: 'Metal Forte', DepartmentName: 'Proprietário(a) / CEO', Email: email, ConfirmEmail: email, Phone: '31987654321' },
    });

    for (const n of [1, 2]) {
      const signup = await app().post('/v1/auth').send({ name: 'Teo', surname: `Lima ${n}`, phone: '11987654321', email: `teo${n}@auditrebuild.com.br`, password: 'segredo1' }).expect(201);
      const auth = `Bearer ${signup.body.token}`;
      const pkg = (await app().get('/v1/dashboard/packages').set('Authorization', auth).expect(200)).body.data[0];
      const checkout = await app().post('/v1/checkout').set('Authorization', auth).send({ product_id: pkg.id }).expect(201);
      await app().get(`/v1/checkout/sandbox?token=${checkout.body.token}`).set('X-Min-Position', String(checkout.headers['x-position'])).expect(200);
      await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: 'card' }).expect(200);
      await app().post('/v1/subs').set('Authorization', auth).set('id', String(demand.id)).expect(200);
      // The second partner's card is charged back after the spend (ADR 0111): its wallet passes below zero.
      if (n === 2) await app().post('/v1/checkout/sandbox/reverse').send({ token: checkout.body.token, kind: 'charged_back' }).expect(200);
      await api.system.runner.caughtUp();
      const me = (await app().get('/v1/auth/me').set('Authorization', auth).expect(200)).body;
      await app().put('/v1/admin/Parceiro').set('Authorization', admin).send({ id: me.userData.id, delta: 5 * n, balanceSeen: me.credits, reason: 'Teste' }).expect(200);
    }
    await api.system.runner.caughtUp();
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  const dump = async (table: string, orderBy: string) => (await api.system.readPool.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;

  it.each([
    ['credit_ledger', ['credit_ledger'], '1, 2'],
    ['subscription_history', ['subscription_history'], '1, 2'],
    ['record_history', ['record_history'], '1, 2, 3'],
    ['dashboard', ['dash_demands', 'dash_credit_moves', 'dash_partners'], '1, 2'],
  ])('%s', async (projection, tables, orderBy) => {
    const before = await Promise.all(tables.map((t) => dump(t, orderBy)));
    for (const rows of before) expect(rows.length).toBeGreaterThan(0);
    await api.system.runner.rebuild(projection);
    const after = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(after).toEqual(before);
  });

  it('the last ledger line of every wallet carries its balance', async () => {
    const rows = await api.system.readPool.query(
      `SELECT w.provider_id, w.balance, (SELECT l.balance_after FROM credit_ledger l WHERE l.provider_id = w.provider_id ORDER BY l.seq DESC LIMIT 1) AS last
         FROM wallets w`,
    );
    expect(rows.rows.length).toBe(2);
    for (const r of rows.rows) expect(r.last).toBe(r.balance);
  });
});
