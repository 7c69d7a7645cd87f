import type { Queryable } from '../queryable';

/** The `wallets`, `orders` and `wallet_reservations` read models (walletProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

export interface OrderByToken {
  id: number;
  /** bigint: pg returns it as text. */
  price_cents: string;
}

/** The order a checkout token belongs to (the sandbox checkout page), or undefined. */
export async function orderByToken(db: Queryable, token: string): Promise<OrderByToken | undefined> {
  const found = await db.query<OrderByToken>('SELECT id, price_cents FROM orders WHERE token = $1', [token]);
  return found.rows[0];
}

export interface OpenReservation {
  reservation_id: string;
  provider_id: string;
  demand_id: number;
}

/** Reservations still open that were made before `before`, oldest first, at most `limit`. */
export async function reservationsOpenSince(db: Queryable, before: Date, limit: number): Promise<OpenReservation[]> {
  const found = await db.query<OpenReservation>(
    'SELECT reservation_id, provider_id, demand_id FROM wallet_reservations WHERE reserved_at < $1 ORDER BY reserved_at LIMIT $2',
    [before, limit],
  );
  return found.rows;
}
