import type { Queryable } from '../queryable';
import { PUBLIC_NAME } from '../users/usersQueries';

/**
 * The `reviews`, `review_reports`, `review_hires` and `review_requests` read models (reviewsProjection.ts), for the
 * query-service and ReadModelLookups (ADR 0132).
 */

/** A review's demand and provider from its id (the lists carry ids), or undefined. */
export async function findReview(
  db: Queryable,
  reviewId: string,
): Promise<{ demandId: number; providerId: string } | undefined> {
  const found = await db.query<{ demand_id: number; provider_id: string }>(
    'SELECT demand_id, provider_id FROM reviews WHERE review_id = $1',
    [reviewId],
  );
  const row = found.rows[0];
  return row && { demandId: row.demand_id, providerId: row.provider_id };
}

/** Why a requester is asked for a review: `seat` (some days after the first seat) or `hired` ('Já contratei'). */
export type ReviewRequestReason = 'seat' | 'hired';

export interface ReviewRequestCandidate {
  demand_id: number;
  reason: ReviewRequestReason;
  email: string;
  name: string | null;
  title: string;
  /** The seat holders not reviewed yet, by the name a requester knows them by, in seat order. */
  providers: string[];
}

/**
 * The demands whose requester may be asked for a review at `now`: the first seat is `afterDays` old (up to
 * `windowDays` later), or the requester said 'Já contratei' in the last `windowDays`; not deleted, requester not
 * erased, fewer than `maxRequests` requests sent, none for this reason yet, and a seat holder left to review. One row
 * per demand ('hired' first).
 */
export async function reviewRequestCandidates(
  db: Queryable,
  now: Date,
  afterDays: number,
  windowDays: number,
  maxRequests: number,
): Promise<ReviewRequestCandidate[]> {
  const found = await db.query<ReviewRequestCandidate>(
    `SELECT DISTINCT ON (k.demand_id) k.demand_id, k.reason, c.email, c.name, d.title,
            (SELECT array_agg(${PUBLIC_NAME} ORDER BY s.created_at)
               FROM subscriptions s JOIN users u ON u.id = s.provider_id
              WHERE s.demand_id = k.demand_id
                AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.demand_id = s.demand_id AND r.provider_id = s.provider_id)) AS providers
       FROM (SELECT demand_id, 'seat' AS reason FROM subscriptions GROUP BY demand_id
              HAVING min(created_at) <= $1::timestamptz - make_interval(days => $2) AND min(created_at) > $1::timestamptz - make_interval(days => $2 + $4)
             UNION ALL
             SELECT demand_id, 'hired' FROM review_hires WHERE recorded_at > $1::timestamptz - make_interval(days => $4)) k
       JOIN demands d ON d.id = k.demand_id AND NOT d.deleted
       JOIN demand_contacts c ON c.demand_id = k.demand_id AND c.email IS NOT NULL AND NOT c.erased
      WHERE NOT EXISTS (SELECT 1 FROM review_requests q WHERE q.demand_id = k.demand_id AND q.reason = k.reason)
        AND (SELECT count(*) FROM review_requests q WHERE q.demand_id = k.demand_id) < $3
        AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.demand_id = k.demand_id
                       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.demand_id = s.demand_id AND r.provider_id = s.provider_id))
      ORDER BY k.demand_id, k.reason = 'hired' DESC`,
    [now.toISOString(), afterDays, maxRequests, windowDays],
  );
  return found.rows;
}

/** Each provider's rating over its visible reviews (hidden ones never count), one decimal; no entry: no reviews. */
export async function visibleRatingsOf(
  db: Queryable,
  providerIds: readonly string[],
): Promise<Map<string, { average: number; count: number }>> {
  const rows = await db.query<{ provider_id: string; average: string; count: number }>(
    'SELECT provider_id, round(avg(stars), 1) AS average, count(*)::int AS count FROM reviews WHERE provider_id = ANY($1::uuid[]) AND NOT hidden GROUP BY provider_id',
    [providerIds],
  );
  return new Map(rows.rows.map((r) => [r.provider_id, { average: Number(r.average), count: r.count }]));
}

/** A review with its provider's public name, whether the requester hired that provider, and its reports' reasons. */
export interface ReviewRow {
  review_id: string;
  demand_id: number;
  provider_id: string;
  provider_name: string | null;
  stars: number;
  comment: string;
  reviewer_name: string;
  city: string;
  erased: boolean;
  written_at: Date;
  edited_at: Date | null;
  reply: string | null;
  replied_at: Date | null;
  hired: boolean;
  hidden: boolean;
  moderation_reason: string | null;
  moderated_at: Date | null;
  reports: number;
  report_reasons: string[] | null;
}

const REVIEW_SELECT = `
  SELECT r.*, ${PUBLIC_NAME} AS provider_name,
         coalesce(h.hired = r.provider_id::text, false) AS hired,
         (SELECT array_agg(rr.reason ORDER BY rr.reported_at) FROM review_reports rr WHERE rr.review_id = r.review_id) AS report_reasons
    FROM reviews r LEFT JOIN users u ON u.id = r.provider_id LEFT JOIN review_hires h ON h.demand_id = r.demand_id`;

/** What the requester sees of its demand's reviews: the visible ones, which providers' are hidden, whom it hired. */
export async function reviewsOfDemand(
  db: Queryable,
  demandId: number,
): Promise<{ reviews: ReviewRow[]; hiddenProviderIds: string[]; hired: string | null }> {
  const [rows, hidden, hire] = await Promise.all([
    db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.demand_id = $1 AND NOT r.hidden ORDER BY r.written_at, r.review_id`, [
      demandId,
    ]),
    db.query<{ provider_id: string }>(
      'SELECT provider_id FROM reviews WHERE demand_id = $1 AND hidden ORDER BY provider_id',
      [demandId],
    ),
    db.query<{ hired: string }>('SELECT hired FROM review_hires WHERE demand_id = $1', [demandId]),
  ]);
  return {
    reviews: rows.rows,
    hiddenProviderIds: hidden.rows.map((r) => r.provider_id),
    hired: hire.rows[0]?.hired ?? null,
  };
}

/** A provider's visible reviews, newest first. */
export async function visibleReviewsOf(db: Queryable, providerId: string): Promise<ReviewRow[]> {
  return (
    await db.query<ReviewRow>(
      `${REVIEW_SELECT} WHERE r.provider_id = $1 AND NOT r.hidden ORDER BY r.written_at DESC, r.review_id`,
      [providerId],
    )
  ).rows;
}

/** The admin's queue: reviews reported (`reported`), hidden (`hidden`) or all, of one provider or all; reported and visible first. */
export async function reviewsForModeration(
  db: Queryable,
  status: 'reported' | 'hidden' | 'all',
  providerId: string | null,
  limit: number,
): Promise<ReviewRow[]> {
  const conditions = [
    status === 'reported' ? 'r.reports > 0' : status === 'hidden' ? 'r.hidden' : 'true',
    providerId ? 'r.provider_id = $2' : 'true',
  ];
  const rows = await db.query<ReviewRow>(
    `${REVIEW_SELECT} WHERE ${conditions.join(' AND ')} ORDER BY (r.reports > 0 AND NOT r.hidden) DESC, r.written_at DESC, r.review_id LIMIT $1`,
    providerId ? [limit, providerId] : [limit],
  );
  return rows.rows;
}

/** Reviews a requester or provider reported that no admin has moderated yet (the admin menu's count, issue #35 item 9). */
export async function unmoderatedReportedReviews(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reviews WHERE reports > 0 AND NOT hidden AND moderated_at IS NULL',
  );
  return r.rows[0]?.n ?? 0;
}
