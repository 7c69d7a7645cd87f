import request from 'supertest';
import { signToken } from '@conectasst/platform/auth/tokens';
import { campinasDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

/** Issue #24: the demand carries the grau de risco of its CNAE (NR-4, Anexo I). */
describe(`the grau de risco on demands (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let provider: string;
  let admin: string;
  let serviceId: number;
  let seq = 0;
  const app = () => request(api.system.app);

  /** A Campinas demand with the CNAE `cnae` (none when empty), from a company and an e-mail of its own. */
  const demand = (cnae: string) => {
    const email = `compras${++seq}@grau.com.br`;
    return campinasDemand(serviceId, email, {
      primary: { activity: 'Mercado', cnae },
      contact: { CorporateName: `Mercado ${seq} Ltda` },
    });
  };

  beforeAll(async () => {
    api = await startTestApi();
    serviceId = (await app().get('/v1/services?page=1').expect(200)).body.data.data[0].id;
    provider = `Bearer ${signToken({ id: '00000000-0000-4000-8000-0000000000f1', role: 'provider' }, api.config.jwtSecret, 600)}`;
    admin = `Bearer ${signToken({ id: '00000000-0000-4000-8000-000000000001', role: 'admin' }, api.config.jwtSecret, 600)}`;
  });
  afterAll(async () => {
    await api.stop();
  });

  it('given demands filed with a supermarket subclass, a construction class and no CNAE, then providers and admins see grades 2, 3 and none, and can filter by grade', async () => {
    const supermarket = await fileConfirmedDemand(api, demand('4711-3/02'));
    const construction = await fileConfirmedDemand(api, demand('4120-4'));
    const none = await fileConfirmedDemand(api, demand(''));
    const position = none.position;

    const all = await app()
      .get('/v1/companys/service/search?page=1&match=all')
      .set('Authorization', provider)
      .set('X-Min-Position', position)
      .expect(200);
    const byId = new Map(
      (all.body.data as { id: number; cnae_class: string | null; risk_grade: number | null }[]).map((d) => [d.id, d]),
    );
    expect(byId.get(supermarket.id)).toMatchObject({ cnae: '4711-3/02', cnae_class: '47.11-3', risk_grade: 2 });
    expect(byId.get(construction.id)).toMatchObject({ cnae_class: '41.20-4', risk_grade: 3 });
    expect(byId.get(none.id)).toMatchObject({ cnae_class: null, risk_grade: null });

    const grade3 = await app()
      .get('/v1/companys/service/search?page=1&match=all&grade=3')
      .set('Authorization', provider)
      .expect(200);
    expect(grade3.body.data.map((d: { id: number }) => d.id)).toEqual([construction.id]);
    const detail = await app().get(`/v1/companys/service/${supermarket.id}`).set('Authorization', provider).expect(200);
    expect(JSON.stringify(detail.body)).toContain('"risk_grade":2');

    const adminList = await app().get('/v1/demanda?page=1').set('Authorization', admin).expect(200);
    const adminRows = new Map(
      (adminList.body.data as { id: number; risk_grade: number | null }[]).map((d) => [d.id, d.risk_grade]),
    );
    expect(adminRows.get(supermarket.id)).toBe(2);
    expect(adminRows.get(none.id)).toBeNull();
  });

  it('a well-formed CNAE that NR-4 does not list files the demand without a grade; a grade filter other than 1–4 is a 400 in Portuguese', async () => {
    const unknown = await fileConfirmedDemand(api, demand('9999-9'));
    const listed = await app()
      .get('/v1/companys/service/search?page=1&match=all')
      .set('Authorization', provider)
      .set('X-Min-Position', unknown.position)
      .expect(200);
    expect(
      (listed.body.data as { id: number; risk_grade: number | null }[]).find((d) => d.id === unknown.id)?.risk_grade,
    ).toBeNull();
    for (const grade of ['0', '5', 'alto', '2,3']) {
      const answer = await app()
        .get(`/v1/companys/service/search?page=1&grade=${grade}`)
        .set('Authorization', provider)
        .expect(400);
      expect(answer.body.message).toBe('Grau de risco inválido (1 a 4).');
    }
  });
});
