import type { Request } from 'express';
import { Router } from 'express';
import { idQuery } from '@conectasst/common/api/ids';
import { publicServiceSchema } from '@conectasst/common/api/services';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import { toSlug } from '@conectasst/common/text/slug';
import type { QueryDeps } from '../queryContext';
import { data, defineQuery, found, queryRouter, recordResponse } from '../queryRoutes';
import { DEFAULT_SHELL_PATH, shellPageRenderer, siteUrlOf } from '../site/appShell';
import { pageCacheOf, type PageAnswer } from '../site/pageCache';
import type { LandingCatalogue, LandingService, Reach } from './landingData';
import {
  listProviders,
  loadCatalogue,
  loadDemandPlaces,
  loadProviders,
  reachOf,
  regionsOf,
  servesService,
} from './landingData';
import type { ShellPage } from '../site/appShell';
import {
  LANDING_TEMPLATE_ID,
  cityPage,
  cityPath,
  landingNotFoundPage,
  nrPage,
  nrPath,
  servicePage,
  servicePath,
  servicesIndexPage,
  statePage,
  statePath,
} from './landingPages';

export const publicServiceRoute = defineQuery({
  path: '/v1/services/:id',
  summary:
    'Um serviço ativo do catálogo (público): o que o assistente de pedido mostra quando abre com `?servico=<id>`',
  tags: ['Serviços'],
  access: 'public',
  params: idQuery,
  responses: recordResponse('O serviço', publicServiceSchema, 'Serviço não encontrado ou inativo'),
});

/** A path parameter as text. */
const param = (req: Request, name: string): string => {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The service a path segment names: its slug, another form of it (case, accents, blanks), its id, or the slug of a
 * name it had before a rename (ADR 0164; the page answers 301 to the current address). A current slug wins over a
 * former one.
 */
export function findService(services: LandingService[], segment: string): LandingService | undefined {
  const slug = toSlug(segment);
  return (
    services.find((s) => s.slug === slug) ??
    (/^\d{1,10}$/.test(segment) ? services.find((s) => s.id === Number(segment)) : undefined) ??
    (slug
      ? services
          .filter((s) => s.formerSlugs.includes(slug))
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]
      : undefined)
  );
}

/** `nr-4`, `NR 04`, `4` → 4. */
const nrNumberInPath = (segment: string): number | undefined => {
  const found = /^(?:nr[\s_-]*)?0*(\d{1,3})$/i.exec(segment.trim());
  return found ? Number(found[1]) : undefined;
};

/**
 * What the landing pages read: the catalogue (services, NRs, areas), the active providers' profiles with their ratings
 * and verified registries, and the places of published demands.
 */
export const LANDING_READ_MODELS = ['services', 'nrs', 'areas', 'users', 'reviews', 'credentials', 'demands'] as const;

/**
 * `/servicos`, `/servicos/<serviço>[/<uf>[/<cidade>]]`, `/nr/<número>` (HTML, outside /v1 and the OpenAPI document;
 * ADR 0120), and `GET /v1/services/{id}` for the wizard's prefill. Every page has one address: any other form of a
 * valid one (case, accents, trailing slash, the service id, `nr-4`) answers 301 to it; an unknown one a 404 page.
 */
export function landingRouter(deps: QueryDeps, shellPath = DEFAULT_SHELL_PATH): Router {
  const router = Router();
  const siteUrl = siteUrlOf(deps.publicUrl);
  const render = shellPageRenderer(siteUrl, LANDING_TEMPLATE_ID, shellPath);
  const cache = pageCacheOf(deps, shellPath);
  /** The page, or a 301 when the request used another form of its address. */
  const answer = async (
    req: Request,
    canonicalPath: string,
    page: () => ShellPage | Promise<ShellPage>,
  ): Promise<PageAnswer> => (req.path !== canonicalPath ? { redirect: canonicalPath } : render(await page(), req.path));
  /** The providers a page lists, read only when the page is sent (not for a 301). */
  const listed = (reach: Reach, service?: LandingService) =>
    listProviders(deps.pool, reach.serving, service?.signing ? [service.signing] : []);
  const notFound = (req: Request) => render(landingNotFoundPage(), req.path);
  /** A landing page from the page cache (ADR 0174), stamped with the versions of every read model the pages read. */
  const handle = (handler: (req: Request, catalogue: LandingCatalogue) => Promise<PageAnswer>) =>
    cache.page(LANDING_READ_MODELS, async (req) => handler(req, await loadCatalogue(deps.pool)));

  /** The service the path names, the providers who serve it and the states and cities they or its demands reach. */
  const serviceReach = async (req: Request, services: LandingService[]) => {
    const service = findService(services, param(req, 'service'));
    if (!service) return undefined;
    const [providers, places] = await Promise.all([
      loadProviders(deps.pool, service),
      loadDemandPlaces(deps.pool, service.id),
    ]);
    return { service, providers, regions: regionsOf(providers, places) };
  };

  queryRouter(deps, router).add(publicServiceRoute, async ({ params }) => {
    const service = found(
      (await loadCatalogue(deps.pool)).services.find((s) => s.id === params.id),
      serviceMessages.notFound,
    );
    return data({ id: service.id, name: service.name, slug: service.slug });
  });

  router.get(
    '/servicos',
    handle(async (req, { services, nrs }) => answer(req, '/servicos', () => servicesIndexPage(siteUrl, services, nrs))),
  );

  router.get(
    '/servicos/:service',
    handle(async (req, { services }) => {
      const found = await serviceReach(req, services);
      if (!found) return notFound(req);
      const { service, providers, regions } = found;
      const reach = reachOf(providers);
      return answer(req, servicePath(service), async () =>
        servicePage(siteUrl, service, reach, [...regions.values()], await listed(reach, service)),
      );
    }),
  );

  router.get(
    '/servicos/:service/:uf',
    handle(async (req, { services }) => {
      const found = await serviceReach(req, services);
      const state = found?.regions.get(param(req, 'uf').trim().toUpperCase());
      if (!found || !state) return notFound(req);
      const { service, providers } = found;
      const reach = reachOf(providers, state.uf);
      return answer(req, statePath(service, state.uf), async () =>
        statePage(siteUrl, service, state, reach, await listed(reach, service)),
      );
    }),
  );

  router.get(
    '/servicos/:service/:uf/:city',
    handle(async (req, { services }) => {
      const found = await serviceReach(req, services);
      const state = found?.regions.get(param(req, 'uf').trim().toUpperCase());
      const city = state?.cities.get(toSlug(param(req, 'city')));
      if (!found || !state || !city) return notFound(req);
      const { service, providers } = found;
      const reach = reachOf(providers, state.uf, city.name);
      return answer(req, cityPath(service, state.uf, city), async () =>
        cityPage(siteUrl, service, state, city, reach, await listed(reach, service)),
      );
    }),
  );

  router.get('/nr', (_req, res) => void res.set('Cache-Control', 'no-cache').redirect(301, '/servicos#nrs'));

  router.get(
    '/nr/:code',
    handle(async (req, { services, nrs }) => {
      const number = nrNumberInPath(param(req, 'code'));
      const nr = nrs.find((n) => n.number === number);
      if (!nr) return notFound(req);
      const citing = services.filter((s) => s.nrIds.includes(nr.id));
      const providers = (await loadProviders(deps.pool)).filter(
        (p) => p.nrIds.includes(nr.id) || citing.some((s) => servesService(p, s)),
      );
      const reach = reachOf(providers);
      return answer(req, nrPath(nr), async () => nrPage(siteUrl, nr, citing, reach, await listed(reach)));
    }),
  );

  // Deeper paths under the landing pages are no page: a real 404.
  router.get(
    /^\/(?:servicos|nr)\/.+/i,
    (req, res) =>
      void res.status(404).type('text/html; charset=utf-8').set('Cache-Control', 'no-cache').send(notFound(req).html),
  );
  return router;
}
