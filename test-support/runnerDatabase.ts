import type { Pool } from 'pg';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition } from '@conectasst/events/envelope';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { ProjectionRunner } from '@conectasst/projections/runner';
import type { RunnerOptions } from '@conectasst/projections/runner';
import { createTestDatabase } from './testDatabase';

const newCatalogue = () => new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });

export interface RunnerDatabase {
  readonly catalogue: ReturnType<typeof newCatalogue>;
  /** The event store and the read models' pool (set before the first test). */
  readonly store: PostgresEventStore;
  readonly pool: Pool;
  /** Events appended to `stream` as an admin wrote them; the position of the last. */
  append(stream: string, events: Parameters<RunnerDatabase['catalogue']['encode']>[0][]): Promise<LogPosition>;
  /** A runner over this database (not started), stopped after the test that made it. */
  newRunner(options: Omit<RunnerOptions, 'store' | 'pool' | 'decoder'>): ProjectionRunner;
}

/**
 * The bench of a projection runner's tests, on a fresh database named after `name`: an event store, the read models'
 * pool and a catalogue. Call it at the top of a `describe`; the database is dropped after the suite.
 */
export function useRunnerDatabase(name: string): RunnerDatabase {
  const catalogue = newCatalogue();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let pool: Pool;
  const runners: ProjectionRunner[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(name);
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 5 });
    pool = createPool(database.url, 5);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  return {
    catalogue,
    get store() {
      return store;
    },
    get pool() {
      return pool;
    },
    async append(stream, events) {
      const encoded = await Promise.all(events.map((e) => catalogue.encode(e, { userId: 'admin-1', role: 'admin' })));
      return (await store.append(stream, encoded, 'any')).position;
    },
    newRunner(options) {
      const runner = new ProjectionRunner({ store, pool, decoder: catalogue, ...options });
      runners.push(runner);
      return runner;
    },
  };
}
