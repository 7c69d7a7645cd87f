import type { LeadReport, ReportLeadRequest, ReportLeadResponse } from '@conectasst/common/api/trust';
import { apiClient } from '../../../lib/apiClient';

export const getMyLeadReports = () => apiClient.get<{ data: LeadReport[] }>('/lead-reports');
export const reportLead = (body: ReportLeadRequest) => apiClient.post<ReportLeadResponse>('/lead-reports', body);
