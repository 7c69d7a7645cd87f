import { readThrough, serverApi } from '../../../lib/serverState/api';
import { getCnpjs, getCredentialsQueue, getLeadReports, getPendingWork, getReviewsQueue } from './trustApi';

/** The moderation queues (lead reports, reviews, credentials, CNPJs) and the menu's counts (ADR 0184). */
export const trustReads = serverApi.enhanceEndpoints({ addTagTypes: ['TrustQueue', 'PendingWork'] }).injectEndpoints({
  endpoints: (build) => ({
    leadReports: build.query({
      queryFn: readThrough(async (status: Parameters<typeof getLeadReports>[0]) => (await getLeadReports(status)).data),
      providesTags: ['TrustQueue'],
    }),
    reviewsQueue: build.query({
      queryFn: readThrough(
        async (status: Parameters<typeof getReviewsQueue>[0]) => (await getReviewsQueue(status)).data,
      ),
      providesTags: ['TrustQueue'],
    }),
    credentialsQueue: build.query({
      queryFn: readThrough(
        async (status: Parameters<typeof getCredentialsQueue>[0]) => (await getCredentialsQueue(status)).data,
      ),
      providesTags: ['TrustQueue'],
    }),
    cnpjs: build.query({
      queryFn: readThrough(async (_: void) => (await getCnpjs()).data),
      providesTags: ['TrustQueue'],
    }),
    /** The menu's counts (reported reviews, registries to verify, refunds to decide); asked again on each screen. */
    pendingWork: build.query({
      queryFn: readThrough(async (_at: string) => (await getPendingWork()).data),
      providesTags: ['PendingWork'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLeadReportsQuery,
  useReviewsQueueQuery,
  useCredentialsQueueQuery,
  useCnpjsQuery,
  usePendingWorkQuery,
} = trustReads;
