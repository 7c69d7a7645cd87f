import type pg from 'pg';
import { allProjections } from '@conectasst/projections/allProjections';

/** One checksum per read-model table: the md5 of its rows in a stable order. */
export async function readModelChecksums(db: pg.Pool | pg.Client): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const projection of allProjections) {
    for (const table of projection.tables) {
      const result = await db.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
      );
      sums[table] = `${result.rows[0].n}:${result.rows[0].sum}`;
    }
  }
  return sums;
}
