/**
 * `node --import tsx bench/src/explainSearch.ts <database url> [provider id]`: EXPLAIN (ANALYZE, BUFFERS) of the
 * statements the provider search and the admin demand list send for the queries suite's cases (ADR 0166), over a
 * seeded marketplace (`npm run bench:profile -- … --keep` leaves one). Prints each plan, and each case's whole call
 * through pg (its statements as the route sends them, p50 of 20); docs/benchmarks.md quotes them. The statements run
 * for real while recorded: "Mais relevantes" chooses its next statement from the rows of the last (ADR 0185).
 */
import pg from 'pg';
import { LISTING_MAX_PAGES } from '@conectasst/common/api/demands';
import { toSearchText } from '@conectasst/common/text/searchText';
import * as current from '@conectasst/projections/demands/demandsQueries';
import type { ListingFilters } from '@conectasst/projections/demands/demandsQueries';
import type { Queryable } from '@conectasst/projections/queryable';
import { runCli } from '@conectasst/host/cli/runCli';

async function main(): Promise<void> {
  const [url, chosen] = process.argv.slice(2);
  if (!url) throw new Error('usage: node --import tsx bench/src/explainSearch.ts <database url> [provider id]');
  // EXPLAIN_QUERIES=<module>: the same cases over another version of demandsQueries.ts (the "before" of a change).
  const { adminDemands, providerListings } = (
    process.env.EXPLAIN_QUERIES ? await import(process.env.EXPLAIN_QUERIES) : current
  ) as typeof current;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const statements: { text: string; values: unknown[] }[] = [];
    // The statements run for real (ADR 0185: "Mais relevantes" decides its next statement from the rows of the last).
    const recorder = {
      query: async (text: string | { text: string; values: unknown[] }, values: unknown[] = []) => {
        const statement = typeof text === 'string' ? { text, values } : text;
        statements.push(statement);
        return pool.query(statement.text, statement.values);
      },
    } as unknown as Queryable;
    const provider =
      chosen ??
      (
        await pool.query<{ user_id: string }>(
          'SELECT user_id FROM provider_profiles ORDER BY user_id OFFSET (SELECT count(*) / 3 FROM provider_profiles) LIMIT 1',
        )
      ).rows[0]!.user_id;
    const areas = (await pool.query<{ id: number }>('SELECT id FROM areas WHERE status ORDER BY id LIMIT 2')).rows.map(
      (r) => r.id,
    );
    const base: ListingFilters = {
      page: 1,
      pageSize: 10,
      countUpTo: LISTING_MAX_PAGES * 10 + 1,
      areas: [],
      uf: null,
      city: null,
      keyword: null,
      sort: 'recent',
      matchProfile: false,
      grade: null,
    };
    const cases: [string, Partial<ListingFilters>][] = [
      ['search: area filter, sort=recent', { areas }],
      ['search: uf=SP & city, sort=oldest', { uf: 'SP', city: 'São Paulo', sort: 'oldest' }],
      ['search: keyword "pgr", sort=recent', { keyword: toSearchText('pgr') }],
      ['search: risk grade 3, sort=recent', { grade: 3 }],
      ['search: no filter, sort=relevant', { sort: 'relevant' }],
      ['search: no filter, sort=relevant, page 50', { sort: 'relevant', page: 50 }],
    ];
    console.log(
      `provider ${provider}: ${JSON.stringify((await pool.query('SELECT area_ids, nr_ids, ufs, cities FROM provider_profiles WHERE user_id = $1', [provider])).rows[0])}`,
    );
    const explain = async (name: string, run: () => Promise<unknown>) => {
      // The whole call through pg, its statements one after another as the route sends them: p50 of 20 after 3.
      for (let warm = 0; warm < 3; warm++) await run();
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`\n## ${name}: the call through pg, p50 of 20: ${times[10]!.toFixed(2)} ms`);
      statements.length = 0;
      await run();
      for (const [i, s] of statements.entries()) {
        for (let warm = 0; warm < 2; warm++) await pool.query(s.text, s.values);
        const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
        console.log(
          `\n### ${name} — statement ${i + 1} of ${statements.length}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
    };
    for (const [name, f] of cases) await explain(name, () => providerListings(recorder, provider, { ...base, ...f }));
    await explain('admin demands, no filter', () =>
      adminDemands(recorder, {
        page: 1,
        pageSize: 10,
        countUpTo: 1001,
        name: null,
        from: null,
        to: null,
        status: null,
        verification: null,
      }),
    );
    await explain('admin demands, name filter', () =>
      adminDemands(recorder, {
        page: 1,
        pageSize: 10,
        countUpTo: 1001,
        name: 'silva',
        from: null,
        to: null,
        status: null,
        verification: null,
      }),
    );
  } finally {
    await pool.end();
  }
}

runCli(main);
