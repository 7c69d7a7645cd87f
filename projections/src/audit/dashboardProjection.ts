import type { Projection } from '../projection';

type Tables = 'dash_demands' | 'dash_credit_moves' | 'dash_partners';

/**
 * Facts for the admin dashboard /admin/painel (docs/audit.md): demands (when, where, which services, how many
 * providers hold a seat), credits sold and spent, partner sign-ups. The charts are SQL aggregates over these rows.
 */
export const dashboardProjection: Projection<Tables> = {
  name: 'dashboard',
  tables: ['dash_demands', 'dash_credit_moves', 'dash_partners'],
  schemaVersion: 1,
  eventTypes: ['DemandFiled', 'DemandDeleted', 'ProviderSubscribed', 'ProviderUnsubscribed', 'CreditsPurchased', 'CreditsSpent', 'UserRegistered'],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.dash_demands} (
        demand_id   integer PRIMARY KEY,
        filed_at    timestamptz NOT NULL,
        uf          text NOT NULL,
        service_ids integer[] NOT NULL,
        providers   integer NOT NULL DEFAULT 0,
        deleted     boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t.dash_demands} (filed_at);
      CREATE TABLE ${t.dash_credit_moves} (
        provider_id uuid NOT NULL,
        seq         integer NOT NULL,
        occurred_at timestamptz NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('sold', 'spent')),
        credits     integer NOT NULL,
        price_cents bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (provider_id, seq)
      );
      CREATE INDEX ON ${t.dash_credit_moves} (occurred_at);
      CREATE TABLE ${t.dash_partners} (
        provider_id   uuid PRIMARY KEY,
        registered_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.dash_partners} (registered_at);
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as Record<string, unknown>;
      switch (event.type) {
        case 'DemandFiled':
          await db.query(`INSERT INTO ${t.dash_demands} (demand_id, filed_at, uf, service_ids) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [d.demandId, event.recordedAt, d.uf, d.serviceIds]);
          break;
        case 'DemandDeleted':
          await db.query(`UPDATE ${t.dash_demands} SET deleted = true WHERE demand_id = $1`, [d.demandId]);
          break;
        case 'ProviderSubscribed':
        case 'ProviderUnsubscribed':
          await db.query(`UPDATE ${t.dash_demands} SET providers = GREATEST(0, providers + $2) WHERE demand_id = $1`, [d.demandId, event.type === 'ProviderSubscribed' ? 1 : -1]);
          break;
        case 'CreditsPurchased':
        case 'CreditsSpent':
          await db.query(
            `INSERT INTO ${t.dash_credit_moves} (provider_id, seq, occurred_at, kind, credits, price_cents) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [d.providerId, event.revision, event.recordedAt, event.type === 'CreditsPurchased' ? 'sold' : 'spent', d.credits, event.type === 'CreditsPurchased' ? d.priceCents : 0],
          );
          break;
        case 'UserRegistered':
          if (d.type === 'provider') await db.query(`INSERT INTO ${t.dash_partners} (provider_id, registered_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [d.userId, event.recordedAt]);
          break;
      }
    }
  },
};
