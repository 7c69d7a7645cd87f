import type { Credential, DeclareCredentialRequest } from '@conectasst/common/api/trust';
import { apiClient } from '../../../lib/apiClient';

export const getMyCredentials = () =>
  apiClient.get<{ data: Credential[]; cnpj: { hasCnpj: boolean; verified: boolean } }>('/credentials');
export const declareCredential = (body: DeclareCredentialRequest) =>
  apiClient.post<{ message: string; data: { credentialId: string } }>('/credentials', body);
export const withdrawCredential = (credentialId: string) =>
  apiClient.post<{ message: string }>('/credentials/withdraw', { credentialId });
