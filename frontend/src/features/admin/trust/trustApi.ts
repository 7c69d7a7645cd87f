import type { AdminReview } from '@conectasst/common/api/reviews';
import type { AdminCredential, AdminPendingWork, CnpjRow, LeadReport } from '@conectasst/common/api/trust';
import { apiClient } from '../../../lib/apiClient';

export type { CnpjRow };

/** The admin menu's counts of pending work (issue #35 item 9). */
export const getPendingWork = () => apiClient.get<{ data: AdminPendingWork }>('/admin/pendencias');
export const getLeadReports = (status: 'open' | 'approved' | 'refused' | 'all') =>
  apiClient.get<{ data: LeadReport[] }>('/admin/lead-reports', { status });
export const approveLeadReport = (reportId: string, note: string) =>
  apiClient.post<{ message: string }>('/admin/lead-reports/approve', { reportId, note });
export const refuseLeadReport = (reportId: string, note: string) =>
  apiClient.post<{ message: string }>('/admin/lead-reports/refuse', { reportId, note });
export const getCredentialsQueue = (status: 'pending' | 'verified' | 'refused' | 'all') =>
  apiClient.get<{ data: AdminCredential[] }>('/admin/credentials', { status });
export const verifyCredential = (credentialId: string, note: string) =>
  apiClient.post<{ message: string }>('/admin/credentials/verify', { credentialId, note });
/** The registry and its declared speciality, both confirmed with the council (ADR 0177). */
export const verifyCredentialWithSpeciality = (credentialId: string, note: string) =>
  apiClient.post<{ message: string }>('/admin/credentials/verify', { credentialId, note, specialityConfirmed: true });
export const refuseCredential = (credentialId: string, note: string) =>
  apiClient.post<{ message: string }>('/admin/credentials/refuse', { credentialId, note });
export const getCnpjs = () => apiClient.get<{ data: CnpjRow[] }>('/admin/cnpj');
export const verifyCnpj = (providerId: string, note: string) =>
  apiClient.post<{ message: string }>('/admin/cnpj/verify', { providerId, note });
export const getReviewsQueue = (status: 'reported' | 'hidden' | 'all') =>
  apiClient.get<{ data: AdminReview[] }>('/admin/avaliacoes', { status });
export const hideReview = (reviewId: string, reason: string) =>
  apiClient.post<{ message: string }>('/admin/avaliacoes/ocultar', { reviewId, reason });
export const restoreReview = (reviewId: string, reason: string) =>
  apiClient.post<{ message: string }>('/admin/avaliacoes/restaurar', { reviewId, reason });
