import type { PartnerDetail, PartnerListItem, UpdatePartnerRequest } from '@conectasst/common/api/partners';
import { apiClient } from '../../../lib/apiClient';

export const getPartners = () => apiClient.get<{ data: PartnerListItem[] }>('/admin/users');
export const getPartner = (id: string) => apiClient.get<{ data: PartnerDetail }>('/admin/Parceiro', undefined, { id });
export const updatePartner = (body: UpdatePartnerRequest) => apiClient.put<{ message: string }>('/admin/Parceiro', body);
export const deletePartner = (id: string) => apiClient.delete<{ message: string }>('/admin/Parceiro', { ParceiroId: id });
