import type { Pool } from 'pg';
import { REPORT_FLAG_MIN_SUBSCRIPTIONS, REPORT_SHARE_FLAG } from '@conectasst/common/rules/trustRules';

export interface ReportShare {
  reports: number;
  subscriptions: number;
  /** More than REPORT_SHARE_FLAG of at least REPORT_FLAG_MIN_SUBSCRIPTIONS subscriptions were reported. */
  flagged: boolean;
}

/** Reports against subscriptions per provider (all providers when `providerIds` is omitted). */
export async function reportSharesOf(pool: Pick<Pool, 'query'>, providerIds?: readonly string[]): Promise<Map<string, ReportShare>> {
  const rows = await pool.query<{ provider_id: string; subscriptions: string; reports: string }>(
    `SELECT r.provider_id, r.n AS reports, (SELECT count(*) FROM subscriptions s WHERE s.provider_id = r.provider_id) AS subscriptions
       FROM (SELECT provider_id, count(*) AS n FROM lead_reports ${providerIds ? 'WHERE provider_id = ANY($1::uuid[])' : ''} GROUP BY provider_id) r`,
    providerIds ? [providerIds] : [],
  );
  const shares = new Map<string, ReportShare>();
  for (const r of rows.rows) {
    const reports = Number(r.reports);
    // A reported seat may have been given back since; the provider still subscribed to it.
    const subscriptions = Math.max(Number(r.subscriptions), reports);
    shares.set(r.provider_id, { reports, subscriptions, flagged: subscriptions >= REPORT_FLAG_MIN_SUBSCRIPTIONS && reports / subscriptions > REPORT_SHARE_FLAG });
  }
  return shares;
}
