import request from 'supertest';
import { fileConfirmedDemand, fileDemand } from '../../../test-support/demands';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

/** DESIGN §1: the demand read models dropped and rebuilt from the log give the same rows. */
describe(`demand read models rebuild to the same rows (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const app = () => request(api.system.app);
    const admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`).expect(200)).body.token}`;
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const ids: number[] = [];
    for (const n of [1, 2, 3] as const) {
      const email = `rebuild${n}@empresa.com.br`;
      const body = {
        nrs: [services[n]!.id],
        terms: true,
        primary: { branchOfTheCompany: 'Comércio', companyType: 'Loja', numberOfemployees: 'Mais de 500', maxDate: 'Ainda não tenho previsão', activity: 'Varejo de roupas', cnae: '4781400', employeesPerSite: 40 * n },
        location: { UF: 'PR', City: 'Curitiba', Street: 'Batel', Contact: 'Somente profissionais autônomos', About: `Pedido ${n}` },
        contact: { Name: 'Lia', Surname: 'Rocha', CorporateName: `Loja ${n}`, DepartmentName: 'Outro', OtherDepartmentName: 'Qualidade', Role: 'Outro', OtherRole: 'Auditora', Email: email, ConfirmEmail: email, Phone: '(41) 99999-0000' },
      };
      // 1 and 2 confirmed by the requester; 3 published by an admin; 4 cancelled by its requester before confirming.
      ids.push((n < 3 ? await fileConfirmedDemand(api, body) : await fileDemand(api, body)).id);
    }
    await app().post('/v1/admin/demanda/publish').set('Authorization', admin).set('id', String(ids[2])).expect(200);
    const cancelled = await fileDemand(api, {
      nrs: [services[0]!.id],
      terms: true,
      primary: { branchOfTheCompany: 'Indústria', companyType: 'Metalúrgica', numberOfemployees: '01 a 20', maxDate: 'O mais rápido possível' },
      location: { UF: 'PR', City: 'Curitiba', Street: 'Centro', Contact: 'Sem preferência', About: '' },
      contact: { Name: 'Rui', Surname: 'Alves', CorporateName: 'Metal PR', DepartmentName: 'Proprietário(a) / CEO', Email: 'rebuild4@empresa.com.br', ConfirmEmail: 'rebuild4@empresa.com.br', Phone: '41988887777' },
    });
    await app().post('/v1/minha-demanda/close').send({ token: cancelled.token, reason: 'cancelled' }).expect(200);
    await app()
      .put('/v1/admin/demanda')
      .set('Authorization', admin)
      .send({ id: ids[0], name: 'Lia', surname: 'Rocha Lima', corporate_name: 'Loja Um', corporate_type: 'Loja', email: 'lia@lojaum.com.br', street: 'Centro', telefone: '41988887777', about: 'x', status: false })
      .expect(200);
    await app().delete('/v1/admin/demanda').set('Authorization', admin).set('id', String(ids[1])).expect(200);
    const provider = await app().post('/v1/auth').send({ name: 'Leo', surname: 'Prado', phone: '11987654321', email: 'leo@rebuild.com.br', password: 'segredo1' }).expect(201);
    await app().put('/v1/demand-alerts').set('Authorization', `Bearer ${provider.body.token}`).send({ enabled: false }).expect(200);
    await api.system.runner.caughtUp();
  });
  afterAll(async () => {
    await api.stop();
  });

  const dump = async (table: string, orderBy: string) => (await api.system.readPool.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;

  it.each([
    ['demands', ['demands', 'demand_contacts'], '1'],
    ['demand_alerts', ['demand_alerts', 'demand_alerts_sent'], '1'],
  ])('%s', async (projection, tables, orderBy) => {
    const before = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(before[0]!.length).toBeGreaterThan(0);
    await api.system.runner.rebuild(projection);
    const after = await Promise.all(tables.map((t) => dump(t, orderBy)));
    expect(after).toEqual(before);
  });
});
