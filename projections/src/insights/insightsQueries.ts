import type { Queryable } from '../queryable';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { INSIGHTS_MIN_OTHER_PROVIDERS, speedBand } from '@conectasst/common/rules/insightsRules';
import { profileMatchSql } from '../demands/profileMatch';
import { DAY_MS } from '@conectasst/common/rules/time';

/** Median seconds from a demand's filing to a seat, over the seats `s` joined with their demands `d`. */
const MEDIAN_SECONDS = `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.created_at - d.created_at))`;

/**
 * Pedido direto (ADR 0170): one provider's own seats, all time, and their median from the demand's publication (its
 * filing for a demand published at once or before published_at was kept) to the seat. Never another provider's.
 */
export async function ownResponseTime(
  pool: Queryable,
  providerId: string,
): Promise<{ seats: number; medianSeconds: number | null }> {
  const found = await pool.query<{ n: number; median: string | null }>(
    `SELECT count(*)::int AS n,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM s.created_at - coalesce(d.published_at, d.created_at)))) AS median
       FROM subscriptions s JOIN demands d ON d.id = s.demand_id WHERE s.provider_id = $1::uuid`,
    [providerId],
  );
  return { seats: found.rows[0]!.n, medianSeconds: seconds(found.rows[0]!.median) };
}

const seconds = (value: number | string | null): number | null => (value === null ? null : Math.round(Number(value)));

/**
 * "Meu desempenho" (issue #21 item 6, ADR 0127): one provider's figures over the last `days` days up to `now`, read
 * from the demands, subscriptions, reviews and provider_profiles read models. Used by `GET /v1/parceiro/desempenho`
 * and by the weekly e-mail. Another provider's figures never leave this function (issue #33 item 5, ADR 0157): only
 * the quartile band of this provider's median among the medians of the other providers serving one of its areas in one
 * of its regions, and only when at least INSIGHTS_MIN_OTHER_PROVIDERS of them took a seat in the period. The SQL
 * returns counts (others, faster, tied), never their medians.
 */
export async function providerInsights(
  pool: Queryable,
  providerId: string,
  now: Date,
  days: number,
): Promise<ProviderInsights> {
  const until = now.toISOString();
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const window = [providerId, since, until];
  const [matching, own, hired, rating, proposals] = await Promise.all([
    pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM demands d JOIN provider_profiles p ON p.user_id = $1::uuid
        WHERE d.published AND NOT d.deleted AND d.created_at > $2 AND d.created_at <= $3 AND ${profileMatchSql('$1')}`,
      window,
    ),
    pool.query<{ n: number; median: string | null }>(
      `SELECT count(*)::int AS n, ${MEDIAN_SECONDS} AS median FROM subscriptions s JOIN demands d ON d.id = s.demand_id
        WHERE s.provider_id = $1::uuid AND s.created_at > $2 AND s.created_at <= $3`,
      window,
    ),
    pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM review_hires WHERE hired = $1::text AND recorded_at > $2 AND recorded_at <= $3`,
      window,
    ),
    pool.query<{ average: string | null; n: number }>(
      `SELECT round(avg(stars)::numeric, 1) AS average, count(*)::int AS n FROM reviews WHERE provider_id = $1::uuid AND NOT hidden`,
      [providerId],
    ),
    // The provider's own proposals on the seats of the period, and those that won (issue #36 item 2, ADR 0163).
    pool.query<{ sent: number; won: number }>(
      `SELECT (count(*) FILTER (WHERE revision > 0))::int AS sent, (count(*) FILTER (WHERE revision > 0 AND outcome = 'ganha'))::int AS won
         FROM seat_stages WHERE provider_id = $1::uuid AND seated_at > $2 AND seated_at <= $3`,
      window,
    ),
  ]);
  const subscribed = own.rows[0]!.n;
  const yourMedianSeconds = seconds(own.rows[0]!.median);
  // The others: providers sharing one of the areas and one of the states served ('All' meets every state), each by its
  // own median; only how many there are, how many are faster and how many tie come back.
  const others =
    yourMedianSeconds === null
      ? null
      : (
          await pool.query<{ providers: number; faster: number; ties: number }>(
            `WITH others AS (
               SELECT s.provider_id, round(${MEDIAN_SECONDS}) AS median
                 FROM provider_profiles me
                 JOIN provider_profiles o ON o.user_id <> me.user_id AND o.area_ids && me.area_ids
                  AND ('All' = ANY(me.ufs) OR 'All' = ANY(o.ufs) OR o.ufs && me.ufs)
                 JOIN subscriptions s ON s.provider_id = o.user_id AND s.created_at > $2 AND s.created_at <= $3
                 JOIN demands d ON d.id = s.demand_id
                WHERE me.user_id = $1::uuid
                GROUP BY s.provider_id)
             SELECT count(*)::int AS providers, (count(*) FILTER (WHERE median < $4))::int AS faster, (count(*) FILTER (WHERE median = $4))::int AS ties FROM others`,
            [...window, yourMedianSeconds],
          )
        ).rows[0]!;
  const hires = hired.rows[0]!.n;
  const creditsSpent = subscribed * SUBSCRIPTION_COST;
  return {
    days,
    since,
    until,
    matching: matching.rows[0]!.n,
    subscribed,
    hired: hires,
    creditsSpent,
    creditsPerHire: hires ? Math.round(creditsSpent / hires) : null,
    rating: {
      average: rating.rows[0]!.average === null ? null : Number(rating.rows[0]!.average),
      count: rating.rows[0]!.n,
    },
    proposals: {
      sent: proposals.rows[0]!.sent,
      won: proposals.rows[0]!.won,
      winRatePercent: proposals.rows[0]!.sent
        ? Math.round((proposals.rows[0]!.won * 100) / proposals.rows[0]!.sent)
        : null,
    },
    speed: {
      yourMedianSeconds,
      othersBand: others ? speedBand(others.providers, others.faster, others.ties) : null,
      minOtherProviders: INSIGHTS_MIN_OTHER_PROVIDERS,
    },
  };
}
