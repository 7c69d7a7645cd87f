import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { readModelVersions } from '@conectasst/projections/readModelVersions';
import type { SitemapEntry, SitemapSource } from './sitemapSources';

/**
 * The sitemap (ADR 0117, bounded by ADR 0156): a sitemap index at `/sitemap.xml` naming files `/sitemap-<n>.xml` of at
 * most 50,000 URLs and 50 MB each (the sitemaps.org limits search engines accept), built off the request path: a
 * request serves the last built version; a change of the read models the sources read starts a rebuild in the
 * background, throttled, and the build yields to the event loop every few milliseconds.
 */

export interface SitemapLimits {
  /** URLs per file (sitemaps.org: 50,000). */
  maxUrlsPerFile: number;
  /** Bytes per file, uncompressed (sitemaps.org: 50 MB = 52,428,800). */
  maxBytesPerFile: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrlsPerFile: 50_000, maxBytesPerFile: 52_428_800 };

/** The address of the n-th file (1-based) of the index. */
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/**
 * A function to `await` often in a long loop: it yields to the event loop (`setImmediate`, so pending I/O and timers
 * run first) once `sliceMs` have passed since the last yield, and costs one clock read otherwise.
 */
export function yieldEvery(sliceMs = 8): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

const noPause = async () => undefined;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Entries of all sources merged by path: first place wins, the latest modification date wins. */
export async function mergeEntries(
  lists: SitemapEntry[][],
  pause: () => Promise<void> = noPause,
): Promise<SitemapEntry[]> {
  const byPath = new Map<string, SitemapEntry>();
  for (const list of lists) {
    for (const entry of list) {
      const seen = byPath.get(entry.path);
      // Kept as given (no copy per entry: 170,000 with a national profile); a copy only when a later date wins.
      if (!seen) byPath.set(entry.path, entry);
      else if (entry.lastModified && (!seen.lastModified || entry.lastModified > seen.lastModified))
        byPath.set(entry.path, { ...seen, lastModified: entry.lastModified });
      await pause();
    }
  }
  return [...byPath.values()];
}

const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_TAIL = '</urlset>\n';
const INDEX_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX_TAIL = '</sitemapindex>\n';

/** One served file: its XML, its validator and the last change among what it lists. */
export interface SitemapFile {
  xml: string;
  etag: string;
  lastModified?: Date;
}

export interface SitemapFiles {
  index: SitemapFile;
  /** `files[n - 1]` is `/sitemap-<n>.xml`. */
  files: SitemapFile[];
  urls: number;
}

const etagOf = (xml: string) => `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
const lastmodTag = (at: Date | undefined) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : '');
const latest = (a: Date | undefined, b: Date | undefined) => (a && (!b || a > b) ? a : b);

/**
 * The index and its files for `entries` under `siteUrl` (no trailing slash): a file is closed when it holds
 * `maxUrlsPerFile` URLs or the next URL would take it past `maxBytesPerFile`. An empty site still has one (empty) file.
 */
export async function renderSitemapFiles(
  siteUrl: string,
  entries: SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
  pause: () => Promise<void> = noPause,
): Promise<SitemapFiles> {
  const fixedBytes = Buffer.byteLength(URLSET_HEAD) + Buffer.byteLength(URLSET_TAIL);
  const files: SitemapFile[] = [];
  let lines: string[] = [];
  let bytes = fixedBytes;
  let lastModified: Date | undefined;
  const close = async () => {
    const xml = URLSET_HEAD + lines.join('') + URLSET_TAIL;
    await pause();
    files.push({ xml, etag: etagOf(xml), ...(lastModified ? { lastModified } : {}) });
    await pause();
    lines = [];
    bytes = fixedBytes;
    lastModified = undefined;
  };
  for (const { path, lastModified: at } of entries) {
    const line = `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmodTag(at)}</url>\n`;
    const size = Buffer.byteLength(line);
    if (fixedBytes + size > limits.maxBytesPerFile) continue; // a URL no file can hold (never with the site's paths)
    if (lines.length >= limits.maxUrlsPerFile || bytes + size > limits.maxBytesPerFile) await close();
    lines.push(line);
    bytes += size;
    lastModified = latest(at, lastModified);
    await pause();
  }
  if (lines.length > 0 || files.length === 0) await close();
  const index =
    INDEX_HEAD +
    files
      .map(
        (file, i) =>
          `  <sitemap><loc>${escapeXml(siteUrl + sitemapFilePath(i + 1))}</loc>${lastmodTag(file.lastModified)}</sitemap>\n`,
      )
      .join('') +
    INDEX_TAIL;
  const indexLastModified = files.reduce<Date | undefined>((max, file) => latest(file.lastModified, max), undefined);
  return {
    index: { xml: index, etag: etagOf(index), ...(indexLastModified ? { lastModified: indexLastModified } : {}) },
    files,
    urls: entries.length,
  };
}

export interface BuiltSitemap extends SitemapFiles {
  /** The read models' checkpoints it was built at. */
  version: string;
  builtAt: Date;
  /** How long the build took (ms, wall clock, yields included). */
  buildMs: number;
}

export interface SitemapOptions {
  limits?: SitemapLimits;
  /**
   * The rebuild throttle: a rebuild starts no sooner than `max(minRebuildGapMs, rebuildCostFactor × last build time)`
   * after the previous one ended, so changes arriving in a burst make one rebuild and rebuilding takes at most
   * 1 / (1 + rebuildCostFactor) of the time, however often an account changes what the sitemap lists.
   */
  minRebuildGapMs?: number;
  rebuildCostFactor?: number;
  /** The read models' version (default: their versions, `readModelVersions`); injectable for tests. */
  version?: () => Promise<string>;
  /** Told when a background rebuild fails (the last built version is served meanwhile; the next request retries). */
  onError?: (error: unknown) => void;
}

export interface SitemapCache {
  /**
   * The last built sitemap (built now and awaited only the first time); `stale` when the read models moved since it
   * was built: a rebuild is then scheduled in the background and the request is not kept waiting for it.
   */
  current(): Promise<{ sitemap: BuiltSitemap; stale: boolean }>;
  /** Resolves once the served sitemap matches the read models as they are now (tests, the benchmark). */
  settled(): Promise<BuiltSitemap>;
}

/** The sitemap of `sources`, cached and rebuilt off the request path when one of the read models they read moves. */
export function sitemapCache(
  pool: Pool,
  siteUrl: string,
  sources: SitemapSource[],
  options: SitemapOptions = {},
): SitemapCache {
  const limits = options.limits ?? SITEMAP_LIMITS;
  const minGap = options.minRebuildGapMs ?? 250;
  const costFactor = options.rebuildCostFactor ?? 4;
  const readModels = [...new Set(sources.flatMap((s) => s.readModels))].sort();
  const versionNow =
    options.version ??
    (async () => {
      if (readModels.length === 0) return '';
      // Their versions, not their checkpoints: a checkpoint moves with every event of the log (ADR 0174).
      const versions = await readModelVersions(pool, readModels);
      return [...versions].map(([name, { version }]) => `${name}:${version}`).join(',');
    });

  let served: BuiltSitemap | undefined;
  let building: Promise<BuiltSitemap> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastEnd = 0;
  let lastCost = 0;

  async function build(version: string): Promise<BuiltSitemap> {
    const started = performance.now();
    const pause = yieldEvery();
    const lists: SitemapEntry[][] = [];
    // One source after another (not all at once): a source's own work is yielding too, and they share the pool.
    for (const source of sources) lists.push(await source.entries(pool, pause));
    const files = await renderSitemapFiles(siteUrl, await mergeEntries(lists, pause), limits, pause);
    return { ...files, version, builtAt: new Date(), buildMs: performance.now() - started };
  }

  function startBuild(version: string): Promise<BuiltSitemap> {
    building ??= (async () => {
      const started = performance.now();
      try {
        served = await build(version);
        return served;
      } finally {
        building = undefined;
        lastEnd = performance.now();
        lastCost = lastEnd - started;
      }
    })();
    return building;
  }

  function scheduleRebuild(): void {
    if (building || timer) return;
    const wait = Math.max(0, lastEnd + Math.max(minGap, costFactor * lastCost) - performance.now());
    timer = setTimeout(() => {
      timer = undefined;
      // The version is read when the rebuild starts, so the changes that arrived while it waited are in it.
      versionNow()
        .then((version) => (served?.version === version ? served : startBuild(version)))
        .catch((error: unknown) => options.onError?.(error));
    }, wait);
    timer.unref();
  }

  async function current(): Promise<{ sitemap: BuiltSitemap; stale: boolean }> {
    const version = await versionNow();
    if (!served) {
      const first = await (building ?? startBuild(version));
      return { sitemap: first, stale: first.version !== version };
    }
    if (served.version === version) return { sitemap: served, stale: false };
    scheduleRebuild();
    return { sitemap: served, stale: true };
  }

  return {
    current,
    async settled() {
      for (;;) {
        if (building) await building.catch(() => undefined);
        const version = await versionNow();
        if (served?.version === version) return served;
        await startBuild(version);
      }
    },
  };
}
