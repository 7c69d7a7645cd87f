import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { useRunnerDatabase } from '../../test-support/runnerDatabase';
import { areasProjection } from './areas/areasProjection';
import { countParkedEvents, describeFailure, isTransientFailure, listParkedEvents } from './parkedEvents';
import type { Projection } from './projection';
import { reprocessParkedEvents } from './reprocessParked';

/** ADR 0155: an event a projection cannot apply is parked after bounded retries; the projection goes on. */
describe(`poison events (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  const bench = useRunnerDatabase('parked');
  const { append, catalogue } = bench;
  /**
   * Streams whose events the fragile projection throws on (a bug in its apply, "fixed" by deleting the stream). Set
   * before the append: keyed by event id, the runner could apply the event before the test had read its id.
   */
  const bug = new Set<string>();
  const fragileAreas: Projection = {
    ...areasProjection,
    async apply(db, events, t) {
      if (events.some((e) => bug.has(e.streamId)))
        throw new Error('areas: bug ao aplicar "dado pessoal" de fulano@example.com');
      await areasProjection.apply(db, events, t as never);
    },
  };
  const parked: string[] = [];

  const newRunner = (projections: Projection[] = [fragileAreas]) =>
    bench.newRunner({
      projections,
      batchSize: 7,
      parkAfter: 2,
      onParked: (p, type) => parked.push(`${p}:${type}`),
    });
  const lastEventId = async (stream: string) => (await bench.store.read(stream)).at(-1)!.id;
  const areaIds = async () =>
    (await bench.pool.query<{ id: number }>('SELECT id FROM areas ORDER BY id')).rows.map((r) => r.id);

  it('given an event PostgreSQL refuses (an area id out of the integer range, 22003), it is parked after the bounded retries and the next event is applied', async () => {
    const runner = newRunner([areasProjection]);
    await runner.start();
    await append(areaStream(1), [{ type: 'AreaCreated', data: { areaId: 1, name: 'Segurança' } }]);
    await append(areaStream(2), [{ type: 'AreaCreated', data: { areaId: 2_147_483_648, name: 'Veneno' } }]);
    const poisonId = await lastEventId(areaStream(2));
    const next = await append(areaStream(3), [{ type: 'AreaCreated', data: { areaId: 3, name: 'Ergonomia' } }]);

    expect(await runner.waitFor(next, 30_000)).toBe(true);
    expect(await areaIds()).toEqual([1, 3]);
    expect(await countParkedEvents(bench.pool)).toEqual(new Map([['areas', 1]]));
    const { items } = await listParkedEvents(bench.pool);
    expect(items).toEqual([
      expect.objectContaining({
        consumer: 'areas',
        eventId: poisonId,
        eventType: 'AreaCreated',
        streamId: 'area-2',
        attempts: 2,
        state: 'parked',
      }),
    ]);
    expect(items[0]!.error).toBe('22003: value "…" is out of range for type integer');
    expect(items[0]!.error).not.toContain('Veneno');
    expect(parked).toEqual(['areas:AreaCreated']);
  });

  it('a restart does not try the parked event again: start-up catches up and the next events are applied', async () => {
    const runner = newRunner([areasProjection]);
    await runner.start();
    await runner.caughtUp();
    const next = await append(areaStream(4), [{ type: 'AreaCreated', data: { areaId: 4, name: 'Higiene' } }]);
    expect(await runner.waitFor(next, 30_000)).toBe(true);
    expect(await areaIds()).toEqual([1, 3, 4]);
    expect((await listParkedEvents(bench.pool)).items[0]!.attempts).toBe(2);
  });

  it('a rebuild leaves the parked event out (it still fails) and yields the same rows', async () => {
    const before = await areaIds();
    const rebuilt = await newRunner([areasProjection]).rebuild('areas');
    expect(rebuilt.events).toBeGreaterThan(0);
    expect(await areaIds()).toEqual(before);
  });

  it('"Reprocessar" after the fix applies the parked event exactly once; while the bug is there it stays parked with one more attempt', async () => {
    const runner = newRunner();
    await runner.start();
    await runner.caughtUp();
    bug.add(areaStream(5));
    await append(areaStream(5), [{ type: 'AreaCreated', data: { areaId: 5, name: 'Ruído' } }]);
    const buggy = await lastEventId(areaStream(5));
    const next = await append(areaStream(6), [{ type: 'AreaCreated', data: { areaId: 6, name: 'Vibração' } }]);
    expect(await runner.waitFor(next, 30_000)).toBe(true);
    expect(await areaIds()).toEqual([1, 3, 4, 6]);
    const row = (await listParkedEvents(bench.pool, { state: 'parked' })).items.find((i) => i.eventId === buggy)!;
    expect(row.error).toBe('areas: bug ao aplicar "…" de …@…');

    const deps = { pool: bench.pool, store: bench.store, decoder: catalogue, projections: [fragileAreas] };
    expect(await reprocessParkedEvents(deps, [{ consumer: 'areas', eventId: buggy }], 'admin-1')).toEqual([
      { consumer: 'areas', eventId: buggy, outcome: 'failed', eventType: 'AreaCreated', position: expect.any(String) },
    ]);
    expect(
      (await listParkedEvents(bench.pool, { state: 'parked' })).items.find((i) => i.eventId === buggy)!.attempts,
    ).toBe(3);

    bug.delete(areaStream(5));
    const [first, second] = await Promise.all([
      reprocessParkedEvents(deps, [{ consumer: 'areas', eventId: buggy }], 'admin-1'),
      reprocessParkedEvents(deps, [{ consumer: 'areas', eventId: buggy }], 'admin-2'),
    ]);
    expect([first![0]!.outcome, second![0]!.outcome].sort()).toEqual(['not-parked', 'reprocessed']);
    // A second AreaCreated for area 5 would hit the primary key: one row is exactly once.
    expect(await areaIds()).toEqual([1, 3, 4, 5, 6]);
    const resolved = (await listParkedEvents(bench.pool, { state: 'reprocessed' })).items;
    expect(resolved).toEqual([
      expect.objectContaining({
        eventId: buggy,
        state: 'reprocessed',
        resolvedBy: expect.stringMatching(/^admin-[12]$/),
      }),
    ]);
    expect(await countParkedEvents(bench.pool)).toEqual(new Map([['areas', 1]]));
  });

  it('a failure of the environment is never blamed on the event: it is retried, not parked', () => {
    expect(isTransientFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isTransientFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientFailure(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isTransientFailure(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false);
    expect(
      describeFailure(Object.assign(new Error('invalid input syntax for type integer: "12a"'), { code: '22P02' })),
    ).toBe('22P02: invalid input syntax for type integer: "…"');
  });
});
