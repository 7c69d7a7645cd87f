import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition } from '@conectasst/events/envelope';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../test-support/testDatabase';
import { areasProjection } from './areas/areasProjection';
import { readModelVersions, versioned } from './readModelVersions';
import { ProjectionRunner } from './runner';

/** ADR 0174: a read model's version moves with its rows, in their transaction, and not with every event of the log. */
describe(`read model versions (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let pool: Pool;
  let runner: ProjectionRunner;
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });

  const append = async (stream: string, events: Parameters<typeof catalogue.encode>[0][]): Promise<LogPosition> => {
    const encoded = await Promise.all(events.map((e) => catalogue.encode(e, { userId: 'admin-1', role: 'admin' })));
    return (await store.append(stream, encoded, 'any')).position;
  };
  const versionOfAreas = async () => (await readModelVersions(pool, ['areas'])).get('areas')!.version;
  const applied = async (position: LogPosition) => expect(await runner.waitFor(position, 10_000)).toBe(true);

  beforeAll(async () => {
    database = await createTestDatabase('versions');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 5 });
    pool = createPool(database.url, 5);
    runner = new ProjectionRunner({ store, pool, decoder: catalogue, projections: [versioned(areasProjection)] });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('moves when a batch of its own events changed its rows; stays when only its checkpoint moved; moves when a rebuild swaps its tables in', async () => {
    expect(await versionOfAreas()).toBe(0n);
    await applied(
      await append(areaStream(1), [{ type: 'AreaCreated', data: { areaId: 1, name: 'Segurança do Trabalho' } }]),
    );
    const afterArea = await versionOfAreas();
    expect(afterArea).toBeGreaterThan(0n);

    // An NR event is not one of the areas read model's: its checkpoint moves, its version does not.
    await applied(await append(nrStream(1), [{ type: 'NrCreated', data: { nrId: 1, name: 'NR-1', areaId: 1 } }]));
    expect(await versionOfAreas()).toBe(afterArea);

    await runner.rebuild('areas');
    expect(await versionOfAreas()).toBeGreaterThan(afterArea);
  });

  it('reads version 0 for a read model never changed, and for every name when the table does not exist yet', async () => {
    expect((await readModelVersions(pool, ['nunca'])).get('nunca')).toEqual({ version: 0n, changedAt: new Date(0) });
    const bare = await createTestDatabase('versions_bare');
    const barePool = createPool(bare.url, 1);
    try {
      expect((await readModelVersions(barePool, ['areas'])).get('areas')!.version).toBe(0n);
    } finally {
      await barePool.end();
      await bare.drop();
    }
  });
});
