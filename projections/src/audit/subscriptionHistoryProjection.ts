import type { Projection } from '../projection';

/** A demand's seats (spec §9); kept here so the read model does not depend on the write side. */
const SEATS = 5;

/**
 * Every subscription ever taken (docs/audit.md): which provider, when, the credits its spend cost and the seats left
 * after it; a seat given back keeps its row with `cancelled_at`. Screens: the demand's and the partner's subscription
 * histories.
 */
export const subscriptionHistoryProjection: Projection<'subscription_history'> = {
  name: 'subscription_history',
  tables: ['subscription_history'],
  schemaVersion: 1,
  eventTypes: ['ProviderSubscribed', 'ProviderUnsubscribed', 'CreditsSpent'],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.subscription_history} (
        demand_id      integer NOT NULL,
        seq            integer NOT NULL,
        provider_id    uuid NOT NULL,
        reservation_id text,
        subscribed_at  timestamptz NOT NULL,
        credits        integer,
        seats_left     integer NOT NULL,
        cancelled_at   timestamptz,
        cancel_reason  text,
        PRIMARY KEY (demand_id, seq)
      );
      CREATE INDEX ON ${t.subscription_history} (provider_id, subscribed_at);
      COMMENT ON COLUMN ${t.subscription_history}.seq IS 'Revision of the ProviderSubscribed event in demand-<demand_id>.';
      COMMENT ON COLUMN ${t.subscription_history}.seats_left IS 'Free seats right after this subscription.';
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as { demandId: number; providerId: string; reservationId?: string; credits?: number; reason?: string };
      if (event.type === 'ProviderSubscribed') {
        const held = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t.subscription_history} WHERE demand_id = $1 AND cancelled_at IS NULL`, [d.demandId]);
        await db.query(
          `INSERT INTO ${t.subscription_history} (demand_id, seq, provider_id, reservation_id, subscribed_at, seats_left) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [d.demandId, event.revision, d.providerId, d.reservationId ?? null, event.recordedAt, Math.max(0, SEATS - held.rows[0]!.n - 1)],
        );
      } else if (event.type === 'ProviderUnsubscribed') {
        await db.query(
          `UPDATE ${t.subscription_history} SET cancelled_at = $3, cancel_reason = $4
            WHERE demand_id = $1 AND provider_id = $2 AND cancelled_at IS NULL`,
          [d.demandId, d.providerId, event.recordedAt, d.reason ?? null],
        );
      } else {
        // CreditsSpent: the reservation that paid for the seat (or, for seats taken without one, the provider's open seat).
        await db.query(
          `UPDATE ${t.subscription_history} SET credits = $4
            WHERE demand_id = $1 AND provider_id = $2 AND credits IS NULL AND cancelled_at IS NULL
              AND (reservation_id = $3 OR reservation_id IS NULL)`,
          [d.demandId, d.providerId, d.reservationId ?? null, d.credits ?? null],
        );
      }
    }
  },
};
