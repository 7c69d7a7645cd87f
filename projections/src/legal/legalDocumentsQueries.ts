import type { Queryable } from '../queryable';

export interface LegalDocumentRow {
  kind: string;
  version: number;
  title: string;
  body: string;
  publishedAt: string;
}

/** The version in force (the highest) of a legal text, or undefined before any was published. */
export async function currentLegalDocument(db: Queryable, kind: string): Promise<LegalDocumentRow | undefined> {
  const { rows } = await db.query<{ kind: string; version: number; title: string; body: string; published_at: Date }>(
    'SELECT kind, version, title, body, published_at FROM legal_documents WHERE kind = $1 ORDER BY version DESC LIMIT 1',
    [kind],
  );
  const row = rows[0];
  return row && { kind: row.kind, version: row.version, title: row.title, body: row.body, publishedAt: row.published_at.toISOString() };
}
