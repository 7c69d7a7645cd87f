import type { AgendaRuleView, CreateAgendaRuleRequest, UpdateAgendaRuleRequest } from '@conectasst/common/api/agenda';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { Service } from '@conectasst/common/api/services';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/admin/agenda-rules?page=N` */
export function getAgendaRules(page: number): Promise<PagedBody<AgendaRuleView>> {
  return apiClient.get<PagedBody<AgendaRuleView>>('/admin/agenda-rules', { page });
}

/** `GET /v1/admin/agenda-rules/show` with the id in an `id` header. */
export function getAgendaRule(id: number): Promise<ItemBody<AgendaRuleView>> {
  return apiClient.get<ItemBody<AgendaRuleView>>('/admin/agenda-rules/show', undefined, { id: String(id) });
}

/** `POST /v1/admin/agenda-rules` */
export function createAgendaRule(request: CreateAgendaRuleRequest): Promise<{ message: string; data: { id: number } }> {
  return apiClient.post('/admin/agenda-rules', request);
}

/** `PUT /v1/admin/agenda-rules` with the id in an `id` header. */
export function updateAgendaRule(id: number, request: UpdateAgendaRuleRequest): Promise<MessageBody> {
  return apiClient.put<MessageBody>('/admin/agenda-rules', request, { id: String(id) });
}

/** `DELETE /v1/admin/agenda-rules` with the id in an `id` header. */
export function deleteAgendaRule(id: number): Promise<MessageBody> {
  return apiClient.delete<MessageBody>('/admin/agenda-rules', { id: String(id) });
}

/** Every service of the catalogue (the Serviço select), page by page. */
export async function getAllServices(): Promise<Service[]> {
  const first = await apiClient.get<PagedBody<Service>>('/services', { page: 1 });
  const items = [...first.data.data];
  const pages = Math.ceil(first.data.total / first.data.perPage);
  for (let page = 2; page <= pages; page++)
    items.push(...(await apiClient.get<PagedBody<Service>>('/services', { page })).data.data);
  return items;
}
