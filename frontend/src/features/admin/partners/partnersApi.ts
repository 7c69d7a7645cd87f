import type { ProviderDetail, ProviderListItem, UpdateProviderRequest } from '@conectasst/common/api/providers';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { AdminReview } from '@conectasst/common/api/reviews';
import type { AdminSubscription } from '@conectasst/common/api/subscriptions';
import type { ErasureResponse } from '@conectasst/common/api/lgpd';
import { apiClient } from '../../../lib/apiClient';

/** A subscription as /admin/inscricoes lists it, with the requester's contact (admins only). */
export type { AdminSubscription };

/** `GET /v1/admin/subs?page=1` */
export const getSubscriptions = () => apiClient.get<{ data: AdminSubscription[] }>('/admin/subs', { page: 1 });
export const getPartners = () => apiClient.get<{ data: ProviderListItem[] }>('/admin/users');

/** The partners list's filters as the server takes them (`GET /v1/admin/partners`, ADR 0166); empty ones are left out. */
export interface PartnersPageRequest {
  page?: number;
  name?: string;
  type?: string;
  document?: string;
}
/** `GET /v1/admin/partners?page=&name=&type=&document=`: one page of the partners, filtered on the server. */
export const getPartnersPage = (request: PartnersPageRequest) =>
  apiClient.get<PagedBody<ProviderListItem>>('/admin/partners', { ...request });
export const getPartner = (id: string) => apiClient.get<{ data: ProviderDetail }>('/admin/Parceiro', undefined, { id });
export const updatePartner = (body: UpdateProviderRequest) =>
  apiClient.put<{ message: string }>('/admin/Parceiro', body);
export const deletePartner = (id: string) =>
  apiClient.delete<{ message: string }>('/admin/Parceiro', { ParceiroId: id });
/** Every review of one partner, hidden ones included (issue #21 item 7). */
export const getPartnerReviews = (providerId: string) =>
  apiClient.get<{ data: AdminReview[] }>('/admin/avaliacoes', { providerId });
/** `POST /v1/admin/Parceiro/erase` (LGPD). */
export const erasePartner = (id: string) => apiClient.post<ErasureResponse>('/admin/Parceiro/erase', { id });
