import { BRASILIA_TIME_ZONE } from '@conectasst/common/text/brazilianFormats';
import type { Page } from '../listing';
import { pageOf, personNameSql } from '../listing';
import type { Queryable } from '../queryable';

/** The `credit_ledger` read model (creditLedgerProjection.ts), for the admin's statement and alerts (ADR 0132). */

/** SQL condition "occurred in [from, to]" with whole days in São Paulo; pushes its parameters. */
export function periodCondition(column: string, params: unknown[], from?: string, to?: string): string {
  const parts: string[] = [];
  if (from) {
    params.push(from);
    parts.push(`${column} >= ($${params.length}::date)::timestamp AT TIME ZONE '${BRASILIA_TIME_ZONE}'`);
  }
  if (to) {
    params.push(to);
    parts.push(`${column} < ($${params.length}::date + 1)::timestamp AT TIME ZONE '${BRASILIA_TIME_ZONE}'`);
  }
  return parts.length ? ` AND ${parts.join(' AND ')}` : '';
}

/** One line of a partner's statement, with the demand, order and admin it names. */
export interface LedgerRow {
  seq: number;
  kind: string;
  event_type: string;
  occurred_at: Date;
  change: number;
  balance_after: number;
  credits: number | null;
  demand_id: number | null;
  demand_title: string | null;
  order_id: number | null;
  package_name: string | null;
  method: string | null;
  /** bigint: pg returns it as text. */
  price_cents: string | null;
  balance_before: number | null;
  reason: string | null;
  actor_id: string | null;
  actor_role: string | null;
  admin_name: string | null;
  /** bigint: the money a partial refund (or the full reversal after one) gave back (ADR 0168). */
  refunded_cents: string | null;
}

/** Which lines of the statement: one partner, days [from, to] in São Paulo, the kinds (all when empty). */
export interface LedgerFilter {
  partnerId: string;
  from?: string;
  to?: string;
  kind?: string[];
}

/** `FROM credit_ledger l [joins] WHERE …` of the filter; pushes its parameters. */
function fromWhere(f: LedgerFilter, params: unknown[], joins = ''): string {
  params.push(f.partnerId);
  let sql = `FROM credit_ledger l ${joins} WHERE l.provider_id = $${params.length}`;
  sql += periodCondition('l.occurred_at', params, f.from, f.to);
  if (f.kind?.length) {
    params.push(f.kind);
    sql += ` AND l.kind = ANY($${params.length}::text[])`;
  }
  return sql;
}

const LEDGER_SELECT = `
  SELECT l.seq, l.kind, l.event_type, l.occurred_at, l.change, l.balance_after, l.credits, l.demand_id, d.title AS demand_title,
         l.order_id, o.package_name, l.method, l.price_cents, l.balance_before, l.reason, l.actor_id, l.actor_role, l.refunded_cents,
         CASE WHEN l.actor_role = 'admin' THEN ${personNameSql('a', 'NULL')} END AS admin_name`;
const LEDGER_JOINS = `
    LEFT JOIN orders o ON o.id = l.order_id
    LEFT JOIN demands d ON d.id = l.demand_id
    LEFT JOIN users a ON l.actor_role = 'admin' AND a.id::text = l.actor_id`;

/** One page of a partner's statement, oldest first (the last line carries the current balance). */
export async function ledgerRowsPage(
  db: Queryable,
  f: LedgerFilter,
  page: number,
  perPage: number,
): Promise<Page<LedgerRow>> {
  const params: unknown[] = [];
  const where = fromWhere(f, params);
  return pageOf<LedgerRow>(
    db,
    `${LEDGER_SELECT} ${fromWhere(f, [], LEDGER_JOINS)} ORDER BY l.seq`,
    where,
    params,
    page,
    perPage,
  );
}

/** The partner's statement, oldest first, at most `limit` lines (the CSV file). */
export async function ledgerRows(db: Queryable, f: LedgerFilter, limit: number): Promise<LedgerRow[]> {
  const params: unknown[] = [];
  return (
    await db.query<LedgerRow>(
      `${LEDGER_SELECT} ${fromWhere(f, params, LEDGER_JOINS)} ORDER BY l.seq LIMIT ${Math.trunc(limit)}`,
      params,
    )
  ).rows;
}

/** A refund (full or partial) or chargeback of a credited payment (kind 'estorno'), with the partner's balance now. */
export interface PaymentReversalRow {
  occurred_at: Date;
  provider_id: string;
  partner_name: string | null;
  order_id: number | null;
  package_name: string | null;
  reason: string | null;
  credits: number | null;
  change: number;
  /** bigint: pg returns it as text. */
  price_cents: string | null;
  balance_after: number;
  balance_now: number | null;
  /** bigint: the money given back when it is not the price (partial refunds, ADR 0168). */
  refunded_cents: string | null;
}

/** The payment reversals of every partner, newest first, one page. */
export async function paymentReversals(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<Page<PaymentReversalRow>> {
  const where = `FROM credit_ledger l WHERE l.kind = 'estorno'`;
  return pageOf<PaymentReversalRow>(
    db,
    `SELECT l.occurred_at, l.provider_id, ${personNameSql('u')} AS partner_name,
            l.order_id, o.package_name, l.reason, l.credits, l.change, l.price_cents, l.balance_after, w.balance AS balance_now, l.refunded_cents
       FROM credit_ledger l
       LEFT JOIN users u ON u.id = l.provider_id
       LEFT JOIN orders o ON o.id = l.order_id
       LEFT JOIN wallets w ON w.provider_id = l.provider_id
      WHERE l.kind = 'estorno'
      ORDER BY l.occurred_at DESC, l.provider_id, l.seq DESC`,
    where,
    [],
    page,
    perPage,
  );
}
