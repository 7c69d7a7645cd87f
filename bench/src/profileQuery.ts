/**
 * `npm run bench:profile -- <path> [--as admin|provider] [--providers N] [--demands N] [--rate R] [--seconds S] [--keep]`:
 * profiles one GET of the query service over a seeded marketplace, as the queries benchmark loads it. Prints the time
 * of one request alone, how long it keeps the event loop busy, p50/p99 at a fixed rate (an open loop, as the
 * benchmark), and where the JavaScript time goes (self time per function from a CPU profile of 60 requests; the
 * `.cpuprofile` file it writes opens in Chromium's DevTools). Runs on DATABASE_URL, or on an embedded PostgreSQL.
 * The same command before and after a change is how docs/benchmarks.md states a fix. `--keep` leaves the seeded
 * database in place and prints its URL, for `EXPLAIN ANALYZE` of the statements (only with DATABASE_URL).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../test-support/testDatabase';
import { startBenchSystem } from './benchSystem';
import { get } from './httpGet';
import { measureAlone, seed, sustainableRate } from './marketplaceBench';
import { openLoop, percentile, round } from './stats';
import { runCli } from '@conectasst/host/cli/runCli';

interface Options {
  path: string;
  as: 'admin' | 'provider';
  providers: number;
  demands: number;
  rate?: number;
  seconds: number;
  keep: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const target = argv.find((a) => a.startsWith('/'));
  if (!target)
    throw new Error(
      'usage: npm run bench:profile -- /v1/admin/users [--as admin|provider] [--providers 5000] [--demands 10000] [--rate 30] [--seconds 6] [--keep]',
    );
  const as = value('as') ?? (target.startsWith('/v1/companys') ? 'provider' : 'admin');
  if (as !== 'admin' && as !== 'provider') throw new Error('--as admin or --as provider');
  const number = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} takes a positive number`);
    return n;
  };
  return {
    path: target,
    as,
    providers: number('providers', 5_000),
    demands: number('demands', 10_000),
    ...(value('rate') ? { rate: number('rate', 1) } : {}),
    seconds: number('seconds', 6),
    keep: argv.includes('--keep'),
  };
}

/** Self time per function (ms per request), heaviest first, from a V8 CPU profile. */
function selfTimes(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  requests: number,
): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    // The first sample's delta is the time from Profiler.start to it: the profiler's own call (`dispatch`), not a request.
    if (i === 0) return;
    const frame = byId.get(id)!.callFrame;
    const where = frame.url ? ` ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].map(([key, ms]): [string, number] => [key, ms / requests]).sort((a, b) => b[1] - a[1]);
}

async function profile(options: Options): Promise<void> {
  const db = await createTestDatabase('profile');
  const bench = await startBenchSystem(db.url);
  try {
    const { providers } = await seed(
      bench,
      { providers: options.providers, demands: options.demands, subscriptionsPerDemand: 0.5 },
      'profile',
    );
    const auth = `Bearer ${options.as === 'admin' ? bench.adminToken : bench.providerToken(providers[Math.floor(providers.length / 3)]!.id)}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const request = async () => {
      const status = await get(agent, `${bench.url}${options.path}`, { authorization: auth });
      if (status !== 200) throw new Error(`${options.path}: ${status}`);
    };
    const alone = await measureAlone(request, 30);
    const sustainable = sustainableRate(alone);
    const rate = options.rate ?? sustainable.rate;
    await openLoop(rate, 1, request);
    const loaded = await openLoop(rate, options.seconds, request);

    const requests = 60;
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    for (let i = 0; i < requests; i++) await request();
    const { profile: cpu } = await session.post('Profiler.stop');
    session.disconnect();
    agent.destroy();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'conectasst-profile-')), 'query.cpuprofile');
    writeFileSync(file, JSON.stringify(cpu));

    console.log(
      `GET ${options.path} as ${options.as}, ${options.providers.toLocaleString('en-US')} providers, ${options.demands.toLocaleString('en-US')} demands`,
    );
    console.log(
      `  alone: ${round(alone.wallMs, 1)} ms (p50 of 30), event loop busy ${round(alone.eventLoopMs, 1)} ms per request; sustainable ≈ ${sustainable.rate} req/s (¾ of ${sustainable.limit})`,
    );
    console.log(
      `  at ${rate} req/s for ${options.seconds} s (open loop): p50 ${round(percentile(loaded, 50), 1)} ms, p99 ${round(percentile(loaded, 99), 1)} ms, ${loaded.length} requests`,
    );
    console.log(`  JavaScript self time per request (${requests} requests profiled; ${file}):`);
    for (const [where, ms] of selfTimes(cpu, requests)
      .filter(([where]) => where !== '(idle)')
      .slice(0, 15))
      console.log(`    ${round(ms, 2).toFixed(2).padStart(6)} ms  ${where}`);
  } finally {
    await bench.stop();
    if (options.keep) console.log(`  database kept: ${db.url}`);
    else await db.drop();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (process.env.DATABASE_URL) return profile(options);
  if (options.keep) throw new Error('--keep needs DATABASE_URL: the embedded PostgreSQL stops with this command');
  const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
  const embedded = await startEmbeddedPostgres({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'conectasst-profile-pg-')),
    persistent: false,
  });
  try {
    process.env.DATABASE_URL = embedded.url;
    await profile(options);
  } finally {
    await embedded.stop();
  }
}

runCli(main);
