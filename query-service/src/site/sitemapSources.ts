import type { Pool } from 'pg';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import { publicPages } from '@conectasst/common/web/siteRoutes';

/** One URL of the sitemap: a path of the site and, when known, when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * Where sitemap URLs come from. A source names the read models (projection names) it reads, so the sitemap is built
 * again only after one of them moved (sitemap.ts), and lists its entries. To add pages to the sitemap (for example
 * `/cnae/<classe>`), add a source to `sitemapSources` below; nothing else changes.
 */
export interface SitemapSource {
  name: string;
  readModels: readonly string[];
  entries(pool: Pool): Promise<SitemapEntry[]>;
}

const latest = async (pool: Pool, sql: string): Promise<Date | undefined> =>
  (await pool.query<{ at: Date | null }>(sql)).rows[0]?.at ?? undefined;

/** The public pages of spec §2 (home, how it works, about, FAQ, contact, blog, the wizard, provider sign-up). */
export const publicPagesSource: SitemapSource = {
  name: 'páginas públicas',
  readModels: [],
  entries: async () => publicPages.map((path) => ({ path })),
};

/**
 * The services and NRs catalogue. Services and NRs have no page of their own yet: they are shown by the home search
 * and by the wizard's first step, so those two pages change when the active catalogue does.
 */
export const catalogueSource: SitemapSource = {
  name: 'catálogo',
  readModels: ['services', 'nrs'],
  async entries(pool) {
    const lastModified = await latest(
      pool,
      `SELECT greatest((SELECT max(updated_at) FROM services), (SELECT max(updated_at) FROM nrs)) AS at`,
    );
    return lastModified ? [{ path: '/', lastModified }, { path: '/demanda', lastModified }] : [];
  },
};

/** The blog: its page changes with each published (or edited published) post. */
export const blogSource: SitemapSource = {
  name: 'blog',
  readModels: ['posts'],
  async entries(pool) {
    const lastModified = await latest(pool, `SELECT max(greatest(updated_at, published_at)) AS at FROM posts WHERE published_at IS NOT NULL`);
    return lastModified ? [{ path: '/blog', lastModified }] : [];
  },
};

/**
 * The SST diagnosis and one page per CNAE class (issue #24, ADR 0116): the class pages list the services marked for the
 * diagnosis, so they change with the services read model.
 */
export const cnaeSource: SitemapSource = {
  name: 'diagnóstico e CNAE',
  readModels: ['services'],
  async entries(pool) {
    const lastModified = await latest(pool, `SELECT max(updated_at) AS at FROM services WHERE applicability IS NOT NULL`);
    const at = lastModified ? { lastModified } : {};
    return [{ path: '/diagnostico', ...at }, { path: '/cnae', ...at }, ...loadCnaeTable().all.map((c) => ({ path: `/cnae/${c.code}`, ...at }))];
  },
};

/** Every source of the sitemap, in order (the first source to name a path fixes its place in the file). */
export const sitemapSources: SitemapSource[] = [publicPagesSource, catalogueSource, blogSource, cnaeSource];
