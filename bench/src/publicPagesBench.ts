import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './report';
import { startBenchSystem } from './benchSystem';
import { LoadThread } from './loadThread/loadThread';
import type { LoadAnswer, LoadTarget } from './loadThread/protocol';
import { percentile, round } from './stats';

const DIST = path.resolve(__dirname, '../../frontend/dist');
/** What a browser sends: the pages are served gzip from the cache's own copy. */
const BROWSER = { Accept: 'text/html', 'Accept-Encoding': 'gzip' };

/** The load thread's answer, when every request was answered 200. */
function checked(answer: LoadAnswer, pagePath: string): LoadAnswer {
  if (answer.failed > 0) throw new Error(`${pagePath}: ${answer.failed} answers were not 200`);
  return answer;
}

/**
 * The public server-rendered pages over HTTP (issue #39 item 4, ADR 0174): for `/`, a service page, an NR page, a
 * CNAE class page, a provider's page and a blog post, on the whole backend with the built shell:
 * - warm: p99 at a fixed rate (an open loop from the load thread) with the page in the cache; ceiling = the same bytes
 *   and headers served from a fixed buffer by a bare `node:http` server in the same process, at the same rate;
 * - cold alone: one request right after the cache was emptied;
 * - cold burst: 50 concurrent requests right after the cache was emptied (single flight: one render per burst).
 */
export async function publicPagesBench(databaseUrl: string, quick: boolean, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bench = await startBenchSystem(databaseUrl, existsSync(path.join(DIST, 'index.html')) ? DIST : undefined);
  const cache = bench.system.pageCache;
  if (!cache) throw new Error('pages-http: the bench system hosts no query routes');
  const admin = { Authorization: `Bearer ${bench.adminToken}`, 'Content-Type': 'application/json' };
  const seconds = quick ? 3 : 10;
  const rate = 200;
  const bursts = quick ? 3 : 10;
  const burstSize = 50;
  let ceilingServer: http.Server | undefined;
  const load = new LoadThread();
  try {
    const paths = await seedPages(bench.url, admin);
    for (const [kind, pagePath] of paths) {
      const url = `${bench.url}${pagePath}`;
      const page = await fetch(url, { headers: { Accept: 'text/html' } });
      const html = Buffer.from(await page.arrayBuffer());
      if (page.status !== 200) throw new Error(`${pagePath}: ${page.status}`);
      const target: LoadTarget = { kind: 'http', url, headers: BROWSER };
      await load.reset();

      // Cold, alone: the cache emptied before each request.
      const alone: number[] = [];
      for (let i = 0; i < (quick ? 5 : 20); i++) {
        cache.clear();
        alone.push(...checked(await load.alone(target, 1), pagePath).latencies);
      }
      // Cold, a burst of 50 at once: one render each time (the cache counts its renders).
      const burst: number[] = [];
      let renders = 0;
      for (let i = 0; i < bursts; i++) {
        cache.clear();
        const before = cache.stats().renders;
        burst.push(...checked(await load.burst(target, burstSize), pagePath).latencies);
        renders += cache.stats().renders - before;
      }
      // Warm at the rate (an open loop from the load thread, after a warm-up), and the ceiling: the same bytes and
      // headers from a fixed buffer served by a bare node:http server in this process, loaded the same way.
      checked(await load.open(target, rate, 1), pagePath);
      const warm = checked(await load.open(target, rate, seconds), pagePath);
      const gzipped = gzipSync(html, { level: 9 });
      const headers = {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'gzip',
        'Cache-Control': 'no-cache',
        ETag: page.headers.get('etag') ?? '',
        Vary: 'Accept-Encoding',
      };
      ceilingServer = http.createServer((_req, res) => res.writeHead(200, headers).end(gzipped));
      await new Promise<void>((resolve) => ceilingServer!.listen(0, '127.0.0.1', resolve));
      const fixed: LoadTarget = {
        kind: 'http',
        url: `http://127.0.0.1:${(ceilingServer.address() as AddressInfo).port}${pagePath}`,
        headers: BROWSER,
      };
      await load.reset();
      await load.open(fixed, rate, 1);
      const ceiling = checked(await load.open(fixed, rate, seconds), pagePath);
      await load.reset();
      await new Promise<void>((resolve) => ceilingServer!.close(() => resolve()));
      ceilingServer = undefined;

      const group = `public pages over HTTP (${label})`;
      rows.push({
        group,
        name: `${kind} warm, at ${rate} req/s`,
        value: round(percentile(warm.latencies, 99), 2),
        unit: 'ms p99',
        ceiling: round(percentile(ceiling.latencies, 99), 2),
        better: 'lower',
        note: `${pagePath}; p50 ${round(percentile(warm.latencies, 50), 2)} ms, ${warm.latencies.length} requests; fixed buffer p50 ${round(percentile(ceiling.latencies, 50), 2)} ms; ${html.length} B (${gzipped.length} B gzip)`,
      });
      rows.push({
        group,
        name: `${kind} cold, burst of ${burstSize}`,
        value: round(percentile(burst, 99), 1),
        unit: 'ms p99',
        better: 'lower',
        note: `${bursts} bursts, ${renders} render(s) in all; one request alone, cold: p50 ${round(percentile(alone, 50), 1)} ms, max ${round(Math.max(...alone), 1)} ms`,
      });
      process.stderr.write(
        `    ${kind}: warm p99 ${round(percentile(warm.latencies, 99), 2)} ms (ceiling ${round(percentile(ceiling.latencies, 99), 2)}), cold burst p99 ${round(percentile(burst, 99), 1)} ms, ${renders} renders\n`,
      );
    }
  } finally {
    if (ceilingServer) ceilingServer.close();
    await load.stop();
    await bench.stop();
  }
  return rows;
}

/**
 * The pages to measure on the seeded catalogue: a provider who serves an area with NRs in São Paulo (so the service and
 * NR pages list someone and the provider has a page) and a published blog post. Returns [kind, path] pairs.
 */
async function seedPages(base: string, admin: Record<string, string>): Promise<[string, string][]> {
  let position = '';
  /** One call, read-your-writes: each carries the position of the previous write. */
  const call = async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers, ...(position ? { 'X-Min-Position': position } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    position = response.headers.get('x-position') || position;
    return (await response.json()) as { data?: unknown; token?: string; userData?: { id: string } };
  };
  const areas = (await call('GET', '/v1/area')).data as { id: number }[];
  let areaId = 0;
  let nrIds: number[] = [];
  for (const area of areas) {
    nrIds = ((await call('GET', `/v1/nrs/find?id=${area.id}`)).data as { id: number }[]).map((n) => n.id);
    if (nrIds.length > 0) {
      areaId = area.id;
      break;
    }
  }
  const signup = await call(
    'POST',
    '/v1/auth',
    {},
    {
      name: 'Paula',
      surname: 'Bench',
      phone: '11987654321',
      email: 'paula@bench-paginas.com.br',
      password: 'segredo1',
    },
  );
  const provider = { Authorization: `Bearer ${signup.token}` };
  await call('POST', '/v1/company/detail', provider, {
    area: String(areaId),
    nrs: nrIds.join(','),
    esocial: 'Sim',
    software: 'SOC',
    uf: 'SP',
    city: 'Campinas',
  });
  const providerId = (await call('GET', '/v1/auth/me', provider)).userData!.id;
  const title = 'Como funciona o PGR';
  const post = (
    await call('POST', '/v1/admin/blog', admin, {
      titulo: title,
      code: `<p>${'O Programa de Gerenciamento de Riscos organiza a prevenção. '.repeat(40)}</p>`,
    })
  ).data as { id: number };
  const shown = (await call('GET', `/v1/admin/blog/show?id=${post.id}`, admin)).data as { code: string };
  await call('PUT', '/v1/admin/blog', admin, { id: post.id, titulo: title, code: shown.code, published: true });
  const profile = (await call('GET', `/v1/parceiros/parceiro-${providerId}`)).data as { slug: string };

  // Wait until the read models show all of it: the provider's page and the post answer 200.
  const deadline = Date.now() + 30_000;
  const find = async (pagePath: string, pattern: RegExp) => {
    for (;;) {
      const html = await (await fetch(`${base}${pagePath}`)).text();
      const found = pattern.exec(html)?.[0];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`pages-http: ${pattern} not found on ${pagePath}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const servicePath = await find('/servicos', /\/servicos\/[a-z0-9-]+(?=")/);
  const nrPath = await find('/servicos', /\/nr\/\d+(?=")/);
  const postPath = await find('/blog', /\/blog\/\d+-[a-z0-9-]+(?=")/);
  return [
    ['/', '/'],
    ['service page', servicePath],
    ['NR page', nrPath],
    ['CNAE page', '/cnae/41.20-4'],
    ['provider page', `/parceiros/${profile.slug}`],
    ['blog post', postPath],
  ];
}
