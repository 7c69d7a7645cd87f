import request from 'supertest';
import pg from 'pg';
import { signToken } from '@conectasst/platform/auth/tokens';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { bodyWithAll, hostileBodies, hostileStrings, wrongValuesFor } from './hostileInputs';
import type { Operation } from './openApiOperations';
import { operationsOf, urlOf } from './openApiOperations';

/**
 * Schema-driven hostile input against every call of the OpenAPI document: wrong types, missing fields, huge and
 * strange strings, broken JSON, oversized bodies, bad headers and path values. Never a 5xx, never a stack trace,
 * always a JSON `{ message }`, and a rejected call leaves the event log unchanged.
 */
describe(`hostile input on every call (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let operations: Operation[];
  let db: pg.Client;

  beforeAll(async () => {
    api = await startTestApi();
    operations = operationsOf((await request(api.system.app).get('/v1/openapi.json').expect(200)).body);
    db = new pg.Client({ connectionString: api.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await api.stop();
  });

  const authFor = (op: Operation) =>
    op.access === 'public'
      ? undefined
      : `Bearer ${signToken({ id: '00000000-0000-4000-8000-00000000f022', role: op.access === 'admin' ? 'admin' : 'provider' }, api.config.jwtSecret, 600)}`;
  const eventCount = async () => Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);

  interface Attempt {
    label: string;
    url?: string;
    headers?: Record<string, string>;
    raw?: string;
    body?: unknown;
  }

  function attemptsFor(op: Operation): Attempt[] {
    const attempts: Attempt[] = [];
    if (op.method === 'post' || op.method === 'put') {
      for (const b of hostileBodies) attempts.push({ label: `corpo ${b.label}`, raw: b.raw });
      for (const value of wrongValuesFor(undefined)) {
        attempts.push({ label: `todos os campos = ${JSON.stringify(value).slice(0, 30)}`, body: bodyWithAll(op.bodySchema, () => value) });
      }
      attempts.push({ label: 'campos com tipos errados', body: bodyWithAll(op.bodySchema, (p) => wrongValuesFor(p)[0]) });
    }
    for (const p of op.parameters) {
      for (const value of ['abc', '-1', '0', '99999999999999999999', '1;DROP TABLE events', hostileStrings[2]!, '%00', 'x'.repeat(3_000)]) {
        if (p.in === 'header') attempts.push({ label: `cabeçalho ${p.name}=${value.slice(0, 20)}`, headers: { [p.name]: value } });
        if (p.in === 'query') attempts.push({ label: `query ${p.name}=${value.slice(0, 20)}`, url: `${op.path.replace(/\{[^}]+\}/g, '1')}?${encodeURIComponent(p.name)}=${encodeURIComponent(value)}` });
        if (p.in === 'path') attempts.push({ label: `caminho ${p.name}=${value.slice(0, 20)}`, url: urlOf(op, value) });
      }
    }
    attempts.push({ label: 'X-Min-Position inválido', headers: { 'X-Min-Position': 'ontem' } });
    attempts.push({ label: 'Idempotency-Key inválida', headers: { 'Idempotency-Key': 'curta' } });
    attempts.push({ label: 'Content-Type estranho', headers: { 'Content-Type': 'application/xml' }, raw: '<a/>' });
    return attempts;
  }

  it('answers every hostile request with a 4xx JSON message (or a normal answer), never a 5xx or a stack trace', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const op of operations.filter((o) => o.path !== '/v1/openapi.json')) {
      for (const attempt of attemptsFor(op)) {
        const before = await eventCount();
        let test = request(api.system.app)[op.method](attempt.url ?? urlOf(op));
        const auth = authFor(op);
        if (auth) test = test.set('Authorization', auth);
        for (const [name, value] of Object.entries(attempt.headers ?? {})) test = test.set(name, value);
        if (attempt.raw !== undefined) {
          if (!attempt.headers?.['Content-Type']) test = test.set('Content-Type', 'application/json');
          test = test.send(attempt.raw);
        } else if (attempt.body !== undefined) test = test.send(attempt.body as object);
        const r = await test;
        tried++;
        const where = `${op.method.toUpperCase()} ${op.path} [${attempt.label}] → ${r.status}`;
        if (r.status >= 500) failures.push(`${where} ${JSON.stringify(r.body).slice(0, 200)}`);
        else if (/\n\s+at .+:\d+:\d+/.test(r.text)) failures.push(`${where}: stack trace in the body`);
        else if (r.status >= 400 && (typeof r.body?.message !== 'string' || r.body.message.length === 0)) failures.push(`${where}: no message`);
        else if (r.status >= 400 && (await eventCount()) !== before) failures.push(`${where}: rejected, yet events were appended`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(100);
    // Thousands of sequential requests: room for a loaded CI machine.
  }, 600_000);
});
