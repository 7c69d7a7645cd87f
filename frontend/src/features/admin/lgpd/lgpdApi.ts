import { apiClient } from '../../../lib/apiClient';

interface ErasureAnswer {
  message: string;
  data: { erased: number };
}

/** `POST /v1/admin/Parceiro/erase` (LGPD). */
export const erasePartner = (id: string) => apiClient.post<ErasureAnswer>('/admin/Parceiro/erase', { id });

/** `POST /v1/admin/demanda/erase` (LGPD): the requester of this demand and of their other demands. */
export const eraseRequester = (id: number) => apiClient.post<ErasureAnswer>('/admin/demanda/erase', { id });
