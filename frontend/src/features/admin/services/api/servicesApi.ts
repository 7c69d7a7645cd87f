import type { PublicArea } from '@conectasst/common/api/areas';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { Nr } from '@conectasst/common/api/nrs';
import type {
  CreateServiceRequest,
  CreateServiceResponse,
  Service,
  UpdateServiceRequest,
} from '@conectasst/common/api/services';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/services?page=N[&name=text]` */
export function getServices(page: number, name?: string): Promise<PagedBody<Service>> {
  return apiClient.get<PagedBody<Service>>('/services', { page, name });
}

/** `GET /v1/admin/services/show?item=N` */
export function getService(id: number): Promise<ItemBody<Service>> {
  return apiClient.get<ItemBody<Service>>('/admin/services/show', { item: id });
}

/** `POST /v1/admin/services` */
export function createService(request: CreateServiceRequest): Promise<CreateServiceResponse> {
  return apiClient.post<CreateServiceResponse>('/admin/services', request);
}

/** `PUT /v1/admin/services` */
export function updateService(request: UpdateServiceRequest): Promise<MessageBody> {
  return apiClient.put<MessageBody>('/admin/services', request);
}

/** `DELETE /v1/admin/services` with the id in an `id` header. */
export function deleteService(id: number): Promise<MessageBody> {
  return apiClient.delete<MessageBody>('/admin/services', { id: String(id) });
}

/** `GET /v1/area` */
export function getActiveAreas(): Promise<{ data: PublicArea[] }> {
  return apiClient.get<{ data: PublicArea[] }>('/area');
}

/** `GET /v1/nrs/find?id=<area>`: the active NRs of an area (add form). */
export function getActiveNrsOfArea(areaId: number): Promise<{ data: Nr[] }> {
  return apiClient.get<{ data: Nr[] }>('/nrs/find', { id: areaId });
}

/** `GET /v1/search/all`: every NR (edit form). */
export function getAllNrs(): Promise<{ data: Nr[] }> {
  return apiClient.get<{ data: Nr[] }>('/search/all');
}
