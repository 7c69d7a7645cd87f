import type { LgpdRequestRow } from '@conectasst/common/api/lgpd';
import { apiClient } from '../../../lib/apiClient';

/** A request of the queue, as the decision dialog carries it (`target`). */
export interface LgpdTarget {
  subjectId: string;
  requestId: string;
}

export const getLgpdQueue = () => apiClient.get<{ data: LgpdRequestRow[] }>('/admin/lgpd');
export const startLgpdRequest = (target: LgpdTarget) =>
  apiClient.post<{ message: string }>('/admin/lgpd/start', target);
export const answerLgpdRequest = (target: LgpdTarget, outcome: 'done' | 'refused', reason: string) =>
  apiClient.post<{ message: string }>('/admin/lgpd/answer', { ...target, outcome, reason: reason.trim() || null });
