import request from 'supertest';
import pg from 'pg';
import { signToken } from '@conectasst/platform/auth/tokens';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import {
  bodyWithAll,
  bodyWithText,
  hostileBodies,
  hostileStrings,
  malformedEscapes,
  malformedTexts,
  overlongFor,
  wrongValuesFor,
} from './hostileInputs';
import type { Operation } from './openApiOperations';
import { operationsOf, urlOf } from './openApiOperations';

/**
 * Schema-driven hostile input against every call of the OpenAPI document: wrong types, missing fields, huge and
 * strange strings, broken JSON, oversized bodies, bad headers and path values. Never a 5xx, never a stack trace,
 * always a JSON `{ message }`, and a rejected call leaves the event log unchanged.
 *
 * Text that is not text (ADR 0154) — lone surrogates (high, low, reversed pair), NUL, and text over its declared
 * `maxLength` — goes into every string position of every call: all of a body's strings at any depth at once, each
 * query parameter, each declared header and each path parameter; those attempts must answer a 4xx.
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
    /** Text that is not text, or too long: the call must refuse it (a 4xx), not only survive it. */
    refused?: boolean;
  }

  /** `/v1/x/{id}?a=1` with `value` (already escaped) in one parameter: the path parameter, or a query parameter. */
  const urlWith = (op: Operation, name: string, where: 'path' | 'query', escaped: string) => {
    const path = op.path.replace(/\{([^}]+)\}/g, (_m, p: string) => (where === 'path' && p === name ? escaped : '1'));
    const query = op.parameters
      .filter((p) => p.in === 'query' && (p.required || (where === 'query' && p.name === name)))
      .map((p) => `${encodeURIComponent(p.name)}=${where === 'query' && p.name === name ? escaped : '1'}`);
    return query.length ? `${path}?${query.join('&')}` : path;
  };

  function attemptsFor(op: Operation): Attempt[] {
    const attempts: Attempt[] = [];
    if (op.method === 'post' || op.method === 'put') {
      for (const b of hostileBodies) attempts.push({ label: `corpo ${b.label}`, raw: b.raw });
      for (const value of wrongValuesFor(undefined)) {
        attempts.push({
          label: `todos os campos = ${JSON.stringify(value).slice(0, 30)}`,
          body: bodyWithAll(op.bodySchema, () => value),
        });
      }
      attempts.push({
        label: 'campos com tipos errados',
        body: bodyWithAll(op.bodySchema, (p) => wrongValuesFor(p)[0]),
      });
    }
    if (op.bodySchema) {
      for (const { label, text } of malformedTexts) {
        const { body, positions } = bodyWithText(op.bodySchema, () => text);
        if (positions > 0) attempts.push({ label: `corpo: ${label} em todo texto`, body, refused: true });
      }
      const overlong = bodyWithText(op.bodySchema, overlongFor);
      if (overlong.limited > 0)
        attempts.push({ label: 'corpo: texto longo demais em todo texto', body: overlong.body, refused: true });
      const { body } = bodyWithText(op.bodySchema, () => 'texto');
      if (body !== null && typeof body === 'object' && !Array.isArray(body))
        attempts.push({
          label: 'corpo: chave com surrogato sozinho',
          body: { ...body, 'chave\ud800': 'x' },
          refused: true,
        });
    }
    for (const p of op.parameters) {
      for (const value of [
        'abc',
        '-1',
        '0',
        '99999999999999999999',
        '1;DROP TABLE events',
        hostileStrings[2]!,
        '%00',
        'x'.repeat(3_000),
      ]) {
        if (p.in === 'header')
          attempts.push({ label: `cabeçalho ${p.name}=${value.slice(0, 20)}`, headers: { [p.name]: value } });
        if (p.in === 'query')
          attempts.push({
            label: `query ${p.name}=${value.slice(0, 20)}`,
            url: `${op.path.replace(/\{[^}]+\}/g, '1')}?${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`,
          });
        if (p.in === 'path') attempts.push({ label: `caminho ${p.name}=${value.slice(0, 20)}`, url: urlOf(op, value) });
      }
      const strings =
        (p.schema?.type ?? 'string') === 'string' ||
        (Array.isArray(p.schema?.type) && p.schema.type.includes('string'));
      if (!strings) continue;
      for (const { label, escaped, header } of malformedEscapes) {
        if (p.in === 'header') {
          if (header !== undefined)
            attempts.push({ label: `cabeçalho ${p.name}: ${label}`, headers: { [p.name]: header }, refused: true });
        } else
          attempts.push({
            label: `${p.in === 'path' ? 'caminho' : 'query'} ${p.name}: ${label}`,
            url: urlWith(op, p.name, p.in, escaped),
            refused: true,
          });
      }
      if (p.schema?.maxLength !== undefined) {
        const overlong = overlongFor(p.schema);
        if (p.in === 'header')
          attempts.push({ label: `cabeçalho ${p.name}: longo demais`, headers: { [p.name]: overlong }, refused: true });
        else
          attempts.push({
            label: `${p.in === 'path' ? 'caminho' : 'query'} ${p.name}: longo demais`,
            url: urlWith(op, p.name, p.in, overlong),
            refused: true,
          });
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
        else if (r.status >= 400 && (typeof r.body?.message !== 'string' || r.body.message.length === 0))
          failures.push(`${where}: no message`);
        else if (r.status >= 400 && (await eventCount()) !== before)
          failures.push(`${where}: rejected, yet events were appended`);
        else if (attempt.refused && (r.status < 400 || r.status >= 500))
          failures.push(`${where}: accepted text that is not text (or too long)`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(100);
    // Thousands of sequential requests: room for a loaded CI machine.
  }, 600_000);
});
