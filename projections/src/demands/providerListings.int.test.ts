import { toSearchText } from '@conectasst/common/text/searchText';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { seedMarketplace } from '../../../test-support/marketplaceLog';
import { likeContainsRaw } from '../listing';
import type { Queryable } from '../queryable';
import { LISTING_READ_MODELS, providerListings } from './demandsQueries';
import { ReadModelMemo } from '../readModelMemo';
import type { ListingFilters } from './demandsQueries';
import { profileMatchSql } from './profileMatch';

/**
 * The oracle: providerListings as it was before ADR 0166 (and ADR 0185) (every open demand scored per request for "Mais relevantes",
 * no index in the listing's order), verbatim. The index-backed SQL must give the very same rows in the same order.
 */
// The old SQL's columns, plus the two a direct request added to every listing row since (ADR 0170): the oracle is
// about which rows and in which order, the columns follow the listing.
const OLD_LISTING_COLUMNS = `d.id, d.title, d.branch, d.company_type, d.employees, d.needed_by, d.uf, d.city, d.neighbourhood, d.about, d.status, d.subs,
  d.created_at, d.expires_at, d.activity, d.cnae, d.employees_per_site, d.cnae_class, d.risk_grade, d.direct_provider_id, d.published_at, (SELECT array_agg(s.name ORDER BY array_position(d.service_ids, s.id)) FROM services s WHERE s.id = ANY(d.service_ids)) AS service_names`;
const OLD_RELEVANCE = `(
  3 * (SELECT count(*) FROM unnest(d.service_ids) sid WHERE sid = ANY(m.area_services))
  + 2 * (SELECT count(*) FROM unnest(d.service_ids) sid WHERE sid = ANY(m.nr_services))
  + CASE WHEN ('All' = ANY(p.ufs) OR d.uf = ANY(p.ufs)) AND ('All' = ANY(p.cities) OR d.city = ANY(p.cities)) THEN 4 ELSE 0 END
)`;
const OLD_PROVIDER_SERVICES = `WITH m AS MATERIALIZED (
  SELECT coalesce(array_agg(s.id) FILTER (WHERE s.area_id = ANY(p.area_ids)), '{}') AS area_services,
         coalesce(array_agg(s.id) FILTER (WHERE s.nr_ids && p.nr_ids), '{}') AS nr_services
    FROM services s LEFT JOIN provider_profiles p ON p.user_id = $1::uuid
)`;

async function oldProviderListings(db: Queryable, providerId: string, f: ListingFilters) {
  const where = `d.status AND d.published AND NOT d.deleted${f.matchProfile ? ` AND ${profileMatchSql('$1')}` : ''}
    AND (cardinality($2::int[]) = 0 OR d.service_ids && ARRAY(SELECT s.id FROM services s WHERE s.area_id = ANY($2::int[])))
    AND ($3::text IS NULL OR d.uf = $3) AND ($4::text IS NULL OR d.city = $4)
    AND ($5::text IS NULL OR d.keyword_text LIKE $5)
    AND ($7::int IS NULL OR d.risk_grade = $7)`;
  const order =
    f.sort === 'oldest'
      ? 'd.created_at ASC, d.id ASC'
      : f.sort === 'relevant'
        ? `coalesce(${OLD_RELEVANCE}, 0) DESC, d.created_at DESC, d.id DESC`
        : 'd.created_at DESC, d.id DESC';
  const params = [providerId, f.areas, f.uf, f.city, f.keyword === null ? null : likeContainsRaw(f.keyword)];
  const [rows, count] = await Promise.all([
    db.query(
      `${f.sort === 'relevant' ? OLD_PROVIDER_SERVICES : ''} SELECT ${OLD_LISTING_COLUMNS} FROM demands d
         LEFT JOIN provider_profiles p ON p.user_id = $1::uuid${f.sort === 'relevant' ? ' CROSS JOIN m' : ''}
        WHERE ${where} ORDER BY ${order} LIMIT ${Math.trunc(f.pageSize)} OFFSET $6`,
      [...params, (f.page - 1) * f.pageSize, f.grade],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM demands d LEFT JOIN provider_profiles p ON p.user_id = $1::uuid WHERE ($1::uuid IS NOT NULL) AND ${where} LIMIT $6) counted`,
      [...params, f.countUpTo, f.grade],
    ),
  ]);
  return { rows: rows.rows, counted: count.rows[0]!.n };
}

describe(`provider search on indexes gives the rows of the old SQL, in its order (ADR 0166; ${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  /** Providers with a profile of each kind (everywhere, one state, one city) and one id without a profile. */
  let viewers: string[];
  let areas: number[];

  beforeAll(async () => {
    api = await startTestApi();
    // Given the benchmarks' seeded marketplace: 1,500 demands, 30 providers.
    await seedMarketplace(api.system, {
      providers: 30,
      demands: 1_500,
      subscriptionsPerDemand: 0.5,
      seed: 39,
    });
    // The generator files no CNAE: a grau de risco on some demands lets the grade filter choose (a read-model-only change).
    await api.system.pool.query('UPDATE demands SET risk_grade = 1 + id % 4 WHERE id % 3 <> 0');
    const profiles = await api.system.readPool.query<{ user_id: string; ufs: string[]; cities: string[] }>(
      'SELECT user_id, ufs, cities FROM provider_profiles ORDER BY user_id',
    );
    const pick = (test: (p: { ufs: string[]; cities: string[] }) => boolean) => profiles.rows.find(test)?.user_id;
    viewers = [
      pick((p) => p.ufs.includes('All') && p.cities.includes('All')),
      pick((p) => !p.ufs.includes('All') && p.cities.includes('All')),
      pick((p) => !p.cities.includes('All')),
      profiles.rows[0]!.user_id,
      '00000000-0000-4000-8000-0000000000aa',
    ].filter((id): id is string => id !== undefined);
    expect(viewers.length).toBeGreaterThanOrEqual(4);
    areas = (
      await api.system.readPool.query<{ id: number }>('SELECT id FROM areas WHERE status ORDER BY id LIMIT 2')
    ).rows.map((r) => r.id);
  }, 240_000);
  afterAll(async () => {
    await api.stop();
  });

  const base: ListingFilters = {
    page: 1,
    pageSize: 10,
    countUpTo: 1_001,
    areas: [],
    uf: null,
    city: null,
    keyword: null,
    sort: 'recent',
    matchProfile: false,
    grade: null,
  };
  const filters: [string, () => Partial<ListingFilters>][] = [
    ['no filter', () => ({})],
    ['area filter', () => ({ areas })],
    ['uf filter', () => ({ uf: 'SP' })],
    ['uf and city filter', () => ({ uf: 'SP', city: 'São Paulo' })],
    ['keyword filter', () => ({ keyword: toSearchText('pgr') })],
    ['keyword filter, a place name without accents', () => ({ keyword: toSearchText('sao paulo') })],
    ['risk-grade filter', () => ({ grade: 3 })],
    ["'Combina com meu perfil'", () => ({ matchProfile: true })],
    ['area, uf and risk grade together', () => ({ areas, uf: 'SP', grade: 2 })],
  ];

  it('"Mais relevantes" sees a set of services filed after the query process read the sets (ADR 0185)', async () => {
    const first = { ...base, sort: 'relevant' as const };
    await providerListings(api.system.readPool, viewers[0]!, first); // the sets are now read and kept
    // Given a demand whose services become a set never filed before (every service of the catalogue: a read-model-only
    // change, as the projection writes it: the demand's key and the set's row)
    const all = (await api.system.readPool.query<{ id: number }>('SELECT id FROM services ORDER BY id')).rows.map(
      (r) => r.id,
    );
    const key = all.join(',');
    const oldest = (
      await api.system.pool.query<{ id: number }>(
        'SELECT id FROM demands WHERE status AND published AND NOT deleted ORDER BY created_at, id LIMIT 1',
      )
    ).rows[0]!.id;
    await api.system.pool.query('UPDATE demands SET service_ids = $1, service_key = $2 WHERE id = $3', [
      all,
      key,
      oldest,
    ]);
    await api.system.pool.query('INSERT INTO demand_service_sets (service_key, service_ids) VALUES ($1, $2)', [
      key,
      all,
    ]);
    // Then every profiled viewer lists it first (it holds every service of its areas and NRs), as the oracle does
    for (const viewer of viewers) {
      const expected = await oldProviderListings(api.system.readPool, viewer, first);
      const actual = await providerListings(api.system.readPool, viewer, first);
      expect({ viewer, ids: actual.rows.map((r) => r.id) }).toEqual({
        viewer,
        ids: expected.rows.map((r: { id: number }) => r.id),
      });
    }
    expect((await providerListings(api.system.readPool, viewers[0]!, first)).rows[0]!.id).toBe(oldest);
  });

  const memo = new ReadModelMemo(LISTING_READ_MODELS);
  for (const sort of ['recent', 'oldest', 'relevant'] as const) {
    describe(`sort=${sort}`, () => {
      it.each(filters)(
        '%s: every viewer, pages 1, 2 and 30 (relevant: also 7 and 150, the last) — same rows, same order, same count',
        async (_name, filter) => {
          for (const viewer of viewers) {
            // "Mais relevantes" reads score level by score level (ADR 0185): pages that end inside a level, and the
            // last page, which reads every level.
            for (const page of sort === 'relevant' ? [1, 2, 7, 30, 150] : [1, 2, 30]) {
              const f = { ...base, ...filter(), sort, page };
              const expected = await oldProviderListings(api.system.readPool, viewer, f);
              const actual = await providerListings(api.system.readPool, viewer, f);
              // ADR 0186: with the count and the areas' services kept across viewers and pages, the same answer.
              expect(await providerListings(api.system.readPool, viewer, f, memo.within(api.system.readPool))).toEqual(
                actual,
              );
              expect({ viewer, page, ids: actual.rows.map((r) => r.id) }).toEqual({
                viewer,
                page,
                ids: expected.rows.map((r: { id: number }) => r.id),
              });
              expect(actual.rows).toEqual(expected.rows);
              expect(actual.counted).toBe(expected.counted);
            }
          }
          // The case is not vacuous: page 1 lists something for someone.
          let listed = 0;
          for (const viewer of viewers)
            listed += (await providerListings(api.system.readPool, viewer, { ...base, ...filter(), sort })).rows.length;
          expect(listed).toBeGreaterThan(0);
        },
      );
    });
  }
});
