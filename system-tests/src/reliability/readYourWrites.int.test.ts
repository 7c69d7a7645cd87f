/**
 * Read-your-writes on the command side and at the edge of the log (issue #18 items 10 and 11, ADR 0113): a command
 * that looks a record up in a read model honours X-Min-Position like a query does; a position beyond the head of the
 * log is refused; every wait is counted in /metrics.
 */
import request from 'supertest';
import { formatPosition, parsePosition } from '@conectasst/events/envelope';
import { createLogger } from '@conectasst/platform/logger';
import { testFiscalData } from '../../../test-support/fiscalData';
import type { TestApi } from '../../../test-support/testApp';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, testConfig } from '../../../test-support/testApp';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { sample } from '../../../test-support/prometheus';
import { campinasDemand, fileConfirmedDemand } from '../../../test-support/demands';
import type { System } from '@conectasst/host/system';
import { startSystem } from '@conectasst/host/system';

/**
 * The product as deployed apart, on one database: the projections first (they create the read models), then the APIs
 * without them.
 */
async function startProjectionsThenApis(
  config: ReturnType<typeof testConfig>,
  databaseUrl: string,
): Promise<{ projections: System; api: System }> {
  const logger = createLogger(config.logLevel);
  const projections = await startSystem({
    config,
    databaseUrl,
    logger,
    parts: ['projections'],
    service: 'projections',
  });
  const api = await startSystem({ config, databaseUrl, logger, parts: ['commands', 'queries'], service: 'api' });
  return { projections, api };
}

const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');
const adminLogin = `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`;

describe(`read-your-writes for commands and the head of the log (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let seq = 0;
  const app = () => request(api.system.app);
  const signupBody = (email: string) => ({
    name: 'Lia',
    surname: 'Prado',
    phone: '(11) 98765-4321',
    email,
    password: 'segredo1',
  });

  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);
  afterAll(async () => api.stop());

  it('given a sign-up, when the same client asks at once for a recovery code carrying X-Position as X-Min-Position, then the account is found (20 times)', async () => {
    for (let i = 0; i < 20; i++) {
      const email = `recupera${++seq}@exemplo.com.br`;
      const signup = await app().post('/v1/auth').send(signupBody(email)).expect(201);
      // Each from its own address: recovery is limited to 10 per address in 15 min.
      const recovery = await app()
        .post('/v1/recovery/password')
        .set('X-Forwarded-For', `10.18.10.${i}`)
        .set('X-Min-Position', positionOf(signup))
        .send({ email });
      expect([recovery.status, recovery.body.message]).toEqual([200, expect.any(String)]);
      expect(recovery.headers['x-consistency']).toBeUndefined();
    }
  });

  it('given a checkout, when the provider pays at once carrying its X-Position, then the order is found (10 times)', async () => {
    const signup = await app()
      .post('/v1/auth')
      .send(signupBody(`compra${++seq}@exemplo.com.br`))
      .expect(201);
    const auth = `Bearer ${signup.body.token}`;
    const pkg = (
      await app()
        .get('/v1/dashboard/packages')
        .set('Authorization', auth)
        .set('X-Min-Position', positionOf(signup))
        .expect(200)
    ).body.data[0] as { id: number };
    await app().put('/v1/fiscal-data').set('Authorization', auth).send(testFiscalData('Comprador')).expect(200);
    for (let i = 0; i < 10; i++) {
      const checkout = await app()
        .post('/v1/checkout')
        .set('Authorization', auth)
        .send({ product_id: pkg.id })
        .expect(201);
      const paid = await app()
        .post('/v1/checkout/sandbox/pay')
        .set('X-Min-Position', positionOf(checkout))
        .send({ token: checkout.body.token, method: 'card' });
      expect(paid.status).toBe(200);
    }
  });

  it('given an admin who creates a package and a FAQ, when each is edited or shown at once carrying X-Position as X-Min-Position, then it is found (20 rounds)', async () => {
    const admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', adminLogin).expect(200)).body.token}`;
    for (let i = 0; i < 20; i++) {
      const pkg = await app()
        .post('/v1/admin/packages')
        .set('Authorization', admin)
        .send({ name: `Pacote ${i}`, credits: 10, ndemanda: 2, price: 50 })
        .expect(201);
      const edited = await app()
        .put('/v1/admin/packages')
        .set('Authorization', admin)
        .set('X-Min-Position', positionOf(pkg))
        .send({ id: pkg.body.data.id, name: `Pacote ${i} editado`, status: false });
      expect([edited.status, edited.body.message]).toEqual([200, 'Registro salvo com sucesso']);

      const faq = await app()
        .post('/v1/pages')
        .set('Authorization', admin)
        .send({ title: `Pergunta ${i}`, description: 'Resposta' })
        .expect(201);
      const shown = await app()
        .get('/v1/pages/item')
        .query({ common_questions_id: faq.body.data.id })
        .set('X-Min-Position', positionOf(faq));
      expect([shown.status, shown.body.data?.title, shown.headers['x-consistency']]).toEqual([
        200,
        `Pergunta ${i}`,
        undefined,
      ]);
      const faqEdited = await app()
        .put('/v1/pages')
        .query({ page: 'common_questions' })
        .set('Authorization', admin)
        .set('X-Min-Position', positionOf(faq))
        .send({ id: faq.body.data.id, title: `Pergunta ${i} editada`, description: 'Resposta' });
      expect([faqEdited.status, faqEdited.body.message]).toEqual([200, 'Registro salvo com sucesso']);
    }
  });

  it('given two sign-ups with one e-mail at the same moment, then exactly one account is created and the other is told "Usuário já existe" (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `gemeos${++seq}@exemplo.com.br`;
      const answers = await Promise.all([0, 1].map(() => app().post('/v1/auth').send(signupBody(email))));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
        message: 'Usuário já existe',
        data: 'User already exists.',
      });
    }
  });

  it("given a confirmed demand, when its requester files again at once carrying the confirmation's position (10 times, two of them at the same moment), then 'Email já cadastrado'", async () => {
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const demand = (email: string, serviceIndex: number) => campinasDemand([services[serviceIndex]!.id], email);
    for (let i = 0; i < 10; i++) {
      const email = `pedido${++seq}@metalurgica.com.br`;
      const confirmed = await fileConfirmedDemand(api, demand(email, 0));
      // Another service: not a duplicate, only the open-demand rule can refuse it. Each round from its own address
      // (filing is limited per address).
      const file = () =>
        app()
          .post('/v1/demanda')
          .set('X-Forwarded-For', `10.18.12.${i}`)
          .set('X-Min-Position', confirmed.position)
          .send(demand(email, 1));
      const answers = i < 2 ? await Promise.all([file(), file()]) : [await file()];
      for (const again of answers)
        expect([again.status, again.body]).toEqual([
          409,
          { message: 'O e-mail informado já existe', data: 'Email já cadastrado' },
        ]);
    }
  });

  it('an X-Min-Position beyond the head of the log is refused with 400 on queries and commands; the head itself is served', async () => {
    const head = await api.system.store.headPosition();
    const beyond = formatPosition({ commit: head.commit + 1_000_000n, prepare: 1n });
    const query = await app().get('/v1/packages').set('X-Min-Position', beyond).expect(400);
    expect(query.body.message).toBe(
      'Cabeçalho X-Min-Position posterior à última gravação: envie uma posição recebida em X-Position.',
    );
    const command = await app()
      .post('/v1/recovery/password')
      .set('X-Forwarded-For', '10.18.11.1')
      .set('X-Min-Position', beyond)
      .send({ email: 'ninguem@exemplo.com.br' })
      .expect(400);
    expect(command.body.message).toBe(query.body.message);
    const served = await app().get('/v1/packages').set('X-Min-Position', formatPosition(head)).expect(200);
    expect(served.headers['x-consistency']).toBeUndefined();
    // A position written after the head was last read is not mistaken for a future one.
    const signup = await app()
      .post('/v1/auth')
      .send(signupBody(`depois${++seq}@exemplo.com.br`))
      .expect(201);
    expect(parsePosition(positionOf(signup))).toBeDefined();
    await app().get('/v1/packages').set('X-Min-Position', positionOf(signup)).expect(200);
  });

  it('/metrics counts the waits by outcome', async () => {
    const before = (await app().get('/metrics').expect(200)).text;
    const count = (text: string, outcome: string) =>
      sample(text, 'conectasst_read_your_writes_waits_total', { service: 'standalone', outcome }) ?? 0;
    const head = formatPosition(await api.system.store.headPosition());
    await Promise.all(
      Array.from({ length: 5 }, () => app().get('/v1/packages').set('X-Min-Position', head).expect(200)),
    );
    const after = (await app().get('/metrics').expect(200)).text;
    const counted = ['immediate', 'reached', 'stale'].reduce(
      (sum, outcome) => sum + count(after, outcome) - count(before, outcome),
      0,
    );
    expect(counted).toBe(5);
    expect(count(after, 'stale') - count(before, 'stale')).toBe(0);
    expect(sample(after, 'conectasst_read_your_writes_waiting_positions', { service: 'standalone' })).toBe(0);
  });
});

describe(`read-your-writes when the projections run in another process (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: { url: string; drop(): Promise<void> };
  let api: System;
  let projections: System;

  beforeAll(async () => {
    database = await createTestDatabase('ryw_split');
    // The APIs' waits go to the process's one poll loop over the stored checkpoints.
    ({ projections, api } = await startProjectionsThenApis(testConfig(), database.url));
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await projections?.stop();
    await database?.drop();
  });

  it('given 50 reads waiting at once for a fresh write, then each sees it, the waits are counted and one poll loop served them', async () => {
    const signup = await request(api.app)
      .post('/v1/auth')
      .send({
        name: 'Rui',
        surname: 'Lima',
        phone: '(11) 98765-4321',
        email: 'rui.split@exemplo.com.br',
        password: 'segredo1',
      })
      .expect(201);
    const auth = `Bearer ${signup.body.token}`;
    const reads = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(api.app).get('/v1/auth/me').set('Authorization', auth).set('X-Min-Position', positionOf(signup)),
      ),
    );
    expect(reads.map((r) => [r.status, r.headers['x-consistency'], r.body.userData?.email])).toEqual(
      Array(50).fill([200, undefined, 'rui.split@exemplo.com.br']),
    );
    const text = (await request(api.app).get('/metrics').expect(200)).text;
    const counted = ['immediate', 'reached', 'stale'].map(
      (outcome) => sample(text, 'conectasst_read_your_writes_waits_total', { service: 'api', outcome }) ?? 0,
    );
    expect(counted[0]! + counted[1]!).toBe(50);
    expect(counted[2]).toBe(0);
    // The APIs' process read the checkpoints itself (no projections here to wake it in memory).
    expect(sample(text, 'conectasst_read_your_writes_polls', { service: 'api' })).toBeGreaterThan(0);
    expect(sample(text, 'conectasst_read_your_writes_waiting_positions', { service: 'api' })).toBe(0);
  });
});

describe(`read-your-writes when the read side does not reach the write in time (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: { url: string; drop(): Promise<void> };
  let api: System | undefined;
  let admin = '';

  beforeAll(async () => {
    database = await createTestDatabase('ryw_behind');
    // The projections build the read models (the administrator seeded by the APIs among them), then stop: nothing
    // moves the read side afterwards.
    const started = await startProjectionsThenApis(testConfig({ readYourWritesTimeoutMs: 300 }), database.url);
    const projections = started.projections;
    api = started.api;
    await projections.runner.waitFor(await projections.store.headPosition(), 30_000);
    const login = await request(api.app).get('/v1/auth').set('Authorization', adminLogin).expect(200);
    admin = `Bearer ${login.body.token}`;
    await projections.stop();
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  it('given a FAQ just created, when it is shown carrying its X-Position and the wait times out, then 503 with Retry-After, never a 404 for the record just written', async () => {
    const app = () => request(api!.app);
    const faq = await app()
      .post('/v1/pages')
      .set('Authorization', admin)
      .send({ title: 'Pergunta nova', description: 'Resposta' })
      .expect(201);
    const shown = await app()
      .get('/v1/pages/item')
      .query({ common_questions_id: faq.body.data.id })
      .set('X-Min-Position', positionOf(faq));
    expect([shown.status, shown.body.message, shown.headers['retry-after'], shown.headers['x-consistency']]).toEqual([
      503,
      'Os dados ainda estão sendo atualizados. Tente novamente em instantes.',
      '1',
      'stale',
    ]);
    // Without the header nobody asked for the write: the read model answers what it holds.
    const unasked = await app().get('/v1/pages/item').query({ common_questions_id: faq.body.data.id });
    expect([unasked.status, unasked.body.message]).toEqual([404, 'Pergunta não encontrada.']);
    // A command that reads its own stream is not affected by the read side being behind.
    const pkg = await app()
      .post('/v1/admin/packages')
      .set('Authorization', admin)
      .send({ name: 'Pacote atrasado', credits: 5, ndemanda: 1, price: 20 })
      .expect(201);
    const edited = await app()
      .put('/v1/admin/packages')
      .set('Authorization', admin)
      .set('X-Min-Position', positionOf(pkg))
      .send({ id: pkg.body.data.id, name: 'Pacote atrasado 2', status: true });
    expect([edited.status, edited.headers['x-consistency']]).toEqual([200, 'stale']);
  });
});
