import type { Area } from '@conectasst/common/api/areas';
import type { PagedBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

export interface AreasQuery {
  page: number;
  /** Case-insensitive "contains" filter on the name. */
  name?: string;
}

/** `GET /v1/admin/area?page=N[&name=text]` */
export function getAdminAreas({ page, name }: AreasQuery): Promise<PagedBody<Area>> {
  return apiClient.get<PagedBody<Area>>('/admin/area', { page, name });
}
