import type {
  AlertPreferencesBody,
  PushKeyResponse,
  PushSubscriptionBody,
  WhatsAppState,
} from '@conectasst/common/api/alerts';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/alert-preferences`: the provider's "Alertas" (the defaults when never saved). */
export const getAlertPreferences = () => apiClient.get<AlertPreferencesBody>('/alert-preferences');
/** `PUT /v1/alert-preferences` */
export const putAlertPreferences = (preferences: AlertPreferencesBody) =>
  apiClient.put<{ message: string }>('/alert-preferences', preferences);
/** `GET /v1/push-subscriptions/key`: the server's VAPID public key (the browser's `applicationServerKey`). */
export const getPushKey = () => apiClient.get<PushKeyResponse>('/push-subscriptions/key');
/** `POST /v1/push-subscriptions` */
export const postPushSubscription = (subscription: PushSubscriptionBody) =>
  apiClient.post<{ message: string }>('/push-subscriptions', subscription);
/** `DELETE /v1/push-subscriptions` */
export const deletePushSubscription = (endpoint: string) =>
  apiClient.request<{ message: string }>({ method: 'DELETE', path: '/push-subscriptions', body: { endpoint } });
/** `GET /v1/whatsapp`: the provider's WhatsApp alerts and the consent text to show. */
export const getWhatsApp = () => apiClient.get<WhatsAppState>('/whatsapp');
/** `POST /v1/whatsapp/opt-in` */
export const postWhatsAppOptIn = (phone: string) =>
  apiClient.post<{ message: string }>('/whatsapp/opt-in', { phone, consent: true });
/** `POST /v1/whatsapp/verify` */
export const postWhatsAppCode = (code: string) => apiClient.post<{ message: string }>('/whatsapp/verify', { code });
/** `DELETE /v1/whatsapp` */
export const deleteWhatsApp = () => apiClient.delete<{ message: string }>('/whatsapp');
