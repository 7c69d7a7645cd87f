/**
 * `node --import tsx bench/src/profileSubscribe.ts [--requests 1500] [--clients 32] [--warmup 2700]`: what one `POST /v1/subs` costs
 * under the commands suite's load (issue #20, ADR 0136), as CPU time rather than latency, so that a figure taken on a
 * busy machine still compares with one taken a minute earlier: the benchmark's seeded marketplace on a fresh embedded
 * PostgreSQL, `--requests` subscriptions from `--clients` closed-loop autocannon clients (each a distinct provider and
 * demand, as in the suite), then the wait for the projections. Reported per request: the Node process's CPU time
 * (server, load generator and projections, as in the suite; `--projections-after` pauses them under the load;
 * `--projections-process` runs them under the load in a process of their own, `host/src/services/projections.ts`, whose
 * Node CPU is then not counted), the embedded PostgreSQL's CPU time (all its processes,
 * from /proc), the SQL statements sent by the system's pools, and the throughput and p50/p99 of the load (only
 * meaningful on a quiet machine) with the event loop's delay under the load. `--profile <file>` writes a CPU profile of the measured requests (Chrome DevTools
 * format) and prints the JavaScript's self time per request by package and by function; `--statements` prints the SQL
 * statements per request by their first 90 characters. The requesters' e-mails, sent from the log (ADR 0152), are
 * waited for with the projections, so their cost is in the second figures.
 */
import { readdirSync, readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { ServiceProcess } from '../../test-support/serviceProcesses';
import { eventually, freePort, startService } from '../../test-support/serviceProcesses';
import { startBenchSystem } from './benchSystem';
import { seed, subscriptionLoad } from './marketplaceBench';
import { round } from './stats';
import { runCli } from '@conectasst/host/cli/runCli';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

/**
 * CPU seconds (user + system) of the PostgreSQL under `dataDir` (its postmaster, found by the data directory on its
 * command line, and the postmaster's children) since `since`, process by process: a process that exits in between
 * (an autovacuum worker) takes its time with it, so the figure can only be a little low, never negative.
 */
function postgresCpu(dataDir: string, since?: Map<number, number>): { seconds: number; byPid: Map<number, number> } {
  const tick = 100; // USER_HZ on Linux
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return {
          pid: Number(pid),
          ppid: Number(fields[1]),
          cpu: (Number(fields[11]) + Number(fields[12])) / tick,
          cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        };
      } catch {
        return undefined;
      }
    })
    .filter((s): s is NonNullable<typeof s> => s !== undefined);
  const postmasters = new Set(stats.filter((s) => s.cmd.includes(dataDir)).map((s) => s.pid));
  const byPid = new Map(
    stats.filter((s) => postmasters.has(s.pid) || postmasters.has(s.ppid)).map((s) => [s.pid, s.cpu]),
  );
  const seconds = [...byPid].reduce((sum, [pid, cpu]) => sum + cpu - (since?.get(pid) ?? 0), 0);
  return { seconds, byPid };
}

/** Self time per request of the profile's functions, summed by package (or workspace) and by function. */
function printSelfTimes(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  requests: number,
): void {
  const byNode = new Map<number, number>();
  profile.samples?.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const micros = byNode.get(node.id) ?? 0;
    const { url, functionName, lineNumber } = node.callFrame;
    const where = url.includes('node_modules/')
      ? url
          .split('node_modules/')
          .at(-1)!
          .split('/')
          .slice(0, url.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : url.includes('/work/') || url.includes('/tmp/')
        ? `ours:${url.split('/').slice(-3, -1).join('/')}`
        : url
          ? `node:${url.replace(/^node:/, '')}`
          : `(${functionName || 'vm'})`;
    byPackage.set(where, (byPackage.get(where) ?? 0) + micros);
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${round(v / 1000 / requests, 3).toFixed(3)} ms  ${k}`)
      .join('\n');
  console.log(`self time per request, by package:\n${top(byPackage, 25)}\nby function:\n${top(byFunction, 40)}`);
}

/** The projections in a process of their own (host/src/services/projections.ts) on the same database, once it answers. */
async function startProjectionsProcess(env: Record<string, string>, databaseUrl: string): Promise<ServiceProcess> {
  const entry = path.resolve(__dirname, '../../host/src/services/projections.ts');
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-profile-projections-'));
  const service = startService(
    'projections',
    entry,
    await freePort(),
    { ...process.env, ...env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1' },
    logDir,
  );
  const answers = () =>
    fetch(`${service.url}/health`).then(
      (r) => r.ok,
      () => false,
    );
  await eventually('the projections process to answer', answers, (up) => up, 60_000, 100).catch(
    async (error: Error) => {
      await service.stop();
      throw new Error(`${error.message}\n${service.tail()}`);
    },
  );
  return service;
}

async function main(): Promise<void> {
  const requests = option('requests', 1_500);
  const clients = option('clients', 32);
  const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-profile-subs-'));
  const embedded = await startEmbeddedPostgres({ dataDir, persistent: false });
  const bench = await startBenchSystem(embedded.url);
  try {
    const { providers, demandIds } = await seed(
      bench,
      { providers: 2_000, demands: 6_000, subscriptionsPerDemand: 0, grantedCredits: 100_000 },
      'profile',
    );
    const subscriptions = subscriptionLoad(bench, providers, demandIds);
    let statements = 0;
    const byText = process.argv.includes('--statements') ? new Map<string, number>() : undefined;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      if (byText) {
        const sql = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? '?');
        const key = sql.replace(/\s+/g, ' ').trim().slice(0, 90);
        byText.set(key, (byText.get(key) ?? 0) + 1);
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const run = (amount: number) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          // autocannon answers on its next sampling tick after the last response: every 100 ms instead of every
          // second, so that the load's wall time (and req/s below) is not rounded up to whole seconds.
          { url: bench.url, connections: clients, amount, sampleInt: 100, requests: [subscriptions.request] },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
    // A warm-up as the suite's lower concurrency levels are (a full run reaches 32 clients after about 2,700
    // subscriptions): the code is compiled, the pools are open, most streams were touched once.
    await run(option('warmup', 2_700));
    await bench.system.runner.caughtUp();
    const profileFile = process.argv.includes('--profile')
      ? process.argv[process.argv.indexOf('--profile') + 1]!
      : undefined;
    const session = profileFile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    // `--projections-after`: the projections paused under the load and resumed after it, to split the two costs.
    const projectionsAfter = process.argv.includes('--projections-after');
    if (projectionsAfter) await bench.system.runner.stop();
    // `--projections-process`: the projections in a process of their own under the load (the scaled-out layout).
    const projectionsProcess = process.argv.includes('--projections-process')
      ? (await bench.system.runner.stop(), await startProjectionsProcess(bench.env, embedded.url))
      : undefined;
    const node0 = process.cpuUsage();
    const pg0 = postgresCpu(dataDir).byPid;
    const statements0 = statements;
    byText?.clear();
    // How long the one thread was busy between two turns of its loop: a stall delays every request in flight.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const started = performance.now();
    const result = await run(requests);
    const loaded = performance.now();
    loopDelay.disable();
    if (session && profileFile) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      printSelfTimes(profile, requests);
    }
    const nodeLoad = process.cpuUsage(node0);
    const pgLoad = postgresCpu(dataDir, pg0).seconds;
    const statementsLoad = statements;
    if (byText)
      console.log(
        `SQL statements per request, during the load:\n${[...byText]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([sql, n]) => `  ${(n / requests).toFixed(3)}  ${sql}`)
          .join('\n')}`,
      );
    await projectionsProcess?.stop();
    if (projectionsAfter || projectionsProcess) await bench.system.runner.start();
    await bench.system.runner.caughtUp();
    await bench.system.requesterMails?.caughtUp();
    const settled = performance.now();
    const nodeAll = process.cpuUsage(node0);
    const pgAll = postgresCpu(dataDir, pg0).seconds;
    const per = (value: number) => round(value / requests, 2);
    const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    console.log(
      JSON.stringify(
        {
          requests,
          clients,
          non2xx: result.non2xx,
          reqPerSecond: round(requests / ((loaded - started) / 1000), 1),
          p50: result.latency.p50,
          p99: result.latency.p99,
          eventLoopDelayMs: {
            p50: round(loopDelay.percentile(50) / 1e6, 1),
            p99: round(loopDelay.percentile(99) / 1e6, 1),
            max: round(loopDelay.max / 1e6, 1),
          },
          perRequestDuringLoad: {
            nodeCpuMs: per(ms(nodeLoad)),
            postgresCpuMs: per(pgLoad * 1000),
            statements: per(statementsLoad - statements0),
          },
          perRequestUntilProjectionsCaughtUp: {
            nodeCpuMs: per(ms(nodeAll)),
            postgresCpuMs: per(pgAll * 1000),
            statements: per(statements - statements0),
            catchUpMs: round(settled - loaded, 1),
          },
          loadAverage: os.loadavg().map((l) => round(l, 1)),
        },
        null,
        2,
      ),
    );
  } finally {
    await bench.stop();
    await embedded.stop();
  }
}

runCli(main);
