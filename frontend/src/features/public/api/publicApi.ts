import type { Post } from '@conectasst/common/api/blog';
import type { CreateContactRequest } from '@conectasst/common/api/contacts';
import type { MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { Faq, HomeContent, MvvEntry } from '@conectasst/common/api/pages';
import type { SearchResult } from '@conectasst/common/api/services';
import type { LegalDocumentView } from '@conectasst/common/api/legal';
import type { LegalKind } from '@conectasst/common/web/legalDocuments';
import { apiClient } from '../../../lib/apiClient';
import { encodeBase64Utf8 } from '../../../lib/base64';

/** `GET /v1/search` with the text base64-encoded in the `query` header. */
export function searchServices(text: string): Promise<{ data: SearchResult[] }> {
  return apiClient.get<{ data: SearchResult[] }>('/search', undefined, { query: encodeBase64Utf8(text) });
}

/** `GET /v1/legal/{kind}`: the terms of use or the privacy policy in force (issue 37 item 3). */
export function getLegalDocument(kind: LegalKind): Promise<{ data: LegalDocumentView }> {
  return apiClient.get<{ data: LegalDocumentView }>(`/legal/${kind}`);
}

/** `GET /v1/pages?page=home` */
export function getHomeContent(): Promise<{ data: HomeContent | null }> {
  return apiClient.get<{ data: HomeContent | null }>('/pages', { page: 'home' });
}

/** `GET /v1/pages?page=common_questions` */
export function getFaqs(): Promise<{ data: Faq[] }> {
  return apiClient.get<{ data: Faq[] }>('/pages', { page: 'common_questions' });
}

/** `GET /v1/pages?page=quest` */
export function getMissionVisionValues(): Promise<{ data: MvvEntry[] }> {
  return apiClient.get<{ data: MvvEntry[] }>('/pages', { page: 'quest' });
}

/** `GET /v1/blog/all` */
export function getBlogPosts(page = 1): Promise<PagedBody<Post>> {
  return apiClient.get<PagedBody<Post>>('/blog/all', { page });
}

/** `POST /v1/contato` */
export function sendContact(request: CreateContactRequest): Promise<MessageBody> {
  return apiClient.post<MessageBody>('/contato', request);
}
