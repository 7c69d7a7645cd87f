import type { ListingsResponse, SearchListingsQuery } from '@conectasst/common/api/demands';
import type { SeatCountsResponse } from '@conectasst/common/api/subscriptions';
import { apiClient } from '../../../lib/apiClient';
import { encodeBase64Utf8 } from '../../../lib/base64';

export const getListings = (page: number, sort?: SearchListingsQuery['sort'], match?: SearchListingsQuery['match']) =>
  apiClient.get<ListingsResponse>('/companys/service', { page, sort, match });
/** Spec §7: the keyword travels base64-encoded in `query`. */
export const searchListings = (q: {
  page: number;
  area?: string;
  uf?: string;
  city?: string;
  keyword?: string;
  sort?: SearchListingsQuery['sort'];
  match?: SearchListingsQuery['match'];
  grade?: SearchListingsQuery['grade'];
}) =>
  apiClient.get<ListingsResponse>('/companys/service/search', {
    page: q.page,
    area: q.area,
    uf: q.uf,
    city: q.city,
    sort: q.sort,
    match: q.match,
    grade: q.grade,
    query: q.keyword ? encodeBase64Utf8(q.keyword) : undefined,
  });
export const getSubsCount = (ids: number[]) => apiClient.get<SeatCountsResponse>('/subs/multi', { id: ids.join(',') });
export const getIndividualDetails = () => apiClient.get<unknown>('/details/pf');
export const getCompanyDetails = () => apiClient.get<unknown>('/details/pj');
