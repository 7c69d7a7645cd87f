import type { Queryable } from '../queryable';

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
  const found = await db.query<AvailablePackage>('SELECT id, name, credits, price_cents FROM packages WHERE id = $1 AND status', [packageId]);
  return found.rows[0];
}
