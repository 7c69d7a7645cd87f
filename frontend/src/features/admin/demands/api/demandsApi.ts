import type {
  AdminDemand,
  AdminDemandsResponse,
  DemandDetails,
  UpdateDemandRequest,
} from '@conectasst/common/api/demands';
import type { ErasureResponse } from '@conectasst/common/api/lgpd';
import type { MessageBody } from '@conectasst/common/api/envelope';
import type { VerificationState } from '@conectasst/common/rules/demandRules';
import { apiClient } from '../../../../lib/apiClient';

export type { AdminDemand };

export interface DemandFilters {
  name?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  /** 'true' = Em Aberto, 'false' = Fechado */
  status?: 'true' | 'false';
  verification?: VerificationState;
}

/** `GET /v1/demanda` (name, from, to, status, verification; page: 10 per page, newest first) */
export const getDemands = (filters: DemandFilters, page: number) =>
  apiClient.get<AdminDemandsResponse>('/demanda', {
    ...filters,
    page: String(page),
  });

/** `GET /v1/demanda/show` (id header) */
export const getDemand = (id: number) =>
  apiClient.get<{ data: DemandDetails }>('/demanda/show', undefined, { id: String(id) });

/** `PUT /v1/admin/demanda` */
export const updateDemand = (request: UpdateDemandRequest) => apiClient.put<MessageBody>('/admin/demanda', request);

/** `DELETE /v1/admin/demanda` (id header) */
export const deleteDemand = (id: number) => apiClient.delete<MessageBody>('/admin/demanda', { id: String(id) });

/** `POST /v1/admin/demanda/publish` (id header): publish an unconfirmed demand by hand. */
export const publishDemand = (id: number) =>
  apiClient.post<MessageBody>('/admin/demanda/publish', undefined, { id: String(id) });

/** `POST /v1/admin/demanda/erase` (LGPD): the requester of this demand and of their other demands. */
export const eraseRequester = (id: number) => apiClient.post<ErasureResponse>('/admin/demanda/erase', { id });
