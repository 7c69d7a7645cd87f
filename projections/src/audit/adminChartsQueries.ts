import type { DashboardData } from '@conectasst/common/api/audit';
import { BRASILIA_TIME_ZONE } from '@conectasst/common/text/brazilianFormats';
import type { Queryable } from '../queryable';

/** The admin charts' facts (`dash_*`, adminChartsProjection.ts) with reviews, services and NRs, for /admin/painel (ADR 0132). */

const localDay = (column: string) => `(${column} AT TIME ZONE '${BRASILIA_TIME_ZONE}')::date`;

/** Every series of /admin/painel for the days [from, to] (São Paulo); weeks start on Monday. */
export async function adminCharts(db: Queryable, from: string, to: string): Promise<DashboardData> {
  const p = [from, to];
  const inPeriod = (column: string) => `${localDay(column)} BETWEEN $1::date AND $2::date`;
  const weeks = `SELECT generate_series(date_trunc('week', $1::date), date_trunc('week', $2::date), interval '1 week')::date AS week`;
  const months = `SELECT generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month')::date AS month`;
  const [demandsPerWeek, providers, credits, partners, services, nrs, states, stars] = await Promise.all([
    db.query<{ week: string; demands: number }>(
      `WITH w AS (${weeks})
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(d.demand_id)::int AS demands
         FROM w LEFT JOIN dash_demands d ON NOT d.deleted AND ${inPeriod('d.filed_at')} AND date_trunc('week', ${localDay('d.filed_at')})::date = w.week
        GROUP BY w.week ORDER BY w.week`,
      p,
    ),
    db.query<{ providers: number; demands: number }>(
      `SELECT n.providers, count(d.demand_id)::int AS demands
         FROM generate_series(0, 5) AS n(providers)
         LEFT JOIN dash_demands d ON NOT d.deleted AND ${inPeriod('d.filed_at')} AND LEAST(d.providers, 5) = n.providers
        GROUP BY n.providers ORDER BY n.providers`,
      p,
    ),
    db.query<{
      month: string;
      sold: number;
      spent: number;
      revenue_cents: string;
      reversed: number;
      reversed_cents: string;
    }>(
      `WITH m AS (${months})
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              coalesce(sum(c.credits) FILTER (WHERE c.kind = 'sold'), 0)::int AS sold,
              coalesce(sum(c.credits) FILTER (WHERE c.kind = 'spent'), 0)::int AS spent,
              coalesce(sum(c.price_cents) FILTER (WHERE c.kind = 'sold'), 0)::bigint AS revenue_cents,
              coalesce(sum(c.credits) FILTER (WHERE c.kind = 'reversed'), 0)::int AS reversed,
              coalesce(sum(c.price_cents) FILTER (WHERE c.kind = 'reversed'), 0)::bigint AS reversed_cents
         FROM m LEFT JOIN dash_credit_moves c ON ${inPeriod('c.occurred_at')} AND date_trunc('month', ${localDay('c.occurred_at')})::date = m.month
        GROUP BY m.month ORDER BY m.month`,
      p,
    ),
    db.query<{ week: string; partners: number }>(
      `WITH w AS (${weeks})
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(x.provider_id)::int AS partners
         FROM w LEFT JOIN dash_partners x ON ${inPeriod('x.registered_at')} AND date_trunc('week', ${localDay('x.registered_at')})::date = w.week
        GROUP BY w.week ORDER BY w.week`,
      p,
    ),
    db.query<{ name: string; demands: number }>(
      `SELECT s.name, count(DISTINCT d.demand_id)::int AS demands
         FROM dash_demands d CROSS JOIN LATERAL unnest(d.service_ids) AS sid JOIN services s ON s.id = sid
        WHERE NOT d.deleted AND ${inPeriod('d.filed_at')}
        GROUP BY s.name ORDER BY demands DESC, s.name LIMIT 10`,
      p,
    ),
    db.query<{ name: string; demands: number }>(
      `SELECT n.name, count(DISTINCT d.demand_id)::int AS demands
         FROM dash_demands d CROSS JOIN LATERAL unnest(d.service_ids) AS sid JOIN services s ON s.id = sid
         CROSS JOIN LATERAL unnest(s.nr_ids) AS nid JOIN nrs n ON n.id = nid
        WHERE NOT d.deleted AND ${inPeriod('d.filed_at')}
        GROUP BY n.name
        -- Ties by the NR's number (NR-6 before NR-15), not as text (issue #35 item 9).
        ORDER BY demands DESC, (substring(n.name from '^\\s*[Nn][Rr]\\s*-?\\s*0*(\\d{1,3})'))::int NULLS LAST, n.name LIMIT 10`,
      p,
    ),
    db.query<{ uf: string; demands: number }>(
      `SELECT d.uf, count(*)::int AS demands FROM dash_demands d WHERE NOT d.deleted AND ${inPeriod('d.filed_at')}
        GROUP BY d.uf ORDER BY demands DESC, d.uf LIMIT 10`,
      p,
    ),
    // Hidden reviews count nowhere (docs/reviews.md).
    db.query<{ stars: number; reviews: number }>(
      `SELECT n.stars, count(r.review_id)::int AS reviews
         FROM generate_series(1, 5) AS n(stars)
         LEFT JOIN reviews r ON NOT r.hidden AND r.stars = n.stars AND ${inPeriod('r.written_at')}
        GROUP BY n.stars ORDER BY n.stars`,
      p,
    ),
  ]);
  return {
    from,
    to,
    demandsPerWeek: demandsPerWeek.rows,
    providersPerDemand: providers.rows,
    creditsPerMonth: credits.rows.map((r) => ({
      month: r.month,
      sold: r.sold,
      spent: r.spent,
      revenue: Number(r.revenue_cents) / 100,
      reversed: r.reversed,
      reversedRevenue: Number(r.reversed_cents) / 100,
    })),
    partnersPerWeek: partners.rows,
    topServices: services.rows,
    topNrs: nrs.rows,
    topStates: states.rows,
    reviewsByStars: stars.rows,
  };
}
