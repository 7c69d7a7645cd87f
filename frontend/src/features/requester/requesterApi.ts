import type { RequesterPage } from '@conectasst/common/api/demands';
import { apiClient } from '../../lib/apiClient';

/** `GET /v1/minha-demanda/{token}`: the requester's demand and the providers who subscribed. */
export const getRequesterPage = (token: string) => apiClient.get<{ data: RequesterPage }>(`/minha-demanda/${encodeURIComponent(token)}`);
/** `POST /v1/minha-demanda/confirm`: opening the e-mail link confirms the e-mail (the demand is published). */
export const confirmRequesterEmail = (token: string) => apiClient.post<{ message: string }>('/minha-demanda/confirm', { token });
/** `POST /v1/minha-demanda/close`: 'Já contratei' (hired) or 'Cancelar pedido' (cancelled). */
export const closeRequesterDemand = (token: string, reason: 'hired' | 'cancelled') => apiClient.post<{ message: string }>('/minha-demanda/close', { token, reason });
/** `POST /v1/demanda/link`: the link again, by e-mail. */
export const resendRequesterLink = (email: string) => apiClient.post<{ message: string }>('/demanda/link', { email });
