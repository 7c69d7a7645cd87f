import { likeContainsRaw, pageOf } from '../listing';
import type { Page } from '../listing';
import type { Queryable } from '../queryable';
import { firstRow } from '../queryable';

/** The `packages` read model (packagesProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

export interface AvailablePackage {
  id: number;
  name: string;
  credits: number;
  /** bigint: pg returns it as text. */
  price_cents: string;
}

/** A credit package a provider may buy now (active), or undefined. */
export async function availablePackage(db: Queryable, packageId: number): Promise<AvailablePackage | undefined> {
  return firstRow<AvailablePackage>(
    db,
    'SELECT id, name, credits, price_cents FROM packages WHERE id = $1 AND status',
    [packageId],
  );
}

/** A credit package as the admin and the providers' list read it. */
export interface PackageRow {
  id: number;
  name: string;
  credits: number;
  demands: number;
  /** bigint: pg returns it as text. */
  price_cents: string;
  status: boolean;
}

const COLUMNS = 'id, name, credits, demands, price_cents, status';

/** The admin's list, newest first: one page, and how many match `name` (contains, accent- and case-free; null: all). */
export async function listPackages(
  db: Queryable,
  page: number,
  perPage: number,
  searchName: string | null,
): Promise<Page<PackageRow>> {
  const where = 'FROM packages WHERE ($1::text IS NULL OR search_name LIKE $1)';
  return pageOf<PackageRow>(
    db,
    `SELECT ${COLUMNS} ${where} ORDER BY id DESC`,
    where,
    [searchName === null ? null : likeContainsRaw(searchName)],
    page,
    perPage,
  );
}

export async function findPackage(db: Queryable, packageId: number): Promise<PackageRow | undefined> {
  return (await db.query<PackageRow>(`SELECT ${COLUMNS} FROM packages WHERE id = $1`, [packageId])).rows[0];
}

/** The packages offered to providers (active), cheapest first. */
export async function activePackages(db: Queryable): Promise<PackageRow[]> {
  return (await db.query<PackageRow>(`SELECT ${COLUMNS} FROM packages WHERE status ORDER BY price_cents, id`)).rows;
}
