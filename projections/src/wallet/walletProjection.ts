import type { Projection } from '../projection';

/** Balances (the header, GET /v1/auth/me, admin partners) and purchase orders (the provider's orders, checkout). */
export const walletProjection: Projection<'wallets' | 'orders' | 'wallet_reservations'> = {
  name: 'wallet',
  tables: ['wallets', 'orders', 'wallet_reservations'],
  // 2: wallet_reservations (open reservations, for the sweep that settles interrupted subscriptions).
  schemaVersion: 2,
  eventTypes: ['CreditsPurchased', 'CreditsAdjusted', 'CreditsReserved', 'CreditsSpent', 'CreditsReleased', 'CreditsRefunded', 'OrderPlaced', 'BoletoIssued', 'PaymentConfirmed', 'PaymentFailed'],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.wallets} (
        provider_id uuid PRIMARY KEY,
        balance     integer NOT NULL CHECK (balance >= 0),
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
        updated_at   timestamptz NOT NULL
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

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as Record<string, unknown>;
      switch (event.type) {
        case 'CreditsPurchased':
          await db.query(
            `INSERT INTO ${t.wallets} (provider_id, balance, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (provider_id) DO UPDATE SET balance = ${t.wallets}.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at`,
            [d.providerId, d.credits, event.recordedAt],
          );
          break;
        case 'CreditsReserved':
        case 'CreditsReleased':
          await db.query(`UPDATE ${t.wallets} SET balance = balance + $2, updated_at = $3 WHERE provider_id = $1`, [
            d.providerId,
            event.type === 'CreditsReserved' ? -(d.credits as number) : (d.credits as number),
            event.recordedAt,
          ]);
          if (event.type === 'CreditsReserved') {
            await db.query(
              `INSERT INTO ${t.wallet_reservations} (reservation_id, provider_id, demand_id, credits, reserved_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reservation_id) DO NOTHING`,
              [d.reservationId, d.providerId, d.demandId, d.credits, event.recordedAt],
            );
          } else await db.query(`DELETE FROM ${t.wallet_reservations} WHERE reservation_id = $1`, [d.reservationId]);
          break;
        case 'CreditsRefunded':
          // A bad lead's credits come back (docs/credits.md "Créditos de volta").
          await db.query(`UPDATE ${t.wallets} SET balance = balance + $2, updated_at = $3 WHERE provider_id = $1`, [d.providerId, d.credits, event.recordedAt]);
          break;
        case 'CreditsSpent':
          await db.query(`DELETE FROM ${t.wallet_reservations} WHERE reservation_id = $1`, [d.reservationId]);
          break;
        case 'CreditsAdjusted':
          await db.query(
            `INSERT INTO ${t.wallets} (provider_id, balance, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (provider_id) DO UPDATE SET balance = EXCLUDED.balance, updated_at = EXCLUDED.updated_at`,
            [d.providerId, d.balanceAfter, event.recordedAt],
          );
          break;
        case 'OrderPlaced':
          await db.query(
            `INSERT INTO ${t.orders} (id, provider_id, package_id, package_name, credits, price_cents, token, status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'placed', $8, $8) ON CONFLICT (id) DO NOTHING`,
            [d.orderId, d.providerId, d.packageId, d.packageName, d.credits, d.priceCents, d.token, event.recordedAt],
          );
          break;
        case 'BoletoIssued':
          await db.query(`UPDATE ${t.orders} SET status = 'boleto', method = 'boleto', updated_at = $2 WHERE id = $1`, [d.orderId, event.recordedAt]);
          break;
        case 'PaymentConfirmed':
          await db.query(`UPDATE ${t.orders} SET status = 'paid', method = $2, updated_at = $3 WHERE id = $1`, [d.orderId, d.method, event.recordedAt]);
          break;
        case 'PaymentFailed':
          // A refused or cancelled attempt (a paid order stays paid); the provider may pay again on the same checkout.
          await db.query(`UPDATE ${t.orders} SET status = 'failed', updated_at = $2 WHERE id = $1 AND status <> 'paid'`, [d.orderId, event.recordedAt]);
          break;
      }
    }
  },
};
