import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';
import { reviewsSaga } from './reviewsSaga';
import { reviewsSlice } from './reviewsSlice';

/** Avaliações (/dashboard/avaliacoes, issue #21): the provider's reviews, one reply each, a report to the admins. */
export const providerReviewsFeature = defineFeature<typeof reviewsSlice, ProviderMenuEntry>({
  name: 'provider-reviews',
  slices: [reviewsSlice],
  sagas: [reviewsSaga],
  routes: [
    { path: paths.myReviews, screen: lazyScreen(() => import('./components/MyReviewsScreen'), 'MyReviewsScreen') },
  ],
  menu: [{ label: 'Avaliações', to: paths.myReviews }],
});
