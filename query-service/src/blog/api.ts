import type { Router } from 'express';
import { listPostsQuery, postSchema, showPostQuery } from '@conectasst/common/api/blog';
import type { Post } from '@conectasst/common/api/blog';
import { DEFAULT_PAGE_SIZE } from '@conectasst/common/api/paging';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { findPost, listPosts } from '@conectasst/projections/blog/postsQueries';
import type { PostRow } from '@conectasst/projections/blog/postsQueries';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, notFoundResponse, page, pageResponse, queryRouter } from '../queryRoutes';

const toPost = (row: PostRow): Post => ({
  id: row.id,
  type: 'Blog',
  titulo: row.title,
  code: row.html,
  published: row.published_at !== null,
  published_at: row.published_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
});

async function pagedPosts(pool: QueryDeps['pool'], pageNumber: number, publishedOnly: boolean) {
  const { rows, total } = await listPosts(pool, pageNumber, DEFAULT_PAGE_SIZE, publishedOnly);
  return page(rows.map(toPost), pageNumber, DEFAULT_PAGE_SIZE, total);
}

const tags = ['Blog'];

export const publicPostsRoute = defineQuery({
  path: '/v1/blog/all',
  summary: 'Posts publicados do blog, os mais recentes primeiro',
  tags,
  access: 'public',
  query: listPostsQuery,
  responses: pageResponse('Página de posts', postSchema),
});

export const adminPostsRoute = defineQuery({
  path: '/v1/admin/blog',
  summary: 'Todos os posts (rascunhos e publicados)',
  tags,
  access: 'admin',
  query: listPostsQuery,
  responses: pageResponse('Página de posts', postSchema),
});

export const showPostRoute = defineQuery({
  path: '/v1/admin/blog/show',
  summary: 'Um post (`id`)',
  tags,
  access: 'admin',
  query: showPostQuery,
  responses: { ...dataResponse('O post', postSchema), ...notFoundResponse('Post não encontrado') },
});

export function blogQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(publicPostsRoute, ({ query }) => pagedPosts(deps.pool, query.page, true))
    .add(adminPostsRoute, ({ query }) => pagedPosts(deps.pool, query.page, false))
    .add(showPostRoute, async ({ query }) => data(toPost(found(await findPost(deps.pool, query.id), blogMessages.notFound)))).router;
}
