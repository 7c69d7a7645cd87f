import type { Pool } from 'pg';
import { renderSitemapFiles, sitemapCache } from './sitemap';
import type { SitemapEntry, SitemapSource } from './sitemapSources';

const SITE = 'https://www.conectasst.example';
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const entries = (n: number, day = 1): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `/p/${i + 1}`,
    lastModified: new Date(Date.UTC(2026, 10, day, 0, 0, i)),
  }));

/** Issue #33 item 3, ADR 0156: the sitemap index, its files' bounds, and the cache that rebuilds off the request path. */
describe('sitemap files', () => {
  it('splits at the URL limit: an index naming files of at most that many URLs, in order, each dated by its newest URL', async () => {
    const built = await renderSitemapFiles(SITE, entries(25), { maxUrlsPerFile: 10, maxBytesPerFile: 52_428_800 });
    expect(built.files.map((f) => locsOf(f.xml).length)).toEqual([10, 10, 5]);
    expect(built.files.flatMap((f) => locsOf(f.xml))).toEqual(entries(25).map((e) => `${SITE}${e.path}`));
    expect(built.index.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(locsOf(built.index.xml)).toEqual([
      `${SITE}/sitemap-1.xml`,
      `${SITE}/sitemap-2.xml`,
      `${SITE}/sitemap-3.xml`,
    ]);
    expect(built.index.xml).toContain(`<loc>${SITE}/sitemap-2.xml</loc><lastmod>2026-11-01T00:00:19.000Z</lastmod>`);
    for (const file of built.files)
      expect(file.xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n[\s\S]*<\/urlset>\n$/,
      );
    expect(new Set(built.files.map((f) => f.etag)).size).toBe(3);
    expect(built.urls).toBe(25);
  });

  it('splits at the byte limit too: no file is larger than it', async () => {
    const maxBytesPerFile = 1_000;
    const built = await renderSitemapFiles(SITE, entries(40), { maxUrlsPerFile: 50_000, maxBytesPerFile });
    expect(built.files.length).toBeGreaterThan(1);
    for (const file of built.files) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(maxBytesPerFile);
    expect(built.files.flatMap((f) => locsOf(f.xml))).toHaveLength(40);
  });

  it('exactly the limit makes one file; nothing at all still makes one (empty) file', async () => {
    expect(
      (await renderSitemapFiles(SITE, entries(10), { maxUrlsPerFile: 10, maxBytesPerFile: 52_428_800 })).files,
    ).toHaveLength(1);
    const empty = await renderSitemapFiles(SITE, []);
    expect(empty.files).toHaveLength(1);
    expect(locsOf(empty.index.xml)).toEqual([`${SITE}/sitemap-1.xml`]);
  });

  it('escapes the addresses', async () => {
    const built = await renderSitemapFiles(SITE, [{ path: "/a?b=1&c='2'" }]);
    expect(built.files[0]!.xml).toContain(`<loc>${SITE}/a?b=1&amp;c=&apos;2&apos;</loc>`);
  });
});

describe('the sitemap cache', () => {
  /** A source over a list the test changes, and a version the test moves, as a read model's checkpoint would. */
  const world = () => {
    const state = { list: entries(3), version: 'v1', builds: 0 };
    const source: SitemapSource = {
      name: 'test',
      readModels: ['test'],
      entries: async () => {
        state.builds += 1;
        return state.list;
      },
    };
    const cache = sitemapCache({} as Pool, SITE, [source], {
      version: async () => state.version,
      limits: { maxUrlsPerFile: 2, maxBytesPerFile: 52_428_800 },
      minRebuildGapMs: 0,
      rebuildCostFactor: 0,
    });
    return { state, cache };
  };

  it('builds on the first request, then serves the built version while nothing changed', async () => {
    const { state, cache } = world();
    const first = await cache.current();
    expect(first.stale).toBe(false);
    expect(first.sitemap.files.map((f) => locsOf(f.xml).length)).toEqual([2, 1]);
    const again = await cache.current();
    expect(again.sitemap).toBe(first.sitemap);
    expect(state.builds).toBe(1);
  });

  it('after a change, a request is answered at once with the last built version (stale) and the rebuild shows the change', async () => {
    const { state, cache } = world();
    const before = (await cache.current()).sitemap;
    state.list = entries(5, 2);
    state.version = 'v2';
    const during = await cache.current();
    expect(during.stale).toBe(true);
    expect(during.sitemap).toBe(before);
    const after = await cache.settled();
    expect(after.version).toBe('v2');
    expect(after.files.flatMap((f) => locsOf(f.xml))).toEqual(entries(5).map((e) => `${SITE}${e.path}`));
    expect(after.index.xml).toContain('<lastmod>2026-11-02T00:00:04.000Z</lastmod>');
    const now = await cache.current();
    expect(now).toEqual({ sitemap: after, stale: false });
  });

  it('changes in a burst make one rebuild', async () => {
    const { state, cache } = world();
    await cache.current();
    for (const version of ['v2', 'v3', 'v4']) {
      state.version = version;
      await cache.current();
    }
    await cache.settled();
    // Give the scheduled rebuild its turn: it finds the sitemap current and builds nothing.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(state.builds).toBe(2);
  });

  it('a failed rebuild keeps the last built version served', async () => {
    const { state, cache } = world();
    const before = (await cache.current()).sitemap;
    state.version = 'v2';
    state.list = undefined as unknown as SitemapEntry[]; // the source fails
    await expect(cache.settled()).rejects.toThrow();
    const during = await cache.current();
    expect(during).toEqual({ sitemap: before, stale: true });
  });
});
