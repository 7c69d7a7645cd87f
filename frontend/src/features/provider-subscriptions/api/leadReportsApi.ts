import type { LeadReport, ReportLeadRequest } from '@conectasst/common/api/trust';
import { apiClient } from '../../../lib/apiClient';

export const getMyLeadReports = () => apiClient.get<{ data: LeadReport[] }>('/lead-reports');
export const reportLead = (body: ReportLeadRequest) =>
  apiClient.post<{
    message: string;
    data: { reportId: string; status: LeadReport['status']; refundedCredits: number };
  }>('/lead-reports', body);
