import { Router } from 'express';
import { z } from 'zod';
import { listPostsQuery, postSchema, showPostQuery } from '@conectasst/common/api/blog';
import type { Post } from '@conectasst/common/api/blog';
import { DEFAULT_PAGE_SIZE, pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { Pool } from 'pg';
import type { QueryDeps } from '../queryContext';

interface PostRow {
  id: number;
  title: string;
  html: string;
  published_at: Date | null;
  updated_at: Date;
  total: string;
}

const toPost = (row: PostRow): Post => ({
  id: row.id,
  type: 'Blog',
  titulo: row.title,
  code: row.html,
  published: row.published_at !== null,
  published_at: row.published_at?.toISOString() ?? null,
  updated_at: row.updated_at.toISOString(),
});

async function listPosts(pool: Pool, page: number, publishedOnly: boolean) {
  const r = await pool.query<PostRow>(
    `SELECT id, title, html, published_at, updated_at, count(*) OVER () AS total FROM posts
      WHERE NOT $1 OR published_at IS NOT NULL
      ORDER BY COALESCE(published_at, created_at) DESC, id DESC LIMIT $2 OFFSET $3`,
    [publishedOnly, DEFAULT_PAGE_SIZE, (page - 1) * DEFAULT_PAGE_SIZE],
  );
  let total = Number(r.rows[0]?.total ?? 0);
  if (r.rows.length === 0 && page > 1) {
    total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM posts WHERE NOT $1 OR published_at IS NOT NULL', [publishedOnly])).rows[0]!.n);
  }
  return pagedBody(r.rows.map(toPost), page, DEFAULT_PAGE_SIZE, total);
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
  mountRoute(router, publicPostsRoute, async ({ query }) => ({ body: await listPosts(deps.pool, query.page, true) }), deps.route);
  mountRoute(router, adminPostsRoute, async ({ query }) => ({ body: await listPosts(deps.pool, query.page, false) }), deps.route);
  mountRoute(
    router,
    showPostRoute,
    async ({ query }) => {
      const r = await deps.pool.query<PostRow>(`SELECT id, title, html, published_at, updated_at, '1' AS total FROM posts WHERE id = $1`, [query.id]);
      if (!r.rows[0]) throw new HttpError(404, blogMessages.notFound);
      return { body: { data: toPost(r.rows[0]) } };
    },
    deps.route,
  );
  return router;
}
