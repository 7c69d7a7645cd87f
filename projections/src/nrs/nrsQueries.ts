import type { Pool } from 'pg';
import type { Queryable } from '../queryable';
import type { Nr } from '@conectasst/common/api/nrs';
import { nameFilter, pageOf } from '../listing';
import type { Page } from '../listing';

interface NrRow {
  id: number;
  name: string;
  area_id: number;
  area_name: string | null;
  status: boolean;
}

const toNr = (row: NrRow): Nr => ({ ...row, visible: row.status });

const SELECT = `SELECT n.id, n.name, n.area_id, a.name AS area_name, n.status FROM nrs n LEFT JOIN areas a ON a.id = n.area_id`;

export async function listNrs(pool: Pool, page: number, perPage: number, name?: string): Promise<Page<Nr>> {
  const where = 'WHERE ($1::text IS NULL OR n.search_name LIKE $1)';
  const { rows, total } = await pageOf<NrRow>(
    pool,
    `${SELECT} ${where} ORDER BY n.id`,
    `FROM nrs n ${where}`,
    [nameFilter(name)],
    page,
    perPage,
  );
  return { rows: rows.map(toNr), total };
}

export async function findNr(pool: Pool, id: number): Promise<Nr | undefined> {
  const result = await pool.query<NrRow>(`${SELECT} WHERE n.id = $1`, [id]);
  return result.rows[0] ? toNr(result.rows[0]) : undefined;
}

/** The active NRs of one area (provider onboarding and profile, the service form). */
export async function listActiveNrsOfArea(pool: Pool, areaId: number): Promise<Nr[]> {
  const result = await pool.query<NrRow>(`${SELECT} WHERE n.area_id = $1 AND n.status ORDER BY n.id`, [areaId]);
  return result.rows.map(toNr);
}

/** Every NR, active or not (`GET /v1/search/all`; the client sorts by id). */
export async function listAllNrs(pool: Pool): Promise<Nr[]> {
  const result = await pool.query<NrRow>(`${SELECT} ORDER BY n.id`);
  return result.rows.map(toNr);
}

/** Which of `nrIds` are active NRs of one of `areaIds` (a provider's profile may only name those). */
export async function activeNrIdsOfAreas(
  db: Queryable,
  nrIds: readonly number[],
  areaIds: readonly number[],
): Promise<number[]> {
  const result = await db.query<{ id: number }>(
    'SELECT id FROM nrs WHERE status AND id = ANY($1::int[]) AND area_id = ANY($2::int[]) ORDER BY id',
    [nrIds, areaIds],
  );
  return result.rows.map((row) => row.id);
}

/** The active NRs with their last change (the landing pages), by id. */
export async function activeNrsWithDates(db: Queryable): Promise<{ id: number; name: string; updated_at: Date }[]> {
  return (
    await db.query<{ id: number; name: string; updated_at: Date }>(
      `SELECT id, name, updated_at FROM nrs WHERE status ORDER BY id`,
    )
  ).rows;
}
