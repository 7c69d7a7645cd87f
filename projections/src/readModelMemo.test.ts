import type { Queryable } from './queryable';
import { ReadModelMemo } from './readModelMemo';

/** A database holding only `read_model_versions`, whose rows the test moves, counting the version reads. */
function versionsTable(initial: Record<string, number>) {
  const versions = new Map(Object.entries(initial));
  let reads = 0;
  const db = {
    query: async (_sql: string, [names]: [string[]]) => {
      reads += 1;
      return {
        rows: names
          .filter((name) => versions.has(name))
          .map((name) => ({ name, version: String(versions.get(name)), changed_at: new Date(0) })),
      };
    },
  } as unknown as Queryable;
  return {
    db,
    bump: (name: string) => versions.set(name, (versions.get(name) ?? 0) + 1),
    reads: () => reads,
  };
}

describe('values kept while the read models they come from did not change (ADR 0186)', () => {
  it('given a value computed at some versions, when asked again at the same versions, then it is not computed again', async () => {
    const table = versionsTable({ demands: 4, areas: 1 });
    const memo = new ReadModelMemo(['demands', 'areas']);
    const compute = jest.fn(async () => 17);

    expect(await memo.within(table.db)('count', compute)).toBe(17);
    expect(await memo.within(table.db)('count', compute)).toBe(17);

    expect(compute).toHaveBeenCalledTimes(1);
    expect(memo.stats()).toEqual({ hits: 1, misses: 1, entries: 1 });
  });

  it('when any of its read models moved, then the value is computed again and kept at the new versions', async () => {
    const table = versionsTable({ demands: 4, areas: 1 });
    const memo = new ReadModelMemo(['demands', 'areas']);
    let rows = 17;
    const compute = jest.fn(async () => rows);
    await memo.within(table.db)('count', compute);

    rows = 18;
    table.bump('areas');
    expect(await memo.within(table.db)('count', compute)).toBe(18);
    expect(await memo.within(table.db)('count', compute)).toBe(18);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('a read model never changed (no row yet) reads as version 0, and its first change is seen', async () => {
    const table = versionsTable({ demands: 1 });
    const memo = new ReadModelMemo(['demands', 'areas']);
    const compute = jest.fn(async () => 'lista');
    await memo.within(table.db)('areas', compute);
    table.bump('areas');
    await memo.within(table.db)('areas', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('one request reads the versions once, whatever the number of values it asks', async () => {
    const table = versionsTable({ demands: 1, areas: 1 });
    const memo = new ReadModelMemo(['demands', 'areas']);
    const memoized = memo.within(table.db);
    await Promise.all([memoized('a', async () => 1), memoized('b', async () => 2), memoized('c', async () => 3)]);
    expect(table.reads()).toBe(1);
  });

  it('distinct keys are distinct values; beyond its size the least recently used goes first', async () => {
    const table = versionsTable({ demands: 1 });
    const memo = new ReadModelMemo(['demands'], 2);
    const computed: string[] = [];
    const ask = (key: string) =>
      memo.within(table.db)(key, async () => {
        computed.push(key);
        return key;
      });
    await ask('uf=SP');
    await ask('uf=RJ');
    await ask('uf=SP'); // used last: uf=RJ is now the least recently used
    await ask('uf=BA'); // a third key drops uf=RJ
    await ask('uf=SP');
    await ask('uf=RJ');
    expect(computed).toEqual(['uf=SP', 'uf=RJ', 'uf=BA', 'uf=RJ']);
    expect(memo.stats().entries).toBe(2);
  });

  it('a computation that fails keeps nothing: the next request computes again', async () => {
    const table = versionsTable({ demands: 1 });
    const memo = new ReadModelMemo(['demands']);
    await expect(
      memo.within(table.db)('count', async () => {
        throw new Error('conexão perdida');
      }),
    ).rejects.toThrow('conexão perdida');
    expect(await memo.within(table.db)('count', async () => 3)).toBe(3);
    expect(memo.stats().entries).toBe(1);
  });
});
