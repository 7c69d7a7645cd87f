import type { PublicArea } from '@conectasst/common/api/areas';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { CreateNrRequest, CreateNrResponse, Nr, UpdateNrRequest } from '@conectasst/common/api/nrs';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/admin/nrs?page=N[&name=text]` */
export function getAdminNrs(page: number, name?: string): Promise<PagedBody<Nr>> {
  return apiClient.get<PagedBody<Nr>>('/admin/nrs', { page, name });
}

/** `GET /v1/admin/nrs/show` with the id in an `id` header. */
export function getNr(id: number): Promise<ItemBody<Nr>> {
  return apiClient.get<ItemBody<Nr>>('/admin/nrs/show', undefined, { id: String(id) });
}

/** `POST /v1/admin/nrs` */
export function createNr(request: CreateNrRequest): Promise<CreateNrResponse> {
  return apiClient.post<CreateNrResponse>('/admin/nrs', request);
}

/** `PUT /v1/admin/nrs` with the id in an `id` header. */
export function updateNr(id: number, request: UpdateNrRequest): Promise<MessageBody> {
  return apiClient.put<MessageBody>('/admin/nrs', request, { id: String(id) });
}

/** `DELETE /v1/admin/nrs` with the id in an `id` header. */
export function deleteNr(id: number): Promise<MessageBody> {
  return apiClient.delete<MessageBody>('/admin/nrs', { id: String(id) });
}

/** `GET /v1/area`: the active areas offered in the Área select. */
export function getActiveAreas(): Promise<{ data: PublicArea[] }> {
  return apiClient.get<{ data: PublicArea[] }>('/area');
}
