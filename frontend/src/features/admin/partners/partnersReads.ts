import { paths } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { readThrough, serverApi } from '../../../lib/serverState/api';
import { erasePartner, getPartner, getPartnerReviews, getPartnersPage, getSubscriptions } from './partnersApi';
import type { PartnersPageRequest } from './partnersApi';

/**
 * What the partner screens show (ADR 0184): the list, one partner (back to the list when it cannot load), its
 * reviews, subscriptions. The CRUD kit's writes on partners invalidate 'Partners', and so does the LGPD erasure.
 */
export const partnersReads = serverApi.enhanceEndpoints({ addTagTypes: ['Partners'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list, filtered on the server (ADR 0166). */
    partnersPage: build.query({
      queryFn: readThrough(async (p: PartnersPageRequest) => await getPartnersPage(p)),
      providesTags: ['Partners'],
    }),
    partner: build.query({
      queryFn: readThrough(async (p: { id: string }) => {
        try {
          return (await getPartner(p.id)).data;
        } catch (error) {
          navigateTo(paths.admin.partners);
          throw error;
        }
      }),
      providesTags: ['Partners'],
    }),
    partnerReviews: build.query({
      queryFn: readThrough(async (p: { providerId: string }) => (await getPartnerReviews(p.providerId)).data),
    }),
    adminSubscriptions: build.query({
      queryFn: readThrough(async (_: void) => (await getSubscriptions()).data),
    }),
    /** LGPD: the partner's personal data erased (its answer carries the message to show); the partner read again. */
    erasePartner: build.mutation({ queryFn: readThrough(erasePartner), invalidatesTags: ['Partners'] }),
  }),
});

export const {
  usePartnersPageQuery,
  usePartnerQuery,
  usePartnerReviewsQuery,
  useAdminSubscriptionsQuery,
  useErasePartnerMutation,
} = partnersReads;
