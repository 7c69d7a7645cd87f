import type { ProviderReviews } from '@conectasst/common/api/reviews';
import { readThrough, serverApi } from '../../lib/serverState/api';
import { getMyReviews } from './api/reviewsApi';

/** What Avaliações shows while the list cannot load: none, as before (the screen says there is no review yet). */
const none: ProviderReviews = { data: [], average: null, count: 0 };

/**
 * Avaliações (ADR 0184): the provider's reviews, average and count. A reply or a report (reviewsSaga) marks them
 * changed (`MyReviews`), so the list on screen is read again.
 */
export const reviewsReads = serverApi.enhanceEndpoints({ addTagTypes: ['MyReviews'] }).injectEndpoints({
  endpoints: (build) => ({
    myReviews: build.query({
      queryFn: readThrough((_: void) => getMyReviews().catch(() => none)),
      providesTags: ['MyReviews'],
    }),
  }),
});

export const { useMyReviewsQuery } = reviewsReads;
