import { contactEvents } from '@conectasst/events/schemas/contactEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

/** Messages of 'Fale conosco' for the admin (`GET /v1/contato`). Personal fields are null once the sender is erased. */
export const contactsProjection: Projection<'contact_messages'> = {
  name: 'contacts',
  tables: ['contact_messages'],
  eventTypes: typesOf(contactEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.contact_messages} (
        id         integer PRIMARY KEY,
        first_name text,
        last_name  text,
        email      text,
        phone      text,
        uf         text NOT NULL,
        city       text,
        subject    text NOT NULL,
        text       text,
        created_at timestamptz NOT NULL
      );
      COMMENT ON TABLE ${t.contact_messages} IS 'Personal columns are null when the sender was erased (LGPD, crypto-shredding).';
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, contactEvents)) {
      switch (event.type) {
        case 'ContactMessageDeleted':
          await db.query(`DELETE FROM ${t.contact_messages} WHERE id = $1`, [event.data.contactId]);
          break;
        case 'ContactMessageReceived': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.contact_messages} (id, first_name, last_name, email, phone, uf, city, subject, text, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
            // A replay after the sender's erasure decodes the subject as null too (the row is deleted right after).
            [
              d.contactId,
              d.firstName,
              d.lastName,
              d.email,
              d.phone,
              d.uf,
              d.city,
              d.subject ?? '',
              d.text,
              event.recordedAt,
            ],
          );
          break;
        }
        default:
          exhaustive(event);
      }
    }
  },
};
