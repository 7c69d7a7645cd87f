import { Router } from 'express';
import { detailsRouter } from './accounts/details';
import { cepRouter } from './accounts/cep';
import { cnpjRouter } from './accounts/cnpj';
import { packagesQueryRouter } from './packages/api';
import { walletQueryRouter } from './wallet/api';
import { demandsQueryRouter } from './demands/api';
import { alertsQueryRouter } from './demands/alertsApi';
import { requesterPageRouter } from './demands/requesterPage';
import { subscriptionsQueryRouter } from './subscriptions/api';
import { providersQueryRouter } from './providers/api';
import { meRouter } from './accounts/me';
import { areasQueryRouter } from './areas/api';
import { nrsQueryRouter } from './nrs/api';
import { agendaQueryRouter } from './agenda/api';
import { searchQueryRouter } from './search/api';
import { servicesQueryRouter } from './services/api';
import { pagesQueryRouter } from './pages/api';
import { legalQueryRouter } from './legal/api';
import { lgpdQueryRouter } from './lgpd/api';
import { analystsQueryRouter } from './analysts/api';
import { contactsQueryRouter } from './contacts/api';
import { blogQueryRouter } from './blog/api';
import { trustQueryRouter } from './trust/api';
import { parkedEventsQueryRouter } from './parkedEvents/api';
import { auditQueryRouter } from './audit/api';
import { cnaeQueryRouter } from './cnae/api';
import { reviewsQueryRouter } from './reviews/api';
import { proposalsQueryRouter } from './proposals/api';
import { insightsQueryRouter } from './insights/api';
import { landingRouter } from './landing/api';
import { providerProfileQueryRouter } from './providerPage/api';
import { providerPageRouter } from './providerPage/providerPage';
import { siteFilesRouter } from './site/api';
import { publicPagesRouter } from './site/publicPages';
import type { QueryDeps } from './queryContext';
import { pageCache } from './site/pageCache';

/** Every read call: SQL over the read models. */
export function createQueryRouter(queryDeps: QueryDeps): Router {
  // One cache for every server-rendered public page, so its bound is one bound (ADR 0174).
  const deps: QueryDeps = {
    ...queryDeps,
    pageCache:
      queryDeps.pageCache ??
      pageCache(queryDeps.pool, { ...(queryDeps.pageCacheMaxBytes ? { maxBytes: queryDeps.pageCacheMaxBytes } : {}) }),
  };
  const router = Router();
  router.use(meRouter(deps));
  router.use(detailsRouter(deps));
  router.use(cepRouter(deps));
  router.use(cnpjRouter(deps));
  router.use(packagesQueryRouter(deps));
  router.use(walletQueryRouter(deps));
  router.use(demandsQueryRouter(deps));
  router.use(alertsQueryRouter(deps));
  router.use(requesterPageRouter(deps));
  router.use(subscriptionsQueryRouter(deps));
  router.use(providersQueryRouter(deps));
  router.use(areasQueryRouter(deps));
  router.use(nrsQueryRouter(deps));
  router.use(agendaQueryRouter(deps));
  router.use(servicesQueryRouter(deps));
  router.use(searchQueryRouter(deps));
  router.use(pagesQueryRouter(deps));
  router.use(legalQueryRouter(deps));
  router.use(lgpdQueryRouter(deps));
  router.use(analystsQueryRouter(deps));
  router.use(contactsQueryRouter(deps));
  router.use(blogQueryRouter(deps));
  router.use(trustQueryRouter(deps));
  router.use(parkedEventsQueryRouter(deps));
  router.use(auditQueryRouter(deps));
  router.use(cnaeQueryRouter(deps));
  router.use(reviewsQueryRouter(deps));
  router.use(providerProfileQueryRouter(deps));
  router.use(proposalsQueryRouter(deps));
  router.use(insightsQueryRouter(deps));
  // The landing pages /servicos and /nr (HTML; ADR 0120) and the service the wizard's prefill shows.
  router.use(landingRouter(deps));
  router.use(siteFilesRouter(deps));
  router.use(publicPagesRouter(deps));
  // A provider's public page /parceiros/<slug> (HTML; issue #21 item 5, ADR 0125).
  router.use(providerPageRouter(deps));
  return router;
}
