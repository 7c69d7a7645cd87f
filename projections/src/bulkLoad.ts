import type { Pool, PoolClient } from 'pg';

/**
 * The bulk-load part of a rebuild (issue #20 item 7, ADR 0130): the fresh `__rebuild` tables are filled as
 * `pg_restore` fills a database. While the log is replayed into them they carry only the indexes that back a
 * constraint (the primary and unique keys the projections' upserts need); the other indexes are built once, over the
 * filled tables, at the end, with the definitions `createTables` gave them, so what is swapped in has exactly the
 * indexes the live projection has. (UNLOGGED fresh tables were measured and rejected: `SET LOGGED` rewrites them.)
 */
export interface DeferredIndexes {
  tables: readonly string[];
  /** `CREATE INDEX …` statements as `pg_get_indexdef` wrote them (same names, same definitions). */
  definitions: readonly string[];
}

/** Drops the fresh (empty) tables' indexes that back no constraint, returning what `finishBulkLoad` needs to put them back. */
export async function startBulkLoad(db: PoolClient, tables: readonly string[]): Promise<DeferredIndexes> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  for (const index of indexes.rows) await db.query(`DROP INDEX ${index.name}`);
  return { tables, definitions: indexes.rows.map((r) => r.definition) };
}

/** Builds the deferred indexes over the filled tables, `lanes` at a time, each on a connection of its own. */
export async function finishBulkLoad(pool: Pool, deferred: DeferredIndexes, lanes: number): Promise<void> {
  const run = async (statements: readonly string[]) => {
    let next = 0;
    const lane = async () => {
      while (next < statements.length) {
        const statement = statements[next++]!;
        const client = await pool.connect();
        try {
          await client.query(statement);
        } finally {
          client.release();
        }
      }
    };
    const results = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(lanes, statements.length)) }, lane));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
  await run(deferred.definitions);
}
