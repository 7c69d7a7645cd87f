import type { StreamCategories, StreamPage } from '@conectasst/common/api/streams';
import { apiClient } from '../../lib/apiClient';
import { defineViews } from '../../lib/adminCrud/defineViews';

export interface StreamFilters {
  after?: string;
  types?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** "Eventos": the categories and a stream's page (issue #40 item 2). */
export const analystViews = defineViews('analyst', {
  categories: async () => (await apiClient.get<{ data: StreamCategories }>('/analista/eventos')).data,
  stream: async (p: { stream: string; filters: StreamFilters }) =>
    (await apiClient.get<{ data: StreamPage }>(`/analista/eventos/${encodeURIComponent(p.stream)}`, { ...p.filters }))
      .data,
});
