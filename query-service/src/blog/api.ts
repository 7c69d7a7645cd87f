import type { Router } from 'express';
import { listPostsQuery, postSchema, showPostQuery } from '@conectasst/common/api/blog';
import type { Post } from '@conectasst/common/api/blog';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { findPost, listPosts } from '@conectasst/projections/blog/postsQueries';
import type { PostRow } from '@conectasst/projections/blog/postsQueries';
import type { QueryDeps } from '../queryContext';
import { data, found, pagedList, pageResponse, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const toPost = (row: PostRow): Post => ({
  id: row.id,
  type: 'Blog',
  titulo: row.title,
  code: row.html,
  published: row.published_at !== null,
  published_at: row.published_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
});

const pagedPosts = (pool: QueryDeps['pool'], pageNumber: number, publishedOnly: boolean) =>
  pagedList(pageNumber, DEFAULT_PAGE_SIZE, (n, size) => listPosts(pool, n, size, publishedOnly), toPost);

const declare = queryRoutes({ tags: ['Blog'] });

export const publicPostsRoute = declare.get('/v1/blog/all', 'Posts publicados do blog, os mais recentes primeiro', {
  access: 'public',
  query: listPostsQuery,
  responses: pageResponse('Página de posts', postSchema),
});

export const adminPostsRoute = declare.get('/v1/admin/blog', 'Todos os posts (rascunhos e publicados)', {
  access: 'admin',
  query: listPostsQuery,
  responses: pageResponse('Página de posts', postSchema),
});

export const showPostRoute = declare.get('/v1/admin/blog/show', 'Um post (`id`)', {
  access: 'admin',
  query: showPostQuery,
  responses: recordResponse('O post', postSchema, 'Post não encontrado'),
});

export function blogQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(publicPostsRoute, ({ query }) => pagedPosts(deps.pool, query.page, true))
    .add(adminPostsRoute, ({ query }) => pagedPosts(deps.pool, query.page, false))
    .add(showPostRoute, async ({ query }) =>
      data(toPost(found(await findPost(deps.pool, query.id), blogMessages.notFound))),
    ).router;
}
