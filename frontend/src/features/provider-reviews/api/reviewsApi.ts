import type { ProviderReviews } from '@conectasst/common/api/reviews';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/parceiro/avaliacoes`: the provider's visible reviews, average and count. */
export const getMyReviews = () => apiClient.get<ProviderReviews>('/parceiro/avaliacoes');
/** `POST /v1/parceiro/avaliacoes/resposta`: the one reply to a review. */
export const replyToReview = (reviewId: string, reply: string) =>
  apiClient.post<{ message: string }>('/parceiro/avaliacoes/resposta', { reviewId, reply });
/** `POST /v1/avaliacoes/denuncia`: report a review to the admins. */
export const reportReview = (reviewId: string, reason: string) =>
  apiClient.post<{ message: string }>('/avaliacoes/denuncia', { reviewId, reason });
