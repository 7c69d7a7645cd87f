import { Router } from 'express';
import { z } from 'zod';
import { idHeader } from '@conectasst/common/api/areas';
import { createPostRequest, updatePostRequest } from '@conectasst/common/api/blog';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { postStream } from '@conectasst/events/schemas/blogEvents';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { postDecider } from './businessLogic';
import { sanitizePostHtml } from './postHtml';

export const createPostRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/blog',
  summary: 'Novo post do blog (HTML sanitizado no servidor)',
  tags: ['Blog'],
  access: 'admin',
  kind: 'command',
  body: createPostRequest,
  responses: { 201: { description: 'Post cadastrado', schema: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }) } },
});

export const updatePostRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/blog',
  summary: 'Edita, publica ou despublica um post',
  tags: ['Blog'],
  access: 'admin',
  kind: 'command',
  body: updatePostRequest,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'Post não encontrado' } },
});

export const deletePostRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/blog',
  summary: 'Exclui um post (id no cabeçalho `id`)',
  tags: ['Blog'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: { 200: { description: 'Post deletado', schema: messageBodySchema }, 404: { description: 'Post não encontrado' } },
});

export function blogCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    createPostRoute,
    async ({ body, user, idempotencyKey }) => {
      const postId = await deps.ids.next('post', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        postStream(postId),
        postDecider,
        { type: 'CreatePost', postId, title: body.titulo, html: sanitizePostHtml(body.code), published: body.published },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: blogMessages.created, data: { id: postId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    updatePostRoute,
    async ({ body, user, idempotencyKey }) => {
      const result = await deps.commands.handle(
        postStream(body.id),
        postDecider,
        { type: 'EditPost', postId: body.id, title: body.titulo, html: sanitizePostHtml(body.code), published: body.published },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: blogMessages.saved }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    deletePostRoute,
    async ({ headers, user, idempotencyKey }) => {
      const result = await deps.commands.handle(postStream(headers.id), postDecider, { type: 'DeletePost', postId: headers.id }, metadataFor(user, idempotencyKey));
      return { body: { message: blogMessages.deleted }, position: result.position };
    },
    deps.route,
  );

  return router;
}
