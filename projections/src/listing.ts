import { toSearchText } from '@conectasst/common/text/searchText';
import type { Queryable } from './queryable';

/**
 * The pieces every read model's list queries share (ADR 0140): a page of rows with how many there are in all, the
 * "contains" filter over a `search_name` column, and a person's display name out of `users`.
 */

/** A page of rows and how many rows the list has in all. */
export interface Page<R> {
  rows: R[];
  total: number;
}

/** The LIKE pattern "contains `text`", with a typed % or _ matching itself. `text` is searched as typed. */
export const likeContainsRaw = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The LIKE pattern "contains `text`", accent- and case-free (the `search_name` columns hold `toSearchText`). */
export const likeContains = (text: string) => likeContainsRaw(toSearchText(text));

/** The name filter of an admin list: the pattern for `search_name LIKE $n`, or null (no filter) when blank. */
export const nameFilter = (name: string | undefined): string | null =>
  name && name.trim() ? likeContains(name) : null;

/** `LIMIT … OFFSET …` of page `page` (from 1) of `perPage` rows; both are integers the caller validated. */
export const pageClause = (page: number, perPage: number) =>
  `LIMIT ${Math.trunc(perPage)} OFFSET ${(Math.trunc(page) - 1) * Math.trunc(perPage)}`;

/**
 * One page of `selectSql` (which ends in its ORDER BY) and the count of `fromWhereSql` (`FROM … WHERE …`), both over
 * the same parameters, read at the same time.
 */
export async function pageOf<R extends object>(
  db: Queryable,
  selectSql: string,
  fromWhereSql: string,
  params: unknown[],
  page: number,
  perPage: number,
): Promise<Page<R>> {
  const [rows, count] = await Promise.all([
    db.query<R>(`${selectSql} ${pageClause(page, perPage)}`, params),
    db.query<{ n: string }>(`SELECT count(*) AS n ${fromWhereSql}`, params),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]!.n) };
}

/** SQL: the display name of the `users` row aliased `alias` — "name surname", or `fallback` (an SQL expression) when blank. */
export const personNameSql = (alias: string, fallback = `${alias}.corporate_name`) =>
  `coalesce(nullif(trim(coalesce(${alias}.name, '') || ' ' || coalesce(${alias}.surname, '')), ''), ${fallback})`;

/**
 * An admin queue (credentials, lead reports): the rows of one status, the waiting ones (`waitingStatus`) oldest first
 * and the others newest first, or all of them newest first; at most `limit`. `selectSql` has no WHERE of its own.
 */
export async function queueByStatus<R extends object>(
  db: Queryable,
  selectSql: string,
  columns: { status: string; at: string },
  status: string,
  waitingStatus: string,
  limit: number,
): Promise<R[]> {
  const order = `ORDER BY ${columns.at} ${status === waitingStatus ? 'ASC' : 'DESC'}`;
  const found =
    status === 'all'
      ? await db.query<R>(`${selectSql} ${order} LIMIT $1`, [limit])
      : await db.query<R>(`${selectSql} WHERE ${columns.status} = $1 ${order} LIMIT $2`, [status, limit]);
  return found.rows;
}
