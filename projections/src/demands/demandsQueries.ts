import { namedSql } from '@conectasst/platform/db/namedSql';
import { likeContainsRaw } from '../listing';
import type { Queryable } from '../queryable';
import type { Memoized } from '../readModelMemo';
import type { CloseReason, VerificationState } from '@conectasst/common/rules/demandRules';
import { profileMatchSql } from './profileMatch';

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
export async function demandsFiledSince(
  db: Queryable,
  emailNormalized: string,
  now: Date,
  hours: number,
): Promise<RecentDemand[]> {
  const found = await db.query<{ id: number; service_ids: number[]; created_at: Date; pending: boolean }>(
    `SELECT d.id, d.service_ids, d.created_at, (d.status AND NOT d.published) AS pending
       FROM demand_contacts c JOIN demands d ON d.id = c.demand_id
      WHERE c.email_normalized = $1 AND NOT d.deleted AND d.created_at > $2::timestamptz - make_interval(hours => $3::int)`,
    [emailNormalized, now.toISOString(), hours],
  );
  return found.rows.map((r) => ({ id: r.id, serviceIds: r.service_ids, filedAt: r.created_at, pending: r.pending }));
}

/** The requester's address and name as the read model holds them (null once erased). */
export async function demandContact(
  db: Queryable,
  demandId: number,
): Promise<{ email: string | null; name: string | null } | undefined> {
  const found = await db.query<{ email: string | null; name: string | null }>(
    'SELECT email, name FROM demand_contacts WHERE demand_id = $1',
    [demandId],
  );
  return found.rows[0];
}

/** The e-mail's open, unexpired demands at `now`, newest first, at most `limit` (the "resend my link" e-mail). */
export async function openDemandsOf(
  db: Queryable,
  emailNormalized: string,
  now: Date,
  limit: number,
): Promise<{ id: number; title: string; published: boolean }[]> {
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

/** The demands whose requester asked this provider directly ("Pedir orçamento a este parceiro", ADR 0170), by id: the provider's data export reads them (ADR 0173). */
export async function demandsNamingProvider(db: Queryable, providerId: string): Promise<number[]> {
  const found = await db.query<{ id: number }>(`SELECT id FROM demands WHERE direct_provider_id = $1 ORDER BY id`, [
    providerId,
  ]);
  return found.rows.map((r) => r.id);
}

/**
 * An earlier demand (not deleted) of the same e-mail for the same services, filed within the `hours` before this one
 * (the latest such), or undefined.
 */
export async function earlierDuplicateOf(
  db: Queryable,
  demandId: number,
  emailNormalized: string,
  hours: number,
): Promise<number | undefined> {
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
export async function providersWithAlertsOn(
  db: Queryable,
): Promise<{ provider_id: string; email: string; name: string | null }[]> {
  const found = await db.query<{ provider_id: string; email: string; name: string | null }>(
    `SELECT p.user_id AS provider_id, u.email, u.name
       FROM provider_profiles p
       JOIN users u ON u.id = p.user_id AND u.email IS NOT NULL AND u.active AND NOT u.removed AND NOT u.erased
      WHERE NOT EXISTS (SELECT 1 FROM demand_alerts a WHERE a.provider_id = p.user_id AND NOT a.enabled)
      ORDER BY p.user_id`,
  );
  return found.rows;
}

// ---- What providers and admins read (query-service/src/demands/api.ts) ----

/** A demand as a provider may read it: only `demands` (and `services`), never `demand_contacts`, so no contact can leak. */
export interface DemandListingRow {
  id: number;
  title: string;
  branch: string;
  company_type: string;
  employees: string;
  needed_by: string;
  uf: string;
  city: string;
  neighbourhood: string;
  about: string;
  status: boolean;
  subs: number;
  created_at: Date;
  expires_at: Date;
  activity: string;
  cnae: string;
  employees_per_site: number | null;
  cnae_class: string | null;
  risk_grade: number | null;
  /** The services' names in the demand's order. */
  service_names: string[] | null;
  /** Pedido direto (ADR 0170): the provider the requester named, and when the demand was published (the hold's start). */
  direct_provider_id: string | null;
  published_at: Date | null;
}

const LISTING_COLUMNS = `d.id, d.title, d.branch, d.company_type, d.employees, d.needed_by, d.uf, d.city, d.neighbourhood, d.about, d.status, d.subs,
  d.created_at, d.expires_at, d.activity, d.cnae, d.employees_per_site, d.cnae_class, d.risk_grade, d.direct_provider_id, d.published_at, (SELECT array_agg(s.name ORDER BY array_position(d.service_ids, s.id)) FROM services s WHERE s.id = ANY(d.service_ids)) AS service_names`;

/**
 * How well a demand matches the provider's profile (provider_profiles, docs/accounts.md): each service of one of the
 * provider's areas counts 3, each service about one of the provider's NRs 2, the demand's place inside the regions
 * served 4. Ties fall back to the newest. The services' part depends only on the demand's services: it is computed per
 * set of services (scoreOfSet, ADR 0185), the place's part per score level (IN_REGION).
 */
const scoreOfSet = (
  serviceIds: readonly number[],
  areaServices: ReadonlySet<number>,
  nrServices: ReadonlySet<number>,
) => serviceIds.reduce((score, id) => score + (areaServices.has(id) ? 3 : 0) + (nrServices.has(id) ? 2 : 0), 0);

/**
 * The services of the provider's areas and of its NRs, computed once per request, and the regions it serves (no row:
 * no profile).
 */
const PROVIDER_SERVICES = `WITH m AS MATERIALIZED (
  SELECT coalesce(array_agg(s.id) FILTER (WHERE s.area_id = ANY(p.area_ids)), '{}') AS area_services,
         coalesce(array_agg(s.id) FILTER (WHERE s.nr_ids && p.nr_ids), '{}') AS nr_services
    FROM services s LEFT JOIN provider_profiles p ON p.user_id = $1::uuid
)
SELECT m.area_services, m.nr_services, p.ufs, p.cities FROM m JOIN provider_profiles p ON p.user_id = $1::uuid`;

/** The provider's profile filter (same match as the new-demand e-mails, docs/demands.md). */
const PROFILE_MATCH = profileMatchSql(':providerId');

/** Whether the provider receives the new-demand e-mails (no row: yes, the default). */
export async function demandAlertsEnabled(db: Queryable, providerId: string): Promise<boolean> {
  const rows = await db.query<{ enabled: boolean }>('SELECT enabled FROM demand_alerts WHERE provider_id = $1', [
    providerId,
  ]);
  return rows.rows[0]?.enabled ?? true;
}

/** Whether the provider has a service profile (without one, 'Combina com meu perfil' has nothing to match). */
export async function hasServiceProfile(db: Queryable, providerId: string): Promise<boolean> {
  const profile = await db.query('SELECT 1 FROM provider_profiles WHERE user_id = $1', [providerId]);
  return profile.rows.length > 0;
}

export interface ListingFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Demands counted at most this far (the pager's reach plus one, which tells that there are more). */
  countUpTo: number;
  /** Only demands with a service of one of these areas (none: all). */
  areas: number[];
  uf: string | null;
  city: string | null;
  /** Accent- and case-free (toSearchText), matched anywhere in the read model's keyword_text. */
  keyword: string | null;
  sort: 'recent' | 'oldest' | 'relevant';
  /** Only demands matching the provider's profile (areas or NRs, inside the regions served); needs a profile. */
  matchProfile: boolean;
  /** Only demands of this grau de risco (issue #24). */
  grade: number | null;
}

/** Whether demand `d` lies inside the regions provider `p` serves ('All' counts); null without a profile. */
const IN_REGION = `('All' = ANY(p.ufs) OR d.uf = ANY(p.ufs)) AND ('All' = ANY(p.cities) OR d.city = ANY(p.cities))`;

/**
 * The sets of services of `demand_service_sets` (key → services), kept per database (pool) in this process. The table
 * only grows (a set stays once filed): the same table (oid: a rebuild swaps in another) with as many rows holds the
 * same sets, so a request counts them and reads them all only when that changed (a set never filed before, a rebuild).
 * A few thousand short rows (ADR 0185).
 */
interface ServiceSetsRead {
  relation: number;
  rows: number;
  sets: Map<string, number[]>;
  /** The score levels of the profiles scored against these sets (by profile: services, regions), at most 500. */
  levels: Map<string, LevelLiterals[]>;
}
const serviceSetsRead = new WeakMap<object, ServiceSetsRead>();

async function serviceSets(db: Queryable): Promise<ServiceSetsRead> {
  const known = serviceSetsRead.get(db);
  const found = await db.query<{ relation: string; rows: number; service_key: string | null; service_ids: number[] }>(
    // The sets are read only when the count or the table changed (a one-time filter: no scan otherwise).
    `WITH now AS MATERIALIZED (SELECT 'demand_service_sets'::regclass::oid::int8 AS relation, (SELECT count(*)::int FROM demand_service_sets) AS rows)
     SELECT now.relation, now.rows, s.service_key, s.service_ids
       FROM now LEFT JOIN LATERAL (SELECT * FROM demand_service_sets WHERE now.relation <> $1 OR now.rows <> $2 OFFSET 0) s ON true`,
    [known?.relation ?? 0, known?.rows ?? -1],
  );
  const relation = Number(found.rows[0]!.relation);
  const rows = found.rows[0]!.rows;
  if (known?.relation === relation && known.rows === rows) return known;
  const read = {
    relation,
    rows,
    sets: new Map(found.rows.flatMap((r) => (r.service_key === null ? [] : [[r.service_key, r.service_ids] as const]))),
    levels: new Map(),
  };
  serviceSetsRead.set(db, read);
  return read;
}

/** One score level of "Mais relevantes": the sets of services whose demands score it inside and outside the regions. */
interface ScoreLevel {
  inside: string[];
  outside: string[];
}

/** A level as its statement sends it: the sets as text[] literals, written once per profile and sets (null: none). */
interface LevelLiterals {
  inside: string | null;
  outside: string | null;
}

const textArrayLiteral = (keys: string[]): string | null =>
  keys.length === 0 ? null : `{${keys.map((k) => `"${k}"`).join(',')}}`;

/**
 * The score levels of a profile, highest first: a demand scores its set's part plus 4 inside the regions served;
 * serving everywhere, every demand is inside. (Without a profile every demand scores 0: the newest first.)
 */
function scoreLevels(
  sets: { score: number; keys: string[] }[],
  place: { ufs: string[]; cities: string[] },
): ScoreLevel[] {
  const everywhere = place.ufs.includes('All') && place.cities.includes('All');
  const keysOf = new Map(sets.map((s) => [s.score, s.keys]));
  const totals = [...new Set(sets.flatMap((s) => (everywhere ? [s.score + 4] : [s.score + 4, s.score])))];
  return totals
    .sort((a, b) => b - a)
    .map((total) => ({ inside: keysOf.get(total - 4) ?? [], outside: everywhere ? [] : (keysOf.get(total) ?? []) }));
}

/**
 * "Mais relevantes", page by page, reading only as far as the page (ADR 0185; ADR 0166 before it). The score depends
 * on the viewing provider, but a demand's part of it depends only on its set of services (a few thousand distinct sets,
 * `demand_service_sets`, read once per process, serviceSets) and its place. So the request scores the sets, groups them into score levels (a level: the
 * sets scoring it inside the regions served and those scoring it outside), and reads the levels highest first, each
 * newest first off the partial indexes (by `service_key`, or in the listing's order), each with a LIMIT of what the
 * page still needs; it stops when `offset + pageSize` demands are read. The levels are disjoint and each is read in
 * the listing's order, so their concatenation is the order of sorting every demand by the score (the test keeps that
 * SQL as oracle). Only the page's rows get their listing columns (the services' names).
 */
async function relevantListing(
  db: Queryable,
  where: string,
  filters: Record<string, unknown>,
  providerId: string,
  offset: number,
  pageSize: number,
): Promise<DemandListingRow[] | 'newest'> {
  const [sets, viewer] = await Promise.all([
    serviceSets(db),
    db.query<{ area_services: number[]; nr_services: number[]; ufs: string[]; cities: string[] }>(PROVIDER_SERVICES, [
      providerId,
    ]),
  ]);
  const profile = viewer.rows[0];
  if (!profile) return 'newest';
  // Scored once per profile and sets: a provider paging through the list does not score the sets again.
  const profileKey = JSON.stringify([profile.area_services, profile.nr_services, profile.ufs, profile.cities]);
  let levels: LevelLiterals[] | undefined = sets.levels.get(profileKey);
  if (!levels) {
    const areaServices = new Set(profile.area_services);
    const nrServices = new Set(profile.nr_services);
    const byScore = new Map<number, string[]>();
    for (const [key, ids] of sets.sets) {
      const score = scoreOfSet(ids, areaServices, nrServices);
      const level = byScore.get(score);
      if (level) level.push(key);
      else byScore.set(score, [key]);
    }
    const scored = scoreLevels(
      [...byScore].map(([score, keys]) => ({ score, keys })),
      profile,
    );
    levels = scored.map((l) => ({ inside: textArrayLiteral(l.inside), outside: textArrayLiteral(l.outside) }));
    if (sets.levels.size >= 500) sets.levels.clear();
    sets.levels.set(profileKey, levels);
  }
  const wanted = offset + pageSize;
  const ids: number[] = [];
  for (const level of levels) {
    const parts = [
      ...(level.inside !== null ? [`(d.service_key = ANY(:inside::text[]) AND coalesce(${IN_REGION}, false))`] : []),
      ...(level.outside !== null
        ? [`(d.service_key = ANY(:outside::text[]) AND NOT coalesce(${IN_REGION}, false))`]
        : []),
    ];
    const read = await db.query<{ id: number }>(
      namedSql(
        `SELECT d.id FROM demands d LEFT JOIN provider_profiles p ON p.user_id = :providerId::uuid
          WHERE ${where} AND (${parts.join(' OR ')}) ORDER BY d.created_at DESC, d.id DESC LIMIT :limit`,
        {
          ...filters,
          ...(level.inside !== null ? { inside: level.inside } : {}),
          ...(level.outside !== null ? { outside: level.outside } : {}),
          limit: wanted - ids.length,
        },
      ),
    );
    ids.push(...read.rows.map((r) => r.id));
    if (ids.length >= wanted) break;
  }
  const page = ids.slice(offset, wanted);
  if (page.length === 0) return [];
  const rows = await db.query<DemandListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM unnest($1::int[]) WITH ORDINALITY AS page(id, n) JOIN demands d ON d.id = page.id ORDER BY page.n`,
    [page],
  );
  return rows.rows;
}

/**
 * The services of the area filter's areas, null without the filter. Sent as a value rather than computed inside the
 * listing's statement: the planner then estimates how many demands the overlap matches (the GIN index's statistics)
 * and reads the newest off the listing's order, stopping at the page or the count's limit, instead of collecting every
 * matching demand through the GIN index from an estimate of a few hundred (ADR 0185).
 */
async function servicesOfAreas(db: Queryable, areas: number[]): Promise<number[]> {
  const found = await db.query<{ ids: number[] }>(
    `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM services WHERE area_id = ANY($1::int[])`,
    [areas],
  );
  return found.rows[0]!.ids;
}

/** The read models a listing's kept values come from (ADR 0186): its demands, the areas, the services of the areas. */
export const LISTING_READ_MODELS = ['demands', 'areas', 'services'];

/**
 * The open, published demands a provider may list, one page of them and how many there are (up to `countUpTo`).
 * `memoized` (ADR 0186): the count and the area filter's services kept while the read models did not change; the
 * count of a filter is the same for every provider unless it matches the provider's profile, then it is not kept.
 */
export async function providerListings(
  db: Queryable,
  providerId: string,
  f: ListingFilters,
  memoized: Memoized = (_key, compute) => compute(),
): Promise<{ rows: DemandListingRow[]; counted: number }> {
  // Unpublished demands (requester has not confirmed the e-mail) are never shown to providers (ADR 0080). The first
  // line is the predicate of the partial indexes in the listing's order (demandsProjection.ts, ADR 0166).
  const where = `d.status AND d.published AND NOT d.deleted${f.matchProfile ? ` AND ${PROFILE_MATCH}` : ''}
    AND (:areaServices::int[] IS NULL OR d.service_ids && :areaServices::int[])
    AND (:uf::text IS NULL OR d.uf = :uf) AND (:city::text IS NULL OR d.city = :city)
    AND (:keyword::text IS NULL OR d.keyword_text LIKE :keyword)
    AND (:grade::int IS NULL OR d.risk_grade = :grade)`;
  const pageSize = Math.trunc(f.pageSize);
  const filters = {
    providerId,
    areaServices:
      f.areas.length === 0
        ? null
        : await memoized(`services of areas ${f.areas.join(',')}`, () => servicesOfAreas(db, f.areas)),
    uf: f.uf,
    city: f.city,
    keyword: f.keyword === null ? null : likeContainsRaw(f.keyword),
    grade: f.grade,
  };
  const offset = (f.page - 1) * f.pageSize;
  const newest = (order: 'recent' | 'oldest') =>
    db
      .query<DemandListingRow>(
        namedSql(
          `SELECT ${LISTING_COLUMNS} FROM demands d LEFT JOIN provider_profiles p ON p.user_id = :providerId::uuid
          WHERE ${where} ORDER BY ${order === 'oldest' ? 'd.created_at ASC, d.id ASC' : 'd.created_at DESC, d.id DESC'} LIMIT ${pageSize} OFFSET :offset`,
          { ...filters, offset },
        ),
      )
      .then((r) => r.rows);
  const [rows, counted] = await Promise.all([
    f.sort === 'relevant'
      ? relevantListing(db, where, filters, providerId, offset, pageSize).then((r) =>
          r === 'newest' ? newest('recent') : r,
        )
      : newest(f.sort),
    f.matchProfile
      ? count()
      : memoized(`listing count ${JSON.stringify({ ...filters, providerId: null, countUpTo: f.countUpTo })}`, count),
  ]);
  return { rows, counted };

  async function count(): Promise<number> {
    const counted = await db.query<{ n: number }>(
      namedSql(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM demands d LEFT JOIN provider_profiles p ON p.user_id = :providerId::uuid WHERE (:providerId::uuid IS NOT NULL) AND ${where} LIMIT :countUpTo) counted`,
        { ...filters, countUpTo: f.countUpTo },
      ),
    );
    return counted.rows[0]!.n;
  }
}

/** One published demand (not deleted) as a provider may read it. */
export async function listingById(db: Queryable, demandId: number): Promise<DemandListingRow | undefined> {
  const rows = await db.query<DemandListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM demands d WHERE d.id = $1 AND d.published AND NOT d.deleted`,
    [demandId],
  );
  return rows.rows[0];
}

/** A demand with its requester, as the admin sees it: the free text as written (demand_contacts, ADR 0112). */
export interface AdminDemandRow {
  id: number;
  title: string;
  corporate_name: string;
  company_type: string;
  neighbourhood: string;
  about: string;
  status: boolean;
  created_at: Date;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  erased: boolean | null;
}

export async function adminDemandById(db: Queryable, demandId: number): Promise<AdminDemandRow | undefined> {
  const rows = await db.query<AdminDemandRow>(
    // demands holds the free text with contacts hidden; demand_contacts as written.
    `SELECT d.id, d.title, d.corporate_name, coalesce(c.company_type, d.company_type) AS company_type, coalesce(c.neighbourhood, d.neighbourhood) AS neighbourhood,
            coalesce(c.about, d.about) AS about, d.status, d.created_at, c.name, c.surname, c.email, c.phone, c.erased
       FROM demands d LEFT JOIN demand_contacts c ON c.demand_id = d.id WHERE d.id = $1 AND NOT d.deleted`,
    [demandId],
  );
  return rows.rows[0];
}

export interface AdminDemandsFilters {
  page: number;
  pageSize: number;
  countUpTo: number;
  /** Accent- and case-free (toSearchText), matched anywhere in search_text; null: any. */
  name: string | null;
  /** Filing dates (yyyy-mm-dd, São Paulo time), inclusive; null: open. */
  from: string | null;
  to: string | null;
  status: boolean | null;
  verification: string | null;
}

export interface AdminDemandListRow {
  id: number;
  corporate_name: string;
  title: string;
  status: boolean;
  created_at: Date;
  verification: VerificationState;
  close_reason: CloseReason | null;
  risk_grade: number | null;
}

/** The admin's demand list, newest first: one page and how many there are (up to `countUpTo`). */
export async function adminDemands(
  db: Queryable,
  f: AdminDemandsFilters,
): Promise<{ rows: AdminDemandListRow[]; counted: number }> {
  const where = `NOT deleted AND (:name::text IS NULL OR search_text LIKE :name)
        AND (:from::date IS NULL OR (created_at AT TIME ZONE 'America/Sao_Paulo')::date >= :from::date)
        AND (:to::date IS NULL OR (created_at AT TIME ZONE 'America/Sao_Paulo')::date <= :to::date)
        AND (:status::boolean IS NULL OR status = :status)
        AND (:verification::text IS NULL OR verification = :verification)`;
  const filters = {
    name: f.name === null ? null : likeContainsRaw(f.name),
    from: f.from,
    to: f.to,
    status: f.status,
    verification: f.verification,
  };
  const [rows, count] = await Promise.all([
    db.query<AdminDemandListRow>(
      namedSql(
        `SELECT id, corporate_name, title, status, created_at, verification, close_reason, risk_grade FROM demands
          WHERE ${where} ORDER BY id DESC LIMIT ${Math.trunc(f.pageSize)} OFFSET :offset`,
        { ...filters, offset: (f.page - 1) * f.pageSize },
      ),
    ),
    // Counted only as far as the pager goes (one row more tells that there are more), as the provider listing.
    db.query<{ n: number }>(
      namedSql(`SELECT count(*)::int AS n FROM (SELECT 1 FROM demands WHERE ${where} LIMIT :countUpTo) counted`, {
        ...filters,
        countUpTo: f.countUpTo,
      }),
    ),
  ]);
  return { rows: rows.rows, counted: count.rows[0]!.n };
}

/** The requester e-mail a demand has now (`demand_contacts`); null once erased (LGPD), undefined for no such demand. */
export async function requesterEmailOf(db: Queryable, demandId: number): Promise<string | null | undefined> {
  const rows = await db.query<{ email_normalized: string | null }>(
    'SELECT email_normalized FROM demand_contacts WHERE demand_id = $1',
    [demandId],
  );
  return rows.rows[0]?.email_normalized;
}

/** A demand as its requester reads it on the requester page: the free text as written (demand_contacts, ADR 0112). */
export interface RequesterDemandRow {
  id: number;
  title: string;
  corporate_name: string;
  uf: string;
  city: string;
  neighbourhood: string;
  needed_by: string;
  deadline: Date | null;
  expires_at: Date;
  created_at: Date;
  activity: string;
  cnae: string;
  employees: string;
  employees_per_site: number | null;
  about: string;
  status: boolean;
  published: boolean;
  verification: VerificationState;
  close_reason: CloseReason | null;
  subs: number;
  requester_name: string | null;
  service_names: string[] | null;
}

export async function requesterDemandById(db: Queryable, demandId: number): Promise<RequesterDemandRow | undefined> {
  const rows = await db.query<RequesterDemandRow>(
    `SELECT d.id, d.title, d.corporate_name, d.uf, d.city, coalesce(c.neighbourhood, d.neighbourhood) AS neighbourhood, d.needed_by, d.deadline, d.expires_at,
            d.created_at, coalesce(c.activity, d.activity) AS activity, d.cnae, d.employees, d.employees_per_site, coalesce(c.about, d.about) AS about, d.status, d.published, d.verification, d.close_reason, d.subs, c.name AS requester_name,
            (SELECT array_agg(s.name ORDER BY array_position(d.service_ids, s.id)) FROM services s WHERE s.id = ANY(d.service_ids)) AS service_names
       FROM demands d LEFT JOIN demand_contacts c ON c.demand_id = d.id
      WHERE d.id = $1 AND NOT d.deleted`,
    [demandId],
  );
  return rows.rows[0];
}

/** Where published, not deleted demands were filed, per service (all services when none is given), with the latest filing. */
export async function demandPlaces(
  db: Queryable,
  serviceId?: number,
): Promise<{ service_id: number; uf: string; city: string; at: Date }[]> {
  const rows = await db.query<{ service_id: number; uf: string; city: string; at: Date }>(
    `SELECT s.id AS service_id, d.uf, d.city, max(d.created_at) AS at
       FROM demands d CROSS JOIN LATERAL unnest(d.service_ids) AS s(id)
      WHERE d.published AND NOT d.deleted AND ($1::int IS NULL OR s.id = $1)
      GROUP BY 1, 2, 3`,
    [serviceId ?? null],
  );
  return rows.rows;
}
