import type { Area } from '@conectasst/common/api/areas';
import type { ItemBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/admin/area/show?id=N` */
export function getArea(id: number): Promise<ItemBody<Area>> {
  return apiClient.get<ItemBody<Area>>('/admin/area/show', { id });
}
