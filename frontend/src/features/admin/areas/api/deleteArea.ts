import type { MessageBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

/** `DELETE /v1/admin/area` with the id in an `id` header. */
export function deleteArea(id: number): Promise<MessageBody> {
  return apiClient.delete<MessageBody>('/admin/area', { id: String(id) });
}
