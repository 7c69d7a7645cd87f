import type { CreateAreaRequest, CreateAreaResponse } from '@conectasst/common/api/areas';
import { apiClient } from '../../../../lib/apiClient';

/** `POST /v1/area` */
export function createArea(request: CreateAreaRequest): Promise<CreateAreaResponse> {
  return apiClient.post<CreateAreaResponse>('/area', request);
}
