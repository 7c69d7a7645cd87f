import type { ContactMessage } from '@conectasst/common/api/contacts';
import type { MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/contato?page=` (10 per page, newest first) */
export const getContacts = (page: number) => apiClient.get<PagedBody<ContactMessage>>('/contato', { page });
/** `DELETE /v1/contato/{id}` */
export const deleteContact = (id: number) => apiClient.delete<MessageBody>(`/contato/${id}`);
