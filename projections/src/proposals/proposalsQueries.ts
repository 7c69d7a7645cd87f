import type { ProposalRevision } from '@conectasst/common/api/proposals';
import type { SeatStage } from '@conectasst/common/rules/proposalRules';
import type { ContactChannel } from '@conectasst/common/rules/demandRules';
import type { Queryable } from '../queryable';

/** The `proposals` read model (proposalsProjection.ts), for the query-service. */

interface RevisionRow {
  demand_id: number;
  provider_id: string;
  revision: number;
  price_min_cents: string;
  price_max_cents: string | null;
  payment_terms: string;
  items: { serviceId: number | null; description: string }[];
  deadline_days: number | null;
  deadline_date: string | null;
  valid_until: string;
  credential_id: string;
  signatory_label: string;
  notes: string;
  pdf_sha256: string | null;
  pdf_name: string | null;
  pdf_size: number | null;
  sent_at: Date;
  /** The signatory's registry is verified now. */
  verified: boolean;
}

const REVISION_COLUMNS = `r.demand_id, r.provider_id, r.revision, r.price_min_cents, r.price_max_cents, r.payment_terms, r.items, r.deadline_days,
  to_char(r.deadline_date, 'YYYY-MM-DD') AS deadline_date, to_char(r.valid_until, 'YYYY-MM-DD') AS valid_until, r.credential_id, r.signatory_label, r.notes,
  r.pdf_sha256, r.pdf_name, r.pdf_size, r.sent_at,
  EXISTS (SELECT 1 FROM provider_credentials c WHERE c.credential_id = r.credential_id AND c.status = 'verified') AS verified`;

const STAGE_SQL = `CASE WHEN s.outcome IS NOT NULL THEN s.outcome WHEN s.revision > 0 THEN 'proposta_enviada' ELSE s.marked END`;

export function revisionOf(r: RevisionRow): ProposalRevision {
  return {
    revision: r.revision,
    priceMinCents: Number(r.price_min_cents),
    priceMaxCents: r.price_max_cents === null ? null : Number(r.price_max_cents),
    paymentTerms: r.payment_terms,
    items: r.items,
    deadlineDays: r.deadline_days,
    deadlineDate: r.deadline_date,
    validUntil: r.valid_until,
    signatory: { credentialId: r.credential_id, label: r.signatory_label, verified: r.verified },
    notes: r.notes,
    pdf: r.pdf_sha256 && r.pdf_name && r.pdf_size ? { name: r.pdf_name, size: r.pdf_size } : null,
    sentAt: r.sent_at.toISOString(),
  };
}

export type LatestProposalRow = RevisionRow & { accepted: boolean; answered_in_hours: number | null };

/** The latest revision of each seat holder's proposal on a demand (what the requester compares). */
export async function latestProposalsOf(db: Queryable, demandId: number): Promise<LatestProposalRow[]> {
  const rows = await db.query<LatestProposalRow>(
    `SELECT DISTINCT ON (r.provider_id) ${REVISION_COLUMNS},
            s.accepted_revision IS NOT NULL AS accepted,
            round(extract(epoch FROM (s.first_proposal_at - coalesce(d.published_at, s.seated_at))) / 3600.0, 1)::float AS answered_in_hours
       FROM proposal_revisions r
       JOIN seat_stages s ON s.demand_id = r.demand_id AND s.provider_id = r.provider_id
       LEFT JOIN proposal_demands d ON d.demand_id = r.demand_id
      WHERE r.demand_id = $1
      ORDER BY r.provider_id, r.revision DESC`,
    [demandId],
  );
  return rows.rows;
}

/** Every revision of one provider's proposal on a demand, newest first (its author's history). */
export async function revisionsOf(db: Queryable, demandId: number, providerId: string): Promise<RevisionRow[]> {
  const rows = await db.query<RevisionRow>(
    `SELECT ${REVISION_COLUMNS} FROM proposal_revisions r WHERE r.demand_id = $1 AND r.provider_id = $2 ORDER BY r.revision DESC`,
    [demandId, providerId],
  );
  return rows.rows;
}

export interface SeatStageRow {
  demand_id: number;
  stage: SeatStage;
  revision: number;
  accepted: boolean;
  preferred_channel: ContactChannel | null;
}

/** The provider's seats with their stage (one seat, or all of them). */
export async function seatStagesOf(db: Queryable, providerId: string, demandId?: number): Promise<SeatStageRow[]> {
  const rows = await db.query<SeatStageRow>(
    `SELECT s.demand_id, ${STAGE_SQL} AS stage, s.revision, s.accepted_revision IS NOT NULL AS accepted, d.preferred_channel
       FROM seat_stages s LEFT JOIN proposal_demands d ON d.demand_id = s.demand_id WHERE s.provider_id = $1 AND ($2::integer IS NULL OR s.demand_id = $2) ORDER BY s.seated_at DESC`,
    [providerId, demandId ?? null],
  );
  return rows.rows;
}

/** The PDF of the latest revision of a provider's proposal on a demand (hash and file name), or undefined. */
export async function latestPdfOf(
  db: Queryable,
  demandId: number,
  providerId: string,
): Promise<{ sha256: string; name: string } | undefined> {
  const rows = await db.query<{ pdf_sha256: string | null; pdf_name: string | null }>(
    'SELECT pdf_sha256, pdf_name FROM proposal_revisions WHERE demand_id = $1 AND provider_id = $2 ORDER BY revision DESC LIMIT 1',
    [demandId, providerId],
  );
  const row = rows.rows[0];
  return row?.pdf_sha256 && row.pdf_name ? { sha256: row.pdf_sha256, name: row.pdf_name } : undefined;
}

/** Who was hired on a demand (an accepted proposal or 'Já contratei': `review_hires`), or undefined. */
export async function hiredOn(db: Queryable, demandId: number): Promise<string | undefined> {
  const rows = await db.query<{ hired: string }>('SELECT hired FROM review_hires WHERE demand_id = $1', [demandId]);
  return rows.rows[0]?.hired;
}
