import { invoicesDueForRetry } from '@conectasst/projections/invoicing/invoicesQueries';
import type { ProviderDetailsForFiscalData } from '@conectasst/common/rules/fiscalDataRules';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { AgendaReminderCandidate } from '@conectasst/common/rules/agendaReminderRules';
import type { ProviderIdentity } from '@conectasst/common/rules/reviewRules';
import { agendaIdsOfEmail, agendaOf, agendaReminderCandidatesAt } from '@conectasst/projections/agenda/agendaQueries';
import { activeAreaIds } from '@conectasst/projections/areas/areasQueries';
import { credentialOwner } from '@conectasst/projections/credentials/credentialsQueries';
import {
  demandContact,
  demandsFiledSince,
  demandsNamingProvider,
  digestMatches,
  earlierDuplicateOf,
  hasOpenDemand,
  openDemandsOf,
  otherDemandsOfRequester,
  providersWithAlertsOn,
  publishedDemandsDue,
  unconfirmedDemandsDue,
} from '@conectasst/projections/demands/demandsQueries';
import type { DigestMatch, RecentDemand } from '@conectasst/projections/demands/demandsQueries';
import { instantAlertTargets, providersByWhatsApp } from '@conectasst/projections/demands/alertQueries';
import type { InstantAlertTarget } from '@conectasst/projections/demands/alertQueries';
import { providerInsights } from '@conectasst/projections/insights/insightsQueries';
import { findLeadReport } from '@conectasst/projections/leadReports/leadReportsQueries';
import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import { activeNrIdsOfAreas } from '@conectasst/projections/nrs/nrsQueries';
import { availablePackage } from '@conectasst/projections/packages/packagesQueries';
import type { AvailablePackage } from '@conectasst/projections/packages/packagesQueries';
import type { Queryable } from '@conectasst/projections/queryable';
import { findReview, reviewRequestCandidates } from '@conectasst/projections/reviews/reviewsQueries';
import type { ReviewRequestCandidate } from '@conectasst/projections/reviews/reviewsQueries';
import { activeServicesByIds } from '@conectasst/projections/services/servicesQueries';
import { seatMailsOf } from '@conectasst/projections/subscriptions/subscriptionsQueries';
import type { SeatMailRow } from '@conectasst/projections/subscriptions/subscriptionsQueries';
import {
  accountEmail,
  findLoginAccount,
  findProviderByEmail,
  passwordResetOwner,
  providerCnpj,
  providerFiscalDetails,
  providerIdentity,
  publicProvider,
} from '@conectasst/projections/users/usersQueries';
import type { LoginAccountRow } from '@conectasst/projections/users/usersQueries';
import { orderByToken, reservationsOpenSince } from '@conectasst/projections/wallet/walletQueries';
import type { OpenReservation, OrderByToken } from '@conectasst/projections/wallet/walletQueries';

/**
 * The port through which the command side reads the read models (issue #22, ADR 0132): every lookup a command, a
 * sweep or a scheduled e-mail makes, and nothing else. Read models lag the log, so a lookup only finds candidates or
 * addresses; a rule that must hold under races is decided on the event streams. E-mails are passed normalized.
 * One implementation, `readModelLookups`, over the `<model>Queries.ts` functions of projections/ — the command side
 * has no SQL of its own against the read models' tables.
 */
export interface ReadModelLookups {
  // users
  /** The account that may sign in with this e-mail (not erased, active, not removed). */
  loginAccount(emailNormalized: string): Promise<LoginAccountRow | undefined>;
  /** A provider's account by e-mail, for the password recovery. */
  providerByEmail(emailNormalized: string): Promise<{ id: string; name: string | null } | undefined>;
  /** The account an unused password-reset code (its HMAC) belongs to. */
  passwordResetOwner(codeHash: string): Promise<string | undefined>;
  accountEmail(userId: string): Promise<string | null | undefined>;
  /** A provider (not erased) and its CNPJ, or undefined. */
  providerCnpj(providerId: string): Promise<{ cnpj: string | null } | undefined>;
  /** The provider's document, names, e-mail and address as given: where the NFS-e form starts from. */
  providerFiscalDetails(providerId: string): Promise<ProviderDetailsForFiscalData | undefined>;
  /** Orders whose NFS-e attempt is due again (backoff came, or a claim outlived its lease): the retry sweep's. */
  invoicesDueForRetry(now: Date, leaseMs: number): Promise<number[]>;
  /** A provider's e-mail, phones, CPF/CNPJ, companies and names, raw (the self-review check, ADR 0157). */
  providerIdentity(providerId: string): Promise<ProviderIdentity>;
  /** The public name of an active provider (one with a public page), or undefined: the provider a demand may name (ADR 0170). */
  publicProviderName(providerId: string): Promise<string | undefined>;
  // catalogue
  /** Which of `ids` are active areas. */
  activeAreaIds(ids: readonly number[]): Promise<number[]>;
  /** Which of `nrIds` are active NRs of one of `areaIds`. */
  activeNrIdsOfAreas(nrIds: readonly number[], areaIds: readonly number[]): Promise<number[]>;
  /** The active services among `ids`, with their names. */
  activeServices(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
  // demands
  hasOpenDemand(emailNormalized: string): Promise<boolean>;
  demandsFiledSince(emailNormalized: string, now: Date, hours: number): Promise<RecentDemand[]>;
  demandContact(demandId: number): Promise<{ email: string | null; name: string | null } | undefined>;
  openDemandsOf(
    emailNormalized: string,
    now: Date,
    limit: number,
  ): Promise<{ id: number; title: string; published: boolean }[]>;
  unconfirmedDemandsDue(now: Date, hours: number, limit: number): Promise<number[]>;
  publishedDemandsDue(now: Date, limit: number): Promise<number[]>;
  otherDemandsOfRequester(demandId: number): Promise<number[]>;
  /** The demands that named this provider in a direct request (ADR 0170), for their data export (ADR 0173). */
  demandsNamingProvider(providerId: string): Promise<number[]>;
  earlierDuplicateOf(demandId: number, emailNormalized: string, hours: number): Promise<number | undefined>;
  digestMatches(now: Date, days: number): Promise<DigestMatch[]>;
  providersWithAlertsOn(): Promise<{ provider_id: string; email: string; name: string | null }[]>;
  /** Who to alert at once of these demands, in one statement (ADR 0161). */
  instantAlertTargets(demandIds: readonly number[], now: Date): Promise<InstantAlertTarget[]>;
  /** The providers whose WhatsApp alerts go to this number (ADR 0162). */
  providersByWhatsApp(phone: string): Promise<string[]>;
  // credentials, lead reports, reviews, insights
  credentialOwner(credentialId: string): Promise<string | undefined>;
  leadReport(reportId: string): Promise<{ demandId: number; providerId: string; reason: LeadReportReason } | undefined>;
  review(reviewId: string): Promise<{ demandId: number; providerId: string } | undefined>;
  reviewRequestCandidates(
    now: Date,
    afterDays: number,
    windowDays: number,
    maxRequests: number,
  ): Promise<ReviewRequestCandidate[]>;
  /** The Agenda SST reminders due on `now`'s day, to claim (ADR 0177). */
  agendaReminderCandidates(now: Date): Promise<AgendaReminderCandidate[]>;
  providerInsights(providerId: string, now: Date, days: number): Promise<ProviderInsights>;
  // subscriptions
  /** What each seat's requester e-mail needs, for several seats in one statement (ADR 0152). */
  seatMails(seats: readonly { demandId: number; providerId: string }[]): Promise<SeatMailRow[]>;
  // agenda SST (ADR 0175)
  /** The live agenda of this e-mail and CNPJ (asking again mails its link), or undefined. */
  agendaOf(emailNormalized: string, cnpj: string): Promise<number | undefined>;
  /** The live agendas of an e-mail (an erasure of the requester takes them too). */
  agendaIdsOfEmail(emailNormalized: string): Promise<number[]>;
  // packages, wallet
  availablePackage(packageId: number): Promise<AvailablePackage | undefined>;
  orderByToken(token: string): Promise<OrderByToken | undefined>;
  reservationsOpenSince(before: Date, limit: number): Promise<OpenReservation[]>;
}

/** The lookups over the read models' database (`db`: the read models' pool). */
export function readModelLookups(db: Queryable): ReadModelLookups {
  return {
    loginAccount: (email) => findLoginAccount(db, email),
    providerByEmail: (email) => findProviderByEmail(db, email),
    passwordResetOwner: (codeHash) => passwordResetOwner(db, codeHash),
    accountEmail: (userId) => accountEmail(db, userId),
    providerCnpj: (providerId) => providerCnpj(db, providerId),
    providerFiscalDetails: (providerId) => providerFiscalDetails(db, providerId),
    invoicesDueForRetry: (now, leaseMs) => invoicesDueForRetry(db, now, leaseMs),
    providerIdentity: (providerId) => providerIdentity(db, providerId),
    publicProviderName: async (providerId) => (await publicProvider(db, providerId))?.name,
    activeAreaIds: (ids) => activeAreaIds(db, ids),
    activeNrIdsOfAreas: (nrIds, areaIds) => activeNrIdsOfAreas(db, nrIds, areaIds),
    activeServices: (ids) => activeServicesByIds(db, ids),
    hasOpenDemand: (email) => hasOpenDemand(db, email),
    demandsFiledSince: (email, now, hours) => demandsFiledSince(db, email, now, hours),
    demandContact: (demandId) => demandContact(db, demandId),
    openDemandsOf: (email, now, limit) => openDemandsOf(db, email, now, limit),
    unconfirmedDemandsDue: (now, hours, limit) => unconfirmedDemandsDue(db, now, hours, limit),
    publishedDemandsDue: (now, limit) => publishedDemandsDue(db, now, limit),
    otherDemandsOfRequester: (demandId) => otherDemandsOfRequester(db, demandId),
    demandsNamingProvider: (providerId) => demandsNamingProvider(db, providerId),
    earlierDuplicateOf: (demandId, email, hours) => earlierDuplicateOf(db, demandId, email, hours),
    digestMatches: (now, days) => digestMatches(db, now, days),
    providersWithAlertsOn: () => providersWithAlertsOn(db),
    instantAlertTargets: (demandIds, now) => instantAlertTargets(db, demandIds, now),
    providersByWhatsApp: (phone) => providersByWhatsApp(db, phone),
    credentialOwner: (credentialId) => credentialOwner(db, credentialId),
    leadReport: (reportId) => findLeadReport(db, reportId),
    review: (reviewId) => findReview(db, reviewId),
    reviewRequestCandidates: (now, afterDays, windowDays, maxRequests) =>
      reviewRequestCandidates(db, now, afterDays, windowDays, maxRequests),
    agendaReminderCandidates: (now) => agendaReminderCandidatesAt(db, now),
    providerInsights: (providerId, now, days) => providerInsights(db, providerId, now, days),
    seatMails: (seats) => seatMailsOf(db, seats),
    agendaOf: (email, cnpj) => agendaOf(db, email, cnpj),
    agendaIdsOfEmail: (email) => agendaIdsOfEmail(db, email),
    availablePackage: (packageId) => availablePackage(db, packageId),
    orderByToken: (token) => orderByToken(db, token),
    reservationsOpenSince: (before, limit) => reservationsOpenSince(db, before, limit),
  };
}
