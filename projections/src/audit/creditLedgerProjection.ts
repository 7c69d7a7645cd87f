import type { PoolClient } from 'pg';
import { walletEvents } from '@conectasst/events/schemas/walletEvents';
import { copyRows, WrittenKeys } from '../bulkLoad';
import type { ProjectedEvent, Projection, TableNames, TypedEvent } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

type WalletEvent = TypedEvent<(typeof walletEvents)[number]>;

/** A ledger line's own columns: the kind, how it moves the available balance, and what the event states. */
type Line = Pick<LedgerRow, 'kind' | 'change'> &
  Partial<
    Pick<
      LedgerRow,
      | 'credits'
      | 'demand_id'
      | 'reservation_id'
      | 'order_id'
      | 'package_id'
      | 'method'
      | 'price_cents'
      | 'balance_before'
      | 'reason'
      | 'refunded_cents'
    >
  >;

/**
 * How each wallet event moves the available balance, the kind of ledger line it makes and the columns it fills.
 * Adding a wallet event fails to compile until it has its line here (then bump `schemaVersion` so the log is replayed).
 */
function ledgerLine(event: WalletEvent, before: number): Line {
  switch (event.type) {
    case 'CreditsPurchased': {
      const d = event.data;
      return {
        kind: 'compra',
        change: d.credits,
        credits: d.credits,
        order_id: d.orderId,
        package_id: d.packageId,
        method: d.method,
        price_cents: d.priceCents,
      };
    }
    case 'CreditsAdjusted': {
      const d = event.data;
      return {
        kind: 'ajuste',
        change: d.balanceAfter - before,
        credits: Math.abs(d.delta),
        balance_before: d.balanceBefore,
        reason: d.reason,
      };
    }
    case 'CreditsReserved':
      return { kind: 'reserva', change: -event.data.credits, ...reservationColumns(event.data) };
    // The credits left the available balance at the reservation: the spend only makes it final.
    case 'CreditsSpent':
      return { kind: 'gasto', change: 0, ...reservationColumns(event.data) };
    case 'CreditsReleased':
      return {
        kind: 'liberacao',
        change: event.data.credits,
        ...reservationColumns(event.data),
        reason: event.data.reason,
      };
    case 'CreditsRefunded': {
      const d = event.data;
      return { kind: 'reembolso', change: d.credits, credits: d.credits, demand_id: d.demandId, reason: d.reason };
    }
    // A refund or chargeback of a credited payment takes the order's credits back, spent or not (ADR 0111); a partial
    // refund its share (ADR 0168).
    case 'CreditsReversed': {
      const d = event.data;
      return {
        kind: 'estorno',
        change: -d.credits,
        credits: d.credits,
        order_id: d.orderId,
        package_id: d.packageId,
        price_cents: d.priceCents,
        reason: d.kind,
        refunded_cents: d.refundedCents ?? null,
      };
    }
    default:
      // Unreachable for the catalogue's events (a new one fails to compile above); a line, not a crash, if one came.
      exhaustive(event);
      return { kind: 'outro', change: 0 };
  }
}

const reservationColumns = (d: { credits: number; demandId: number; reservationId: string }) => ({
  credits: d.credits,
  demand_id: d.demandId,
  reservation_id: d.reservationId,
});

type Tables = 'credit_ledger';

/**
 * The credit ledger of every partner (admin screen /admin/Parceiro/{id}/creditos, docs/audit.md): one row per wallet
 * event, in the wallet stream's order, with the running available balance after it. The last row's balance equals
 * `wallets.balance`.
 */
export const creditLedgerProjection: Projection<Tables> = {
  name: 'credit_ledger',
  tables: ['credit_ledger'],
  // 2: reversals (kind 'estorno', ADR 0111) and the index of the admin's reversal alerts.
  // 3: refunded_cents, the money a partial refund gave back (ADR 0168).
  schemaVersion: 3,
  eventTypes: typesOf(walletEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.credit_ledger} (
        provider_id    uuid NOT NULL,
        seq            integer NOT NULL,
        event_type     text NOT NULL,
        kind           text NOT NULL,
        occurred_at    timestamptz NOT NULL,
        change         integer NOT NULL,
        balance_after  integer NOT NULL,
        credits        integer,
        demand_id      integer,
        reservation_id text,
        order_id       integer,
        package_id     integer,
        method         text,
        price_cents    bigint,
        balance_before integer,
        reason         text,  -- an adjustment's or release's reason; a refund's report reason; a reversal's kind
        refunded_cents bigint, -- a reversal's money given back when it is not the price (partial refunds, ADR 0168)
        actor_id       text,
        actor_role     text,
        PRIMARY KEY (provider_id, seq)
      );
      CREATE INDEX ON ${t.credit_ledger} (provider_id, occurred_at);
      CREATE INDEX ON ${t.credit_ledger} (occurred_at DESC) WHERE kind = 'estorno';
      COMMENT ON COLUMN ${t.credit_ledger}.seq IS 'Revision of the event in wallet-<provider_id>.';
      COMMENT ON COLUMN ${t.credit_ledger}.balance_after IS 'Available balance after the event (reservations already subtracted).';
    `);
  },

  // Set-based: one query for the running balances the batch starts from, one multi-row insert (ADR 0100).
  async apply(db, events, t) {
    await applyBatch(db, events, t);
  },

  // A rebuild (ADR 0137): the running balances stay in memory, each batch's rows are COPied into the fresh table.
  bulkRebuild() {
    const balances = new Map<string, number>();
    const written = new WrittenKeys();
    let rows: LedgerRow[] = [];
    return {
      fold(events) {
        for (const event of typedEvents(events, walletEvents)) {
          const providerId = providerOf(event);
          if (!written.first(providerId, event.revision)) continue;
          const row = ledgerRow(event, providerId, balances.get(providerId) ?? 0);
          balances.set(providerId, row.balance_after);
          rows.push(row);
        }
      },
      async flush(db, t) {
        const batch = rows;
        rows = [];
        await copyRows(db, t.credit_ledger, COLUMN_NAMES, batch.map(rowValues));
      },
      finish: async () => undefined,
    };
  },
};

/** A row of `credit_ledger`. */
interface LedgerRow {
  provider_id: string;
  seq: number;
  event_type: string;
  kind: string;
  occurred_at: Date;
  change: number;
  balance_after: number;
  credits: number | null;
  demand_id: number | null;
  reservation_id: string | null;
  order_id: number | null;
  package_id: number | null;
  method: string | null;
  price_cents: number | null;
  balance_before: number | null;
  reason: string | null;
  actor_id: string | null;
  actor_role: string | null;
  refunded_cents: number | null;
}

const COLUMNS: readonly (readonly [keyof LedgerRow, string])[] = [
  ['provider_id', 'uuid'],
  ['seq', 'int'],
  ['event_type', 'text'],
  ['kind', 'text'],
  ['occurred_at', 'timestamptz'],
  ['change', 'int'],
  ['balance_after', 'int'],
  ['credits', 'int'],
  ['demand_id', 'int'],
  ['reservation_id', 'text'],
  ['order_id', 'int'],
  ['package_id', 'int'],
  ['method', 'text'],
  ['price_cents', 'bigint'],
  ['balance_before', 'int'],
  ['reason', 'text'],
  ['actor_id', 'text'],
  ['actor_role', 'text'],
  ['refunded_cents', 'bigint'],
];

const COLUMN_NAMES = COLUMNS.map(([name]) => name);

const providerOf = (event: WalletEvent) => event.data.providerId;

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The ledger line of one wallet event, given the available balance before it: one object of one shape, its keys in the
 * order of COLUMNS. No spreads: a rebuild makes 539,717 of them (spreading each line's columns over a row of nulls, and
 * reading the row back by column name, cost the rebuild 7 × the CPU of this fold, docs/benchmarks.md).
 */
function ledgerRow(event: WalletEvent, providerId: string, before: number): LedgerRow {
  const line = ledgerLine(event, before);
  const metadata = event.metadata ?? {};
  return {
    provider_id: providerId,
    seq: event.revision,
    event_type: event.type,
    kind: line.kind,
    occurred_at: event.recordedAt,
    change: line.change,
    balance_after: before + line.change,
    credits: line.credits ?? null,
    demand_id: line.demand_id ?? null,
    reservation_id: line.reservation_id ?? null,
    order_id: line.order_id ?? null,
    package_id: line.package_id ?? null,
    method: line.method ?? null,
    price_cents: line.price_cents ?? null,
    balance_before: line.balance_before ?? null,
    reason: line.reason ?? null,
    actor_id: text(metadata.userId),
    actor_role: text(metadata.role),
    refunded_cents: line.refunded_cents ?? null,
  };
}

/** A row's values in the order of COLUMNS, for COPY (the bulk session's tests compare its rows with `apply`'s). */
const rowValues = (r: LedgerRow): unknown[] => [
  r.provider_id,
  r.seq,
  r.event_type,
  r.kind,
  r.occurred_at,
  r.change,
  r.balance_after,
  r.credits,
  r.demand_id,
  r.reservation_id,
  r.order_id,
  r.package_id,
  r.method,
  r.price_cents,
  r.balance_before,
  r.reason,
  r.actor_id,
  r.actor_role,
  r.refunded_cents,
];

async function applyBatch(db: PoolClient, projected: ProjectedEvent[], t: TableNames<Tables>) {
  const events = typedEvents(projected, walletEvents);
  if (events.length === 0) return;
  const providers = [...new Set(events.map(providerOf))];
  const last = await db.query<{ provider_id: string; balance_after: number }>(
    `SELECT DISTINCT ON (provider_id) provider_id, balance_after FROM ${t.credit_ledger} WHERE provider_id = ANY($1::uuid[]) ORDER BY provider_id, seq DESC`,
    [providers],
  );
  const balances = new Map(last.rows.map((r) => [r.provider_id, r.balance_after]));
  const rows = events.map((event) => {
    const providerId = providerOf(event);
    const row = ledgerRow(event, providerId, balances.get(providerId) ?? 0);
    balances.set(providerId, row.balance_after);
    return row;
  });
  await db.query(
    `INSERT INTO ${t.credit_ledger} (${COLUMN_NAMES.join(', ')})
     SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) ON CONFLICT DO NOTHING`,
    COLUMN_NAMES.map((name) => rows.map((row) => row[name])),
  );
}
