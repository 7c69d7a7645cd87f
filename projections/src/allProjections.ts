import { agendaProjection } from './agenda/agendaProjection';
import { analystInvitationsProjection } from './analysts/analystInvitationsProjection';
import { areasProjection } from './areas/areasProjection';
import { nrsProjection } from './nrs/nrsProjection';
import { servicesProjection } from './services/servicesProjection';
import { pagesProjection } from './pages/pagesProjection';
import { legalDocumentsProjection } from './legal/legalDocumentsProjection';
import { lgpdRequestsProjection } from './lgpd/lgpdRequestsProjection';
import { contactsProjection } from './contacts/contactsProjection';
import { postsProjection } from './blog/postsProjection';
import { packagesProjection } from './packages/packagesProjection';
import { walletProjection } from './wallet/walletProjection';
import { demandsProjection } from './demands/demandsProjection';
import { demandAlertsProjection } from './demands/demandAlertsProjection';
import { alertPreferencesProjection } from './demands/alertPreferencesProjection';
import { pushSubscriptionsProjection } from './demands/pushSubscriptionsProjection';
import { whatsAppContactsProjection } from './demands/whatsAppContactsProjection';
import { subscriptionsProjection } from './subscriptions/subscriptionsProjection';
import { leadReportsProjection } from './leadReports/leadReportsProjection';
import { credentialsProjection } from './credentials/credentialsProjection';
import type { Projection } from './projection';
import { usersProjection } from './users/usersProjection';
import { versioned } from './readModelVersions';
import { creditLedgerProjection } from './audit/creditLedgerProjection';
import { subscriptionHistoryProjection } from './audit/subscriptionHistoryProjection';
import { recordHistoryProjection } from './audit/recordHistoryProjection';
import { adminChartsProjection } from './audit/adminChartsProjection';
import { reviewsProjection } from './reviews/reviewsProjection';
import { proposalsProjection } from './proposals/proposalsProjection';
import { invoicesProjection } from './invoicing/invoicesProjection';

/** Every read model, each bumping its version when a batch changed its rows (readModelVersions.ts, ADR 0174). */
export const allProjections: readonly Projection[] = (
  [
    areasProjection,
    nrsProjection,
    servicesProjection,
    pagesProjection,
    legalDocumentsProjection,
    contactsProjection,
    postsProjection,
    usersProjection,
    packagesProjection,
    walletProjection,
    demandsProjection,
    demandAlertsProjection,
    alertPreferencesProjection,
    pushSubscriptionsProjection,
    whatsAppContactsProjection,
    subscriptionsProjection,
    leadReportsProjection,
    credentialsProjection,
    creditLedgerProjection,
    subscriptionHistoryProjection,
    recordHistoryProjection,
    adminChartsProjection,
    reviewsProjection,
    proposalsProjection,
    lgpdRequestsProjection,
    invoicesProjection,
    agendaProjection,
    analystInvitationsProjection,
  ] as Projection[]
).map(versioned);
