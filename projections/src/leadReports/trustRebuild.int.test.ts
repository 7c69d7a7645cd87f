import request from 'supertest';
import { fileConfirmedDemand } from '../../../test-support/demands';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

/** DESIGN §1: the trust read models (lead reports, credentials, and wallets with refunds) rebuilt from the log give the same rows. */
describe(`trust read models rebuild to the same rows (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const app = () => request(api.system.app);
    const admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`).expect(200)).body.token}`;
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const email = 'compras@reconstrucao.invalid';
    const demand = await fileConfirmedDemand(api, {
      nrs: [services[0]!.id],
      terms: true,
      primary: { branchOfTheCompany: 'Indústria', companyType: 'Metalúrgica', numberOfemployees: '51 a 100', maxDate: 'O mais rápido possível' },
      location: { UF: 'MG', City: 'Contagem', Street: 'Eldorado', Contact: 'Sem preferência', About: '' },
      contact: { Name: 'Rita', Surname: 'Moura', CorporateName: 'Metal Forte', DepartmentName: 'Proprietário(a) / CEO', Email: email, ConfirmEmail: email, Phone: '31987654321' },
    });

    const reports: string[] = [];
    for (const n of [1, 2, 3]) {
      const signup = await app().post('/v1/auth').send({ name: 'Caio', surname: `Reis ${n}`, phone: '11987654321', email: `caio${n}@trust-rebuild.com.br`, password: 'segredo1' }).expect(201);
      const auth = `Bearer ${signup.body.token}`;
      const pkg = (await app().get('/v1/dashboard/packages').set('Authorization', auth).set('X-Min-Position', String(signup.headers['x-position'])).expect(200)).body.data[0];
      const checkout = await app().post('/v1/checkout').set('Authorization', auth).send({ product_id: pkg.id }).expect(201);
      await app().get(`/v1/checkout/sandbox?token=${checkout.body.token}`).set('X-Min-Position', String(checkout.headers['x-position'])).expect(200);
      await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: 'card' }).expect(200);
      await app().post('/v1/subs').set('Authorization', auth).set('id', String(demand.id)).expect(200);
      // 1: bounced e-mail, refunded at once; 2: waits for an admin, approved; 3: refused.
      const r = await app().post('/v1/lead-reports').set('Authorization', auth).send({ demandId: demand.id, reason: n === 1 ? 'invalid_contact' : 'not_requested', note: `relato ${n}` }).expect(201);
      reports.push(r.body.data.reportId as string);
      const credential = await app().post('/v1/credentials').set('Authorization', auth).send({ kind: n === 2 ? 'CRM' : 'CREA', number: `10${n}2345`, uf: 'MG', rqe: n === 2 ? '4321' : '' }).expect(201);
      await app().post('/v1/credentials').set('Authorization', auth).send({ kind: 'OUTRO', otherName: 'CRQ', number: `20${n}`, uf: 'SP' }).expect(201);
      await app().get('/v1/credentials').set('Authorization', auth).set('X-Min-Position', String(credential.headers['x-position'])).expect(200);
      if (n === 1) await app().post('/v1/admin/credentials/verify').set('Authorization', admin).send({ credentialId: credential.body.data.credentialId, note: 'ok' }).expect(200);
      if (n === 2) await app().post('/v1/admin/credentials/refuse').set('Authorization', admin).send({ credentialId: credential.body.data.credentialId, note: 'não encontrado' }).expect(200);
      if (n === 3) await app().post('/v1/credentials/withdraw').set('Authorization', auth).send({ credentialId: credential.body.data.credentialId }).expect(200);
      const last = await app().get('/v1/lead-reports').set('Authorization', auth).set('X-Min-Position', String(r.headers['x-position'])).expect(200);
      expect(last.body.data).toHaveLength(1);
    }
    await app().post('/v1/admin/lead-reports/approve').set('Authorization', admin).send({ reportId: reports[1], note: 'ok' }).expect(200);
    await app().post('/v1/admin/lead-reports/refuse').set('Authorization', admin).send({ reportId: reports[2], note: 'não' }).expect(200);
    await api.system.runner.caughtUp();
    // Three providers, each buying, subscribing, reporting and declaring: room for a loaded CI machine.
  }, 180_000);
  afterAll(async () => {
    await api.stop();
  });

  const dump = async (table: string, orderBy: string) => (await api.system.readPool.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;

  it.each([
    ['leadReports', ['lead_reports'], 'reported_at, report_id'],
    ['credentials', ['provider_credentials'], 'declared_at, credential_id'],
    ['wallet', ['wallets', 'orders', 'wallet_reservations'], '1'],
  ])('%s', async (projection, tables, orderBy) => {
    const before = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(before[0]!.length).toBeGreaterThan(0);
    await api.system.runner.rebuild(projection);
    const after = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(after).toEqual(before);
  });

  it('the rows say what happened', async () => {
    expect((await dump('lead_reports', 'note')).map((r) => [r.note, r.status, r.automatic])).toEqual([
      ['relato 1', 'approved', true],
      ['relato 2', 'approved', false],
      ['relato 3', 'refused', false],
    ]);
    expect((await dump('provider_credentials', 'number')).map((r) => [r.number, r.status])).toEqual([
      ['1012345', 'verified'],
      ['1022345', 'refused'],
      ['201', 'pending'],
      ['202', 'pending'],
      ['203', 'pending'],
    ]);
  });
});
