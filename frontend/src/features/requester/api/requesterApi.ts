import type { RequesterPage } from '@conectasst/common/api/demands';
import type { RequesterReviews } from '@conectasst/common/api/reviews';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/minha-demanda/{token}`: the requester's demand and the providers who subscribed. */
export const getRequesterPage = (token: string) =>
  apiClient.get<{ data: RequesterPage }>(`/minha-demanda/${encodeURIComponent(token)}`);
/** `POST /v1/minha-demanda/confirm`: opening the e-mail link confirms the e-mail (the demand is published). */
export const confirmRequesterEmail = (token: string) =>
  apiClient.post<{ message: string }>('/minha-demanda/confirm', { token });
/** `POST /v1/minha-demanda/close`: 'Já contratei' (hired) or 'Cancelar pedido' (cancelled). */
export const closeRequesterDemand = (token: string, reason: 'hired' | 'cancelled') =>
  apiClient.post<{ message: string }>('/minha-demanda/close', { token, reason });
/** `POST /v1/demanda/link`: the link again, by e-mail. */
export const resendRequesterLink = (email: string) => apiClient.post<{ message: string }>('/demanda/link', { email });
/** `GET /v1/minha-demanda/{token}/avaliacoes`: the requester's reviews of this demand and the 'Já contratei' answer. */
export const getRequesterReviews = (token: string) =>
  apiClient.get<{ data: RequesterReviews }>(`/minha-demanda/${encodeURIComponent(token)}/avaliacoes`);
/** `POST` (write) or `PUT` (edit, 14 days) `/v1/minha-demanda/avaliacoes`. */
export const saveReview = (token: string, providerId: string, stars: number, comment: string, editing: boolean) =>
  (editing ? apiClient.put<{ message: string }> : apiClient.post<{ message: string }>)('/minha-demanda/avaliacoes', {
    token,
    providerId,
    stars,
    comment,
  });
/** `POST /v1/minha-demanda/contratado`: which subscribed provider was hired, or 'outro'. */
export const recordHire = (token: string, hired: string) =>
  apiClient.post<{ message: string }>('/minha-demanda/contratado', { token, hired });
