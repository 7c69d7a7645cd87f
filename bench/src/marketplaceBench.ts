import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { citiesOf } from '@conectasst/common/rules/accountRules';
import type { BenchRow } from './report';
import { startBenchSystem } from './benchSystem';
import type { MarketplaceShape } from '../../test-support/marketplaceLog';
import { advanceIdSequences, catalogueOf, generateMarketplace, writeLog } from '../../test-support/marketplaceLog';
import { niteroiDemand } from '../../test-support/demands';
import { percentile, round, watchGarbageCollection } from './stats';
import { LoadThread } from './loadThread/loadThread';
import type { LoadTarget } from './loadThread/loadThread';
import type { SeededMarketplace } from './projectionBench';
import { benchMarketplace } from './projectionBench';

type BenchSystem = Awaited<ReturnType<typeof startBenchSystem>>;

/** "non-2xx 3 (409 ×3)": how many answers were not 2xx, by status. */
function refusals(result: autocannon.Result): string {
  const other = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  return `non-2xx ${result.non2xx}${other.length ? ` (${other.map(([code, s]) => `${code} ×${s.count ?? 0}`).join(', ')})` : ''}`;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Generates a marketplace against the running system's catalogue, writes it into its log and waits for the read models. */
export async function seed(
  bench: BenchSystem,
  shape: Omit<MarketplaceShape, 'catalogue' | 'seed' | 'now'>,
  label: string,
) {
  const started = performance.now();
  const generated = generateMarketplace({
    ...shape,
    catalogue: await catalogueOf(bench.system.readPool),
    now: new Date(),
    seed: 20261123,
  });
  const generatedAt = performance.now();
  // As a restore would: projections paused, the log written, every read model rebuilt in one pass, projections resumed.
  const { runner } = bench.system;
  await runner.stop();
  await writeLog(bench.system.pool, bench.system.catalogue, generated.events);
  await advanceIdSequences(bench.system.pool, {
    demand: generated.demandIds.at(-1) ?? 0,
    order: Math.max(1, generated.lastOrderId),
  });
  const writtenAt = performance.now();
  await runner.rebuildMany(runner.projectionNames());
  await runner.start();
  const caughtUpAt = performance.now();
  // The processes fed by the log (instant alerts, requester e-mails, NFS-e) started at the log's head before it was
  // written, so they act on every seeded event: measured after they are done, not under them.
  const { instantAlerts, requesterMails, invoicing } = bench.system;
  await Promise.all([instantAlerts?.caughtUp(), requesterMails?.caughtUp(), invoicing?.caughtUp()]);
  const processesAt = performance.now();
  await settle(bench, label);
  process.stderr.write(
    `    ${label}: seeded ${generated.events.length.toLocaleString('en-US')} events in ${round((performance.now() - started) / 1000, 1)} s (generate ${round((generatedAt - started) / 1000, 1)} s, write ${round((writtenAt - generatedAt) / 1000, 1)} s, read models ${round((caughtUpAt - writtenAt) / 1000, 1)} s, processes fed by the log ${round((processesAt - caughtUpAt) / 1000, 1)} s)\n`,
  );
  return generated;
}

/** After a bulk load, before anything is measured on it. */
async function settle(bench: BenchSystem, label: string): Promise<void> {
  // A production database has statistics; a freshly filled one must be analyzed before its plans mean anything.
  // It is also vacuumed and checkpointed: the bulk load leaves half a gigabyte of WAL whose spread checkpoint (and the
  // autovacuum of every new table) would otherwise write to disk under the cases measured next, as the server's log
  // showed for 162 s of the full run of 2026-11-24.
  await bench.system.readPool.query('VACUUM (ANALYZE)');
  await bench.system.readPool.query('CHECKPOINT').catch((error: { code?: string }) => {
    // 42501: a role without superuser or pg_checkpoint; the run goes on, saying so.
    if (error.code !== '42501') throw error;
    process.stderr.write(`    ${label}: CHECKPOINT not permitted for this role; measuring without it\n`);
  });
}

/**
 * The subscriptions of the commands suite (and of profileSubscribe.ts): each request one `POST /v1/subs` of a distinct
 * (provider, demand) pair, to the newest half of the demands (far from their expiry date), spread so that concurrent
 * requests touch distinct wallets and demands. `sent()` counts the requests made so far.
 */
export function subscriptionLoad(
  bench: BenchSystem,
  providers: readonly { id: string }[],
  demandIds: readonly number[],
) {
  const open = demandIds.slice(Math.floor(demandIds.length / 2)).reverse();
  const tokens = new Map<string, string>();
  const tokenOf = (id: string) => tokens.get(id) ?? (tokens.set(id, bench.providerToken(id)), tokens.get(id)!);
  let k = 0;
  const request: autocannon.Request = {
    method: 'POST',
    path: '/v1/subs',
    setupRequest: (req) => {
      const n = k++;
      const demand = open[n % open.length]!;
      const provider = providers[((n % open.length) * 7 + Math.floor(n / open.length)) % providers.length]!;
      return {
        ...req,
        headers: { ...req.headers, authorization: `Bearer ${tokenOf(provider.id)}`, id: String(demand) },
      };
    },
  };
  return { request, seats: open.length * 5, sent: () => k };
}

/**
 * POST /v1/subs and POST /v1/demanda under load: throughput and p50/p99 by concurrency (1 → 64 clients).
 * Subscriptions go to open demands with free seats, from providers with credits (seeded through the log); each request
 * is a distinct (provider, demand) pair, spread so that concurrent requests touch distinct wallets and demands.
 * Demands come from distinct requesters (e-mail, and client address as a proxy in front would forward it).
 */
export async function commandsBench(databaseUrl: string, quick: boolean, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bench = await startBenchSystem(databaseUrl);
  const seconds = quick ? 3 : 8;
  const levels = [1, 8, 32, 64];
  try {
    const { providers, demandIds } = await seed(
      bench,
      {
        providers: quick ? 400 : 2_000,
        demands: quick ? 5_000 : 12_000,
        subscriptionsPerDemand: 0,
        grantedCredits: 100_000,
      },
      label,
    );
    const subscriptions = subscriptionLoad(bench, providers, demandIds);
    for (const connections of levels) {
      const result = await load({ url: bench.url, connections, duration: seconds, requests: [subscriptions.request] });
      rows.push({
        group: `HTTP commands (${label})`,
        name: `POST /v1/subs, ${connections} client(s)`,
        value: round(result.latency.p99, 2),
        unit: 'ms p99',
        better: 'lower',
        ...(connections === 32 ? { target: 'p99 ≤ 50 ms at 32 clients' } : {}),
        note: `${round(result.requests.average)} req/s, p50 ${round(result.latency.p50, 2)} ms, ${refusals(result)}`,
      });
    }
    if (subscriptions.sent() > subscriptions.seats)
      throw new Error(
        `the subscription load ran out of free seats (${subscriptions.sent()} requests, ${subscriptions.seats} seats): seed more demands`,
      );

    const services = (
      await bench.system.readPool.query<{ id: number }>('SELECT id FROM services WHERE status ORDER BY id LIMIT 20')
    ).rows.map((r) => r.id);
    const cities = citiesOf('RJ');
    let d = 0;
    for (const connections of levels) {
      const result = await load({
        url: bench.url,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/v1/demanda',
            setupRequest: (request) => {
              const n = d++;
              const email = `carga${n}@cliente.com.br`;
              const body = niteroiDemand(
                [services[n % services.length]!, services[(n * 7 + 3) % services.length]!].filter(
                  (v, i, a) => a.indexOf(v) === i,
                ),
                email,
                { location: { City: cities[n % 20]! }, contact: { CorporateName: `Mercado ${n}` } },
              );
              const forwarded = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
              return {
                ...request,
                headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': forwarded },
                body: JSON.stringify(body),
              };
            },
          },
        ],
      });
      rows.push({
        group: `HTTP commands (${label})`,
        name: `POST /v1/demanda, ${connections} client(s)`,
        value: round(result.latency.p99, 2),
        unit: 'ms p99',
        better: 'lower',
        note: `${round(result.requests.average)} req/s, p50 ${round(result.latency.p50, 2)} ms, ${refusals(result)}`,
      });
    }
  } finally {
    await bench.stop();
  }
  return rows;
}

/** The SQL statements the query service sends to answer one request (recorded on the read pool). */
async function statementsOf(
  bench: BenchSystem,
  path: string,
  auth: string,
): Promise<{ text: string; values: unknown[] }[]> {
  const pool = bench.system.readPool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const seen: { text: string; values: unknown[] }[] = [];
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: (second as unknown[] | undefined) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first)
      seen.push({ text: (first as { text: string }).text, values: (first as { values?: unknown[] }).values ?? [] });
    return original(...args);
  };
  try {
    const response = await fetch(`${bench.url}${path}`, { headers: { authorization: auth } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
  } finally {
    delete (pool as unknown as { query?: unknown }).query;
  }
  if (seen.length === 0) throw new Error(`${path}: no SQL recorded`);
  return seen;
}

/** One request after another, the first five only warming up (compiled code, cached plans): wall time and event-loop time. */
export async function measureAlone(
  request: () => Promise<void>,
  measured = 15,
): Promise<{ wallMs: number; eventLoopMs: number }> {
  for (let i = 0; i < 5; i++) await request();
  const wall: number[] = [];
  const before = performance.eventLoopUtilization();
  for (let i = 0; i < measured; i++) {
    const t = performance.now();
    await request();
    wall.push(performance.now() - t);
  }
  return { wallMs: percentile(wall, 50), eventLoopMs: performance.eventLoopUtilization(before).active / measured };
}

/** Requests of the "one request alone" measure (after five that only warm up). */
const ALONE_REQUESTS = 20;

/** The share of a resource a lowered query case may ask for: an open loop near full utilisation measures queueing. */
const MAX_UTILISATION = 0.75;

/**
 * The request rate a case can sustain, from one request measured alone. Two limits: the cores (PostgreSQL, the server
 * and this load generator share them; a request holds about its wall time of them) and the one JavaScript thread that
 * runs the in-process server and the load generator alike (it is busy `eventLoopMs` per request, whatever the cores).
 * An open loop above either only measures a growing queue.
 */
export function sustainableRate(
  alone: { wallMs: number; eventLoopMs: number },
  cores = os.cpus().length,
): { rate: number; limit: string } {
  const byCores = (cores * 1000) / alone.wallMs;
  const byEventLoop = 1000 / alone.eventLoopMs;
  const rate = Math.max(1, Math.floor(MAX_UTILISATION * Math.min(byCores, byEventLoop)));
  const limit =
    byEventLoop < byCores
      ? `what one event loop serves: a request alone keeps it busy ${round(alone.eventLoopMs, 1)} ms`
      : `what ${cores} cores serve one after another: one request alone takes ${round(alone.wallMs, 1)} ms`;
  return { rate, limit };
}

/**
 * Provider dashboard listing and search, and the admin lists, at a fixed request rate over a seeded marketplace
 * (91,000 demands with 3 subscriptions each on average, 5,000 providers in the full run) — against the same SQL run
 * directly through pg at the same rate. `seeded`: the marketplace the projections suite wrote and rebuilt in this very
 * database (ADR 0151); without it (`--only queries`) the suite seeds one of the same shape itself.
 */
export async function queriesBench(
  databaseUrl: string,
  quick: boolean,
  label: string,
  seeded?: SeededMarketplace,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bench = await startBenchSystem(databaseUrl);
  const systemStarted = performance.now();
  const seconds = quick ? 2 : 6;
  const warmUpSeconds = quick ? 0.5 : 1;
  const targetRate = 200;
  const shape = seeded?.shape ?? benchMarketplace(quick);
  const load = new LoadThread();
  try {
    const providers = seeded ? seeded.providers : (await seed(bench, shape, label)).providers;
    if (seeded) {
      const settling = performance.now();
      await settle(bench, label);
      process.stderr.write(
        `    ${label}: the projections suite's marketplace, vacuumed, analyzed and checkpointed in ${round((performance.now() - settling) / 1000, 1)} s\n`,
      );
    }
    const provider = providers[Math.floor(providers.length / 3)]!;
    const providerAuth = `Bearer ${bench.providerToken(provider.id)}`;
    const adminAuth = `Bearer ${bench.adminToken}`;
    const areas = (
      await bench.system.readPool.query<{ id: number }>('SELECT id FROM areas WHERE status ORDER BY id LIMIT 2')
    ).rows.map((r) => r.id);
    const keyword = Buffer.from('pgr').toString('base64');
    const cases: { name: string; path: string; auth: string; target?: string }[] = [
      {
        name: 'GET /v1/companys/service (dashboard listing, page 1)',
        path: '/v1/companys/service?page=1',
        auth: providerAuth,
        target: 'p99 ≤ 25 ms at 200 req/s',
      },
      { name: 'GET /v1/companys/service?page=50', path: '/v1/companys/service?page=50', auth: providerAuth },
      {
        name: 'search: area filter, sort=recent',
        path: `/v1/companys/service/search?page=1&area=${areas.join(',')}`,
        auth: providerAuth,
      },
      {
        name: 'search: uf=SP & city, sort=oldest',
        path: `/v1/companys/service/search?page=1&uf=SP&city=${encodeURIComponent('São Paulo')}&sort=oldest`,
        auth: providerAuth,
      },
      {
        name: 'search: keyword "pgr", sort=recent',
        path: `/v1/companys/service/search?page=1&query=${encodeURIComponent(keyword)}`,
        auth: providerAuth,
      },
      {
        name: 'search: no filter, sort=relevant',
        path: '/v1/companys/service/search?page=1&sort=relevant',
        auth: providerAuth,
      },
      // ADR 0166: the grau de risco filter on its partial index (the generated log files no CNAE: an empty answer, read
      // off the index instead of a scan of every demand) and "Mais relevantes" deep in the pager.
      {
        name: 'search: risk grade 3, sort=recent',
        path: '/v1/companys/service/search?page=1&grade=3',
        auth: providerAuth,
      },
      {
        name: 'search: no filter, sort=relevant, page 50',
        path: '/v1/companys/service/search?page=50&sort=relevant',
        auth: providerAuth,
      },
      { name: 'GET /v1/demanda (admin, no filter)', path: '/v1/demanda', auth: adminAuth },
      {
        name: 'GET /v1/demanda (admin, name filter)',
        path: `/v1/demanda?name=${encodeURIComponent('silva')}`,
        auth: adminAuth,
      },
      { name: 'GET /v1/admin/users (admin partners list)', path: '/v1/admin/users', auth: adminAuth },
      // ADR 0166: the same list paged and filtered in SQL.
      {
        name: 'GET /v1/admin/partners (admin partners list, page 1)',
        path: '/v1/admin/partners?page=1',
        auth: adminAuth,
      },
      {
        name: 'GET /v1/admin/partners (admin partners list, name filter)',
        path: `/v1/admin/partners?page=1&name=${encodeURIComponent('silva')}`,
        auth: adminAuth,
      },
    ];
    for (const c of cases) {
      process.stderr.write(`    ${label}: ${c.name}\n`);
      // The requests come from a thread of their own (loadThread/): the server's event loop and heap serve only them.
      // As many connections as the read pool has (a proxy in front would hold the same): more requests wait in the
      // client's queue, and their wait counts in their latency (the open loop fixes each start time). Fresh sockets
      // per case: none the server closed while idle is reused.
      await load.reset();
      const target: LoadTarget = { kind: 'http', url: `${bench.url}${c.path}`, headers: { authorization: c.auth } };
      // One request alone: its time at the client, and how long it keeps the server's event loop busy.
      await load.alone(target, 5);
      const before = performance.eventLoopUtilization();
      const aloneRun = await load.alone(target, ALONE_REQUESTS);
      const alone = {
        wallMs: percentile(aloneRun.latencies, 50),
        eventLoopMs: performance.eventLoopUtilization(before).active / ALONE_REQUESTS,
      };
      // A request so slow that the rate needs more than the machine has would only measure a growing queue; such a
      // case runs at three quarters of what it could sustain (sustainableRate), and its row says so. A case with a
      // target keeps the target's rate whatever this says.
      const sustainable = sustainableRate(alone);
      const rate = c.target ? targetRate : Math.max(1, Math.min(targetRate, sustainable.rate));
      // A warm-up at the same rate, not measured: compiled code, cached plans and open connections, as in production.
      await load.open(target, rate, warmUpSeconds);
      // How late the server's event loop ran its callbacks, and its garbage collector's pauses, meanwhile: a tail that
      // shows there was spent in the server's JavaScript, not in PostgreSQL.
      const loopDelay = monitorEventLoopDelay({ resolution: 5 });
      loopDelay.enable();
      const gc = watchGarbageCollection();
      const served = await load.open(target, rate, seconds);
      const serverGc = gc();
      loopDelay.disable();
      const failed = aloneRun.failed + served.failed;
      if (failed > 0) throw new Error(`${c.path}: ${failed} answers were not 200`);
      // The ceiling: the very statements the handler sent (recorded from one request), sent by the same thread
      // straight to PostgreSQL at the same rate.
      const sqlTarget: LoadTarget = {
        kind: 'sql',
        connectionString: databaseUrl,
        statements: await statementsOf(bench, c.path, c.auth),
      };
      await load.open(sqlTarget, rate, warmUpSeconds);
      const sql = await load.open(sqlTarget, rate, seconds);
      if (sql.failed > 0) throw new Error(`${c.path}: ${sql.failed} runs of its statements failed`);
      const answered = served.latencies;
      // Where the slowest requests went, for the run's log (when each started since the system did, and how long).
      const stalls = (list: { at: number; ms: number }[]) =>
        list.length
          ? `${list.length} (${list
              .slice(0, 4)
              .map((x) => `${round(x.ms)} ms at ${round((x.at - performance.timeOrigin - systemStarted) / 1000, 1)} s`)
              .join(', ')})`
          : 'none';
      process.stderr.write(
        `      over 40 ms: HTTP ${stalls(served.slow)}, SQL ${stalls(sql.slow)}; load thread's event-loop delay p99 ${round(served.clientDelayP99, 1)} ms; server GC pauses: minor max ${round(serverGc.minorMaxMs)} ms, ${serverGc.major} major (max ${round(serverGc.majorMaxMs)} ms); heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB\n`,
      );
      rows.push({
        group: `HTTP queries (${label}, ${shape.demands.toLocaleString('en-US')} demands, ${shape.providers.toLocaleString('en-US')} providers, ${shape.subscriptionsPerDemand} subscriptions per demand)`,
        name: `${c.name} at ${rate} req/s${rate < targetRate ? ` (lowered from ${targetRate} to ¾ of ${sustainable.limit})` : ''}`,
        value: round(percentile(answered, 99), 2),
        unit: 'ms p99',
        ceiling: round(percentile(sql.latencies, 99), 2),
        better: 'lower',
        ...(c.target ? { target: c.target } : {}),
        note: `one request alone ${round(alone.wallMs, 2)} ms; p50 ${round(percentile(answered, 50), 2)} ms, ${answered.length} requests; server event-loop delay p99 ${round(loopDelay.percentile(99) / 1e6, 1)} ms, max ${round(loopDelay.max / 1e6, 1)} ms, GC pause max ${round(Math.max(serverGc.minorMaxMs, serverGc.majorMaxMs), 1)} ms; the same SQL through pg p50 ${round(percentile(sql.latencies, 50), 2)} ms`,
      });
    }
  } finally {
    await load.stop();
    await bench.stop();
  }
  return rows;
}
