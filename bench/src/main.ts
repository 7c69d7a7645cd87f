/**
 * `npm run bench [-- --quick] [-- --only <suites>]` (suites: the names of `ALL` below): the benchmark suite. Runs on an embedded
 * PostgreSQL and, when DATABASE_URL is set, on that server too; prints a table and writes docs/benchmarks.md.
 * Figures with a natural ceiling are reported as a ratio against that ceiling measured in the same run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase } from '../../test-support/testDatabase';
import { alertsBench } from './alertsBench';
import { appendBench } from './appendBench';
import { httpBench } from './httpBench';
import { commandsBench, queriesBench } from './marketplaceBench';
import { pageBench } from './pageBench';
import { publicPagesBench } from './publicPagesBench';
import { lighthouseBench } from './lighthouseBench';
import { pageTimingBench } from './pageTimingBench';
import type { SeededMarketplace } from './projectionBench';
import { projectionBenchInChild } from './projectionsProcess';
import type { BenchRow } from './report';
import { toMarkdownTable } from './report';
import { withGeneratedBlock } from './benchDoc';
import { runCli } from '@conectasst/host/cli/runCli';

type Suite = 'append' | 'http' | 'commands' | 'alerts' | 'queries' | 'projections' | 'pages-http' | 'pages';
const ALL: Suite[] = ['append', 'http', 'commands', 'alerts', 'queries', 'projections', 'pages-http', 'pages'];

function parseArgs(argv: string[]): { quick: boolean; only: Suite[]; write: boolean } {
  const quick = argv.includes('--quick');
  const onlyArg = argv.find((a) => a.startsWith('--only'));
  const onlyValue = onlyArg?.includes('=')
    ? onlyArg.split('=')[1]
    : onlyArg
      ? argv[argv.indexOf(onlyArg) + 1]
      : undefined;
  const only = onlyValue ? (onlyValue.split(',').filter((s) => ALL.includes(s as Suite)) as Suite[]) : ALL;
  return { quick, only, write: !argv.includes('--no-write') };
}

/** How long each suite took on each database: the run states it, so a full run's length is checked, not assumed. */
const timings: { label: string; suite: Suite; seconds: number }[] = [];

async function onServer(serverUrl: string, label: string, quick: boolean, only: Suite[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const version = await serverVersion(serverUrl);
  /** Runs one suite on a scratch database of its own, or on `shared` (then left for the caller to drop). */
  const run = async (name: Suite, bench: (url: string) => Promise<BenchRow[]>, shared?: { url: string }) => {
    if (!only.includes(name)) return;
    const own = shared ? undefined : await createTestDatabase(`bench_${name}`);
    const suiteStarted = Date.now();
    try {
      process.stderr.write(`  ${label}: ${name}…\n`);
      rows.push(...(await bench((shared ?? own!).url)));
    } finally {
      await own?.drop();
    }
    const seconds = Math.round((Date.now() - suiteStarted) / 1000);
    timings.push({ label, suite: name, seconds });
    process.stderr.write(`  ${label}: ${name} took ${seconds} s\n`);
  };
  process.stderr.write(`${label}: ${version}\n`);
  await run('append', (url) => appendBench(url, quick, label));
  await run('http', (url) => httpBench(url, quick, label));
  await run('commands', (url) => commandsBench(url, quick, label));
  await run('alerts', (url) => alertsBench(url, quick, label));
  // One marketplace for two suites (ADR 0151): the projections suite writes its log and rebuilds every read model, then
  // the queries suite measures the read models of that rebuild (with `--only queries` it seeds the same shape itself).
  const marketplace = await createTestDatabase('bench_marketplace');
  try {
    let seeded: SeededMarketplace | undefined;
    await run(
      'projections',
      async (url) => {
        const suite = await projectionBenchInChild(url, quick, label);
        seeded = suite.seeded;
        return suite.rows;
      },
      marketplace,
    );
    await run('queries', (url) => queriesBench(url, quick, label, seeded), marketplace);
  } finally {
    await marketplace.drop();
  }
  // The public pages over HTTP from the page cache, warm and cold, against a fixed buffer served in the same process.
  await run('pages-http', (url) => publicPagesBench(url, quick, label));
  // The pages suite: load timings, then Lighthouse (issue #19 item 8), each on a database of its own (each bench system
  // has its own PII master key, so the second could not read what the first wrote).
  if (label.startsWith('embedded')) {
    await run('pages', (url) => pageTimingBench(url, quick));
    await run('pages', (url) => lighthouseBench(url));
  }
  return rows;
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SHOW server_version')).rows[0].server_version as string;
  } finally {
    await client.end();
  }
}

/** What a run could not measure on this machine, stated in the generated block rather than left out silently. */
const notMeasured: string[] = [];

/** The pages suites measure the production build: built here when frontend/dist is missing (as `npm start` does). */
function preparePages(): void {
  const built = spawnSync(
    process.execPath,
    [path.resolve(__dirname, '../../host/src/standalone/buildFrontendIfMissing.mjs')],
    { stdio: ['ignore', process.stderr, process.stderr] },
  );
  if (built.status !== 0) throw new Error('pages: the frontend build failed');
  if (!existsSync('/usr/bin/chromium'))
    notMeasured.push('page timings (no /usr/bin/chromium: `apt-get install chromium`)');
}

async function main(): Promise<void> {
  const { quick, only, write } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  if (only.includes('pages') || only.includes('pages-http')) preparePages();
  const serverUrl = process.env.DATABASE_URL;
  const rows: BenchRow[] = [];
  const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
  const embedded = await startEmbeddedPostgres({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'conectasst-bench-pg-')),
    persistent: false,
  });
  try {
    // createTestDatabase makes its scratch databases on the server in DATABASE_URL.
    process.env.DATABASE_URL = embedded.url;
    rows.push(...(await onServer(embedded.url, 'embedded PostgreSQL', quick, only)));
  } finally {
    await embedded.stop();
  }
  if (serverUrl) {
    process.env.DATABASE_URL = serverUrl;
    rows.push(...(await onServer(serverUrl, 'PostgreSQL server', quick, only)));
  }
  if (only.includes('pages')) rows.push(...pageBench());

  const table = toMarkdownTable(rows);
  console.log(`\n${table}\n`);
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const perDatabase = [...new Set(timings.map((t) => t.label))]
    .map((label) => {
      const own = timings.filter((t) => t.label === label);
      const total = own.reduce((sum, t) => sum + t.seconds, 0);
      return `${label} ${(total / 60).toFixed(1)} min (${own.map((t) => `${t.suite} ${t.seconds} s`).join(', ')})`;
    })
    .join('; ');
  console.log(
    `Benchmarks: ${rows.length} figures in ${minutes} min (${quick ? 'quick' : 'full'} run): ${perDatabase}.`,
  );
  if (write) {
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const generated = `Generated by \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`${serverUrl ? " with `DATABASE_URL` set to the machine's PostgreSQL server" : ''} on ${new Date().toISOString().slice(0, 10)}.
Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}.
The query and public-page suites send their requests from a thread of their own (bench/src/loadThread); client, server and PostgreSQL share the same cores. Run time: ${minutes} min — ${perDatabase}.${notMeasured.length ? `\nNot measured in this run: ${notMeasured.join('; ')}.` : ''}

How to read it: where a figure has a natural ceiling, the ceiling was measured in the same run on the same database
(a bare \`INSERT\` for appends, multi-row \`INSERT\`s of the same rows for rebuilds, the same SQL through \`pg\` for
queries); the ratio is value ÷ ceiling for throughputs and ceiling ÷ value for times, so 1.00 means "as fast as the
database allows". Data generators are seeded; every run states its sizes.

${table}

Reproduce: \`npm run bench -- --quick\` (under 3 minutes) or \`npm run bench\` (full sizes); set \`DATABASE_URL\` to add
a PostgreSQL server. \`--only ${ALL.join(',')}\` (any of them) picks suites; \`--no-write\` leaves this file alone.`;
    const file = path.resolve(__dirname, '../../docs/benchmarks.md');
    writeFileSync(file, withGeneratedBlock(existsSync(file) ? readFileSync(file, 'utf8') : undefined, generated));
  }
}

runCli(main);
