import type { Request, Response } from 'express';
import { Router } from 'express';
import { disallowedForCrawlers } from '@conectasst/common/web/siteRoutes';
import type { QueryDeps } from '../queryContext';
import type { SitemapFile, SitemapOptions } from './sitemap';
import { sitemapCache } from './sitemap';
import { sitemapSources } from './sitemapSources';

/** Crawlers: the public site yes; the admin, provider and requester areas and the API no; where the sitemap is. */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedForCrawlers.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Says so while the served sitemap is older than the read models (a rebuild is under way; tests and the benchmark wait for it). */
export const SITEMAP_REBUILDING_HEADER = 'X-Sitemap-Rebuilding';

/**
 * `/robots.txt`, `/sitemap.xml` (the sitemap index) and `/sitemap-<n>.xml` (its files): site files, not API calls, so
 * outside /v1 and the OpenAPI document. The sitemap is served from the cache of sitemap.ts (ADR 0156).
 */
export function siteFilesRouter(deps: QueryDeps, sitemapOptions: SitemapOptions = {}): Router {
  const router = Router();
  const siteUrl = (deps.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const sitemap = sitemapCache(deps.pool, siteUrl, sitemapSources, sitemapOptions);
  const robots = renderRobots(siteUrl);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(robots);
  });

  const send = (req: Request, res: Response, file: SitemapFile, stale: boolean, builtAt: Date) => {
    res.set({
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ETag: file.etag,
      'Last-Modified': builtAt.toUTCString(),
    });
    if (stale) res.set(SITEMAP_REBUILDING_HEADER, '1');
    if (req.fresh) return void res.status(304).end();
    res.type('application/xml; charset=utf-8').send(file.xml);
  };

  router.get('/sitemap.xml', async (req, res) => {
    const { sitemap: built, stale } = await sitemap.current();
    send(req, res, built.index, stale, built.builtAt);
  });
  router.get(/^\/sitemap-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const { sitemap: built, stale } = await sitemap.current();
    const file = built.files[Number(req.params[0]) - 1];
    if (!file) return next();
    send(req, res, file, stale, built.builtAt);
  });
  return router;
}
