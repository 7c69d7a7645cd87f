import type { Pool } from 'pg';
import type { Queryable } from '../queryable';
import type { Area, PublicArea } from '@conectasst/common/api/areas';
import { nameFilter } from '../listing';
import type { Page } from '../listing';

interface AreaRow {
  id: number;
  name: string;
  status: boolean;
}

const toArea = (row: AreaRow): Area => ({ id: row.id, name: row.name, status: row.status, visible: row.status });

export async function listAreas(pool: Pool, page: number, perPage: number, name?: string): Promise<Page<Area>> {
  const filter = nameFilter(name);
  const result = await pool.query<AreaRow & { total: string }>(
    `SELECT id, name, status, count(*) OVER () AS total FROM areas
      WHERE ($1::text IS NULL OR search_name LIKE $1)
      ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && page > 1) {
    const count = await pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM areas WHERE ($1::text IS NULL OR search_name LIKE $1)`,
      [filter],
    );
    total = Number(count.rows[0]!.total);
  }
  return { rows: result.rows.map(toArea), total };
}

export async function findArea(pool: Pool, id: number): Promise<Area | undefined> {
  const result = await pool.query<AreaRow>('SELECT id, name, status FROM areas WHERE id = $1', [id]);
  return result.rows[0] ? toArea(result.rows[0]) : undefined;
}

/** Areas offered to the public and to providers: the active ones. */
export async function listPublicAreas(pool: Pool): Promise<PublicArea[]> {
  const result = await pool.query<AreaRow>('SELECT id, name, status FROM areas WHERE status ORDER BY id');
  return result.rows.map((row) => ({ id: row.id, name: row.name, visible: row.status }));
}

/** Which of `ids` are active areas (a provider's profile may only name those). */
export async function activeAreaIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const result = await db.query<{ id: number }>(
    'SELECT id FROM areas WHERE status AND id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return result.rows.map((row) => row.id);
}

/** The active areas by name (the demand list's area filter). */
export async function activeAreasByName(db: Queryable): Promise<{ id: number; name: string }[]> {
  const result = await db.query<{ id: number; name: string }>('SELECT id, name FROM areas WHERE status ORDER BY name');
  return result.rows;
}
