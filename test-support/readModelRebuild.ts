import type { TestApi } from './testApp';

/** Every row of a read-model table, in `orderBy` order (an ORDER BY list: `'1'`, `'reported_at, report_id'`). */
export async function rowsOf(api: TestApi, table: string, orderBy: string): Promise<Record<string, unknown>[]> {
  return (await api.system.readPool.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;
}

/** A read model, the tables it keeps and how to order their rows. */
export type RebuildCase = [projection: string, tables: string[], orderBy: string];

/**
 * DESIGN §1, one test per read model: given the tables filled by the file's history, when the read model is dropped
 * and rebuilt from the log, then its tables hold the same rows. `filled` says which tables the history must have
 * written rows to before the rebuild: the first (the default), every one, or at least one.
 */
export function itRebuildsToTheSameRows(
  api: () => TestApi,
  cases: RebuildCase[],
  filled: 'first' | 'every' | 'some' = 'first',
): void {
  it.each(cases)('%s', async (projection, tables, orderBy) => {
    const before = await Promise.all(tables.map((t) => rowsOf(api(), t, orderBy)));
    if (filled === 'first') expect(before[0]!.length).toBeGreaterThan(0);
    if (filled === 'every') for (const rows of before) expect(rows.length).toBeGreaterThan(0);
    if (filled === 'some') expect(before.some((rows) => rows.length > 0)).toBe(true);
    await api().system.runner.rebuild(projection);
    const after = await Promise.all(tables.map((t) => rowsOf(api(), t, orderBy)));
    expect(after).toEqual(before);
  });
}
