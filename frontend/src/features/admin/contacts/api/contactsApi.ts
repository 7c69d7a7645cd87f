import type { ContactMessage } from '@conectasst/common/api/contacts';
import type { MessageBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

/** `GET /v1/contato` */
export const getContacts = () => apiClient.get<{ data: ContactMessage[] }>('/contato');
/** `DELETE /v1/contato/{id}` */
export const deleteContact = (id: number) => apiClient.delete<MessageBody>(`/contato/${id}`);
