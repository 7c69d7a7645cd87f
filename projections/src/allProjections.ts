import { areasProjection } from './areas/areasProjection';
import { nrsProjection } from './nrs/nrsProjection';
import { servicesProjection } from './services/servicesProjection';
import { pagesProjection } from './pages/pagesProjection';
import { contactsProjection } from './contacts/contactsProjection';
import { postsProjection } from './blog/postsProjection';
import { packagesProjection } from './packages/packagesProjection';
import { walletProjection } from './wallet/walletProjection';
import { demandsProjection } from './demands/demandsProjection';
import { demandAlertsProjection } from './demands/demandAlertsProjection';
import { subscriptionsProjection } from './subscriptions/subscriptionsProjection';
import { leadReportsProjection } from './leadReports/leadReportsProjection';
import { credentialsProjection } from './credentials/credentialsProjection';
import type { Projection } from './projection';
import { usersProjection } from './users/usersProjection';

export const allProjections: readonly Projection[] = [areasProjection, nrsProjection, servicesProjection, pagesProjection, contactsProjection, postsProjection, usersProjection, packagesProjection, walletProjection, demandsProjection, demandAlertsProjection, subscriptionsProjection, leadReportsProjection, credentialsProjection];
