import { paths } from '../../../config/paths';
import { defineViews } from '../../../lib/adminCrud/defineViews';
import { navigateTo } from '../../../lib/navigation';
import { getPartner, getPartnerReviews, getPartners, getSubscriptions } from './partnersApi';

/** What the partner screens show: the list, one partner (back to the list when it cannot load), its reviews, subscriptions. */
export const partnersViews = defineViews('partners', {
  list: async (_p: Record<string, never>) => (await getPartners()).data,
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
