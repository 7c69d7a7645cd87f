import { WhatsAppCodeSent, WhatsAppTurnedOff, WhatsAppVerified } from '@conectasst/events/schemas/demandEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const definitions = [WhatsAppCodeSent, WhatsAppVerified, WhatsAppTurnedOff, PersonalDataErased];

/**
 * Each provider's WhatsApp number for the alerts (ADR 0162): pending until the code is typed, then verified; the fan-out
 * reads only verified rows, an inbound "PARAR" finds its provider by number. Gone when turned off or the provider erased.
 */
export const whatsAppContactsProjection: Projection<'whatsapp_contacts'> = {
  name: 'whatsapp_contacts',
  tables: ['whatsapp_contacts'],
  eventTypes: typesOf(definitions),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.whatsapp_contacts} (
        provider_id uuid PRIMARY KEY,
        phone       text NOT NULL,
        verified    boolean NOT NULL,
        consent_at  timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.whatsapp_contacts} (phone);
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, definitions)) {
      switch (event.type) {
        case 'WhatsAppCodeSent':
          if (event.data.phone === null) break;
          await db.query(
            `INSERT INTO ${t.whatsapp_contacts} (provider_id, phone, verified, consent_at) VALUES ($1, $2, false, $3)
             ON CONFLICT (provider_id) DO UPDATE SET phone = EXCLUDED.phone, verified = false, consent_at = EXCLUDED.consent_at`,
            [event.data.providerId, event.data.phone, event.data.consentAt],
          );
          break;
        case 'WhatsAppVerified':
          await db.query(`UPDATE ${t.whatsapp_contacts} SET verified = true WHERE provider_id = $1`, [
            event.data.providerId,
          ]);
          break;
        case 'WhatsAppTurnedOff':
          await db.query(`DELETE FROM ${t.whatsapp_contacts} WHERE provider_id = $1`, [event.data.providerId]);
          break;
        case 'PersonalDataErased':
          await db.query(`DELETE FROM ${t.whatsapp_contacts} WHERE provider_id = $1`, [event.data.userId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
