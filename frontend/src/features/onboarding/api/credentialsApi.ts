import type { DeclareCredentialRequest, DeclareCredentialResponse, MyCredentials } from '@conectasst/common/api/trust';
import { apiClient } from '../../../lib/apiClient';

export const getMyCredentials = () => apiClient.get<MyCredentials>('/credentials');
export const declareCredential = (body: DeclareCredentialRequest) =>
  apiClient.post<DeclareCredentialResponse>('/credentials', body);
export const withdrawCredential = (credentialId: string) =>
  apiClient.post<{ message: string }>('/credentials/withdraw', { credentialId });
