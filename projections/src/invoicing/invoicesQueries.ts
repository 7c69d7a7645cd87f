import type { Queryable } from '../queryable';

export interface InvoiceRow {
  order_id: number;
  status: 'requested' | 'issued' | 'failed' | 'rejected' | 'voided' | 'cancelling' | 'cancelled';
  reference: string;
  amount_cents: number;
  attempt: number;
  number: string | null;
  verification_code: string | null;
  issued_at: string | null;
  pdf_url: string | null;
  last_error: string | null;
  retry_at: Date | null;
  cancelled_notes: {
    reference: string;
    number: string | null;
    verificationCode: string | null;
    amountCents: number;
    cancelledAt: string;
  }[];
}

/** The notes of some orders (the provider's "Meus pedidos", the admin's orders screen). */
export async function invoicesOfOrders(db: Queryable, orderIds: readonly number[]): Promise<Map<number, InvoiceRow>> {
  if (orderIds.length === 0) return new Map();
  const found = await db.query<InvoiceRow>('SELECT * FROM invoices WHERE order_id = ANY($1::int[])', [[...orderIds]]);
  return new Map(found.rows.map((row) => [row.order_id, row]));
}

/**
 * Orders whose note's retry time came, or whose claim is older than the lease without an outcome (a crash between
 * claim and record): the retry sweep's, oldest first. The decider (`ClaimRetry`) decides whether each is really due.
 */
export async function invoicesDueForRetry(db: Queryable, now: Date, leaseMs: number, limit = 100): Promise<number[]> {
  const found = await db.query<{ order_id: number }>(
    `SELECT order_id FROM invoices
      WHERE (retry_at IS NOT NULL AND retry_at <= $1)
         OR (status IN ('requested', 'cancelling') AND last_error IS NULL AND updated_at <= $1::timestamptz - make_interval(secs => $2::int / 1000.0))
      ORDER BY coalesce(retry_at, updated_at) LIMIT $3`,
    [now, leaseMs, limit],
  );
  return found.rows.map((row) => row.order_id);
}
