import type { Order } from '@conectasst/common/api/checkout';
import type { Queryable } from '../queryable';
import { firstRow } from '../queryable';

/** The `wallets`, `orders` and `wallet_reservations` read models (walletProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

export interface OrderByToken {
  id: number;
  /** bigint: pg returns it as text. */
  price_cents: string;
}

/** The order a checkout token belongs to (the sandbox checkout page), or undefined. */
export async function orderByToken(db: Queryable, token: string): Promise<OrderByToken | undefined> {
  return firstRow<OrderByToken>(db, 'SELECT id, price_cents FROM orders WHERE token = $1', [token]);
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

/** An order as its provider reads it (`/v1/checkout/orders`, the sandbox page). */
export interface OrderRow {
  id: number;
  package_name: string;
  credits: number;
  /** bigint: pg returns it as text. */
  price_cents: string;
  status: Order['status'];
  method: Order['method'];
  created_at: Date;
  pix_code: string | null;
  pix_expires_at: Date | null;
  /** bigint: the money given back so far (partial refunds, or the price once reversed; ADR 0168). */
  refunded_cents: string;
  credits_taken: number;
}

/** A PIX charge past its 30 minutes reads as 'pix_expired' (the rule is the order's; the clock is the database's). */
const ORDER_COLUMNS = `id, package_name, credits, price_cents,
  CASE WHEN status = 'pix' AND pix_expires_at <= now() THEN 'pix_expired' WHEN status = 'paid' AND refunded_cents > 0 THEN 'partially_refunded' ELSE status END AS status,
  method, created_at, pix_code, pix_expires_at, refunded_cents, credits_taken`;

/** The provider's latest orders, newest first, at most `limit`. */
export async function ordersOf(db: Queryable, providerId: string, limit: number): Promise<OrderRow[]> {
  return (
    await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE provider_id = $1 ORDER BY id DESC LIMIT $2`, [
      providerId,
      limit,
    ])
  ).rows;
}

/** The order of a checkout token, as its provider reads it. */
export async function orderViewByToken(db: Queryable, token: string): Promise<OrderRow | undefined> {
  return (await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE token = $1`, [token])).rows[0];
}
