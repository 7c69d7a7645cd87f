import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

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
    const results = await Promise.allSettled(
      Array.from({ length: Math.max(1, Math.min(lanes, statements.length)) }, lane),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
  await run(deferred.definitions);
}

const NEEDS_ESCAPE = /[\\\n\r\t]/;
const escapeCopy = (text: string) =>
  NEEDS_ESCAPE.test(text)
    ? text.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'))
    : text;

/** One value in COPY's text format: `\N` for null, backslash escapes, arrays as array literals (issue #20 item 7). */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return String(value);
    case 'string':
      return escapeCopy(value);
    case 'boolean':
      return value ? 't' : 'f';
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return escapeCopy(
      `{${value.map((v: unknown) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`,
    );
  return escapeCopy(JSON.stringify(value));
}

/**
 * Writes rows into a table with `COPY … FROM STDIN` (pg-copy-streams): for the fresh tables of a rebuild, where no row
 * can conflict, it skips what a multi-row `INSERT` costs (parameters parsed, speculative insertion of `ON CONFLICT`).
 * `rows` hold the values in the order of `columns`.
 */
export async function copyRows(
  db: PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const chunks = function* () {
    // About 1 MB per chunk: the stream is fed without building one string of the whole batch.
    let chunk = '';
    for (const row of rows) {
      chunk += `${row.map(copyValue).join('\t')}\n`;
      if (chunk.length > 1 << 20) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  };
  await pipeline(Readable.from(chunks()), db.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
}

/**
 * The keys a bulk session has written, by group (a provider, a record): a key seen again is skipped, as the live
 * `INSERT … ON CONFLICT DO NOTHING` skips it, instead of failing the `COPY` on the primary key.
 */
export class WrittenKeys {
  private readonly groups = new Map<string, Set<number>>();

  /** True the first time `(group, n)` is offered. */
  first(group: string, n: number): boolean {
    const seen = this.groups.get(group) ?? new Set<number>();
    if (seen.size === 0) this.groups.set(group, seen);
    if (seen.has(n)) return false;
    seen.add(n);
    return true;
  }
}
