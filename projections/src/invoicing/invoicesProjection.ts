import { invoiceEvents } from '@conectasst/events/schemas/invoiceEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

/**
 * Each order's NFS-e (ADR 0171, docs/invoicing.md): its state for the provider's "Meus pedidos" (download) and the
 * admin's orders screen, and the due retries for the sweep. One row per order, the current note; notes cancelled
 * before it (a partial refund reissues) kept in `cancelled_notes`.
 */
export const invoicesProjection: Projection<'invoices'> = {
  name: 'invoices',
  tables: ['invoices'],
  eventTypes: typesOf(invoiceEvents),
  schemaVersion: 1,

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.invoices} (
        order_id          integer PRIMARY KEY,
        status            text NOT NULL,
        reference         text NOT NULL,
        amount_cents      integer NOT NULL,
        attempt           integer NOT NULL,
        number            text,
        verification_code text,
        issued_at         text,
        pdf_url           text,
        last_error        text,
        retry_at          timestamptz,
        cancelled_notes   jsonb NOT NULL DEFAULT '[]',
        updated_at        timestamptz NOT NULL
      );
      CREATE INDEX ${t.invoices}_retry_idx ON ${t.invoices} (retry_at) WHERE retry_at IS NOT NULL;
      COMMENT ON TABLE ${t.invoices} IS 'Each order''s NFS-e: requested, issued, failed (retry_at: when it is asked again), rejected, voided, cancelling, cancelled.';
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, invoiceEvents)) {
      const at = event.recordedAt;
      switch (event.type) {
        case 'InvoiceRequested': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.invoices} (order_id, status, reference, amount_cents, attempt, updated_at) VALUES ($1, 'requested', $2, $3, $4, $5)
             ON CONFLICT (order_id) DO UPDATE SET status = 'requested', reference = EXCLUDED.reference, amount_cents = EXCLUDED.amount_cents, attempt = EXCLUDED.attempt,
               last_error = NULL, retry_at = NULL, updated_at = EXCLUDED.updated_at,
               number = CASE WHEN ${t.invoices}.reference = EXCLUDED.reference THEN ${t.invoices}.number END,
               verification_code = CASE WHEN ${t.invoices}.reference = EXCLUDED.reference THEN ${t.invoices}.verification_code END`,
            [d.orderId, d.reference, d.amountCents, d.attempt, at],
          );
          break;
        }
        case 'InvoiceIssued': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.invoices} SET status = 'issued', number = $2, verification_code = $3, issued_at = $4, pdf_url = $5, last_error = NULL, retry_at = NULL, updated_at = $6 WHERE order_id = $1`,
            [d.orderId, d.number, d.verificationCode, d.issuedAt, d.pdfUrl ?? null, at],
          );
          break;
        }
        case 'InvoiceIssueFailed': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.invoices} SET status = CASE WHEN $3::timestamptz IS NULL THEN 'rejected' ELSE 'failed' END, last_error = $2, retry_at = $3, updated_at = $4 WHERE order_id = $1`,
            [d.orderId, d.reason, d.retryAt ?? null, at],
          );
          break;
        }
        case 'InvoiceVoided': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.invoices} (order_id, status, reference, amount_cents, attempt, updated_at) VALUES ($1, 'voided', $2, 0, 0, $3)
             ON CONFLICT (order_id) DO UPDATE SET status = 'voided', retry_at = NULL, updated_at = EXCLUDED.updated_at`,
            [d.orderId, `order-${d.orderId}`, at],
          );
          break;
        }
        case 'InvoiceCancellationRequested': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.invoices} SET status = 'cancelling', attempt = $2, last_error = NULL, retry_at = NULL, updated_at = $3 WHERE order_id = $1`,
            [d.orderId, d.attempt, at],
          );
          break;
        }
        case 'InvoiceCancelled': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.invoices} SET status = 'cancelled', retry_at = NULL, updated_at = $2,
               cancelled_notes = cancelled_notes || jsonb_build_array(jsonb_build_object('reference', reference, 'number', number, 'verificationCode', verification_code, 'amountCents', amount_cents, 'cancelledAt', $3::text))
             WHERE order_id = $1`,
            // The time twice: a timestamptz and the text kept in the JSON (one parameter cannot be both types).
            [d.orderId, at, at.toISOString()],
          );
          break;
        }
        case 'InvoiceCancellationFailed': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.invoices} SET last_error = $2, retry_at = $3, updated_at = $4 WHERE order_id = $1`,
            [d.orderId, d.reason, d.retryAt ?? null, at],
          );
          break;
        }
        default:
          exhaustive(event);
      }
    }
  },
};
