import type { Queryable } from '../queryable';

/**
 * The `demands` and `demand_contacts` read models (demandsProjection.ts) and the new-demand e-mails' `demand_alerts`
 * and `demand_alerts_sent` (demandAlertsProjection.ts): every query over them, for the query-service routes and the
 * command side's ReadModelLookups (ADR 0132). `demands` holds what a provider may read; `demand_contacts` the
 * requester's contact and the free text as written, which only the requester, an admin and the commands' e-mails see.
 * E-mails are passed normalized (`normalizeEmail`).
 */

/** Whether the e-mail has a published, open, unexpired demand (spec §8: it cannot file another). */
export async function hasOpenDemand(db: Queryable, emailNormalized: string): Promise<boolean> {
  const found = await db.query(
    'SELECT 1 FROM demand_contacts c JOIN demands d ON d.id = c.demand_id WHERE c.email_normalized = $1 AND d.status AND d.published AND NOT d.deleted AND d.expires_at > now() LIMIT 1',
    [emailNormalized],
  );
  return found.rows.length > 0;
}

export interface RecentDemand {
  id: number;
  serviceIds: number[];
  filedAt: Date;
  /** Filed and open, but the requester has not confirmed the e-mail yet. */
  pending: boolean;
}

/** The e-mail's demands (not deleted) filed in the `hours` before `now`: the candidates of the duplicate rule. */
export async function demandsFiledSince(db: Queryable, emailNormalized: string, now: Date, hours: number): Promise<RecentDemand[]> {
  const found = await db.query<{ id: number; service_ids: number[]; created_at: Date; pending: boolean }>(
    `SELECT d.id, d.service_ids, d.created_at, (d.status AND NOT d.published) AS pending
       FROM demand_contacts c JOIN demands d ON d.id = c.demand_id
      WHERE c.email_normalized = $1 AND NOT d.deleted AND d.created_at > $2::timestamptz - make_interval(hours => $3::int)`,
    [emailNormalized, now.toISOString(), hours],
  );
  return found.rows.map((r) => ({ id: r.id, serviceIds: r.service_ids, filedAt: r.created_at, pending: r.pending }));
}

/** The requester's address and name as the read model holds them (null once erased). */
export async function demandContact(db: Queryable, demandId: number): Promise<{ email: string | null; name: string | null } | undefined> {
  const found = await db.query<{ email: string | null; name: string | null }>('SELECT email, name FROM demand_contacts WHERE demand_id = $1', [demandId]);
  return found.rows[0];
}

/** The e-mail's open, unexpired demands at `now`, newest first, at most `limit` (the "resend my link" e-mail). */
export async function openDemandsOf(db: Queryable, emailNormalized: string, now: Date, limit: number): Promise<{ id: number; title: string; published: boolean }[]> {
  const found = await db.query<{ id: number; title: string; published: boolean }>(
    `SELECT d.id, d.title, d.published FROM demand_contacts c JOIN demands d ON d.id = c.demand_id
      WHERE c.email_normalized = $1 AND d.status AND NOT d.deleted AND d.expires_at > $2 ORDER BY d.id DESC LIMIT $3`,
    [emailNormalized, now.toISOString(), limit],
  );
  return found.rows;
}

/** Open demands never confirmed, filed `hours` or more before `now` (the sweep's candidates), by id, at most `limit`. */
export async function unconfirmedDemandsDue(db: Queryable, now: Date, hours: number, limit: number): Promise<number[]> {
  const found = await db.query<{ id: number }>(
    `SELECT id FROM demands WHERE status AND NOT published AND NOT deleted AND created_at <= $1::timestamptz - make_interval(hours => $2) ORDER BY id LIMIT $3`,
    [now.toISOString(), hours, limit],
  );
  return found.rows.map((r) => r.id);
}

/** Published open demands whose deadline or end came by `now` (the sweep's candidates), by id, at most `limit`. */
export async function publishedDemandsDue(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const found = await db.query<{ id: number }>(
    `SELECT id FROM demands WHERE status AND published AND NOT deleted AND (deadline <= $1 OR expires_at <= $1) ORDER BY id LIMIT $2`,
    [now.toISOString(), limit],
  );
  return found.rows.map((r) => r.id);
}

/** The other demands (not erased) filed with the same e-mail as this one, by id: requesters have no account. */
export async function otherDemandsOfRequester(db: Queryable, demandId: number): Promise<number[]> {
  const found = await db.query<{ demand_id: number }>(
    `SELECT o.demand_id FROM demand_contacts c JOIN demand_contacts o ON o.email_normalized = c.email_normalized
      WHERE c.demand_id = $1 AND o.demand_id <> $1 AND NOT o.erased ORDER BY o.demand_id`,
    [demandId],
  );
  return found.rows.map((r) => r.demand_id);
}

/**
 * An earlier demand (not deleted) of the same e-mail for the same services, filed within the `hours` before this one
 * (the latest such), or undefined.
 */
export async function earlierDuplicateOf(db: Queryable, demandId: number, emailNormalized: string, hours: number): Promise<number | undefined> {
  const found = await db.query<{ id: number }>(
    `SELECT o.id FROM demands d
       JOIN demand_contacts dc ON dc.demand_id = d.id
       JOIN demand_contacts oc ON oc.email_normalized = $2 AND oc.demand_id <> d.id
       JOIN demands o ON o.id = oc.demand_id
      WHERE d.id = $1 AND NOT o.deleted
        AND (SELECT array_agg(x ORDER BY x) FROM unnest(o.service_ids) x) = (SELECT array_agg(x ORDER BY x) FROM unnest(d.service_ids) x)
        AND o.created_at <= d.created_at AND o.created_at > d.created_at - make_interval(hours => $3)
      ORDER BY o.created_at DESC LIMIT 1`,
    [demandId, emailNormalized, hours],
  );
  return found.rows[0]?.id;
}

/** One provider's share of a new-demand digest: the matching demands, newest first. */
export interface DigestMatch {
  provider_id: string;
  email: string;
  name: string | null;
  demand_ids: number[];
  titles: string[];
  places: string[];
}

/**
 * For every active provider with a service profile and the e-mails on, the open, unexpired demands filed in the `days`
 * before `now` that match one of the provider's areas or NRs and lie in the regions served ('All' counts), not mailed
 * to it before.
 */
export async function digestMatches(db: Queryable, now: Date, days: number): Promise<DigestMatch[]> {
  const found = await db.query<DigestMatch>(
    `SELECT p.user_id AS provider_id, u.email, u.name,
            array_agg(d.id ORDER BY d.created_at DESC) AS demand_ids,
            array_agg(d.title ORDER BY d.created_at DESC) AS titles,
            array_agg(d.city || '/' || d.uf ORDER BY d.created_at DESC) AS places
       FROM provider_profiles p
       -- Inactive, removed and erased partners are sent nothing (ADR 0110).
       JOIN users u ON u.id = p.user_id AND u.email IS NOT NULL AND u.active AND NOT u.removed AND NOT u.erased
       JOIN demands d ON d.status AND d.published AND NOT d.deleted AND d.expires_at > $1 AND d.created_at > $1::timestamptz - make_interval(days => $2)
        AND ('All' = ANY(p.ufs) OR d.uf = ANY(p.ufs))
        AND ('All' = ANY(p.cities) OR d.city = ANY(p.cities))
        AND EXISTS (SELECT 1 FROM services s WHERE s.id = ANY(d.service_ids) AND (s.area_id = ANY(p.area_ids) OR s.nr_ids && p.nr_ids))
      WHERE NOT EXISTS (SELECT 1 FROM demand_alerts a WHERE a.provider_id = p.user_id AND NOT a.enabled)
        AND NOT EXISTS (SELECT 1 FROM demand_alerts_sent x WHERE x.provider_id = p.user_id AND x.demand_id = d.id)
      GROUP BY p.user_id, u.email, u.name`,
    [now.toISOString(), days],
  );
  return found.rows;
}

/** Active providers with a service profile and the new-demand e-mails on (the weekly "Meu desempenho" goes to them), by id. */
export async function providersWithAlertsOn(db: Queryable): Promise<{ provider_id: string; email: string; name: string | null }[]> {
  const found = await db.query<{ provider_id: string; email: string; name: string | null }>(
    `SELECT p.user_id AS provider_id, u.email, u.name
       FROM provider_profiles p
       JOIN users u ON u.id = p.user_id AND u.email IS NOT NULL AND u.active AND NOT u.removed AND NOT u.erased
      WHERE NOT EXISTS (SELECT 1 FROM demand_alerts a WHERE a.provider_id = p.user_id AND NOT a.enabled)
      ORDER BY p.user_id`,
  );
  return found.rows;
}
