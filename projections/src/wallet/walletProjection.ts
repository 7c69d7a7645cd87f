import type { PoolClient } from 'pg';
import { orderEvents } from '@conectasst/events/schemas/orderEvents';
import { walletEvents } from '@conectasst/events/schemas/walletEvents';
import type { ProjectedEvent, Projection, TableNames } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [...walletEvents, ...orderEvents] as const;

type Tables = 'wallets' | 'orders' | 'wallet_reservations';
interface WalletRow {
  provider_id: string;
  balance: number;
  updated_at: Date;
}
interface OrderRow {
  id: number;
  provider_id: string;
  package_id: number;
  package_name: string;
  credits: number;
  price_cents: string | number;
  token: string;
  status: string;
  method: string | null;
  created_at: Date;
  updated_at: Date;
  pix_code: string | null;
  pix_expires_at: Date | null;
  refunded_cents: string | number;
  credits_taken: number;
}
interface ReservationRow {
  reservation_id: string;
  provider_id: string;
  demand_id: number;
  credits: number;
  reserved_at: Date;
}

/**
 * Folds a batch in memory from the stored rows it touches (wallets, orders, open reservations), then writes each table
 * with one upsert (and one delete for reservations): a few statements per batch instead of one or two per event.
 * Same rules as applying the events one by one: a reservation or release needs an existing wallet, a reservation never
 * takes a balance below zero (the batch fails), a paid order stays paid. Only a reversal (`CreditsReversed`, a refund or
 * chargeback of a credited payment, ADR 0111) may leave a balance below zero.
 */
async function applyBatch(db: PoolClient, events: ProjectedEvent[], t: TableNames<Tables>): Promise<void> {
  const providerIds = new Set<string>();
  const orderIds = new Set<number>();
  const reservationIds = new Set<string>();
  for (const event of typedEvents(events, readEvents)) {
    const d: { providerId?: string; reservationId?: string; orderId?: number } = event.data;
    if (event.type.startsWith('Credits') && d.providerId !== undefined) providerIds.add(d.providerId);
    if (d.reservationId !== undefined) reservationIds.add(d.reservationId);
    if (d.orderId !== undefined && (!event.type.startsWith('Credits') || event.type === 'CreditsReversed'))
      orderIds.add(d.orderId);
  }
  const [storedWallets, storedOrders, storedReservations] = [
    providerIds.size
      ? await db.query<WalletRow>(
          `SELECT provider_id, balance, updated_at FROM ${t.wallets} WHERE provider_id = ANY($1::uuid[])`,
          [[...providerIds]],
        )
      : undefined,
    orderIds.size
      ? await db.query<OrderRow>(`SELECT * FROM ${t.orders} WHERE id = ANY($1::int[])`, [[...orderIds]])
      : undefined,
    reservationIds.size
      ? await db.query<ReservationRow>(
          `SELECT * FROM ${t.wallet_reservations} WHERE reservation_id = ANY($1::uuid[])`,
          [[...reservationIds]],
        )
      : undefined,
  ];
  const state: WalletState = {
    wallets: new Map((storedWallets?.rows ?? []).map((r) => [r.provider_id, r])),
    orders: new Map((storedOrders?.rows ?? []).map((r) => [r.id, r])),
    reservations: new Map<string, ReservationRow | null>(
      (storedReservations?.rows ?? []).map((r) => [r.reservation_id, r]),
    ),
  };
  const changedWallets = new Set<string>();
  const changedOrders = new Set<number>();
  fold(state, events, changedWallets, changedOrders);
  await write(
    db,
    t,
    [...changedWallets].map((id) => state.wallets.get(id)!),
    [...changedOrders].map((id) => state.orders.get(id)!),
    [...reservationIds].map((id) => [id, state.reservations.get(id)]),
  );
}

interface WalletState {
  wallets: Map<string, WalletRow>;
  orders: Map<number, OrderRow>;
  /** null: spent or released (no longer open). */
  reservations: Map<string, ReservationRow | null>;
}

/** The rules of every wallet event over rows in memory; records which wallets and orders changed. */
function fold(
  state: WalletState,
  events: ProjectedEvent[],
  changedWallets: Set<string>,
  changedOrders: Set<number>,
): void {
  const { wallets, orders, reservations } = state;

  const move = (providerId: string, delta: number, at: Date) => {
    const wallet = wallets.get(providerId);
    if (!wallet) return;
    if (delta < 0 && wallet.balance + delta < 0)
      throw new Error(`wallet of ${providerId} would go below zero (balance ${wallet.balance}, change ${delta})`);
    wallets.set(providerId, { ...wallet, balance: wallet.balance + delta, updated_at: at });
    changedWallets.add(providerId);
  };
  const setOrder = (id: number, change: Partial<OrderRow>) => {
    const order = orders.get(id);
    if (!order) return;
    orders.set(id, { ...order, ...change });
    changedOrders.add(id);
  };

  for (const event of typedEvents(events, readEvents)) {
    const at = event.recordedAt;
    switch (event.type) {
      case 'CreditsPurchased': {
        const wallet = wallets.get(event.data.providerId);
        wallets.set(event.data.providerId, {
          provider_id: event.data.providerId,
          balance: (wallet?.balance ?? 0) + event.data.credits,
          updated_at: at,
        });
        changedWallets.add(event.data.providerId);
        break;
      }
      case 'CreditsAdjusted':
        // The decider refuses to push a balance below zero; raising a negative one (after a reversal) stays negative.
        if (event.data.balanceAfter < 0 && event.data.delta < 0)
          throw new Error(`wallet of ${String(event.data.providerId)} adjusted below zero`);
        wallets.set(event.data.providerId, {
          provider_id: event.data.providerId,
          balance: event.data.balanceAfter,
          updated_at: at,
        });
        changedWallets.add(event.data.providerId);
        break;
      case 'CreditsReserved':
        move(event.data.providerId, -event.data.credits, at);
        if (!reservations.get(event.data.reservationId)) {
          reservations.set(event.data.reservationId, {
            reservation_id: event.data.reservationId,
            provider_id: event.data.providerId,
            demand_id: event.data.demandId,
            credits: event.data.credits,
            reserved_at: at,
          });
        }
        break;
      case 'CreditsReleased':
        move(event.data.providerId, event.data.credits, at);
        reservations.set(event.data.reservationId, null);
        break;
      case 'CreditsSpent':
        reservations.set(event.data.reservationId, null);
        break;
      case 'CreditsRefunded':
        // A bad lead's credits come back (docs/credits.md "Créditos de volta").
        move(event.data.providerId, event.data.credits, at);
        break;
      case 'CreditsReversed': {
        // A refund or chargeback takes the order's credits back, spent or not: the balance may go below zero.
        const wallet = wallets.get(event.data.providerId);
        wallets.set(event.data.providerId, {
          provider_id: event.data.providerId,
          balance: (wallet?.balance ?? 0) - event.data.credits,
          updated_at: at,
        });
        changedWallets.add(event.data.providerId);
        // The order keeps the money given back and the credits taken (ADR 0168): 'Reembolsado parcialmente' in Meus pedidos.
        const order = orders.get(event.data.orderId);
        if (order) {
          const refunded =
            event.data.kind === 'partial_refund'
              ? Number(order.refunded_cents) + (event.data.refundedCents ?? 0)
              : Number(order.price_cents);
          setOrder(event.data.orderId, {
            refunded_cents: refunded,
            credits_taken: order.credits_taken + event.data.credits,
            updated_at: at,
          });
        }
        break;
      }
      case 'OrderPlaced':
        if (!orders.has(event.data.orderId)) {
          orders.set(event.data.orderId, {
            id: event.data.orderId,
            provider_id: event.data.providerId,
            package_id: event.data.packageId,
            package_name: event.data.packageName,
            credits: event.data.credits,
            price_cents: event.data.priceCents,
            token: event.data.token,
            status: 'placed',
            method: null,
            created_at: at,
            updated_at: at,
            pix_code: null,
            pix_expires_at: null,
            refunded_cents: 0,
            credits_taken: 0,
          });
          changedOrders.add(event.data.orderId);
        }
        break;
      case 'BoletoIssued':
        setOrder(event.data.orderId, { status: 'boleto', method: 'boleto', updated_at: at });
        break;
      case 'PixIssued':
        // A PIX charge (ADR 0122): readers show 'pix_expired' once pix_expires_at has passed.
        setOrder(event.data.orderId, {
          status: 'pix',
          method: 'pix',
          pix_code: event.data.code,
          pix_expires_at: new Date(event.data.expiresAt),
          updated_at: at,
        });
        break;
      case 'PaymentConfirmed':
        setOrder(event.data.orderId, { status: 'paid', method: event.data.method, updated_at: at });
        break;
      case 'PaymentFailed': {
        // A refused or cancelled attempt (a paid or reversed order stays so); the provider may pay again on the same checkout.
        const status = orders.get(event.data.orderId)?.status;
        if (status !== 'paid' && status !== 'refunded' && status !== 'charged_back')
          setOrder(event.data.orderId, { status: 'failed', updated_at: at });
        break;
      }
      case 'PaymentReversed':
        // 'refunded' or 'charged_back': the order's credits were taken back.
        setOrder(event.data.orderId, { status: event.data.kind, updated_at: at });
        break;
      default:
        exhaustive(event);
    }
  }
}

/** Writes wallets and orders with one upsert each, and the reservations touched (deleted when closed, else inserted). */
async function write(
  db: PoolClient,
  t: TableNames<Tables>,
  w: WalletRow[],
  o: OrderRow[],
  touched: [string, ReservationRow | null | undefined][],
): Promise<void> {
  if (w.length) {
    await db.query(
      `INSERT INTO ${t.wallets} (provider_id, balance, updated_at) SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])
       ON CONFLICT (provider_id) DO UPDATE SET balance = EXCLUDED.balance, updated_at = EXCLUDED.updated_at`,
      [w.map((r) => r.provider_id), w.map((r) => r.balance), w.map((r) => r.updated_at)],
    );
  }
  if (o.length) {
    await db.query(
      `INSERT INTO ${t.orders} (id, provider_id, package_id, package_name, credits, price_cents, token, status, method, created_at, updated_at, pix_code, pix_expires_at, refunded_cents, credits_taken)
       SELECT * FROM unnest($1::int[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::timestamptz[], $12::text[], $13::timestamptz[], $14::bigint[], $15::int[])
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, method = EXCLUDED.method, updated_at = EXCLUDED.updated_at, pix_code = EXCLUDED.pix_code, pix_expires_at = EXCLUDED.pix_expires_at,
         refunded_cents = EXCLUDED.refunded_cents, credits_taken = EXCLUDED.credits_taken`,
      [
        o.map((r) => r.id),
        o.map((r) => r.provider_id),
        o.map((r) => r.package_id),
        o.map((r) => r.package_name),
        o.map((r) => r.credits),
        o.map((r) => String(r.price_cents)),
        o.map((r) => r.token),
        o.map((r) => r.status),
        o.map((r) => r.method),
        o.map((r) => r.created_at),
        o.map((r) => r.updated_at),
        o.map((r) => r.pix_code),
        o.map((r) => r.pix_expires_at),
        o.map((r) => String(r.refunded_cents)),
        o.map((r) => r.credits_taken),
      ],
    );
  }
  const closed = touched.filter(([, r]) => r === null).map(([id]) => id);
  const open = touched.map(([, r]) => r).filter((r): r is ReservationRow => Boolean(r));
  if (closed.length)
    await db.query(`DELETE FROM ${t.wallet_reservations} WHERE reservation_id = ANY($1::uuid[])`, [closed]);
  if (open.length) {
    await db.query(
      `INSERT INTO ${t.wallet_reservations} (reservation_id, provider_id, demand_id, credits, reserved_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::timestamptz[]) ON CONFLICT (reservation_id) DO NOTHING`,
      [
        open.map((r) => r.reservation_id),
        open.map((r) => r.provider_id),
        open.map((r) => r.demand_id),
        open.map((r) => r.credits),
        open.map((r) => r.reserved_at),
      ],
    );
  }
}

/** Balances (the header, GET /v1/auth/me, admin partners) and purchase orders (the provider's orders, checkout). */
export const walletProjection: Projection<Tables> = {
  name: 'wallet',
  tables: ['wallets', 'orders', 'wallet_reservations'],
  // 2: wallet_reservations (open reservations, for the sweep that settles interrupted subscriptions).
  // 3: reversals (ADR 0111): a balance may be negative, orders may be refunded or charged back.
  // 4: PIX charges on orders (pix_code, pix_expires_at; ADR 0122).
  // 5: the money given back and the credits taken per order (refunded_cents, credits_taken; ADR 0168).
  schemaVersion: 5,
  eventTypes: typesOf(readEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.wallets} (
        provider_id uuid PRIMARY KEY,
        -- Below zero only after a refund or chargeback of credits already spent (ADR 0111).
        balance     integer NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      CREATE TABLE ${t.orders} (
        id           integer PRIMARY KEY,
        provider_id  uuid NOT NULL,
        package_id   integer NOT NULL,
        package_name text NOT NULL,
        credits      integer NOT NULL,
        price_cents  bigint NOT NULL,
        token        text NOT NULL UNIQUE,
        status       text NOT NULL,
        method       text,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL,
        -- The last PIX charge's BR Code and end of validity (ADR 0122).
        pix_code       text,
        pix_expires_at timestamptz,
        -- Partial refunds (ADR 0168): the money given back so far and the credits they took; the price and every
        -- credit once the whole payment was reversed.
        refunded_cents bigint NOT NULL DEFAULT 0,
        credits_taken  integer NOT NULL DEFAULT 0
      );
      CREATE INDEX ON ${t.orders} (provider_id, id DESC);
      -- Reservations neither spent nor released yet; a row older than a few minutes means an interrupted subscription.
      CREATE TABLE ${t.wallet_reservations} (
        reservation_id uuid PRIMARY KEY,
        provider_id    uuid NOT NULL,
        demand_id      integer NOT NULL,
        credits        integer NOT NULL,
        reserved_at    timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.wallet_reservations} (reserved_at);
    `);
  },

  apply: applyBatch,

  // A rebuild starts from empty tables: every row is folded in memory and each table written once at the end (ADR 0130).
  bulkRebuild() {
    const state: WalletState = { wallets: new Map(), orders: new Map(), reservations: new Map() };
    return {
      fold: (events) => fold(state, events, new Set(), new Set()),
      finish: (db, t) =>
        write(
          db,
          t,
          [...state.wallets.values()],
          [...state.orders.values()],
          [...state.reservations].filter(([, r]) => r !== null),
        ),
    };
  },
};
