/**
 * `npm run bench:export [-- --quick]`: the memory bound of `npm run export` (issue #40, ADR 0179). Seeds the bench's
 * marketplace log (the projections suite's shape: 1,064,227 events; about 100,000 with --quick) once into the database
 * `conectasst_export_bench` of DATABASE_URL's server, then runs the export CLI over the whole log in each format as
 * its own process under `/usr/bin/time` and prints its wall time, rows, bytes and peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { generateMarketplace, writeLog } from '../../test-support/marketplaceLog';
import { benchMarketplace } from './projectionBench';

/** A fixed key for the bench database only (the CLI gets the same one to decode what the seed encrypted). */
const BENCH_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

async function main() {
  const quick = process.argv.includes('--quick');
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL (a PostgreSQL server) is needed');
  const name = quick ? 'conectasst_export_bench_quick' : 'conectasst_export_bench';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 4, listen: false });
  const { rows } = await store.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  let events = Number(rows[0]!.n);
  if (events === 0) {
    const catalogue = new EventCatalogue(allEventDefinitions, {
      keyStore: new PostgresSubjectKeyStore(store.pool, parseMasterKey(BENCH_MASTER_KEY)),
    });
    const started = performance.now();
    const generated = generateMarketplace({ ...benchMarketplace(quick), now: new Date(), seed: 20261122 });
    await writeLog(store.pool, catalogue, generated.events);
    events = generated.events.length;
    process.stderr.write(
      `seeded ${events.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
  }
  await store.close();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'export-bench-'));
  try {
    for (const format of ['csv', 'parquet', 'ndjson'] as const) {
      const file = path.join(dir, `log.${format}`);
      const started = performance.now();
      const run = spawnSync(
        '/usr/bin/time',
        [
          '-f',
          'maxrss_kib=%M',
          process.execPath,
          '--import',
          'tsx',
          'tools/src/export/main.ts',
          '--format',
          format,
          '--out',
          file,
        ],
        {
          env: { ...process.env, DATABASE_URL: databaseUrl, PII_MASTER_KEY: BENCH_MASTER_KEY, APP_MODE: 'local' },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const seconds = (performance.now() - started) / 1000;
      if (run.status !== 0) throw new Error(`export --format ${format} failed: ${run.stderr.slice(-2000)}`);
      const rss = Number(/maxrss_kib=(\d+)/.exec(run.stderr)?.[1] ?? NaN);
      const summary = run.stderr.split('\n').find((l) => l.startsWith('export: ') && l.includes('eventos lidos')) ?? '';
      console.log(
        `${format}: ${events.toLocaleString('en-US')} events, ${seconds.toFixed(1)} s, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB, peak RSS ${(rss / 1024).toFixed(0)} MiB  (${summary.trim()})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
