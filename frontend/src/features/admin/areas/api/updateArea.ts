import type { UpdateAreaRequest } from '@conectasst/common/api/areas';
import type { MessageBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

/** `PUT /v1/admin/area` */
export function updateArea(request: UpdateAreaRequest): Promise<MessageBody> {
  return apiClient.put<MessageBody>('/admin/area', request);
}
