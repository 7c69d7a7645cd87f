import request from 'supertest';
import type { TestApi } from '../../test-support/testApp';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, startTestApi } from '../../test-support/testApp';
import { sample } from '../../test-support/prometheus';

describe('operations endpoints: /health, /ready, /metrics', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);
  afterAll(async () => api.stop());

  it('/health answers while the process lives; /ready checks the database, the event store and the read models', async () => {
    const health = await request(api.system.app).get('/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', service: 'standalone' });
    const ready = await request(api.system.app).get('/ready').expect(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.checks.database.ok).toBe(true);
    expect(ready.body.checks.eventStore.ok).toBe(true);
    expect(ready.body.checks.projections).toMatchObject({ ok: true, feed: 'store', lagEvents: 0 });
  });

  it('/metrics counts and times the calls by route pattern and kind, and reports every read model lag', async () => {
    await request(api.system.app).get('/v1/auth').auth(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD).expect(200);
    await request(api.system.app).post('/v1/auth').send({}).expect(400);
    await request(api.system.app).get('/v1/packages').expect(200);
    const text = (
      await request(api.system.app)
        .get('/metrics')
        .expect(200)
        .expect('Content-Type', /text\/plain/)
    ).text;
    const service = 'standalone';
    expect(
      sample(text, 'conectasst_http_requests_total', {
        service,
        method: 'GET',
        route: '/v1/auth',
        kind: 'query',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'conectasst_http_requests_total', {
        service,
        method: 'POST',
        route: '/v1/auth',
        kind: 'command',
        status: '400',
      }),
    ).toBe(1);
    expect(
      sample(text, 'conectasst_http_request_duration_seconds_count', {
        service,
        method: 'POST',
        route: '/v1/auth',
        kind: 'command',
      }),
    ).toBe(1);
    expect(
      sample(text, 'conectasst_http_requests_total', {
        service,
        method: 'GET',
        route: '/v1/packages',
        kind: 'query',
        status: '200',
      }),
    ).toBe(1);
    for (const projection of api.system.runner.projectionNames()) {
      expect(sample(text, 'conectasst_projection_lag_events', { service, projection })).toBe(0);
      expect(sample(text, 'conectasst_projection_lag_seconds', { service, projection })).toBe(0);
    }
    expect(text).toContain('conectasst_process_resident_memory_bytes');
  });

  it('/ready answers 503 "draining" once shutdown began, while /health still answers', async () => {
    api.system.startDraining();
    const ready = await request(api.system.app).get('/ready').expect(503);
    expect(ready.body.status).toBe('draining');
    await request(api.system.app).get('/health').expect(200);
  });
});
