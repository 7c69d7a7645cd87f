import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { SubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { contactStream, contactSubject } from '@conectasst/events/schemas/contactEvents';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { areasProjection } from '../areas/areasProjection';
import { readCheckpoints } from '../checkpoints';
import { contactsProjection } from '../contacts/contactsProjection';
import { ProjectionRunner } from '../runner';
import { decodingWorker } from './decodingWorker';

const contact = (contactId: number, firstName: string) => ({
  type: 'ContactMessageReceived' as const,
  data: {
    contactId,
    firstName,
    lastName: 'Souza',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '(11) 98765-4321',
    uf: 'SP',
    city: 'Campinas',
    subject: 'Orçamento',
    text: 'Como funciona?',
  },
});

/**
 * Issue #20 item 7 (ADR 0150): a rebuild can read and decode the log on a worker thread. Given a PostgreSQL log with
 * personal data (encrypted per subject, keys in the main thread's key store), when a rebuild reads through the
 * decoding thread, then it leaves the rows a rebuild on the main thread leaves; a failure of the thread fails the
 * rebuild with the cause and leaves the read model as it was.
 */
describe(`rebuild with the log read and decoded on a worker thread (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let pool: Pool;
  const keyStore = new MemorySubjectKeyStore();
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
  const projections = [areasProjection, contactsProjection];
  const names = projections.map((p) => p.name);
  const runnerReading = (reading?: ReturnType<typeof decodingWorker>) =>
    new ProjectionRunner({
      store,
      pool,
      decoder: catalogue,
      projections,
      batchSize: 3,
      ...(reading ? { rebuildReading: reading } : {}),
    });
  const append = async (stream: string, events: Parameters<typeof catalogue.encode>[0][]) => {
    await store.append(
      stream,
      await Promise.all(events.map((e) => catalogue.encode(e, { userId: 'admin-1', role: 'admin' }))),
      'any',
    );
  };
  const rows = async () => ({
    areas: (await pool.query('SELECT id, name, status FROM areas ORDER BY id')).rows,
    contacts: (await pool.query('SELECT id, first_name, email, city, subject FROM contact_messages ORDER BY id')).rows,
  });

  beforeAll(async () => {
    database = await createTestDatabase('decoding_worker');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 3, listen: false });
    pool = createPool(database.url, 5);
    await runnerReading().migrate();
    await append(areaStream(1), [{ type: 'AreaCreated', data: { areaId: 1, name: 'Segurança do Trabalho' } }]);
    for (const [id, name] of [
      [1, 'Ana'],
      [2, 'Bruno'],
      [3, 'Carla'],
      [4, 'Davi'],
    ] as const)
      await append(contactStream(id), [contact(id, name)]);
    await append(areaStream(2), [
      { type: 'AreaCreated', data: { areaId: 2, name: 'Saúde Ocupacional' } },
      { type: 'AreaDeactivated', data: { areaId: 2 } },
    ]);
    await append(contactStream(4), [{ type: 'ContactMessageDeleted', data: { contactId: 4 } }]);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('given personal data and area events, the rows equal those of a rebuild on the main thread, personal fields decrypted', async () => {
    const onMainThread = await runnerReading().rebuildMany(names);
    const expected = await rows();
    expect(expected.contacts.map((c) => c.first_name)).toEqual(['Ana', 'Bruno', 'Carla']);

    const reading = decodingWorker({ connectionString: database.url, keyStore });
    const result = await runnerReading(reading).rebuildMany(names);

    expect(result).toEqual(onMainThread);
    expect(await rows()).toEqual(expected);
    expect(reading.time.decodeMs).toBeGreaterThan(0);
  });

  it('given an erased subject, its personal fields rebuild as null (the main thread answers "no key")', async () => {
    await catalogue.erase(contactSubject(2));
    await runnerReading(decodingWorker({ connectionString: database.url, keyStore })).rebuildMany(names);
    expect((await rows()).contacts).toEqual([
      { id: 1, first_name: 'Ana', email: 'ana@example.com', city: 'Campinas', subject: 'Orçamento' },
      { id: 2, first_name: null, email: null, city: null, subject: '' },
      { id: 3, first_name: 'Carla', email: 'carla@example.com', city: 'Campinas', subject: 'Orçamento' },
    ]);
  });

  it('when the key store fails, the rebuild fails with its error and swaps nothing in', async () => {
    const before = await rows();
    const checkpoints = await readCheckpoints(pool, names);
    const failing: SubjectKeyStore = {
      getMany: () => Promise.reject(new Error('key store unreachable')),
      getOrCreate: (subject) => keyStore.getOrCreate(subject),
      erase: (subject) => keyStore.erase(subject),
      isErased: (subject) => keyStore.isErased(subject),
    };
    await expect(
      runnerReading(decodingWorker({ connectionString: database.url, keyStore: failing })).rebuildMany(names),
    ).rejects.toThrow(/decoding thread: Error: the key store failed: key store unreachable/);
    expect(await rows()).toEqual(before);
    expect(await readCheckpoints(pool, names)).toEqual(checkpoints);
  });

  it('given an event whose data breaks its schema, the rebuild fails naming it and the read models stay as they were', async () => {
    const before = await rows();
    const checkpoints = await readCheckpoints(pool, names);
    await store.append(areaStream(3), [{ type: 'AreaCreated', version: 1, data: { areaId: 3 } }], 'any');
    await expect(
      runnerReading(decodingWorker({ connectionString: database.url, keyStore })).rebuildMany(names),
    ).rejects.toThrow(/decoding thread: InvalidEventData: .*AreaCreated/);
    expect(await rows()).toEqual(before);
    expect(await readCheckpoints(pool, names)).toEqual(checkpoints);
  });
});
