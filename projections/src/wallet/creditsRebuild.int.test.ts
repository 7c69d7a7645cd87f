import request from 'supertest';
import { fileConfirmedDemand } from '../../../test-support/demands';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

/** DESIGN §1: the credit read models (packages, wallets, orders, open reservations, subscriptions) rebuilt from the log give the same rows. */
describe(`credit read models rebuild to the same rows (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const app = () => request(api.system.app);
    const admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`).expect(200)).body.token}`;
    const created = await app().post('/v1/admin/packages').set('Authorization', admin).send({ name: 'Reconstrução', credits: 40, ndemanda: 4, price: '99.90' }).expect(201);
    await app().put('/v1/admin/packages').set('Authorization', admin).send({ id: created.body.data.id, name: 'Reconstrução 2', status: false }).expect(200);

    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const email = 'reconstrucao@empresa.com.br';
    const demand = await fileConfirmedDemand(api, {
      nrs: [services[0]!.id],
      terms: true,
      primary: { branchOfTheCompany: 'Indústria', companyType: 'Metalúrgica', numberOfemployees: '51 a 100', maxDate: 'O mais rápido possível' },
      location: { UF: 'MG', City: 'Contagem', Street: 'Eldorado', Contact: 'Sem preferência', About: '' },
      contact: { Name: 'Rita', Surname: 'Moura', CorporateName: 'Metal Forte', DepartmentName: 'Proprietário(a) / CEO', Email: email, ConfirmEmail: email, Phone: '31987654321' },
    });

    for (const n of [1, 2]) {
      const signup = await app().post('/v1/auth').send({ name: 'Caio', surname: `Reis ${n}`, phone: '11987654321', email: `caio${n}@rebuild.com.br`, password: 'segredo1' }).expect(201);
      const auth = `Bearer ${signup.body.token}`;
      const pkg = (await app().get('/v1/dashboard/packages').set('Authorization', auth).expect(200)).body.data[0];
      const checkout = await app().post('/v1/checkout').set('Authorization', auth).send({ product_id: pkg.id }).expect(201);
      await app().get(`/v1/checkout/sandbox?token=${checkout.body.token}`).set('X-Min-Position', String(checkout.headers['x-position'])).expect(200);
      await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: n === 1 ? 'card' : 'boleto' }).expect(200);
      if (n === 1) {
        await app().post('/v1/subs').set('Authorization', auth).set('id', String(demand.id)).expect(200);
        // Charged back after the spend (ADR 0111): a negative wallet and a reversed order must rebuild to the same rows.
        await app().post('/v1/checkout/sandbox/reverse').send({ token: checkout.body.token, kind: 'charged_back' }).expect(200);
      }
    }
    await api.system.runner.caughtUp();
  });
  afterAll(async () => {
    await api.stop();
  });

  const dump = async (table: string, orderBy: string) => (await api.system.readPool.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;

  it.each([
    ['packages', ['packages'], '1'],
    ['wallet', ['wallets', 'orders', 'wallet_reservations'], '1'],
    ['subscriptions', ['subscriptions'], '1'],
  ])('%s', async (projection, tables, orderBy) => {
    const before = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(before[0]!.length).toBeGreaterThan(0);
    await api.system.runner.rebuild(projection);
    const after = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(after).toEqual(before);
  });
});
