import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './report';

const DIST = path.resolve(__dirname, '../../frontend/dist');

/** Issue #19 item 4: what `/` loads, at most 150 KB of JavaScript (gzip); checked in the tests too (pageBudget.test.ts). */
export const PUBLIC_ROUTE_JS_BUDGET_BYTES = 150 * 1000;

/** One file of a build and its gzip size (level 9, as the build's own .gz copies). */
export interface BuiltAsset {
  file: string;
  gzipBytes: number;
}

/**
 * The scripts and styles `index.html` makes every visitor of `/` download: the entry chunk and every chunk it imports
 * statically (Vite lists them as `modulepreload`), and the CSS. Lazy chunks (the wizard, the provider and admin areas,
 * antd's frame) are not referenced there: they load when their route opens. `page` names another page of the build
 * (`demanda.html`: the same plus the wizard's first step, ADR 0128).
 */
export function publicRouteAssets(dist: string = DIST, page = 'index.html'): BuiltAsset[] {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const referenced = [
    ...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)),
  ];
  return referenced.map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  }));
}

export function gzipTotal(assets: BuiltAsset[], ext: '.js' | '.css'): number {
  return assets.filter((asset) => asset.file.endsWith(ext)).reduce((total, asset) => total + asset.gzipBytes, 0);
}

/**
 * Bytes a route group downloads (gzip): the public pages load the entry chunk and what index.html references;
 * the admin pages add the lazily loaded admin chunks. Measured on the production build in frontend/dist.
 */
export function pageBench(): BenchRow[] {
  if (!existsSync(path.join(DIST, 'index.html'))) return [];
  const publicAssets = publicRouteAssets();
  const referenced = publicAssets.map((asset) => asset.file);
  const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
  const assets = readdirSync(path.join(DIST, 'assets')).map((f) => `assets/${f}`);
  const admin = assets.filter((f) => /admin/i.test(path.basename(f)) && f.endsWith('.js') && !referenced.includes(f));
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return [
    {
      group: 'pages',
      name: 'public route: JavaScript (gzip)',
      value: kb(gzipTotal(publicAssets, '.js')),
      unit: 'KB',
      better: 'lower',
      target: '≤ 150 KB',
    },
    {
      group: 'pages',
      name: 'public route: CSS (gzip)',
      value: kb(gzipTotal(publicAssets, '.css')),
      unit: 'KB',
      better: 'lower',
    },
    {
      group: 'pages',
      name: 'admin chunks added on /admin: JavaScript (gzip)',
      value: kb(admin.reduce((total, f) => total + gz(f), 0)),
      unit: 'KB',
      better: 'lower',
    },
  ];
}
