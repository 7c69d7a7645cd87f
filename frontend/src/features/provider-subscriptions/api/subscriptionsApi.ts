import type { ServiceListing } from '@conectasst/common/api/demands';
import type { SubscriptionRecord } from '@conectasst/common/api/subscriptions';
import { apiClient } from '../../../lib/apiClient';

/** A seat as the provider sees it: the demand and, once subscribed, the requester's contact (spec §3). */
export type { SubscriptionRecord };

/** A demand's page (`/dashboard/service/{id}`): the demand as offered to this provider. */
export const getListing = (id: number) => apiClient.get<{ data: ServiceListing }>(`/companys/service/${id}`);
export const getSubscription = (id: number) => apiClient.get<{ data: SubscriptionRecord }>('/subs', { id });
export const getMySubscriptions = () => apiClient.get<{ data: SubscriptionRecord[] }>('/subs/show');
export const subscribe = (id: number) => apiClient.post<{ message: string }>('/subs', undefined, { id: String(id) });
