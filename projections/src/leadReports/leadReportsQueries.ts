import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import type { Queryable } from '../queryable';

/** The `lead_reports` read model (leadReportsProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

/** A report's demand, provider and reason from its id (the admin queue lists ids), or undefined. */
export async function findLeadReport(db: Queryable, reportId: string): Promise<{ demandId: number; providerId: string; reason: LeadReportReason } | undefined> {
  const found = await db.query<{ demand_id: number; provider_id: string; reason: LeadReportReason }>('SELECT demand_id, provider_id, reason FROM lead_reports WHERE report_id = $1', [reportId]);
  const row = found.rows[0];
  return row && { demandId: row.demand_id, providerId: row.provider_id, reason: row.reason };
}
