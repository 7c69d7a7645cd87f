import type { RequesterProposals } from '@conectasst/common/api/proposals';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/minha-demanda/{token}/propostas`: the latest proposal of each provider holding a seat. */
export const getRequesterProposals = (token: string) =>
  apiClient.get<RequesterProposals>(`/minha-demanda/${encodeURIComponent(token)}/propostas`);
/** `POST /v1/minha-demanda/propostas/aceitar` */
export const postAcceptProposal = (token: string, providerId: string, revision: number) =>
  apiClient.post<{ message: string }>('/minha-demanda/propostas/aceitar', { token, providerId, revision });
