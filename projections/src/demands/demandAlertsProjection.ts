import type { Projection } from '../projection';

/** New-demand e-mail preferences (`demand_alerts`, absent row = on) and what each digest already listed. */
export const demandAlertsProjection: Projection<'demand_alerts' | 'demand_alerts_sent'> = {
  name: 'demand_alerts',
  tables: ['demand_alerts', 'demand_alerts_sent'],
  eventTypes: ['DemandAlertsTurnedOff', 'DemandAlertsTurnedOn', 'DemandDigestSent'],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.demand_alerts} (
        provider_id uuid PRIMARY KEY,
        enabled     boolean NOT NULL
      );
      CREATE TABLE ${t.demand_alerts_sent} (
        provider_id uuid NOT NULL,
        demand_id   integer NOT NULL,
        sent_at     timestamptz NOT NULL,
        PRIMARY KEY (provider_id, demand_id)
      );
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as { providerId: string; demandIds?: number[]; sentAt?: string };
      if (event.type === 'DemandDigestSent') {
        await db.query(
          `INSERT INTO ${t.demand_alerts_sent} (provider_id, demand_id, sent_at) SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
          [d.providerId, d.demandIds, d.sentAt],
        );
      } else {
        await db.query(
          `INSERT INTO ${t.demand_alerts} (provider_id, enabled) VALUES ($1, $2) ON CONFLICT (provider_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
          [d.providerId, event.type === 'DemandAlertsTurnedOn'],
        );
      }
    }
  },
};
