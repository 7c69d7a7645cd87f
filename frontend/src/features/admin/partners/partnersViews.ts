import { paths } from '../../../config/paths';
import { defineViews } from '../../../lib/adminCrud/defineViews';
import { navigateTo } from '../../../lib/navigation';
import { getPartner, getPartnerReviews, getPartnersPage, getSubscriptions } from './partnersApi';
import type { PartnersPageRequest } from './partnersApi';

/** What the partner screens show: the list, one partner (back to the list when it cannot load), its reviews, subscriptions. */
export const partnersViews = defineViews('partners', {
  /** One page of the list, filtered on the server (ADR 0166). */
  list: async (p: PartnersPageRequest) => await getPartnersPage(p),
  partner: async (p: { id: string }) => {
    try {
      return (await getPartner(p.id)).data;
    } catch (error) {
      navigateTo(paths.admin.partners);
      throw error;
    }
  },
  reviews: async (p: { providerId: string }) => (await getPartnerReviews(p.providerId)).data,
  subscriptions: async (_p: Record<string, never>) => (await getSubscriptions()).data,
});
