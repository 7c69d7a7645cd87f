import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { readCheckpoints } from '@conectasst/projections/checkpoints';
import type { SitemapEntry, SitemapSource } from './sitemapSources';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Entries of all sources merged by path: first place wins, the latest modification date wins. */
export function mergeEntries(lists: SitemapEntry[][]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) {
    const seen = byPath.get(entry.path);
    if (!seen) byPath.set(entry.path, { ...entry });
    else if (entry.lastModified && (!seen.lastModified || entry.lastModified > seen.lastModified)) seen.lastModified = entry.lastModified;
  }
  return [...byPath.values()];
}

/** The sitemaps.org XML of `entries` under `siteUrl` (no trailing slash). */
export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface BuiltSitemap {
  xml: string;
  etag: string;
}

/**
 * The sitemap built from the read models on request and kept until one of the read models its sources read has moved
 * (their checkpoints, `readCheckpoints`): one small query per request while nothing changed (ADR 0117).
 */
export function sitemapBuilder(pool: Pool, siteUrl: string, sources: SitemapSource[]) {
  const readModels = [...new Set(sources.flatMap((s) => s.readModels))].sort();
  let cached: (BuiltSitemap & { version: string }) | undefined;
  let building: Promise<BuiltSitemap & { version: string }> | undefined;

  const versionNow = async () => {
    if (readModels.length === 0) return '';
    const positions = await readCheckpoints(pool, readModels);
    return [...positions].map(([name, position]) => `${name}:${position.commit}.${position.prepare}`).join(',');
  };

  return async function current(): Promise<BuiltSitemap> {
    const version = await versionNow();
    if (cached?.version === version) return cached;
    building ??= (async () => {
      try {
        const xml = renderSitemap(siteUrl, mergeEntries(await Promise.all(sources.map((s) => s.entries(pool)))));
        const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
        cached = { xml, etag, version };
        return cached;
      } finally {
        building = undefined;
      }
    })();
    return building;
  };
}
