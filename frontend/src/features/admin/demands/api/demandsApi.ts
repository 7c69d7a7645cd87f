import type { DemandDetails, UpdateDemandRequest } from '@conectasst/common/api/demands';
import type { MessageBody } from '@conectasst/common/api/envelope';
import type { CloseReason, VerificationState } from '@conectasst/common/rules/demandRules';
import { apiClient } from '../../../../lib/apiClient';

export interface AdminDemand {
  id: number;
  companyId: number;
  company_name: string;
  title: string;
  status: boolean;
  createdAt: string;
  /** Requester verification (ADR 0080). */
  verification: VerificationState;
  close_reason: CloseReason | null;
  /** Grau de risco (NR-4, Anexo I) of the demand's CNAE; null = não informado (issue #24). */
  risk_grade: number | null;
}

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
  apiClient.get<{ data: AdminDemand[]; pages: { page: number }[]; morePages: boolean }>('/demanda', {
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
export const eraseRequester = (id: number) =>
  apiClient.post<{ message: string; data: { erased: number } }>('/admin/demanda/erase', { id });
