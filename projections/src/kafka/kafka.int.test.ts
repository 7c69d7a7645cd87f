import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import type { Pool } from 'pg';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { areasProjection } from '../areas/areasProjection';
import type { Projection } from '../projection';
import { ProjectionRunner } from '../runner';
import { CheckpointPollingWaiter, readProjectionPositions } from '../consistency';
import { KafkaProjectionRunner } from './kafkaProjectionRunner';
import { KafkaRelay } from './relay';

const brokers = process.env.KAFKA_BROKERS;
const kafkaLocal = path.resolve(__dirname, '../../../deploy/kafka-local');

/** Test read model: one row per event id with the number of times it was applied (must end at 1 for every event). */
const ledgerProjection: Projection<'kafka_test_ledger'> = {
  name: 'kafka_test_ledger',
  tables: ['kafka_test_ledger'],
  eventTypes: areasProjection.eventTypes,
  async createTables(db, t) {
    await db.query(`CREATE TABLE ${t.kafka_test_ledger} (event_id uuid PRIMARY KEY, applied integer NOT NULL)`);
  },
  async apply(db, events, t) {
    await db.query(
      `INSERT INTO ${t.kafka_test_ledger} (event_id, applied) SELECT unnest($1::uuid[]), 1
       ON CONFLICT (event_id) DO UPDATE SET applied = ${t.kafka_test_ledger}.applied + 1`,
      [events.map((e) => e.id)],
    );
  },
};

async function until(check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the read models');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const kafkaFor = (list: string) =>
  new Kafka({
    clientId: 'conectasst-test',
    brokers: list.split(','),
    logLevel: logLevel.NOTHING,
    retry: { retries: 30, initialRetryTime: 100, maxRetryTime: 2_000 },
  });

/** A fresh database, event store and pool per test, the relays and consumers it starts stopped after it. */
function useKafkaWorld() {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let pool: Pool;
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
  const cleanups: (() => Promise<void>)[] = [];
  let nextAreaId = 1;

  /** Appends `count` areas, each created, renamed and toggled (4 events per stream). */
  const appendAreas = async (count: number): Promise<number> => {
    for (let i = 0; i < count; i++) {
      const areaId = nextAreaId++;
      const events: Parameters<typeof catalogue.encode>[0][] = [
        { type: 'AreaCreated', data: { areaId, name: `Área ${areaId}` } },
        { type: 'AreaRenamed', data: { areaId, name: `Área ${areaId} renomeada`, previousName: `Área ${areaId}` } },
        { type: 'AreaDeactivated', data: { areaId } },
        { type: 'AreaActivated', data: { areaId } },
      ];
      const encoded = await Promise.all(events.map((e) => catalogue.encode(e, { userId: 'admin-1', role: 'admin' })));
      await store.append(areaStream(areaId), encoded, 'no_stream');
    }
    return count * 4;
  };
  const areaRows = async () => (await pool.query('SELECT id, name, search_name, status FROM areas ORDER BY id')).rows;
  const ledger = async () =>
    (
      await pool.query<{ events: number; most: number | null }>(
        'SELECT count(*)::int AS events, max(applied) AS most FROM kafka_test_ledger',
      )
    ).rows[0]!;
  /** The rows a store-fed rebuild from position 0 gives: what the Kafka-fed read model must equal. */
  const rowsFromTheLog = async () => {
    const expected = new ProjectionRunner({ store, pool, decoder: catalogue, projections: [areasProjection] });
    const live = await areaRows();
    await expected.rebuild('areas');
    const rebuilt = await areaRows();
    return { live, rebuilt };
  };
  /** Both Kafka-fed read models (each its own consumer group) have applied the whole log. */
  const bothApplied = async (topic: string, timeoutMs = 90_000) => {
    const waiter = new CheckpointPollingWaiter(pool, [areasProjection.name, ledgerProjection.name], 50, {
      kind: 'kafka',
      topic,
    });
    expect(await waiter.waitFor(await store.headPosition(), timeoutMs)).toBe(true);
  };
  const startRelay = async (kafka: Kafka, topic: string) => {
    const relay = new KafkaRelay({
      store,
      kafka,
      databaseUrl: database.url,
      topic,
      name: topic,
      batchSize: 50,
      standbyRetryMs: 200,
    });
    cleanups.push(() => relay.stop());
    await relay.start();
    return relay;
  };
  const startConsumer = async (kafka: Kafka, topic: string, group: string, counter?: { applied: number }) => {
    const runner = new KafkaProjectionRunner({
      kafka,
      pool,
      decoder: catalogue,
      store,
      topic,
      groupPrefix: group,
      projections: [areasProjection, ledgerProjection],
      onApplied: (_name, applied) => {
        if (counter) counter.applied += applied;
      },
    });
    cleanups.push(() => runner.stop());
    await runner.start();
    return runner;
  };

  beforeEach(async () => {
    database = await createTestDatabase('kafka');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 5, pollIntervalMs: 50 });
    pool = createPool(database.url, 8);
    nextAreaId = 1;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await store.close();
    await pool.end();
    await database.drop();
  });
  return {
    get store() {
      return store;
    },
    get pool() {
      return pool;
    },
    cleanups,
    appendAreas,
    areaRows,
    ledger,
    rowsFromTheLog,
    bothApplied,
    startRelay,
    startConsumer,
  };
}

if (!brokers) {
  describe('Kafka relay and Kafka-fed projections', () => {
    it.skip('skipped: KAFKA_BROKERS is not set (deploy/kafka-local/start.sh starts a local broker)', () => undefined);
  });
} else {
  describe(`Kafka relay and Kafka-fed projections: relays and consumer groups (broker ${brokers})`, () => {
    const w = useKafkaWorld();

    it('relays every event exactly once into the read models, end to end, and only one relay is active', async () => {
      const kafka = kafkaFor(brokers);
      const topic = `test-events-${randomUUID()}`;
      const total = await w.appendAreas(30);
      // Started at the same moment: exactly one becomes active.
      const [a, b] = await Promise.all([w.startRelay(kafka, topic), w.startRelay(kafka, topic)]);
      const relay = await Promise.race([a.active.then(() => a), b.active.then(() => b)]);
      const standby = relay === a ? b : a;
      await w.startConsumer(kafka, topic, `g-${randomUUID()}-`);
      const live = await w.appendAreas(10);
      await until(async () => (await w.ledger()).events === total + live);
      await w.bothApplied(topic);
      await relay.caughtUp();
      expect(relay.published()).toBe(total + live);
      expect(standby.published()).toBe(0);
      const stored = await w.pool.query('SELECT published FROM kafka_relay_checkpoints WHERE name = $1', [topic]);
      expect(Number(stored.rows[0].published)).toBe(total + live);
      expect(await w.ledger()).toEqual({ events: total + live, most: 1 });
      const { live: rows, rebuilt } = await w.rowsFromTheLog();
      expect(rows).toHaveLength(40);
      expect(rows).toEqual(rebuilt);

      // The active relay goes away: the standby takes over from the durable checkpoint and republishes nothing old.
      await relay.stop();
      await standby.active;
      const more = await w.appendAreas(5);
      await until(async () => (await w.ledger()).events === total + live + more);
      expect(standby.published()).toBe(total + live + more);
      expect((await w.ledger()).most).toBe(1);
    }, 120_000);

    it('two consumers in one group share the partitions and give the same rows as a single consumer', async () => {
      const kafka = kafkaFor(brokers);
      const topic = `test-events-${randomUUID()}`;
      const group = `g-${randomUUID()}-`;
      const total = await w.appendAreas(60);
      await w.startRelay(kafka, topic);
      const first = { applied: 0 };
      const second = { applied: 0 };
      await Promise.all([w.startConsumer(kafka, topic, group, first), w.startConsumer(kafka, topic, group, second)]);
      const live = await w.appendAreas(20);
      await until(async () => (await w.ledger()).events === total + live);
      await w.bothApplied(topic);
      expect(await w.ledger()).toEqual({ events: total + live, most: 1 });
      // Each projection's group split the 3 partitions between the two members.
      expect(first.applied).toBeGreaterThan(0);
      expect(second.applied).toBeGreaterThan(0);
      // onApplied runs just after each commit: wait for the last call, then no event was applied twice.
      await until(async () => first.applied + second.applied >= 2 * (total + live));
      expect(first.applied + second.applied).toBe(2 * (total + live));
      const { live: rows, rebuilt } = await w.rowsFromTheLog();
      expect(rows).toHaveLength(80);
      expect(rows).toEqual(rebuilt);
    }, 120_000);
  });

  describe(`Kafka relay and Kafka-fed projections: read-your-writes and a broker restart (broker ${brokers})`, () => {
    const w = useKafkaWorld();

    it('read-your-writes (X-Min-Position) waits on the Kafka-fed positions: watermarks carry idle partitions along', async () => {
      const kafka = kafkaFor(brokers);
      const topic = `test-events-${randomUUID()}`;
      const waiter = new CheckpointPollingWaiter(w.pool, [areasProjection.name, ledgerProjection.name], 20, {
        kind: 'kafka',
        topic,
      });
      await w.appendAreas(3);
      const written = await w.store.headPosition();
      // Nothing consumes the topic yet: the wait runs out and says so.
      expect(await waiter.waitFor(written, 200)).toBe(false);
      await w.startRelay(kafka, topic);
      await w.startConsumer(kafka, topic, `g-${randomUUID()}-`);
      expect(await waiter.waitFor(written, 60_000)).toBe(true);
      expect((await w.ledger()).events).toBe(12);

      // One more stream: its 4 events land in one partition; the other partitions only see the watermark.
      await w.appendAreas(1);
      const next = await w.store.headPosition();
      expect(await waiter.waitFor(next, 60_000)).toBe(true);
      // Once the wait says yes, the rows are there (the positions move in the read models' transactions).
      expect((await w.areaRows()).map((r) => r.id)).toEqual([1, 2, 3, 4]);
      const positions = await readProjectionPositions(w.pool, [areasProjection.name], { kind: 'kafka', topic });
      expect(positions.get(areasProjection.name)).toEqual(next);
    }, 120_000);

    it('a broker stopped and restarted mid-stream loses nothing and applies nothing twice', async () => {
      // A broker of its own, so stopping it does not disturb other suites.
      const runDir = mkdtempSync(path.join(tmpdir(), 'kafka-restart-'));
      const env = { ...process.env, KAFKA_RUN_DIR: runDir, KAFKA_PORT: '0', KAFKA_HEAP: '-Xmx256m -Xms64m' };
      const own = execFileSync(path.join(kafkaLocal, 'start.sh'), { env, encoding: 'utf8' }).trim();
      const port = own.split(':')[1]!;
      w.cleanups.push(async () => {
        execFileSync(path.join(kafkaLocal, 'stop.sh'), { env });
        rmSync(runDir, { recursive: true, force: true });
      });
      const kafka = kafkaFor(own);
      const topic = `test-events-${randomUUID()}`;
      const before = await w.appendAreas(20);
      await w.startRelay(kafka, topic);
      await w.startConsumer(kafka, topic, `g-${randomUUID()}-`);
      await until(async () => (await w.ledger()).events === before);

      execFileSync(path.join(kafkaLocal, 'stop.sh'), { env });
      const whileDown = await w.appendAreas(10);
      execFileSync(path.join(kafkaLocal, 'start.sh'), { env: { ...env, KAFKA_PORT: port }, encoding: 'utf8' });
      const after = await w.appendAreas(10);

      await until(async () => (await w.ledger()).events === before + whileDown + after, 90_000);
      await w.bothApplied(topic);
      expect(await w.ledger()).toEqual({ events: before + whileDown + after, most: 1 });
      const { live: rows, rebuilt } = await w.rowsFromTheLog();
      expect(rows).toHaveLength(40);
      expect(rows).toEqual(rebuilt);
    }, 150_000);
  });
}
