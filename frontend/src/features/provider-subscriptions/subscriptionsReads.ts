import type { ServiceListing } from '@conectasst/common/api/demands';
import { readThrough, serverApi } from '../../lib/serverState/api';
import { getMyLeadReports } from './api/leadReportsApi';
import { getListing, getMySubscriptions, getSubscription, type SubscriptionRecord } from './api/subscriptionsApi';

/** The answer of a read that shows as "none" when it fails (an unknown demand, no seat, a list that cannot load). */
const orElse = <T>(read: Promise<T>, none: T): Promise<T> => read.catch(() => none);

/**
 * What the provider's seats read (ADR 0184): Demandas Inscritas, a demand's page and the lead reports' statuses.
 * "Reportar problema" (subscriptionsSaga) marks `LeadReports` changed; subscribing reloads the page (spec §4).
 */
export const subscriptionsReads = serverApi.enhanceEndpoints({ addTagTypes: ['LeadReports'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Demandas Inscritas; `[]` also when the list could not load (the screen says there is none, not loading forever). */
    mySubscriptions: build.query({
      queryFn: readThrough(async (_: void) => (await orElse(getMySubscriptions(), { data: [] })).data),
    }),
    /** The lead reports' statuses; a failure keeps those shown (RTK Query keeps the last answer). */
    myLeadReports: build.query({
      queryFn: readThrough(async (_: void) => (await getMyLeadReports()).data),
      providesTags: ['LeadReports'],
    }),
    /** /dashboard/service/{id}: the demand (`null` when not found) and the requester's contact (`null` until subscribed). */
    offer: build.query({
      queryFn: readThrough(async (demandId: number) => {
        const [listing, contact] = await Promise.all([
          orElse<ServiceListing | null>(
            getListing(demandId).then((body) => body.data),
            null,
          ),
          orElse<SubscriptionRecord | null>(
            getSubscription(demandId).then((body) => body.data),
            null,
          ),
        ]);
        return { listing, contact };
      }),
    }),
  }),
});

export const { useMySubscriptionsQuery, useMyLeadReportsQuery, useOfferQuery } = subscriptionsReads;
