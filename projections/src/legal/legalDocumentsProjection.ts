import type { Projection } from '../projection';

/** Every published version of the terms of use and the privacy policy (issue 37 item 3), behind `GET /v1/legal/{kind}` and the public pages. */
export const legalDocumentsProjection: Projection<'legal_documents'> = {
  name: 'legal_documents',
  tables: ['legal_documents'],
  eventTypes: ['LegalDocumentPublished'],

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
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as { kind: string; version: number; title: string; body: string };
      await db.query(`INSERT INTO ${t.legal_documents} (kind, version, title, body, published_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (kind, version) DO NOTHING`, [
        d.kind,
        d.version,
        d.title,
        d.body,
        event.recordedAt,
      ]);
    }
  },
};
