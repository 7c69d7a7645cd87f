import request from 'supertest';
import { signToken } from '@conectasst/platform/auth/tokens';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import type { Operation } from './openApiOperations';
import { operationsOf, urlOf } from './openApiOperations';

/**
 * The authorization matrix, generated from the served OpenAPI document so no call can be left out:
 * every protected call × {no token, expired, tampered, wrong role, garbage scheme} → 401/403 with a message.
 */
describe(`authorization matrix of every call in /v1/openapi.json (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let operations: Operation[];

  beforeAll(async () => {
    api = await startTestApi();
    operations = operationsOf((await request(api.system.app).get('/v1/openapi.json').expect(200)).body);
  });
  afterAll(async () => {
    await api.stop();
  });

  const call = (op: Operation, authorization?: string) => {
    const test = request(api.system.app)[op.method](urlOf(op)).set('id', '1');
    return authorization ? test.set('Authorization', authorization) : test;
  };
  const token = (role: 'admin' | 'provider', ttl = 60, secret = api.config.jwtSecret) =>
    `Bearer ${signToken({ id: '00000000-0000-4000-8000-00000000abcd', role }, secret, ttl)}`;

  it('lists every call with its access level', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const op of operations) expect(['public', 'authenticated', 'admin', 'provider']).toContain(op.access);
  });

  it('refuses every protected call without a token, with an expired token, a tampered token or another scheme (401)', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const tampered = token('admin').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      for (const [label, auth] of [
        ['no token', undefined],
        ['expired', token(op.access === 'provider' ? 'provider' : 'admin', -60)],
        ['tampered', tampered],
        ['signed with another secret', token('admin', 60, 'outro-segredo-qualquer-de-teste')],
        ['garbage bearer', 'Bearer !!!'],
      ] as const) {
        const r = await call(op, auth);
        if (r.status !== 401 || typeof r.body.message !== 'string') failures.push(`${op.method.toUpperCase()} ${op.path} ${label} → ${r.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses admin calls to a provider and provider calls to an admin (403)', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.access === 'admin' || o.access === 'provider')) {
      const wrong = op.access === 'admin' ? token('provider') : token('admin');
      const r = await call(op, wrong);
      if (r.status !== 403 || r.body.message !== 'Você não tem permissão para acessar este recurso.') {
        failures.push(`${op.method.toUpperCase()} ${op.path} → ${r.status} ${JSON.stringify(r.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the right role through the authorization check (whatever the call then answers, never 401/403/5xx)', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.access === 'admin')) {
      const r = await call(op, token('admin'));
      if (r.status === 401 || r.status === 403 || r.status >= 500) failures.push(`${op.method.toUpperCase()} ${op.path} → ${r.status}`);
    }
    expect(failures).toEqual([]);
  });
});
