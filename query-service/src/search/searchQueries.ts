import type { Pool } from 'pg';
import type { SearchResult } from '@conectasst/common/api/services';
import { normalizeNrNumbers } from '@conectasst/common/rules/serviceRules';
import { toSearchText } from '@conectasst/common/text/searchText';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active services whose name — or the name of one of their NRs — contains every word typed (case and accents
 * ignored; "nr 35" reads "nr-35"). Names that start with the text come first.
 */
export async function searchServices(pool: Pool, text: string, limit: number): Promise<SearchResult[]> {
  const normalized = toSearchText(normalizeNrNumbers(text));
  const words = normalized.split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return [];
  const patterns = words.map((word) => `%${escapeLike(word)}%`);
  const result = await pool.query<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM services s
      WHERE s.status
        AND (SELECT bool_and(s.search_name LIKE p OR EXISTS (SELECT 1 FROM nrs n WHERE n.id = ANY(s.nr_ids) AND n.search_name LIKE p))
               FROM unnest($1::text[]) AS p)
      ORDER BY (s.search_name LIKE $2) DESC, s.name
      LIMIT $3`,
    [patterns, `${escapeLike(normalized)}%`, limit],
  );
  return result.rows.map((row) => ({ id: row.id, title: row.name }));
}
