import type { AgendaPage, RequestAgendaBody } from '@conectasst/common/api/agenda';
import type { MessageBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../lib/apiClient';

/** `POST /v1/agenda-sst`: the link goes to the e-mail. */
export const requestAgenda = (body: RequestAgendaBody) => apiClient.post<MessageBody>('/agenda-sst', body);
/** `GET /v1/agenda-sst/{token}` */
export const getAgenda = (token: string) =>
  apiClient.get<{ data: AgendaPage }>(`/agenda-sst/${encodeURIComponent(token)}`);
/** `POST /v1/agenda-sst/feito` */
export const markAgendaDone = (token: string, ruleId: number, doneOn: string) =>
  apiClient.post<MessageBody>('/agenda-sst/feito', { token, rule_id: ruleId, done_on: doneOn });
/** `POST /v1/agenda-sst/lembretes` */
export const setAgendaReminders = (token: string, enabled: boolean) =>
  apiClient.post<MessageBody>('/agenda-sst/lembretes', { token, enabled });
/** `POST /v1/agenda-sst/excluir` */
export const eraseAgenda = (token: string) => apiClient.post<MessageBody>('/agenda-sst/excluir', { token });
