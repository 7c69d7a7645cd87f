import type { Pool, QueryResultRow } from 'pg';

/**
 * What a read model's query functions need: anything with pg's `query` (the read models' pool, or a client inside a
 * transaction). The `<model>Queries.ts` files beside each projection take one; both the query-service routes and the
 * command side's ReadModelLookups call them (ADR 0132).
 */
export type Queryable = Pick<Pool, 'query'>;

/** The first row `sql` answers, or undefined when it answers none. */
export async function firstRow<R extends object>(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<R | undefined> {
  return (await db.query<R & QueryResultRow>(sql, params)).rows[0];
}
