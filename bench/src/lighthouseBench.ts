import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchRow } from './report';
import { startBenchSystem } from './benchSystem';
import { percentile } from './stats';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIST = path.resolve(__dirname, '../../frontend/dist');
/** Issue #19 item 8: three runs per page, the median of each figure. */
const RUNS = 3;

/** One Lighthouse run's figures (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown). */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
    audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
    runtimeError?: { message: string };
  };
}

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

const score = (result: LighthouseResult, id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
const numeric = (result: LighthouseResult, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;

function figuresOf(result: LighthouseResult): Figures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    bytes: numeric(result, 'total-byte-weight'),
  };
}

const median = (values: number[]) => percentile(values, 50);

/** The weighted audits a category lost points on (stated in the run's log, so a score under 100 names its cause). */
function failedAudits(result: LighthouseResult): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (result.lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** Something for each page to show: the home texts (when none were saved) and one published post. */
async function seed(url: string, adminToken: string): Promise<{ postPath: string }> {
  const headers = { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' };
  const home = (await (await fetch(`${url}/v1/pages?page=home`)).json()) as { data: unknown };
  if (!home.data) {
    await fetch(`${url}/v1/pages?page=home`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        title: 'Orçamentos de Saúde e Segurança do Trabalho sem custo',
        subtitle:
          'PGR, PCMSO, laudos e treinamentos NR: descreva o que sua empresa precisa e receba contatos de prestadores da sua região.',
        about:
          'A ConectaSST liga empresas a técnicos, engenheiros, médicos do trabalho, clínicas e consultorias de SST em todo o Brasil.',
        item1: 'Escolha os serviços de que sua empresa precisa.',
        item2: 'Informe onde o serviço será feito e como falar com você.',
        item3: 'Receba até 5 contatos de prestadores e negocie direto.',
      }),
    });
  }
  const title = 'O que muda no PGR: prazos e responsabilidades';
  const created = await fetch(`${url}/v1/admin/blog`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      titulo: title,
      published: true,
      code: '<p>O <strong>Programa de Gerenciamento de Riscos</strong> (PGR) substituiu o PPRA e vale para toda empresa com empregados.</p><h2>Quem elabora</h2><p>Um profissional de SST habilitado, com o inventário de riscos e o plano de ação.</p><h2>Prazos</h2><p>A revisão é a cada dois anos, ou antes quando o processo ou os riscos mudam.</p>',
    }),
  });
  const body = (await created.json()) as { data: { id: number } };
  // The pages read the read models as they are: wait until the projections have the post.
  await fetch(`${url}/v1/blog/all`, { headers: { 'X-Min-Position': created.headers.get('x-position') ?? '' } });
  // `/blog/<id>` answers 301 to the post's one address (`/blog/<id>-<slug>`).
  const post = await fetch(`${url}/blog/${body.data.id}`, { redirect: 'manual', headers: { Accept: 'text/html' } });
  const location = post.headers.get('location');
  if (post.status !== 301 || !location) throw new Error(`the post's page was not found (${post.status})`);
  return { postPath: location };
}

/**
 * Work no figure of this suite reads, left out of every run (ADR 0151): the full-page screenshot (only the HTML report
 * shows it) and the back/forward-cache check (the `bf-cache` audit, weight 0, whose gatherer navigates away and back
 * after the trace). About 1.5 s of the 7–9 s of a run; the scores, timings and bytes are computed as before.
 */
const UNSCORED_SKIPPED = { disableFullPageScreenshot: true, skipAudits: ['bf-cache'] };

/** One run; a run Lighthouse itself could not record (e.g. NO_NAVSTART, "please run Lighthouse again") is repeated, twice at most. */
async function runLighthouse(lighthouse: Lighthouse, url: string, port: number): Promise<LighthouseResult> {
  let lastError = 'no result';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...UNSCORED_SKIPPED,
    });
    if (result && !result.lhr.runtimeError) return result;
    lastError = result?.lhr.runtimeError?.message ?? 'no result';
    process.stderr.write(`  Lighthouse could not record ${url} (attempt ${attempt}): ${lastError}\n`);
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`);
}

/**
 * Issue #19 item 8: Lighthouse (the npm package, on the Debian Chromium) with its default mobile preset, three runs per
 * page, median of each figure, on `/`, `/demanda`, one landing page and one blog post, against the issue's targets.
 * Cold cache each run (Lighthouse resets the storage). Runs the production build in frontend/dist.
 */
export async function lighthouseBench(databaseUrl: string, landingPath = '/cnae/41.20-4'): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM) || !existsSync(path.join(DIST, 'index.html'))) {
    process.stderr.write('  Lighthouse skipped: needs /usr/bin/chromium (or CHROME_PATH) and frontend/dist\n');
    return [];
  }
  // Both packages are ES modules only.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  const chromeLauncher = await import('chrome-launcher');
  const bench = await startBenchSystem(databaseUrl, DIST);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: BenchRow[] = [];
  try {
    const { postPath } = await seed(bench.url, bench.adminToken);
    for (const route of ['/', '/demanda', landingPath, postPath]) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await runLighthouse(lighthouse, `${bench.url}${route}`, chrome.port);
        runs.push(figuresOf(result));
        const failed = failedAudits(result);
        process.stderr.write(
          `  Lighthouse ${route} run ${i + 1}: ${JSON.stringify(runs[i])}${failed.length ? ` failed: ${failed.join(', ')}` : ''}\n`,
        );
      }
      const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
      const page = route.startsWith('/blog/') ? '/blog/<post>' : route;
      const row = (
        name: string,
        value: number,
        unit: string,
        better: BenchRow['better'],
        target: string,
      ): BenchRow => ({ group: 'pages (Lighthouse)', name: `${page}: ${name}`, value, unit, better, target });
      rows.push(
        row('performance', m('performance'), '', 'higher', '≥ 90'),
        row('accessibility', m('accessibility'), '', 'higher', '100'),
        row('best practices', m('bestPractices'), '', 'higher', '100'),
        row('SEO', m('seo'), '', 'higher', '100'),
        row('LCP', Math.round(m('lcpMs')) / 1000, 's', 'lower', '≤ 2.5 s'),
        row('TBT', Math.round(m('tbtMs')), 'ms', 'lower', '≤ 200 ms'),
        row('CLS', Math.round(m('cls') * 1000) / 1000, '', 'lower', '≤ 0.1'),
        row('bytes transferred', Math.round(m('bytes') / 102.4) / 10, 'KiB', 'lower', route === '/' ? '≤ 250 KiB' : ''),
      );
    }
  } finally {
    chrome.kill();
    await bench.stop();
  }
  return rows;
}
