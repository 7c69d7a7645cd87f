import { apiClient } from '../../lib/apiClient';

/** `POST /v1/auth/logout` (bearer): the server ends the account's sessions, so a copied token stops working too. */
export function signOutOnServer(): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/logout');
}
