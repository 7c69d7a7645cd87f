import request from 'supertest';
import { cnpjMessages } from '@conectasst/common/api/cnpj';
import { SANDBOX_CNPJ_UNAVAILABLE, SANDBOX_CNPJS, SANDBOX_COMPANIES } from '@conectasst/platform/cnpj/cnpjLookup';
import { startTestApi, type TestApi } from '../../../test-support/testApp';

/** `GET /v1/cnpj/{cnpj}` over the sandbox fixtures (the test mode's CNPJ_LOOKUP_URL=sandbox), docs/cnpj.md. */
describe(`CNPJ lookup through the HTTP API (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let off: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    off = await startTestApi({ cnpjLookupUrl: 'off', cnpjLookupsPerMinutePerIp: 2 });
  });
  afterAll(async () => {
    await api.stop();
    await off.stop();
  });

  it.each([SANDBOX_CNPJS.ativa, '41.873.205-0001-69', '41.873.205%2F0001-69'])(
    'finds a company by %s: names, CNAE class, porte, status, address',
    async (cnpj) => {
      const answer = await request(api.system.app).get(`/v1/cnpj/${cnpj}`).expect(200);
      // The sandbox's company, every field as the look-up answered it (platform/src/cnpj/cnpjLookup.ts).
      expect(answer.body.data).toEqual(SANDBOX_COMPANIES.find((c) => c.cnpj === SANDBOX_CNPJS.ativa));
    },
  );

  it('too few digits or letters: 400; wrong check digits: 422; in Portuguese, the service never asked', async () => {
    for (const [cnpj, status] of [
      ['4187320500016', 400],
      ['abcdefghijklmn', 400],
      ['41873205000168', 422],
      ['00000000000000', 422],
    ] as const) {
      const answer = await request(api.system.app).get(`/v1/cnpj/${cnpj}`).expect(status);
      expect(answer.body.message).toBe(cnpjMessages.invalid);
    }
  });

  it('a valid CNPJ the Receita does not know: 404 "CNPJ não encontrado."', async () => {
    const answer = await request(api.system.app).get('/v1/cnpj/77232762421836').expect(404);
    expect(answer.body).toEqual({ message: 'CNPJ não encontrado.' });
  });

  it('the service down: 503 with a message and Retry-After, never a 500', async () => {
    const answer = await request(api.system.app).get(`/v1/cnpj/${SANDBOX_CNPJ_UNAVAILABLE}`).expect(503);
    expect(answer.body).toEqual({ message: cnpjMessages.unavailable });
    expect(answer.headers['retry-after']).toBe('30');
  });

  it('CNPJ_LOOKUP_URL=off: 503 saying the lookup is switched off; past the per-address limit: 429 with Retry-After', async () => {
    expect((await request(off.system.app).get(`/v1/cnpj/${SANDBOX_CNPJS.ativa}`).expect(503)).body).toEqual({
      message: cnpjMessages.off,
    });
    await request(off.system.app).get(`/v1/cnpj/${SANDBOX_CNPJS.ativa}`).expect(503);
    const limited = await request(off.system.app).get(`/v1/cnpj/${SANDBOX_CNPJS.ativa}`).expect(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });
});
