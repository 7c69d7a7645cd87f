import type { CreatePostRequest, Post, UpdatePostRequest } from '@conectasst/common/api/blog';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import { apiClient } from '../../../../lib/apiClient';

export const getAdminPosts = (page: number) => apiClient.get<PagedBody<Post>>('/admin/blog', { page });
export const getPost = (id: number) => apiClient.get<ItemBody<Post>>('/admin/blog/show', { id });
export const createPost = (request: CreatePostRequest) => apiClient.post<MessageBody>('/admin/blog', request);
export const updatePost = (request: UpdatePostRequest) => apiClient.put<MessageBody>('/admin/blog', request);
export const deletePost = (id: number) => apiClient.delete<MessageBody>('/admin/blog', { id: String(id) });
