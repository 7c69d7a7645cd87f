import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BenchRow } from './report';
import { startBenchSystem } from './benchSystem';
import { percentile, round } from './stats';

const CHROMIUM = '/usr/bin/chromium';
const DIST = path.resolve(__dirname, '../../frontend/dist');

/** Time until the content is rendered (plus first contentful paint and DOM interactive) for `/`, `/dashboard` and `/admin` in headless Chromium, cold cache. */
export async function pageTimingBench(databaseUrl: string, quick: boolean): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM) || !existsSync(path.join(DIST, 'index.html'))) {
    process.stderr.write('  page timings skipped: needs /usr/bin/chromium and frontend/dist\n');
    return [];
  }
  const bench = await startBenchSystem(databaseUrl, DIST);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: BenchRow[] = [];
  try {
    for (const route of ['/', '/dashboard', '/admin']) {
      const fcp: number[] = [];
      const interactive: number[] = [];
      const rendered: number[] = [];
      for (let i = 0; i < (quick ? 3 : 10); i++) {
        const context = await browser.newContext({ locale: 'pt-BR', bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${bench.url}${route}`, { waitUntil: 'commit' });
        // Rendered = the app put content in #root and no spinner is left (antd's, or the plain one of the lazy screens).
        await page.waitForFunction(
          "document.querySelector('#root')?.children.length > 0 && !document.querySelector('.ant-spin-spinning, .site-spinner')",
        );
        const timing = (await page.evaluate(`(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const nav = performance.getEntriesByType('navigation')[0];
          return { rendered: performance.now(), fcp: paint ? paint.startTime : NaN, interactive: nav ? nav.domInteractive : NaN };
        })()`)) as { rendered: number; fcp: number; interactive: number };
        fcp.push(Number.isFinite(timing.fcp) ? timing.fcp : timing.rendered);
        rendered.push(timing.rendered);
        interactive.push(timing.interactive);
        await context.close();
      }
      rows.push({
        group: 'pages',
        name: `${route}: content rendered (headless Chromium, local server, cold cache)`,
        value: round(percentile(rendered, 50)),
        unit: 'ms p50',
        better: 'lower',
        note: `first contentful paint p50 ${round(percentile(fcp, 50))} ms, DOM interactive p50 ${round(percentile(interactive, 50))} ms`,
      });
    }
  } finally {
    await browser.close();
    await bench.stop();
  }
  return rows;
}
