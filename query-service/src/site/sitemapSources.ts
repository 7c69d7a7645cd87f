import type { Pool } from 'pg';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import { publicPages } from '@conectasst/common/web/siteRoutes';
import {
  latest as latestOf,
  loadCatalogue,
  loadDemandPlaces,
  loadProviders,
  reachOf,
  regionsOf,
  servesService,
} from '../landing/landingData';
import { cityPath, nrPath, servicePath, statePath } from '../landing/landingPages';
import { postPath } from '@conectasst/common/web/blogPaths';
import { publishedPostDates } from '@conectasst/projections/blog/postsQueries';
import { catalogueLastChange, markedServicesLastChange } from '@conectasst/projections/services/servicesQueries';
import { providerPagesSource } from '../providerPage/providerPage';

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
  /**
   * The source's entries. A source whose work grows with what accounts write (the landing pages: services × the
   * places providers name) awaits `pause` in its loops, so a long build yields to the event loop (ADR 0156).
   */
  entries(pool: Pool, pause?: () => Promise<void>): Promise<SitemapEntry[]>;
}

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
    const lastModified = await catalogueLastChange(pool);
    return lastModified
      ? [
          { path: '/', lastModified },
          { path: '/demanda', lastModified },
        ]
      : [];
  },
};

/** The blog: its page changes with each published (or edited published) post; each post has its page (ADR 0121). */
export const blogSource: SitemapSource = {
  name: 'blog',
  readModels: ['posts'],
  async entries(pool) {
    const posts = await publishedPostDates(pool);
    if (posts.length === 0) return [];
    const lastModified = new Date(Math.max(...posts.map((post) => post.at.getTime())));
    return [{ path: '/blog', lastModified }, ...posts.map((post) => ({ path: postPath(post), lastModified: post.at }))];
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
    const lastModified = await markedServicesLastChange(pool);
    const at = lastModified ? { lastModified } : {};
    return [
      { path: '/diagnostico', ...at },
      { path: '/cnae', ...at },
      ...loadCnaeTable().all.map((c) => ({ path: `/cnae/${c.code}`, ...at })),
    ];
  },
};

/**
 * The landing pages (issue #19, ADR 0120): `/servicos`, each active service, the states and cities where it is served or
 * was asked for, and each active NR; each dated by the last change that affects it (the service, the providers serving
 * the place, the last demand filed there; the NR and its services).
 */
export const landingSource: SitemapSource = {
  name: 'páginas de serviços e NRs',
  readModels: ['services', 'nrs', 'areas', 'users', 'demands'],
  async entries(pool, pause = async () => undefined) {
    const { services, nrs, lastChange } = await loadCatalogue(pool);
    const [providers, places] = await Promise.all([loadProviders(pool), loadDemandPlaces(pool)]);
    const entries: SitemapEntry[] = [{ path: '/servicos', ...(lastChange ? { lastModified: lastChange } : {}) }];
    for (const service of services) {
      const serving = providers.filter((p) => servesService(p, service));
      const regions = regionsOf(
        serving,
        places.filter((d) => d.serviceId === service.id),
      );
      await pause();
      entries.push({ path: servicePath(service), lastModified: latestOf(service.updatedAt, reachOf(serving).at)! });
      for (const state of regions.values()) {
        entries.push({
          path: statePath(service, state.uf),
          lastModified: latestOf(service.updatedAt, state.at, reachOf(serving, state.uf).at)!,
        });
        for (const city of state.cities.values()) {
          entries.push({
            path: cityPath(service, state.uf, city),
            lastModified: latestOf(service.updatedAt, city.at, reachOf(serving, state.uf, city.name).at)!,
          });
          await pause();
        }
      }
    }
    for (const nr of nrs) {
      const citing = services.filter((s) => s.nrIds.includes(nr.id));
      entries.push({ path: nrPath(nr), lastModified: latestOf(nr.updatedAt, ...citing.map((s) => s.updatedAt))! });
    }
    return entries;
  },
};

/** Every source of the sitemap, in order (the first source to name a path fixes its place in the file). */
export const sitemapSources: SitemapSource[] = [
  publicPagesSource,
  catalogueSource,
  blogSource,
  cnaeSource,
  landingSource,
  providerPagesSource,
];
