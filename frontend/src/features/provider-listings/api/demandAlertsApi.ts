import type { DemandAlertsState } from '@conectasst/common/api/demands';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/demand-alerts`: whether the provider receives the new-demand e-mails (on by default). */
export const getDemandAlerts = () => apiClient.get<DemandAlertsState>('/demand-alerts');
/** `PUT /v1/demand-alerts` */
export const putDemandAlerts = (enabled: boolean) => apiClient.put<{ message: string }>('/demand-alerts', { enabled });
