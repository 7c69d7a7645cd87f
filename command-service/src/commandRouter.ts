import { Router } from 'express';
import { accountsCommandRouter } from './accounts/api';
import { packagesCommandRouter } from './packages/api';
import { checkoutCommandRouter } from './checkout/api';
import { demandsCommandRouter } from './demands/api';
import { alertsCommandRouter } from './demands/alertsApi';
import { subscriptionsCommandRouter } from './subscriptions/api';
import { providersCommandRouter } from './providers/api';
import { loginRouter } from './accounts/login';
import { areasCommandRouter } from './areas/api';
import type { CommandDeps } from './infrastructure/commandContext';
import { nrsCommandRouter } from './nrs/api';
import { servicesCommandRouter } from './services/api';
import { pagesCommandRouter } from './pages/api';
import { contactsCommandRouter } from './contacts/api';
import { blogCommandRouter } from './blog/api';
import { leadReportsCommandRouter } from './leadReports/api';
import { credentialsCommandRouter } from './credentials/api';
import { lgpdCommandRouter } from './lgpd/api';
import { reviewsCommandRouter } from './reviews/api';
import { parkedEventsCommandRouter } from './parkedEvents/api';
import { proposalsCommandRouter } from './proposals/api';

/** Every write call (and login, which needs the credentials check). */
export function createCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  router.use(loginRouter(deps));
  router.use(accountsCommandRouter(deps));
  router.use(packagesCommandRouter(deps));
  router.use(checkoutCommandRouter(deps));
  router.use(demandsCommandRouter(deps));
  router.use(alertsCommandRouter(deps));
  router.use(subscriptionsCommandRouter(deps));
  router.use(providersCommandRouter(deps));
  router.use(areasCommandRouter(deps));
  router.use(nrsCommandRouter(deps));
  router.use(servicesCommandRouter(deps));
  router.use(pagesCommandRouter(deps));
  router.use(contactsCommandRouter(deps));
  router.use(blogCommandRouter(deps));
  router.use(leadReportsCommandRouter(deps));
  router.use(credentialsCommandRouter(deps));
  router.use(lgpdCommandRouter(deps));
  router.use(reviewsCommandRouter(deps));
  router.use(parkedEventsCommandRouter(deps));
  router.use(proposalsCommandRouter(deps));
  return router;
}
