import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { createLogger } from '@conectasst/platform/logger';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../test-support/testDatabase';
import type { System, TestApi } from '../../../test-support/testApp';
import { startSystem, testConfig } from '../../../test-support/testApp';
import type { Marketplace } from './marketplace';
import { openMarketplace } from './marketplace';

jest.setTimeout(300_000);

/**
 * Issue 33, ADR 0155: an event the `demands` read model cannot apply (here a bug in its SQL for one demand, simulated
 * by a trigger that refuses that demand's row) is parked after the bounded retries; the marketplace goes on (the next
 * demand reaches providers), a restart comes up and listens, and "Reprocessar" after the fix applies it exactly once.
 */
describe(`poison events in the real log (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const config = testConfig();
  let system: System;
  let market: Marketplace;
  let pool: Pool;
  const start = async (overrides: Partial<typeof config> = {}) => {
    system = await startSystem({
      config: { ...config, ...overrides },
      databaseUrl: database.url,
      logger: createLogger(config.logLevel),
    });
    const api: TestApi = { system, config, databaseUrl: database.url, stop: async () => undefined };
    market = await openMarketplace(api);
  };
  const stop = async () => {
    await market.close();
    await system.stop();
  };

  beforeAll(async () => {
    database = await createTestDatabase('poison');
    pool = createPool(database.url, 2);
    await start();
  });
  afterAll(async () => {
    await stop();
    await pool.end();
    await database.drop();
  });

  const contact = (label: string) => ({
    name: 'Maria',
    surname: label,
    corporateName: `Metalúrgica ${label}`,
    department: 'Proprietário(a) / CEO',
    email: `${label.toLowerCase()}@empresa.com.br`,
    phone: '19987654321',
  });
  let poisoned = 0;
  let provider: { auth: string };

  it('the event the demands read model fails on is parked; the next demand still reaches providers', async () => {
    const serviceId = await market.firstServiceId();
    provider = await market.signUpProvider('veneno-prestador');
    // Filed (not yet published); then the simulated bug: the demands read model can no longer update this demand's row.
    const filed = await market.call('post', '/v1/demanda', {
      body: {
        nrs: [serviceId],
        terms: true,
        primary: {
          branchOfTheCompany: 'Indústria',
          companyType: 'Metalúrgica',
          numberOfemployees: '21 a 50',
          maxDate: 'O mais rápido possível',
        },
        location: { UF: 'SP', City: 'Campinas', Street: 'Centro', Contact: 'Sem preferência', About: '' },
        contact: {
          Name: 'Maria',
          Surname: 'Veneno',
          CorporateName: 'Metalúrgica Veneno',
          DepartmentName: 'Proprietário(a) / CEO',
          Email: 'veneno@empresa.com.br',
          ConfirmEmail: 'veneno@empresa.com.br',
          Phone: '19987654321',
        },
      },
    });
    expect(filed.status).toBe(201);
    poisoned = (filed.body as { data: { id: number } }).data.id;
    await system.runner.caughtUp();
    await pool.query(`
      CREATE FUNCTION simulated_bug() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'bug simulado na projeção de demandas'; END $$;
      CREATE TRIGGER simulated_bug BEFORE UPDATE ON demands FOR EACH ROW WHEN (OLD.id = ${poisoned}) EXECUTE FUNCTION simulated_bug();`);
    const admin = await market.adminAuth();
    expect(
      (await market.call('post', '/v1/admin/demanda/publish', { auth: admin, headers: { id: String(poisoned) } }))
        .status,
    ).toBe(200);

    // The next demand: published, and a provider sees it (the read model did not stop at the bad event).
    const next = await market.fileDemand(contact('Seguinte'), serviceId);
    const seen = await market.call('get', `/v1/companys/service/${next.id}`, {
      auth: provider.auth,
      headers: { 'X-Min-Position': next.position },
    });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('x-consistency')).toBeNull();

    // The published demand is not visible (its publication is parked), and the admins see why.
    expect((await market.call('get', `/v1/companys/service/${poisoned}`, { auth: provider.auth })).status).toBe(404);
    const parked = await market.call('get', '/v1/admin/parked-events', { auth: admin });
    expect(parked.status).toBe(200);
    const items = (
      parked.body as {
        data: { data: { consumer: string; eventType: string; error: string; state: string; eventId: string }[] };
        open: number;
      }
    ).data.data;
    expect(items).toEqual([
      expect.objectContaining({
        consumer: 'demands',
        eventType: 'DemandPublished',
        state: 'parked',
        error: 'P0001: bug simulado na projeção de demandas',
      }),
    ]);
    const ready = await market.call('get', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'degraded', degraded: ['parkedEvents'] });
  });

  it('a restart comes up and listens: start-up does not wait on the parked event', async () => {
    await stop();
    await start();
    const server: Server = system.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const health = await fetch(`http://127.0.0.1:${port}/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('"Reprocessar" after the fix applies the parked event exactly once', async () => {
    const admin = await market.adminAuth();
    const list = await market.call('get', '/v1/admin/parked-events', { auth: admin });
    const [{ eventId }] = (list.body as { data: { data: { eventId: string }[] } }).data.data as [{ eventId: string }];
    // The fix is deployed.
    await pool.query('DROP TRIGGER simulated_bug ON demands; DROP FUNCTION simulated_bug();');
    const items = [{ consumer: 'demands', eventId }];
    const [first, second] = await Promise.all([
      market.call('post', '/v1/admin/parked-events/reprocess', { auth: admin, body: { items } }),
      market.call('post', '/v1/admin/parked-events/reprocess', { auth: admin, body: { items } }),
    ]);
    const outcomes = [first, second].map(
      (r) => (r.body as { data: { results: { outcome: string }[] } }).data.results[0]!.outcome,
    );
    expect(outcomes.sort()).toEqual(['not-parked', 'reprocessed']);
    const seen = await market.call('get', `/v1/companys/service/${poisoned}`, { auth: provider.auth });
    expect(seen.status).toBe(200);
    expect(
      (await pool.query('SELECT count(*)::int AS n FROM demands WHERE id = $1 AND published', [poisoned])).rows[0].n,
    ).toBe(1);
    const ready = await market.call('get', '/ready');
    expect(ready.body).toMatchObject({ status: 'ready' });
  });

  it('start-up waits a bounded time for a read model that cannot catch up, then serves; /ready is 503 until it has caught up', async () => {
    await stop();
    // An area appended while the server is down, and the areas table locked: the areas read model cannot apply it.
    const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 1 });
    const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
    await store.append(
      areaStream(900_001),
      [
        await catalogue.encode(
          { type: 'AreaCreated', data: { areaId: 900_001, name: 'Área bloqueada' } },
          { userId: 'test', role: 'admin' },
        ),
      ],
      'any',
    );
    await store.close();
    const lock = await pool.connect();
    try {
      await lock.query('BEGIN; LOCK TABLE areas IN EXCLUSIVE MODE');
      await start({ startupCatchUpMaxMs: 200 });
      expect((await market.call('get', '/v1/health')).status).toBe(200);
      const waiting = await market.call('get', '/ready');
      expect(waiting.status).toBe(503);
      expect(waiting.body).toMatchObject({
        status: 'not-ready',
        checks: { startup: { ok: false, error: 'as projeções ainda estão alcançando o log desde a partida' } },
      });
      await lock.query('COMMIT');
    } finally {
      lock.release();
    }
    await system.runner.caughtUp();
    expect((await market.call('get', '/ready')).body).toMatchObject({ checks: { startup: { ok: true } } });
  });
});
