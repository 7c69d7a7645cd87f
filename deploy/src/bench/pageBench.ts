import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './report';

const DIST = path.resolve(__dirname, '../../../frontend/dist');

/**
 * Bytes a route group downloads (gzip): the public pages load the entry chunk and what index.html references;
 * the admin pages add the lazily loaded admin chunks. Measured on the production build in frontend/dist.
 */
export function pageBench(): BenchRow[] {
  if (!existsSync(path.join(DIST, 'index.html'))) return [];
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
  const sum = (files: string[], ext: string) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);
  const assets = readdirSync(path.join(DIST, 'assets')).map((f) => `assets/${f}`);
  const admin = assets.filter((f) => /admin/i.test(path.basename(f)) && !referenced.includes(f));
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return [
    { group: 'pages', name: 'public route: JavaScript (gzip)', value: kb(sum(referenced, '.js')), unit: 'KB', better: 'lower', target: '≤ 250 KB' },
    { group: 'pages', name: 'public route: CSS (gzip)', value: kb(sum(referenced, '.css')), unit: 'KB', better: 'lower' },
    { group: 'pages', name: 'admin chunks added on /admin: JavaScript (gzip)', value: kb(sum(admin, '.js')), unit: 'KB', better: 'lower' },
  ];
}
