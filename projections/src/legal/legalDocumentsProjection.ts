import { legalEvents } from '@conectasst/events/schemas/legalEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

/**
 * Every published version of the terms of use and the privacy policy (issue 37 item 3), behind `GET /v1/legal/{kind}`
 * and the public pages, and each provider's last acceptance (`GET /v1/legal/acceptance`).
 */
export const legalDocumentsProjection: Projection<'legal_documents' | 'legal_acceptances'> = {
  name: 'legal_documents',
  tables: ['legal_documents', 'legal_acceptances'],
  eventTypes: typesOf(legalEvents),
  schemaVersion: 2,

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.legal_documents} (
        kind         text NOT NULL,
        version      integer NOT NULL,
        title        text NOT NULL,
        body         text NOT NULL,
        published_at timestamptz NOT NULL,
        PRIMARY KEY (kind, version)
      );
      COMMENT ON TABLE ${t.legal_documents} IS 'termos-de-uso and politica-de-privacidade: one row per published version; the highest is in force.';
      CREATE TABLE ${t.legal_acceptances} (
        user_id         text PRIMARY KEY,
        terms_version   integer NOT NULL,
        privacy_version integer NOT NULL,
        accepted_at     timestamptz NOT NULL
      );
      COMMENT ON TABLE ${t.legal_acceptances} IS 'The versions each provider last accepted, and when.';
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, legalEvents)) {
      switch (event.type) {
        case 'LegalTermsAccepted': {
          const a = event.data;
          await db.query(
            `INSERT INTO ${t.legal_acceptances} (user_id, terms_version, privacy_version, accepted_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id) DO UPDATE SET terms_version = EXCLUDED.terms_version, privacy_version = EXCLUDED.privacy_version, accepted_at = EXCLUDED.accepted_at`,
            [a.userId, a.termsVersion, a.privacyVersion, event.recordedAt],
          );
          break;
        }
        case 'LegalDocumentPublished': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.legal_documents} (kind, version, title, body, published_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (kind, version) DO NOTHING`,
            [d.kind, d.version, d.title, d.body, event.recordedAt],
          );
          break;
        }
        default:
          exhaustive(event);
      }
    }
  },
};
