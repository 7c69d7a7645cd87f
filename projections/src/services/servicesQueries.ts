import type { Pool } from 'pg';
import type { Queryable } from '../queryable';
import type { SearchResult, Service } from '@conectasst/common/api/services';
import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import { normalizeNrNumbers } from '@conectasst/common/rules/serviceRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import { nameFilter, pageOf } from '../listing';
import type { Page } from '../listing';

interface ServiceRow {
  id: number;
  name: string;
  area_id: number;
  area_name: string | null;
  nr_ids: number[];
  nrs: { id: number; name: string }[];
  status: boolean;
  applicability: Service['applicability'];
  signing: Service['signing'];
}

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  area: row.area_id,
  area_name: row.area_name,
  nr: row.nr_ids,
  nrs: row.nrs,
  status: row.status,
  applicability: row.applicability,
  signing: row.signing,
});

// NRs deleted after the service was saved simply drop out of `nrs`.
const SELECT = `
  SELECT s.id, s.name, s.area_id, a.name AS area_name, s.nr_ids, s.status, s.applicability, s.signing,
         COALESCE((SELECT json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.id)
                     FROM nrs n WHERE n.id = ANY(s.nr_ids)), '[]'::json) AS nrs
    FROM services s LEFT JOIN areas a ON a.id = s.area_id`;

export async function listServices(pool: Pool, page: number, perPage: number, name?: string): Promise<Page<Service>> {
  const where = 'WHERE ($1::text IS NULL OR s.search_name LIKE $1)';
  const { rows, total } = await pageOf<ServiceRow>(
    pool,
    `${SELECT} ${where} ORDER BY s.id DESC`,
    `FROM services s ${where}`,
    [nameFilter(name)],
    page,
    perPage,
  );
  return { rows: rows.map(toService), total };
}

export async function findService(pool: Pool, id: number): Promise<Service | undefined> {
  const result = await pool.query<ServiceRow>(`${SELECT} WHERE s.id = $1`, [id]);
  return result.rows[0] ? toService(result.rows[0]) : undefined;
}

/** Active services the admin has marked as obligations (the diagnosis reads only these), in catalogue order. */
export async function listServicesWithApplicability(pool: Pool): Promise<Service[]> {
  const result = await pool.query<ServiceRow>(`${SELECT} WHERE s.status AND s.applicability IS NOT NULL ORDER BY s.id`);
  return result.rows.map(toService);
}

/** The active services among `ids`, with their names (a demand may only ask for those). */
export async function activeServicesByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  const result = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM services WHERE status AND id = ANY($1::int[])',
    [ids],
  );
  return result.rows;
}

/** Active services marked for the diagnosis, with their NRs' names, in catalogue order (the CNAE pages). */
export async function markedServicesWithNrNames(
  db: Queryable,
): Promise<{ id: number; name: string; applicability: Applicability; nrs: string[] }[]> {
  const rows = await db.query<{ id: number; name: string; applicability: Applicability; nrs: string[] | null }>(
    `SELECT s.id, s.name, s.applicability, (SELECT array_agg(n.name ORDER BY n.id) FROM nrs n WHERE n.id = ANY(s.nr_ids)) AS nrs
       FROM services s WHERE s.status AND s.applicability IS NOT NULL ORDER BY s.id`,
  );
  return rows.rows.map((r) => ({ id: r.id, name: r.name, applicability: r.applicability, nrs: r.nrs ?? [] }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active services whose name — or the name of one of their NRs — contains every word typed (case and accents
 * ignored; "nr 35" reads "nr-35"). Names that start with the text come first.
 */
export async function searchServices(db: Queryable, text: string, limit: number): Promise<SearchResult[]> {
  const normalized = toSearchText(normalizeNrNumbers(text));
  const words = normalized.split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return [];
  const patterns = words.map((word) => `%${escapeLike(word)}%`);
  const result = await db.query<{ id: number; name: string }>(
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

/** The active services with their former names, area's name, NRs, diagnosis reason and last change (the landing pages), by id. */
type LandingServiceRow = {
  id: number;
  name: string;
  former_names: string[];
  area_id: number;
  area_name: string | null;
  nr_ids: number[];
  reason: string | null;
  /** Who may sign it (ADR 0169), null = anyone. */
  signing: Service['signing'];
  updated_at: Date;
};

export async function activeServicesForLanding(db: Queryable): Promise<LandingServiceRow[]> {
  const rows = await db.query<LandingServiceRow>(
    `SELECT s.id, s.name, s.former_names, s.area_id, a.name AS area_name, s.nr_ids, s.applicability->>'reason' AS reason, s.signing, s.updated_at
       FROM services s LEFT JOIN areas a ON a.id = s.area_id
      WHERE s.status ORDER BY s.id`,
  );
  return rows.rows;
}

/** When the catalogue (services or NRs) last changed, or undefined when both are empty (the sitemap's dates). */
export async function catalogueLastChange(db: Queryable): Promise<Date | undefined> {
  const r = await db.query<{ at: Date | null }>(
    `SELECT greatest((SELECT max(updated_at) FROM services), (SELECT max(updated_at) FROM nrs)) AS at`,
  );
  return r.rows[0]?.at ?? undefined;
}

/** When a service marked for the diagnosis last changed, or undefined when none is (the CNAE pages' date). */
export async function markedServicesLastChange(db: Queryable): Promise<Date | undefined> {
  const r = await db.query<{ at: Date | null }>(
    `SELECT max(updated_at) AS at FROM services WHERE applicability IS NOT NULL`,
  );
  return r.rows[0]?.at ?? undefined;
}
