import {
  DemandAlertPreferencesSet,
  DemandAlertsTurnedOff,
  DemandAlertsTurnedOn,
} from '@conectasst/events/schemas/demandEvents';
import { DEFAULT_EMAIL_ALERT_MODE } from '@conectasst/common/rules/alertRules';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const definitions = [DemandAlertPreferencesSet, DemandAlertsTurnedOff, DemandAlertsTurnedOn];

/**
 * Each provider's choice in "Meus dados" → "Alertas" (ADR 0161): what the screen shows and what the instant fan-out
 * filters on before it decides on the provider's stream. Absent row: the defaults (digest, no quiet hours, not paused).
 */
export const alertPreferencesProjection: Projection<'alert_preferences'> = {
  name: 'alert_preferences',
  tables: ['alert_preferences'],
  eventTypes: typesOf(definitions),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.alert_preferences} (
        provider_id uuid PRIMARY KEY,
        -- instant, digest or off (common/src/rules/alertRules.ts)
        email_mode  text NOT NULL,
        -- quiet hours as HH:MM in America/Sao_Paulo, both null when none
        quiet_start text,
        quiet_end   text,
        paused      boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t.alert_preferences} (provider_id) WHERE email_mode = 'instant' AND NOT paused;
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, definitions)) {
      switch (event.type) {
        case 'DemandAlertPreferencesSet':
          await db.query(
            `INSERT INTO ${t.alert_preferences} (provider_id, email_mode, quiet_start, quiet_end, paused) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (provider_id) DO UPDATE SET email_mode = EXCLUDED.email_mode, quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end, paused = EXCLUDED.paused`,
            [
              event.data.providerId,
              event.data.email,
              event.data.quietHours?.start ?? null,
              event.data.quietHours?.end ?? null,
              event.data.paused,
            ],
          );
          break;
        case 'DemandAlertsTurnedOff':
          await db.query(
            `INSERT INTO ${t.alert_preferences} (provider_id, email_mode) VALUES ($1, 'off') ON CONFLICT (provider_id) DO UPDATE SET email_mode = 'off'`,
            [event.data.providerId],
          );
          break;
        case 'DemandAlertsTurnedOn':
          // Back on: the digest (the decider's rule), unless another mode was chosen since.
          await db.query(
            `INSERT INTO ${t.alert_preferences} (provider_id, email_mode) VALUES ($1, $2)
             ON CONFLICT (provider_id) DO UPDATE SET email_mode = CASE WHEN ${t.alert_preferences}.email_mode = 'off' THEN $2 ELSE ${t.alert_preferences}.email_mode END`,
            [event.data.providerId, DEFAULT_EMAIL_ALERT_MODE],
          );
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
