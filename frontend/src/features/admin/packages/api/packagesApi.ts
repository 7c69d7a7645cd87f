import type { CreatedIdResponse } from '@conectasst/common/api/ids';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { CreatePackageRequest, CreditPackage, UpdatePackageRequest } from '@conectasst/common/api/packages';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/packages?page=N[&name=text]` */
export const getPackages = (page: number, name?: string) =>
  apiClient.get<PagedBody<CreditPackage>>('/packages', { page, name });
/** `GET /v1/packages/show?id=N` */
export const getPackage = (id: number) => apiClient.get<ItemBody<CreditPackage>>('/packages/show', { id });
/** `POST /v1/admin/packages` */
export const createPackage = (request: CreatePackageRequest) =>
  apiClient.post<CreatedIdResponse>('/admin/packages', request);
/** `PUT /v1/admin/packages` */
export const updatePackage = (request: UpdatePackageRequest) => apiClient.put<MessageBody>('/admin/packages', request);
/** `DELETE /v1/admin/packages` with the id in an `id` header. */
export const deletePackage = (id: number) => apiClient.delete<MessageBody>('/admin/packages', { id: String(id) });
