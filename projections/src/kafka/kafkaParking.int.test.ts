import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { formatPosition } from '@conectasst/events/envelope';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import type { EachBatchPayload } from 'kafkajs';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { areasProjection } from '../areas/areasProjection';
import { listParkedEvents } from '../parkedEvents';
import { toMessage } from './eventMessage';
import { KafkaProjectionRunner } from './kafkaProjectionRunner';

/**
 * ADR 0155 in the Kafka-fed runner, without a broker: the consumer's `eachBatch` is called as kafkajs calls it (a batch
 * that throws is delivered again), against the real PostgreSQL read model.
 */
describe(`the Kafka-fed runner parks a poison event (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let pool: Pool;
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });

  beforeAll(async () => {
    database = await createTestDatabase('kafkapark');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 3 });
    pool = createPool(database.url, 3);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('given a batch with an event the read model refuses, after the bounded redeliveries the others are applied and it is parked', async () => {
    for (const areaId of [1, 2_147_483_648, 3]) {
      await store.append(
        areaStream(areaId),
        [
          await catalogue.encode(
            { type: 'AreaCreated', data: { areaId, name: `Área ${areaId}` } },
            { userId: 'admin-1', role: 'admin' },
          ),
        ],
        'any',
      );
    }
    const events = (await Promise.all([1, 2_147_483_648, 3].map((areaId) => store.read(areaStream(areaId))))).flat();
    let eachBatch: ((payload: EachBatchPayload) => Promise<void>) | undefined;
    const commitOffsets = jest.fn(async () => undefined);
    const kafka = {
      admin: () => ({
        connect: async () => undefined,
        disconnect: async () => undefined,
        listTopics: async () => ['t'],
        fetchTopicMetadata: async () => ({ topics: [{ partitions: [{}] }] }),
      }),
      consumer: () => ({
        events: { GROUP_JOIN: 'consumer.group_join' },
        on: () => undefined,
        connect: async () => undefined,
        subscribe: async () => undefined,
        run: async (options: { eachBatch: typeof eachBatch }) => {
          eachBatch = options.eachBatch;
        },
        commitOffsets,
        disconnect: async () => undefined,
      }),
    };
    const parked: string[] = [];
    const runner = new KafkaProjectionRunner({
      kafka: kafka as never,
      pool,
      decoder: catalogue,
      projections: [areasProjection],
      store,
      topic: 't',
      parkAfter: 2,
      onParked: (p, type) => parked.push(`${p}:${type}`),
    });
    await runner.start();
    const payload = {
      batch: {
        topic: 't',
        partition: 0,
        messages: events.map((e, i) => ({ offset: String(i), value: Buffer.from(toMessage(e).value), headers: {} })),
      },
      resolveOffset: () => undefined,
      heartbeat: async () => undefined,
      isRunning: () => true,
      isStale: () => false,
    } as unknown as EachBatchPayload;

    await expect(eachBatch!(payload)).rejects.toThrow(/out of range/);
    await expect(eachBatch!(payload)).rejects.toThrow(/out of range/);
    await eachBatch!(payload);

    expect((await pool.query('SELECT id FROM areas ORDER BY id')).rows.map((r) => r.id)).toEqual([1, 3]);
    expect(parked).toEqual(['areas:AreaCreated']);
    expect((await listParkedEvents(pool)).items).toEqual([
      expect.objectContaining({
        consumer: 'areas',
        eventId: events[1]!.id,
        attempts: 2,
        error: '22003: value "…" is out of range for type integer',
      }),
    ]);
    const stored = await pool.query(
      "SELECT commit_position, prepare_position FROM kafka_projection_positions WHERE projection = 'areas' AND kafka_partition = 0",
    );
    expect(`${stored.rows[0].commit_position}.${stored.rows[0].prepare_position}`).toBe(
      formatPosition(events[2]!.position),
    );
    expect(commitOffsets).toHaveBeenCalledWith([{ topic: 't', partition: 0, offset: '3' }]);
    await runner.stop();
  });
});
