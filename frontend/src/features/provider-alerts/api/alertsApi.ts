import type { AlertPreferencesBody } from '@conectasst/common/api/alerts';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/alert-preferences`: the provider's "Alertas" (the defaults when never saved). */
export const getAlertPreferences = () => apiClient.get<AlertPreferencesBody>('/alert-preferences');
/** `PUT /v1/alert-preferences` */
export const putAlertPreferences = (preferences: AlertPreferencesBody) =>
  apiClient.put<{ message: string }>('/alert-preferences', preferences);
