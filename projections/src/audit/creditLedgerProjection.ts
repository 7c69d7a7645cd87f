import type { PoolClient } from 'pg';
import { walletEvents } from '@conectasst/events/schemas/walletEvents';
import { copyRows, WrittenKeys } from '../bulkLoad';
import type { ProjectedEvent, Projection, TableNames } from '../projection';

type Data = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * How each wallet event moves the available balance, and the kind of ledger line it makes.
 * Adding a wallet event to the ledger is one line here (then bump `schemaVersion` so the log is replayed).
 * A wallet event without a line is still listed, as kind 'outro', without changing the balance
 * (unless it states the balance after it).
 */
export const ledgerRules: Record<string, (d: Data, before: number) => { kind: string; change: number }> = {
  CreditsPurchased: (d) => ({ kind: 'compra', change: num(d.credits) ?? 0 }),
  CreditsAdjusted: (d, before) => ({ kind: 'ajuste', change: (num(d.balanceAfter) ?? before) - before }),
  CreditsReserved: (d) => ({ kind: 'reserva', change: -(num(d.credits) ?? 0) }),
  // The credits left the available balance at the reservation: the spend only makes it final.
  CreditsSpent: () => ({ kind: 'gasto', change: 0 }),
  CreditsReleased: (d) => ({ kind: 'liberacao', change: num(d.credits) ?? 0 }),
  CreditsRefunded: (d) => ({ kind: 'reembolso', change: num(d.credits) ?? 0 }),
  // A refund or chargeback of a credited payment takes the order's credits back, spent or not (ADR 0111); a partial
  // refund its share (ADR 0168).
  CreditsReversed: (d) => ({ kind: 'estorno', change: -(num(d.credits) ?? 0) }),
};

function unknownRule(d: Data, before: number) {
  const after = num(d.balanceAfter);
  return { kind: 'outro', change: after === null ? 0 : after - before };
}

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
  // Every wallet event of the catalogue, known to `ledgerRules` or not.
  eventTypes: walletEvents.map((e) => e.type),

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
    let rows: unknown[][] = [];
    return {
      fold(events) {
        for (const event of events) {
          const providerId = providerOf(event);
          if (!written.first(providerId, event.revision)) continue;
          const row = ledgerRow(event, providerId, balances.get(providerId) ?? 0);
          balances.set(providerId, row[6] as number);
          rows.push(row);
        }
      },
      async flush(db, t) {
        const batch = rows;
        rows = [];
        await copyRows(db, t.credit_ledger, COLUMN_NAMES, batch);
      },
      finish: async () => undefined,
    };
  },
};

const COLUMNS = [
  ['provider_id', 'uuid'], ['seq', 'int'], ['event_type', 'text'], ['kind', 'text'], ['occurred_at', 'timestamptz'], ['change', 'int'], ['balance_after', 'int'],
  ['credits', 'int'], ['demand_id', 'int'], ['reservation_id', 'text'], ['order_id', 'int'], ['package_id', 'int'], ['method', 'text'], ['price_cents', 'bigint'],
  ['balance_before', 'int'], ['reason', 'text'], ['actor_id', 'text'], ['actor_role', 'text'], ['refunded_cents', 'bigint'],
] as const;

const COLUMN_NAMES = COLUMNS.map(([name]) => name);

const providerOf = (event: ProjectedEvent) => str((event.data as Data).providerId) ?? event.streamId.replace(/^wallet-/, '');

/** The ledger line of one wallet event, in the order of `COLUMNS`, given the balance before it (index 6: the balance after). */
function ledgerRow(event: ProjectedEvent, providerId: string, before: number): unknown[] {
  const d = event.data as Data;
  const { kind, change } = (ledgerRules[event.type] ?? unknownRule)(d, before);
  const metadata = event.metadata ?? {};
  return [
    providerId, event.revision, event.type, kind, event.recordedAt, change, before + change,
    num(d.credits) ?? (num(d.delta) === null ? null : Math.abs(num(d.delta)!)),
    num(d.demandId), str(d.reservationId), num(d.orderId), num(d.packageId), str(d.method), num(d.priceCents), num(d.balanceBefore), str(d.reason) ?? str(d.kind),
    str(metadata.userId), str(metadata.role), num(d.refundedCents),
  ];
}

async function applyBatch(db: PoolClient, events: ProjectedEvent[], t: TableNames<Tables>) {
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
    balances.set(providerId, row[6] as number);
    return row;
  });
  await db.query(
    `INSERT INTO ${t.credit_ledger} (${COLUMN_NAMES.join(', ')})
     SELECT * FROM unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) ON CONFLICT DO NOTHING`,
    COLUMNS.map((_, column) => rows.map((row) => row[column])),
  );
}
