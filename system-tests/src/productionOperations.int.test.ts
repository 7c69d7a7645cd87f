/**
 * Production keeps operators' details off the public port (issue #18 item 12): /health, /ready and /metrics live on
 * the operations app (OPS_PORT), and /v1/health says only that the service is unavailable, never why.
 */
import request from 'supertest';
import type { TestApi } from '../../test-support/testApp';
import { startTestApi } from '../../test-support/testApp';

describe('operations endpoints in production mode', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ mode: 'production' });
  }, 60_000);
  afterAll(async () => api.stop());

  it('the public app answers /health, /ready and /metrics with 404; the operations app answers them', async () => {
    for (const endpoint of ['/health', '/ready', '/metrics'])
      expect([endpoint, (await request(api.system.app).get(endpoint)).status]).toEqual([endpoint, 404]);
    const operations = api.system.operationsApp!;
    expect((await request(operations).get('/health').expect(200)).body.status).toBe('ok');
    expect((await request(operations).get('/ready').expect(200)).body.checks.database.ok).toBe(true);
    expect((await request(operations).get('/metrics').expect(200)).text).toContain(
      'conectasst_read_your_writes_waits_total',
    );
    await request(operations).get('/v1/packages').expect(404);
  });

  it('given the database fails, GET /v1/health answers 503 without the error; the reason stays for /ready on the operations port', async () => {
    const failure = new Error('connect ECONNREFUSED 10.9.8.7:5432 (usuario conectasst)');
    const query = jest.spyOn(api.system.readPool, 'query').mockImplementation((() => Promise.reject(failure)) as never);
    try {
      const health = await request(api.system.app).get('/v1/health').expect(503);
      expect(health.body.message).toBe('Serviço indisponível.');
      expect(health.text).not.toContain('ECONNREFUSED');
      expect(health.text).not.toContain('10.9.8.7');
      const ready = await request(api.system.operationsApp!).get('/ready').expect(503);
      expect(ready.body.checks.database.error).toContain('ECONNREFUSED');
    } finally {
      query.mockRestore();
    }
  });
});
