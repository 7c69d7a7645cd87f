import { Router } from 'express';
import { disallowedForCrawlers } from '@conectasst/common/web/siteRoutes';
import type { QueryDeps } from '../queryContext';
import { sitemapBuilder } from './sitemap';
import { sitemapSources } from './sitemapSources';

/** Crawlers: the public site yes; the admin, provider and requester areas and the API no; where the sitemap is. */
export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', ...disallowedForCrawlers.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** `/robots.txt` and `/sitemap.xml` (site files, not API calls: outside /v1 and the OpenAPI document). */
export function siteFilesRouter(deps: QueryDeps): Router {
  const router = Router();
  const siteUrl = (deps.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const sitemap = sitemapBuilder(deps.pool, siteUrl, sitemapSources);
  const robots = renderRobots(siteUrl);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(robots);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const { xml, etag } = await sitemap();
    res.set({ 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag });
    if (req.fresh) return void res.status(304).end();
    res.type('application/xml; charset=utf-8').send(xml);
  });
  return router;
}
