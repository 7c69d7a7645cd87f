import type { StreamCategories, StreamPage } from '@conectasst/common/api/streams';
import { apiClient } from '../../lib/apiClient';
import { readThrough, serverApi } from '../../lib/serverState/api';

export interface StreamFilters {
  after?: string;
  types?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** "Eventos": the categories and a stream's page (issue #40 item 2; ADR 0184). */
export const analystReads = serverApi.injectEndpoints({
  endpoints: (build) => ({
    streamCategories: build.query({
      queryFn: readThrough(
        async (_: void) => (await apiClient.get<{ data: StreamCategories }>('/analista/eventos')).data,
      ),
    }),
    stream: build.query({
      queryFn: readThrough(
        async (p: { stream: string; filters: StreamFilters }) =>
          (
            await apiClient.get<{ data: StreamPage }>(`/analista/eventos/${encodeURIComponent(p.stream)}`, {
              ...p.filters,
            })
          ).data,
      ),
    }),
  }),
});

export const { useStreamCategoriesQuery, useStreamQuery } = analystReads;
