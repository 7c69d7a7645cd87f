import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import type { LeadReport } from '@conectasst/common/api/trust';
import { REPORT_FLAG_MIN_SUBSCRIPTIONS, REPORT_SHARE_FLAG } from '@conectasst/common/rules/trustRules';
import type { LeadReportReasonCode } from '@conectasst/common/rules/trustRules';
import { queueByStatus } from '../listing';
import type { Queryable } from '../queryable';

/** The `lead_reports` read model (leadReportsProjection.ts), for the query-service and ReadModelLookups (ADR 0132); the report shares that flag a provider join `subscriptions`. */

/** A report's demand, provider and reason from its id (the admin queue lists ids), or undefined. */
export async function findLeadReport(
  db: Queryable,
  reportId: string,
): Promise<{ demandId: number; providerId: string; reason: LeadReportReason } | undefined> {
  const found = await db.query<{ demand_id: number; provider_id: string; reason: LeadReportReason }>(
    'SELECT demand_id, provider_id, reason FROM lead_reports WHERE report_id = $1',
    [reportId],
  );
  const row = found.rows[0];
  return row && { demandId: row.demand_id, providerId: row.provider_id, reason: row.reason };
}

/** A lead report with its demand's title and its provider's name (the refund queue, the provider's own list). */
export interface LeadReportRow {
  report_id: string;
  demand_id: number;
  title: string | null;
  provider_id: string;
  provider_name: string | null;
  reason: LeadReportReasonCode;
  note: string;
  credits: number;
  status: LeadReport['status'];
  automatic: boolean;
  decision_note: string;
  reported_at: Date;
  decided_at: Date | null;
}

const REPORTS_SQL = `
  SELECT r.report_id, r.demand_id, d.title, r.provider_id, r.reason, r.note, r.credits, r.status, r.automatic, r.decision_note, r.reported_at, r.decided_at,
         coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.email, '') AS provider_name
    FROM lead_reports r
    LEFT JOIN demands d ON d.id = r.demand_id
    LEFT JOIN users u ON u.id = r.provider_id`;

/** The provider's own reports, newest first, at most `limit`. */
export async function leadReportsOf(db: Queryable, providerId: string, limit: number): Promise<LeadReportRow[]> {
  return (
    await db.query<LeadReportRow>(`${REPORTS_SQL} WHERE r.provider_id = $1 ORDER BY r.reported_at DESC LIMIT $2`, [
      providerId,
      limit,
    ])
  ).rows;
}

/** The admin's queue: reports of one status (`open` oldest first, the others newest first) or all, at most `limit`. */
export async function leadReportsByStatus(
  db: Queryable,
  status: LeadReport['status'] | 'all',
  limit: number,
): Promise<LeadReportRow[]> {
  return queueByStatus<LeadReportRow>(
    db,
    REPORTS_SQL,
    { status: 'r.status', at: 'r.reported_at' },
    status,
    'open',
    limit,
  );
}

export interface ReportShare {
  reports: number;
  subscriptions: number;
  /** More than REPORT_SHARE_FLAG of at least REPORT_FLAG_MIN_SUBSCRIPTIONS subscriptions were reported. */
  flagged: boolean;
}

/** Reports against subscriptions per provider (all providers when `providerIds` is omitted). */
export async function reportSharesOf(
  db: Queryable,
  providerIds?: readonly string[],
): Promise<Map<string, ReportShare>> {
  const rows = await db.query<{ provider_id: string; subscriptions: string; reports: string }>(
    `SELECT r.provider_id, r.n AS reports, (SELECT count(*) FROM subscriptions s WHERE s.provider_id = r.provider_id) AS subscriptions
       FROM (SELECT provider_id, count(*) AS n FROM lead_reports ${providerIds ? 'WHERE provider_id = ANY($1::uuid[])' : ''} GROUP BY provider_id) r`,
    providerIds ? [providerIds] : [],
  );
  const shares = new Map<string, ReportShare>();
  for (const r of rows.rows) {
    const reports = Number(r.reports);
    // A reported seat may have been given back since; the provider still subscribed to it.
    const subscriptions = Math.max(Number(r.subscriptions), reports);
    shares.set(r.provider_id, {
      reports,
      subscriptions,
      flagged: subscriptions >= REPORT_FLAG_MIN_SUBSCRIPTIONS && reports / subscriptions > REPORT_SHARE_FLAG,
    });
  }
  return shares;
}

/** Bad-lead reports waiting for an admin's decision (the admin menu's count, issue #35 item 9). */
export async function openLeadReportsCount(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM lead_reports WHERE status = 'open'");
  return r.rows[0]?.n ?? 0;
}
