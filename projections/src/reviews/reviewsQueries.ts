import type { Queryable } from '../queryable';

/**
 * The `reviews`, `review_reports`, `review_hires` and `review_requests` read models (reviewsProjection.ts), for the
 * query-service and ReadModelLookups (ADR 0132).
 */

/** A review's demand and provider from its id (the lists carry ids), or undefined. */
export async function findReview(db: Queryable, reviewId: string): Promise<{ demandId: number; providerId: string } | undefined> {
  const found = await db.query<{ demand_id: number; provider_id: string }>('SELECT demand_id, provider_id FROM reviews WHERE review_id = $1', [reviewId]);
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
export async function reviewRequestCandidates(db: Queryable, now: Date, afterDays: number, windowDays: number, maxRequests: number): Promise<ReviewRequestCandidate[]> {
  const found = await db.query<ReviewRequestCandidate>(
    `SELECT DISTINCT ON (k.demand_id) k.demand_id, k.reason, c.email, c.name, d.title,
            (SELECT array_agg(coalesce(nullif(u.fantasy_name, ''), nullif(u.corporate_name, ''), nullif(concat_ws(' ', u.name, u.surname), ''), 'Parceiro') ORDER BY s.created_at)
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
export async function visibleRatingsOf(db: Queryable, providerIds: readonly string[]): Promise<Map<string, { average: number; count: number }>> {
  const rows = await db.query<{ provider_id: string; average: string; count: number }>(
    'SELECT provider_id, round(avg(stars), 1) AS average, count(*)::int AS count FROM reviews WHERE provider_id = ANY($1::uuid[]) AND NOT hidden GROUP BY provider_id',
    [providerIds],
  );
  return new Map(rows.rows.map((r) => [r.provider_id, { average: Number(r.average), count: r.count }]));
}
