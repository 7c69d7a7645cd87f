import type { Projection } from '../projection';

/** Who holds a seat on which demand: gates the requester's contact (GET /v1/subs) and lists subscriptions. */
export const subscriptionsProjection: Projection<'subscriptions'> = {
  name: 'subscriptions',
  tables: ['subscriptions'],
  eventTypes: ['ProviderSubscribed', 'ProviderUnsubscribed'],
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.subscriptions} (
        demand_id   integer NOT NULL,
        provider_id uuid NOT NULL,
        created_at  timestamptz NOT NULL,
        PRIMARY KEY (demand_id, provider_id)
      );
      CREATE INDEX ON ${t.subscriptions} (provider_id, created_at DESC);
    `);
  },
  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as { demandId: number; providerId: string };
      if (event.type === 'ProviderSubscribed') {
        await db.query(`INSERT INTO ${t.subscriptions} (demand_id, provider_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [d.demandId, d.providerId, event.recordedAt]);
      } else {
        await db.query(`DELETE FROM ${t.subscriptions} WHERE demand_id = $1 AND provider_id = $2`, [d.demandId, d.providerId]);
      }
    }
  },
};
