import { Router } from 'express';
import { z } from 'zod';
import { listPostsQuery, postSchema, showPostQuery } from '@conectasst/common/api/blog';
import type { Post } from '@conectasst/common/api/blog';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { findPost, listPosts } from '@conectasst/projections/blog/postsQueries';
import type { PostRow } from '@conectasst/projections/blog/postsQueries';
import type { QueryDeps } from '../queryContext';

const toPost = (row: PostRow): Post => ({
  id: row.id,
  type: 'Blog',
  titulo: row.title,
  code: row.html,
  published: row.published_at !== null,
  published_at: row.published_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
});

async function pagedPosts(pool: QueryDeps['pool'], page: number, publishedOnly: boolean) {
  const { rows, total } = await listPosts(pool, page, DEFAULT_PAGE_SIZE, publishedOnly);
  return pagedBody(rows.map(toPost), page, DEFAULT_PAGE_SIZE, total);
}

export const publicPostsRoute = defineRoute({
  method: 'get',
  path: '/v1/blog/all',
  summary: 'Posts publicados do blog, os mais recentes primeiro',
  tags: ['Blog'],
  access: 'public',
  kind: 'query',
  query: listPostsQuery,
  responses: { 200: { description: 'Página de posts', schema: pagedBodySchema(postSchema) } },
});

export const adminPostsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/blog',
  summary: 'Todos os posts (rascunhos e publicados)',
  tags: ['Blog'],
  access: 'admin',
  kind: 'query',
  query: listPostsQuery,
  responses: { 200: { description: 'Página de posts', schema: pagedBodySchema(postSchema) } },
});

export const showPostRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/blog/show',
  summary: 'Um post (`id`)',
  tags: ['Blog'],
  access: 'admin',
  kind: 'query',
  query: showPostQuery,
  responses: { 200: { description: 'O post', schema: z.object({ data: postSchema }) }, 404: { description: 'Post não encontrado' } },
});

export function blogQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(router, publicPostsRoute, async ({ query }) => ({ body: await pagedPosts(deps.pool, query.page, true) }), deps.route);
  mountRoute(router, adminPostsRoute, async ({ query }) => ({ body: await pagedPosts(deps.pool, query.page, false) }), deps.route);
  mountRoute(
    router,
    showPostRoute,
    async ({ query }) => {
      const post = await findPost(deps.pool, query.id);
      if (!post) throw new HttpError(404, blogMessages.notFound);
      return { body: { data: toPost(post) } };
    },
    deps.route,
  );
  return router;
}
