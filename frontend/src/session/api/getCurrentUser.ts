import type { MeResponse } from '@conectasst/common/api/auth';
import { apiClient } from '../../lib/apiClient';

/** `GET /v1/auth/me` (bearer): credits and the user's data, including whether they are an admin. */
export function getCurrentUser(): Promise<MeResponse> {
  return apiClient.get<MeResponse>('/auth/me');
}
