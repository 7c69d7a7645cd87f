import { comparePositions, formatPosition } from '@conectasst/events/envelope';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { useRunnerDatabase } from '../../test-support/runnerDatabase';
import { areasProjection } from './areas/areasProjection';

describe(`projection runner (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  const bench = useRunnerDatabase('runner');
  const { append } = bench;
  const newRunner = () => bench.newRunner({ projections: [areasProjection], batchSize: 7 });
  const rows = async () => (await bench.pool.query('SELECT id, name, search_name, status FROM areas ORDER BY id')).rows;

  it('given area events, the runner folds them into rows and waits for a position before answering', async () => {
    const runner = newRunner();
    await runner.start();
    await append(areaStream(1), [{ type: 'AreaCreated', data: { areaId: 1, name: 'Segurança do Trabalho' } }]);
    await append(areaStream(2), [
      { type: 'AreaCreated', data: { areaId: 2, name: 'Saúde Ocupacional' } },
      { type: 'AreaDeactivated', data: { areaId: 2 } },
    ]);
    const last = await append(areaStream(1), [
      { type: 'AreaRenamed', data: { areaId: 1, name: 'Segurança', previousName: 'Segurança do Trabalho' } },
    ]);
    expect(await runner.waitFor(last, 5_000)).toBe(true);
    expect(comparePositions(runner.position(), last)).toBeGreaterThanOrEqual(0);
    expect(await rows()).toEqual([
      { id: 1, name: 'Segurança', search_name: 'seguranca', status: true },
      { id: 2, name: 'Saúde Ocupacional', search_name: 'saude ocupacional', status: false },
    ]);
  });

  it('waitFor gives up after its bounded wait when the position is never reached', async () => {
    const runner = newRunner();
    await runner.start();
    await runner.caughtUp();
    const future = { commit: runner.position().commit + 1_000_000n, prepare: 1n };
    expect(await runner.waitFor(future, 50)).toBe(false);
  });

  it('resumes from its checkpoint after a restart: nothing applied twice, nothing skipped', async () => {
    const first = newRunner();
    await first.start();
    await first.caughtUp();
    await first.stop();
    const position = await append(areaStream(3), [{ type: 'AreaCreated', data: { areaId: 3, name: 'Ergonomia' } }]);
    const second = newRunner();
    await second.start();
    expect(await second.waitFor(position, 5_000)).toBe(true);
    // A replayed AreaCreated would hit the primary key and fail the batch: the row count proves exactly-once.
    expect((await rows()).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('rebuilding the areas projection from position 0 yields the same rows, twice in a row, while a live runner follows', async () => {
    const live = newRunner();
    await live.start();
    await live.caughtUp();
    const before = await rows();
    const first = await newRunner().rebuild('areas');
    expect(first.events).toBe(5);
    expect(await rows()).toEqual(before);
    await newRunner().rebuild('areas');
    expect(await rows()).toEqual(before);

    const position = await append(areaStream(4), [
      { type: 'AreaCreated', data: { areaId: 4, name: 'Higiene Ocupacional' } },
    ]);
    expect(await live.waitFor(position, 5_000)).toBe(true);
    expect((await rows()).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    const leftover = await bench.pool.query("SELECT to_regclass('areas__rebuild') IS NULL AS gone");
    expect(leftover.rows[0].gone).toBe(true);
    expect(formatPosition(live.position())).toMatch(/^\d+\.\d+$/);
  });

  it('replays the log into new tables when the projection schema version changes', async () => {
    const first = newRunner();
    await first.start();
    await first.caughtUp();
    await first.stop();
    const before = await rows();
    await bench.pool.query('UPDATE areas SET name = $1', ['corrompido']);
    const v2 = { ...areasProjection, schemaVersion: 2 };
    const runner = bench.newRunner({ projections: [v2] });
    await runner.start();
    await runner.caughtUp();
    expect(await rows()).toEqual(before);
    const stored = await bench.pool.query("SELECT schema_version FROM projection_checkpoints WHERE name = 'areas'");
    expect(stored.rows[0].schema_version).toBe(2);
  });

  it('refuses to rebuild a projection it does not know', async () => {
    await expect(newRunner().rebuild('nao-existe')).rejects.toThrow(/Unknown projection nao-existe/);
  });
});
