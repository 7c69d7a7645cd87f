import {
  DemandAlertPreferencesSet,
  DemandAlertSent,
  DemandAlertsTurnedOff,
  DemandAlertsTurnedOn,
  DemandDigestSent,
} from '@conectasst/events/schemas/demandEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const definitions = [
  DemandAlertsTurnedOff,
  DemandAlertsTurnedOn,
  DemandDigestSent,
  DemandAlertPreferencesSet,
  DemandAlertSent,
];

/** New-demand e-mail preferences (`demand_alerts`, absent row = on) and what each digest or instant e-mail already listed. */
export const demandAlertsProjection: Projection<'demand_alerts' | 'demand_alerts_sent'> = {
  name: 'demand_alerts',
  tables: ['demand_alerts', 'demand_alerts_sent'],
  eventTypes: typesOf(definitions),

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
    const setEnabled = (providerId: string, enabled: boolean) =>
      db.query(
        `INSERT INTO ${t.demand_alerts} (provider_id, enabled) VALUES ($1, $2) ON CONFLICT (provider_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
        [providerId, enabled],
      );
    for (const event of typedEvents(events, definitions)) {
      switch (event.type) {
        case 'DemandDigestSent':
          await db.query(
            `INSERT INTO ${t.demand_alerts_sent} (provider_id, demand_id, sent_at) SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
            [event.data.providerId, event.data.demandIds, event.data.sentAt],
          );
          break;
        case 'DemandAlertSent':
          // An instant e-mail keeps the demand out of the digest (ADR 0161); the other channels do not.
          if (event.data.channels.includes('email'))
            await db.query(
              `INSERT INTO ${t.demand_alerts_sent} (provider_id, demand_id, sent_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
              [event.data.providerId, event.data.demandId, event.data.sentAt],
            );
          break;
        case 'DemandAlertsTurnedOn':
        case 'DemandAlertsTurnedOff':
          await setEnabled(event.data.providerId, event.type === 'DemandAlertsTurnedOn');
          break;
        case 'DemandAlertPreferencesSet':
          // `enabled` is "e-mail not off": the digest and the weekly e-mail read it.
          await setEnabled(event.data.providerId, event.data.email !== 'off');
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
