import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readModelVersions } from '@conectasst/projections/readModelVersions';
import type { Queryable } from '@conectasst/projections/queryable';
import { DEFAULT_SHELL_PATH } from './appShell';

/**
 * The cache of the server-rendered public pages (issue #39 item 3, ADR 0174). An entry is a page's rendered HTML (and
 * its gzip copy) with its ETag and Last-Modified, stamped with the versions of the read models it was rendered from
 * (`read_model_versions`, bumped by the projections in the transaction of their rows) and of the app shell it sits
 * in. A request reads those versions (one query) and is served from memory when they have not moved; otherwise the
 * page is rendered again, once however many requests ask for it meanwhile (single flight). Bounded by an LRU over
 * the bytes held. Only 200 pages are kept: a 301 or a 404 is rendered on each request (an unbounded space of
 * addresses must not push the real pages out).
 */

const gzipAsync = promisify(gzip);

/** What a page route renders: the HTML with its status, or a redirect. */
export type PageAnswer = { status: number; html: string } | { redirect: string };

interface Entry {
  key: string;
  version: string;
  html: Buffer;
  gzipped: Buffer;
  etag: string;
  lastModified: Date;
  bytes: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Renders of a page that was missing or out of date (redirects and 404s included). */
  renders: number;
  hits: number;
  evictions: number;
}

export interface PageCacheOptions {
  /** Bytes of HTML (plain + gzip) kept at most (`PAGE_CACHE_MAX_BYTES`, default 32 MiB). */
  maxBytes?: number;
  /**
   * The app shell every page sits in (default: the build's index.html): its modification time is part of each entry's
   * version, so a new build renders the pages again.
   */
  shellPath?: string;
}

/** Tells whether the answer came from memory (`hit`), from this request's render (`miss`) or from another's (`shared`). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * Revalidated on every use, storable by browsers and shared caches: the 304 of a revalidation costs one query and
 * no body, and no visitor sees a page older than the read models (ADR 0174). No page kept here has per-user content.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

export const DEFAULT_PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const etagOf = (html: Buffer) => `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * RFC 9110 §13.1.1–13.1.3 as the origin server: If-None-Match (weak comparison, a list or `*`) when present, else
 * If-Modified-Since. Not Express's `req.fresh`, which answers 200 to any request carrying `Cache-Control: no-cache`, as
 * `fetch` adds to every conditional request.
 */
export function notModified(req: Request, entry: { etag: string; lastModified: Date }): boolean {
  const ifNoneMatch = req.get('If-None-Match');
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(entry.etag));
  const since = Date.parse(req.get('If-Modified-Since') ?? '');
  return Number.isFinite(since) && entry.lastModified.getTime() <= since;
}

export interface PageCache {
  /**
   * An Express handler for a page whose content comes from the read models `readModels` (projection names; none for
   * a page built from code alone): served from memory while they stay at the version it was rendered at.
   */
  page(readModels: readonly string[], render: (req: Request) => Promise<PageAnswer> | PageAnswer): RequestHandler;
  stats(): PageCacheStats;
  clear(): void;
}

export function pageCache(pool: Queryable, options: PageCacheOptions = {}): PageCache {
  const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_MAX_BYTES;
  /** Insertion order is recency: a hit moves its entry to the end, eviction takes from the start. */
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Entry | PageAnswer>>();
  let bytes = 0;
  const counts = { renders: 0, hits: 0, evictions: 0 };

  const shellPath = options.shellPath ?? DEFAULT_SHELL_PATH;
  const shellVersion = (): string => {
    try {
      const s = statSync(shellPath);
      return `${s.mtimeMs}.${s.size}`;
    } catch {
      return 'none';
    }
  };

  const remove = (entry: Entry) => {
    entries.delete(entry.key);
    bytes -= entry.bytes;
  };

  const store = (entry: Entry) => {
    const old = entries.get(entry.key);
    if (old) remove(old);
    if (entry.bytes > maxBytes) return;
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
      counts.evictions += 1;
    }
  };

  async function renderEntry(
    key: string,
    version: string,
    render: () => Promise<PageAnswer> | PageAnswer,
  ): Promise<Entry | PageAnswer> {
    counts.renders += 1;
    const answer = await render();
    if ('redirect' in answer || answer.status !== 200) return answer;
    const html = Buffer.from(answer.html, 'utf8');
    const etag = etagOf(html);
    const previous = entries.get(key);
    // The same HTML keeps its date: a render caused by an unrelated change of a read model is no modification.
    const lastModified = previous && previous.etag === etag ? previous.lastModified : toSecond(new Date());
    const gzipped = await gzipAsync(html, { level: 9 });
    const entry: Entry = {
      key,
      version,
      html,
      gzipped,
      etag,
      lastModified,
      bytes: html.length + gzipped.length + key.length,
    };
    store(entry);
    return entry;
  }

  const send = (req: Request, res: Response, entry: Entry, how: 'hit' | 'miss' | 'shared') => {
    res.status(200).set({
      'Cache-Control': PAGE_CACHE_CONTROL,
      ETag: entry.etag,
      'Last-Modified': entry.lastModified.toUTCString(),
      Vary: 'Accept-Encoding',
      [PAGE_CACHE_HEADER]: how,
    });
    if (notModified(req, entry)) return void res.status(304).end();
    res.type('text/html; charset=utf-8');
    // The gzip copy made once at render time: the compression middleware leaves an encoded body alone.
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(entry.gzipped);
    else res.send(entry.html);
  };

  return {
    page(readModels, render) {
      const names = [...new Set(readModels)].sort();
      return async (req: Request, res: Response, next: NextFunction) => {
        try {
          const versions = await readModelVersions(pool, names);
          const version = [shellVersion(), ...names.map((name) => `${name}:${versions.get(name)!.version}`)].join(',');
          const key = req.path;
          const cached = entries.get(key);
          if (cached && cached.version === version) {
            counts.hits += 1;
            entries.delete(key);
            entries.set(key, cached);
            return send(req, res, cached, 'hit');
          }
          const flightKey = `${version}\n${key}`;
          let flight = flights.get(flightKey);
          const own = !flight;
          if (!flight) {
            flight = renderEntry(key, version, () => render(req)).finally(() => flights.delete(flightKey));
            flights.set(flightKey, flight);
          }
          const result = await flight;
          if ('key' in result) return send(req, res, result, own ? 'miss' : 'shared');
          res.set('Cache-Control', PAGE_CACHE_CONTROL);
          if ('redirect' in result) return void res.redirect(301, result.redirect);
          res.status(result.status).type('text/html; charset=utf-8').send(result.html);
        } catch (error) {
          next(error);
        }
      };
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes, ...counts }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/** The routers' cache: the one the query router shares, or one of the router's own (a router mounted alone in a test). */
export function pageCacheOf(
  deps: { pool: Queryable; pageCache?: PageCache; pageCacheMaxBytes?: number },
  shellPath: string,
): PageCache {
  return (
    deps.pageCache ??
    pageCache(deps.pool, { shellPath, ...(deps.pageCacheMaxBytes ? { maxBytes: deps.pageCacheMaxBytes } : {}) })
  );
}
