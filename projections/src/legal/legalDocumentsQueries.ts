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
  return (
    row && {
      kind: row.kind,
      version: row.version,
      title: row.title,
      body: row.body,
      publishedAt: row.published_at.toISOString(),
    }
  );
}

/** The versions in force of both texts and what the provider last accepted; `pending` when an acceptance is owed. */
export async function legalAcceptanceOf(db: Queryable, userId: string) {
  const { rows } = await db.query<{
    terms: number | null;
    privacy: number | null;
    a_terms: number | null;
    a_privacy: number | null;
    accepted_at: Date | null;
  }>(
    `SELECT (SELECT max(version) FROM legal_documents WHERE kind = 'termos-de-uso') AS terms,
            (SELECT max(version) FROM legal_documents WHERE kind = 'politica-de-privacidade') AS privacy,
            a.terms_version AS a_terms, a.privacy_version AS a_privacy, a.accepted_at
       FROM (SELECT 1) one LEFT JOIN legal_acceptances a ON a.user_id = $1`,
    [userId],
  );
  const r = rows[0]!;
  const current = r.terms && r.privacy ? { termsVersion: r.terms, privacyVersion: r.privacy } : null;
  const accepted =
    r.a_terms && r.a_privacy && r.accepted_at
      ? { termsVersion: r.a_terms, privacyVersion: r.a_privacy, acceptedAt: r.accepted_at.toISOString() }
      : null;
  const pending =
    current !== null &&
    (accepted === null ||
      accepted.termsVersion < current.termsVersion ||
      accepted.privacyVersion < current.privacyVersion);
  return { current, accepted, pending };
}
