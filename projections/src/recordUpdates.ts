import { toSearchText } from '@conectasst/common/text/searchText';
import type { Queryable } from './queryable';

/**
 * One record of a catalogue read model (areas, NRs, services, packages, posts, pages) changed by an event — renamed,
 * moved, switched on or off, edited: `UPDATE <table> SET <columns>, updated_at = <at> WHERE id = <id>`. The column
 * names are the projection's own, never input; the values are parameters.
 */
export async function updateRecord(
  db: Queryable,
  table: string,
  id: number,
  columns: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const names = Object.keys(columns);
  const assignments = [...names, 'updated_at'].map((name, i) => `${name} = $${i + 2}`).join(', ');
  await db.query(`UPDATE ${table} SET ${assignments} WHERE id = $1`, [id, ...Object.values(columns), at]);
}

/** A record's name and the lower-case, accent-free copy its "contains" search reads (projections/src/listing.ts). */
export const nameColumns = (name: string) => ({ name, search_name: toSearchText(name) });
