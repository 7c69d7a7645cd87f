import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START, comparePositions, formatPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { pollingSubscription } from '@conectasst/events/pollingSubscription';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import type { Pool } from 'pg';
import { createTestDatabase } from '../../test-support/testDatabase';
import { areasProjection } from './areas/areasProjection';
import { readCheckpoints } from './checkpoints';
import type { EventDecoder, Projection } from './projection';
import { ProjectionRunner } from './runner';

/**
 * The store, counting its readers: every `readAll` and the positions it returned, and every subscription opened.
 * Its subscription is the same polling subscription the PostgreSQL store uses, woken by this wrapper's appends.
 */
function countingStore(store: PostgresEventStore) {
  const wakeUps = new Set<() => void>();
  const counts = { subscriptions: 0, reads: [] as string[][] };
  const readAll = async (from: LogPosition, limit: number): Promise<RecordedEvent[]> => {
    const batch = await store.readAll(from, limit);
    counts.reads.push(batch.map((e) => formatPosition(e.position)));
    return batch;
  };
  const wrapped: EventStore = {
    supportsAtomicMultiStreamAppend: store.supportsAtomicMultiStreamAppend,
    append: async (...args) => {
      const result = await store.append(...args);
      for (const wake of wakeUps) wake();
      return result;
    },
    appendMany: (appends) => store.appendMany(appends),
    read: (streamId, options) => store.read(streamId, options),
    readAll,
    headPosition: () => store.headPosition(),
    subscribe: (from, handler, options) => {
      counts.subscriptions += 1;
      return pollingSubscription(
        {
          readAll,
          headPosition: () => store.headPosition(),
          onWakeUp: (callback) => {
            wakeUps.add(callback);
            return () => wakeUps.delete(callback);
          },
        },
        from,
        handler,
        { pollIntervalMs: 100, ...options },
      );
    },
    close: async () => undefined,
  };
  /** How many reads of the log returned the event at `position`. */
  const readsOf = (position: LogPosition) =>
    counts.reads.filter((batch) => batch.includes(formatPosition(position))).length;
  return { store: wrapped, counts, readsOf };
}

/**
 * A read model for these tests: one row per area event it applies, keyed by the event's log position, so an event
 * applied twice fails its batch loudly (primary key) and a skipped one is a missing row. `failing()` makes it throw.
 */
function timelineProjection(name: string, failing: () => boolean = () => false): Projection {
  return {
    name,
    tables: [name],
    eventTypes: ['AreaCreated', 'AreaRenamed'],
    async createTables(db, t) {
      await db.query(
        `CREATE TABLE ${t[name]} (position text PRIMARY KEY, type text NOT NULL, area_id integer NOT NULL)`,
      );
    },
    async apply(db, events, t) {
      if (failing()) throw new Error(`${name}: falha simulada`);
      for (const e of events) {
        await db.query(`INSERT INTO ${t[name]} (position, type, area_id) VALUES ($1, $2, $3)`, [
          formatPosition(e.position),
          e.type,
          e.data.areaId,
        ]);
      }
    },
  };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let postgres: PostgresEventStore;
let pool: Pool;
const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
const runners: ProjectionRunner[] = [];
let nextArea = 1;

/** Positions of the events decoded (personal data decrypted, upcast), once per decoding. */
const decodedPositions: string[] = [];
const countingDecoder: EventDecoder = {
  decodeMany: (events) => {
    decodedPositions.push(...events.map((e) => formatPosition(e.position)));
    return catalogue.decodeMany(events);
  },
};
const newRunner = (store: EventStore, projections: readonly Projection[]) => {
  const runner = new ProjectionRunner({ store, pool, decoder: countingDecoder, projections, batchSize: 5 });
  runners.push(runner);
  return runner;
};
/** One append per area: `AreaCreated`, and `AreaRenamed` for every third. Returns the last position. */
const appendAreas = async (store: EventStore, count: number): Promise<LogPosition> => {
  let last = LOG_START;
  for (let i = 0; i < count; i++) {
    const id = nextArea++;
    const events = [
      { type: 'AreaCreated' as const, data: { areaId: id, name: `Área ${id}` } },
      ...(id % 3 === 0
        ? [{ type: 'AreaRenamed' as const, data: { areaId: id, name: `Área ${id}b`, previousName: `Área ${id}` } }]
        : []),
    ];
    const encoded = await Promise.all(
      events.map((e) => catalogue.encode(e as never, { userId: 'admin-1', role: 'admin' })),
    );
    last = (await store.append(areaStream(id), encoded, 'no_stream')).position;
  }
  return last;
};
const allAreaEvents = async () =>
  (await postgres.readAll(LOG_START, 100_000)).filter((e) => e.type === 'AreaCreated' || e.type === 'AreaRenamed');
const timelineRows = async (name: string) =>
  (await pool.query<{ position: string }>(`SELECT position FROM ${name}`)).rows.map((r) => r.position).sort();
const expectedTimeline = async () => (await allAreaEvents()).map((e) => formatPosition(e.position)).sort();
const areaIds = async () =>
  (await pool.query<{ id: number }>('SELECT id FROM areas ORDER BY id')).rows.map((r) => r.id);
const checkpointOf = async (name: string) => (await readCheckpoints(pool, [name])).get(name)!;
const until = async (condition: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not reached: ${what}`);
};

beforeEach(async () => {
  database = await createTestDatabase('shared_reader');
  postgres = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 5 });
  pool = createPool(database.url, 8);
  nextArea = 1;
  decodedPositions.length = 0;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await postgres.close();
  await pool.end();
  await database.drop();
});

describe(`one log reader for all projections (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('given four projections up with the log, when events are appended one by one, then each event is read from the log and decoded once for all of them', async () => {
    const counting = countingStore(postgres);
    await appendAreas(counting.store, 3);
    const projections = [
      areasProjection,
      timelineProjection('timeline_a'),
      timelineProjection('timeline_b'),
      timelineProjection('timeline_c'),
    ];
    const runner = newRunner(counting.store, projections);
    await runner.start();
    await runner.caughtUp();
    const appended: LogPosition[] = [];
    for (let i = 0; i < 12; i++) {
      appended.push(await appendAreas(counting.store, 1));
      expect(await runner.waitFor(appended.at(-1)!, 5_000)).toBe(true);
    }

    expect(counting.counts.subscriptions).toBe(1);
    // Four subscriptions would have read each event four times.
    expect(appended.map((p) => counting.readsOf(p))).toEqual(appended.map(() => 1));
    // All four read models apply AreaCreated: decoded once for them all.
    expect(appended.map((p) => decodedPositions.filter((d) => d === formatPosition(p)).length)).toEqual(
      appended.map(() => 1),
    );
    expect(runner.modes()).toEqual({
      areas: 'shared',
      timeline_a: 'shared',
      timeline_b: 'shared',
      timeline_c: 'shared',
    });
    for (const name of ['timeline_a', 'timeline_b', 'timeline_c'])
      expect(await timelineRows(name)).toEqual(await expectedTimeline());
    expect(await areaIds()).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const projection of projections)
      expect(formatPosition(await checkpointOf(projection.name))).toBe(formatPosition(appended.at(-1)!));
  });

  it('given a projection far behind the others, when the runner starts, then it catches up from its own checkpoint and joins the shared reader', async () => {
    const counting = countingStore(postgres);
    // The areas read model is up with 40 areas; the timeline is new (its checkpoint at the start of the log).
    const first = newRunner(counting.store, [areasProjection]);
    await first.start();
    await appendAreas(counting.store, 40);
    await first.caughtUp();
    await first.stop();
    const areasAt = await checkpointOf('areas');

    const runner = newRunner(counting.store, [areasProjection, timelineProjection('timeline_new')]);
    await runner.start();
    // The reader starts at the furthest checkpoint: the areas model is fed by it at once, the newcomer catches up.
    expect(runner.modes()).toEqual({ areas: 'shared', timeline_new: 'catching-up' });
    await runner.caughtUp();
    expect(runner.modes()).toEqual({ areas: 'shared', timeline_new: 'shared' });
    expect(await timelineRows('timeline_new')).toEqual(await expectedTimeline());
    expect(formatPosition(await checkpointOf('areas'))).toBe(formatPosition(areasAt));

    // Joined: the next events are read once for both.
    const reads = counting.counts.reads.length;
    const next = await appendAreas(counting.store, 3);
    expect(await runner.waitFor(next, 5_000)).toBe(true);
    const positions = (await postgres.readAll(areasAt, 100)).map((e) => e.position);
    expect(positions.map((p) => counting.readsOf(p))).toEqual(positions.map(() => 1));
    expect(counting.counts.reads.length).toBeGreaterThan(reads);
    expect(await timelineRows('timeline_new')).toEqual(await expectedTimeline());
    expect(await areaIds()).toEqual(Array.from({ length: 43 }, (_, i) => i + 1));
  });
});

describe(`one log reader for all projections: failures, restarts and rebuilds (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('given a projection whose batches fail, then the others keep up with the log, and once it stops failing it resumes from its checkpoint and rejoins', async () => {
    let broken = false;
    const runner = newRunner(postgres, [
      areasProjection,
      timelineProjection('timeline_ok'),
      timelineProjection('timeline_flaky', () => broken),
    ]);
    await runner.start();
    const before = await appendAreas(postgres, 4);
    expect(await runner.waitFor(before, 5_000)).toBe(true);

    broken = true;
    const during = await appendAreas(postgres, 9);
    // The healthy read models reach the newest event while the flaky one is stuck before it.
    await until(
      async () => comparePositions(await checkpointOf('timeline_ok'), during) >= 0,
      'timeline_ok at the newest event',
    );
    await until(async () => comparePositions(await checkpointOf('areas'), during) >= 0, 'areas at the newest event');
    expect(await areaIds()).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(await timelineRows('timeline_ok')).toEqual(await expectedTimeline());
    expect(formatPosition(await checkpointOf('timeline_flaky'))).toBe(formatPosition(before));
    expect(runner.modes().timeline_flaky).toBe('catching-up');
    expect(runner.modes().timeline_ok).toBe('shared');
    // Read-your-writes waits for every read model: not reached while one of them fails.
    expect(await runner.waitFor(during, 100)).toBe(false);

    broken = false;
    expect(await runner.waitFor(during, 15_000)).toBe(true);
    await until(async () => runner.modes().timeline_flaky === 'shared', 'timeline_flaky back on the shared reader');
    const after = await appendAreas(postgres, 2);
    expect(await runner.waitFor(after, 5_000)).toBe(true);
    // Every event once: a replayed one would have failed on the primary key, a skipped one would be missing.
    expect(await timelineRows('timeline_flaky')).toEqual(await expectedTimeline());
    expect(await timelineRows('timeline_ok')).toEqual(await expectedTimeline());
  });

  it('given projections stopped at different positions, when the process restarts, then each resumes from its own checkpoint', async () => {
    const both = () => [areasProjection, timelineProjection('timeline_r')];
    const first = newRunner(postgres, both());
    await first.start();
    await appendAreas(postgres, 6);
    await first.caughtUp();
    await first.stop();
    const timelineAt = await checkpointOf('timeline_r');
    // Only the areas read model runs for a while: its checkpoint moves past the timeline's.
    const alone = newRunner(postgres, [areasProjection]);
    await alone.start();
    const areasOnly = await appendAreas(postgres, 5);
    expect(await alone.waitFor(areasOnly, 5_000)).toBe(true);
    await alone.stop();
    expect(formatPosition(await checkpointOf('timeline_r'))).toBe(formatPosition(timelineAt));
    expect(comparePositions(await checkpointOf('areas'), timelineAt)).toBeGreaterThan(0);

    const last = await appendAreas(postgres, 3);
    const restarted = newRunner(postgres, both());
    await restarted.start();
    expect(await restarted.waitFor(last, 5_000)).toBe(true);
    // The areas model would fail on its primary key if it replayed an AreaCreated; the timeline likewise on its position.
    expect(await areaIds()).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(await timelineRows('timeline_r')).toEqual(await expectedTimeline());
    expect(formatPosition(await checkpointOf('areas'))).toBe(formatPosition(last));
    expect(formatPosition(await checkpointOf('timeline_r'))).toBe(formatPosition(last));
    expect(restarted.modes()).toEqual({ areas: 'shared', timeline_r: 'shared' });
  });

  it('given a rebuild swapping one read model in while the shared reader runs, then that projection follows the rebuild and the others are not held up', async () => {
    const runner = newRunner(postgres, [areasProjection, timelineProjection('timeline_s')]);
    await runner.start();
    await appendAreas(postgres, 8);
    await runner.caughtUp();
    const rebuilt = await newRunner(postgres, [areasProjection, timelineProjection('timeline_s')]).rebuild(
      'timeline_s',
    );
    expect(rebuilt.events).toBe((await expectedTimeline()).length);
    const after = await appendAreas(postgres, 4);
    expect(await runner.waitFor(after, 5_000)).toBe(true);
    expect(await timelineRows('timeline_s')).toEqual(await expectedTimeline());
    expect(await areaIds()).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    await until(async () => runner.modes().timeline_s === 'shared', 'timeline_s back on the shared reader');
  });
});
