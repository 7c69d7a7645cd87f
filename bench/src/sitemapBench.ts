/**
 * `npm run bench:sitemap [-- --seconds 10]`: the sitemap with the profile of issue #33 item 3 — one provider serving
 * every area in all 27 states and naming all 5,571 IBGE cities. Prints the sitemap's URLs and bytes before and after
 * the profile, how long the sitemap takes to show it (the first request that finds it stale until one that is
 * current), the longest event-loop stall meanwhile, and `/v1/health` p50/p99/max while a client requests the sitemap
 * and the provider keeps changing the profile (each change makes the sitemap out of date). Loopback only, a bounded
 * run (autocannon, 4 connections, `--seconds`). Also the time of a service, state and city page that profile creates.
 * Runs on DATABASE_URL (a scratch database is created and dropped).
 * docs/reliability.md "Bounded public work" and docs/seo.md quote its figures.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { STATE_CODES, citiesOf } from '@conectasst/common/rules/accountRules';
import { runCli } from '@conectasst/host/cli/runCli';
import { createTestDatabase } from '../../test-support/testDatabase';
import { startBenchSystem } from './benchSystem';
import { percentile, round } from './stats';

type Bench = Awaited<ReturnType<typeof startBenchSystem>>;

interface SitemapFigures {
  urls: number;
  bytes: number;
  files: number;
  largestFileUrls: number;
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** `/sitemap.xml` and, when it is an index, every file it names: URLs, bytes, files. */
async function readSitemap(bench: Bench): Promise<SitemapFigures> {
  const index = await (await fetch(`${bench.url}/sitemap.xml`)).text();
  if (!index.includes('<sitemapindex')) {
    const urls = locsOf(index).length;
    return { urls, bytes: Buffer.byteLength(index), files: 1, largestFileUrls: urls };
  }
  const figures = { urls: 0, bytes: Buffer.byteLength(index), files: 0, largestFileUrls: 0 };
  for (const loc of locsOf(index)) {
    const xml = await (await fetch(`${bench.url}${new URL(loc).pathname}`)).text();
    const urls = locsOf(xml).length;
    figures.urls += urls;
    figures.bytes += Buffer.byteLength(xml);
    figures.files += 1;
    figures.largestFileUrls = Math.max(figures.largestFileUrls, urls);
  }
  return figures;
}

/** From the first request after a change until a request serves a sitemap that shows it (ms), and the longest stall. */
async function timeToCurrent(bench: Bench): Promise<{ ms: number; stallMs: number; requests: number }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  let requests = 0;
  for (;;) {
    requests += 1;
    const r = await fetch(`${bench.url}/sitemap.xml`);
    await r.arrayBuffer();
    // The cache says so while it serves a version older than the read models (sitemap.ts); before it, every request
    // built the sitemap itself, so the first answer was current.
    if (r.headers.get('x-sitemap-rebuilding') === null) break;
    if (requests > 10_000) throw new Error('the sitemap never became current');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  // One more turn of the timers before reading the monitor: a stall that just ended is recorded by its next sample.
  await new Promise((resolve) => setTimeout(resolve, 50));
  loop.disable();
  return { ms, stallMs: loop.max / 1e6, requests };
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1] ?? 10) || 10;
  const db = await createTestDatabase('sitemap');
  const bench = await startBenchSystem(db.url);
  const caughtUp = async () => {
    if (!(await bench.system.runner.waitFor(await bench.system.store.headPosition(), 120_000)))
      throw new Error('the read models did not catch up');
  };
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    await caughtUp();
    const before = await readSitemap(bench);
    out(
      `sitemap before the profile: ${before.urls.toLocaleString('en-US')} URLs, ${(before.bytes / 1024).toFixed(0)} KB, ${before.files} file(s)`,
    );

    const signup = await fetch(`${bench.url}/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ana',
        surname: 'Todas Cidades',
        phone: '11987654321',
        email: 'todas.cidades@bench.conectasst.com.br',
        password: 'segredo1',
      }),
    });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
    const auth = `Bearer ${((await signup.json()) as { token: string }).token}`;
    await caughtUp();
    const areas = ((await (await fetch(`${bench.url}/v1/area`)).json()) as { data: { id: number }[] }).data.map(
      (a) => a.id,
    );
    const cities = STATE_CODES.flatMap((uf) => citiesOf(uf));
    const saveProfile = async (names: string[]) => {
      const r = await fetch(`${bench.url}/v1/company/detail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify({
          area: areas.join(','),
          nrs: 'null',
          esocial: 'Sim',
          software: 'SOC',
          uf: STATE_CODES.join(','),
          city: names.join(','),
        }),
      });
      if (r.status !== 201) throw new Error(`the profile answered ${r.status}: ${await r.text()}`);
    };
    await saveProfile(cities);
    await caughtUp();
    out(
      `profile: ${areas.length} areas, ${STATE_CODES.length} states, ${cities.length.toLocaleString('en-US')} cities`,
    );

    const build = await timeToCurrent(bench);
    out(
      `sitemap current after ${round(build.ms, 0)} ms (${build.requests} request(s)); longest event-loop stall meanwhile ${round(build.stallMs, 0)} ms`,
    );
    const after = await readSitemap(bench);
    out(
      `sitemap after the profile: ${after.urls.toLocaleString('en-US')} URLs, ${(after.bytes / 1024 / 1024).toFixed(1)} MB, ${after.files} file(s), at most ${after.largestFileUrls.toLocaleString('en-US')} URLs in one file`,
    );

    // The landing pages that profile creates are rendered on each request (no page cache yet, issue #39): their time.
    const servicePath = /href="(\/servicos\/[a-z0-9-]+)"/.exec(
      await (await fetch(`${bench.url}/servicos`)).text(),
    )?.[1];
    if (servicePath) {
      for (const page of [servicePath, `${servicePath}/sp`, `${servicePath}/sp/campinas`]) {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const t = performance.now();
          await (await fetch(`${bench.url}${page}`)).arrayBuffer();
          times.push(performance.now() - t);
        }
        out(`GET ${page}: median of 5 ${round(percentile(times, 50), 0)} ms`);
      }
    }

    // /v1/health while a client asks for the sitemap and the profile changes every second (each change stales it).
    let stop = false;
    let failures = 0;
    const sitemapLatencies: number[] = [];
    const changer = (async () => {
      for (let n = 0; !stop && n < seconds; n++) {
        await saveProfile(n % 2 === 0 ? cities.slice(0, -1) : cities).catch(() => void (failures += 1));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })();
    const crawler = (async () => {
      for (let n = 0; !stop && n < seconds * 50; n++) {
        const t = performance.now();
        try {
          await (await fetch(`${bench.url}/sitemap.xml`)).arrayBuffer();
          sitemapLatencies.push(performance.now() - t);
        } catch {
          failures += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const health = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url: `${bench.url}/v1/health`, connections: 4, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
    stop = true;
    await Promise.all([changer, crawler]);
    out(
      `/v1/health during sitemap requests (${seconds} s, 4 connections, a profile change per second): p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, max ${health.latency.max} ms, ${Math.round(health.requests.average)} req/s; ` +
        `/sitemap.xml p50 ${round(percentile(sitemapLatencies, 50), 1)} ms, p99 ${round(percentile(sitemapLatencies, 99), 1)} ms (${sitemapLatencies.length} requests)` +
        (failures ? `; ${failures} profile or sitemap request(s) failed` : ''),
    );
  } finally {
    await bench.stop();
    await db.drop();
  }
}

runCli(main);
