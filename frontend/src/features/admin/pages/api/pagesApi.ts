import type { LegalDocumentView, PublishLegalRequest } from '@conectasst/common/api/legal';
import type { LegalKind } from '@conectasst/common/web/legalDocuments';
import type { MessageBody } from '@conectasst/common/api/envelope';
import type {
  CreateFaqRequest,
  Faq,
  HomeContent,
  MvvEntry,
  SaveHomeRequest,
  UpdateFaqRequest,
  UpdateMvvRequest,
} from '@conectasst/common/api/pages';
import { apiClient } from '../../../../lib/apiClient';

export const getHome = () => apiClient.get<{ data: HomeContent | null }>('/pages', { page: 'home' });
export const getFaqs = () => apiClient.get<{ data: Faq[] }>('/pages', { page: 'common_questions' });
export const getMvv = () => apiClient.get<{ data: MvvEntry[] }>('/pages', { page: 'quest' });
/** `GET /v1/pages/item?common_questions_id=N` */
export const getFaq = (id: number) => apiClient.get<{ data: Faq }>('/pages/item', { common_questions_id: id });
/** `PUT /v1/pages?page=home` */
export const saveHome = (request: SaveHomeRequest) =>
  apiClient.request<MessageBody>({ method: 'PUT', path: '/pages', query: { page: 'home' }, body: request });
/** `PUT /v1/pages?page=common_questions` */
export const updateFaq = (request: UpdateFaqRequest) =>
  apiClient.request<MessageBody>({ method: 'PUT', path: '/pages', query: { page: 'common_questions' }, body: request });
/** `PUT /v1/pages?page=quest` */
export const updateMvv = (request: UpdateMvvRequest) =>
  apiClient.request<MessageBody>({ method: 'PUT', path: '/pages', query: { page: 'quest' }, body: request });
/** The Missão/Visão/Valores form: one `PUT` per entry, in order. */
export async function updateMvvEntries(requests: UpdateMvvRequest[]): Promise<void> {
  for (const request of requests) await updateMvv(request);
}
/** `POST /v1/pages` */
export const createFaq = (request: CreateFaqRequest) => apiClient.post<MessageBody>('/pages', request);
/** `DELETE /v1/pages?common_questions_id=N` */
export const deleteFaq = (id: number) =>
  apiClient.request<MessageBody>({ method: 'DELETE', path: '/pages', query: { common_questions_id: id } });

/** `GET /v1/legal/{kind}`: the terms of use or the privacy policy in force (issue 37 item 3). */
export const getLegalDocument = (kind: LegalKind) => apiClient.get<{ data: LegalDocumentView }>(`/legal/${kind}`);

/** `PUT /v1/legal/{kind}`: publishes the next version when the text changed. */
export const publishLegalDocument = (kind: LegalKind, body: PublishLegalRequest) =>
  apiClient.put<{ message: string }>(`/legal/${kind}`, body);
