import type { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { createPostRequest, updatePostRequest } from '@conectasst/common/api/blog';
import { blogMessages as m } from '@conectasst/common/rules/blogRules';
import { postStream } from '@conectasst/events/schemas/blogEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  createdWithId,
  decide,
  messageResponses,
  newId,
  route,
} from '../infrastructure/commandRoutes';
import { postDecider } from './businessLogic';
import { sanitizePostHtml } from './postHtml';

const declare = commandRoutes({ tags: ['Blog'], access: 'admin' });
const notFound = { 404: 'Post não encontrado' };

export const createPostRoute = declare.post('/v1/admin/blog', 'Novo post do blog (HTML sanitizado no servidor)', {
  body: createPostRequest,
  responses: createdResponses('Post cadastrado'),
});
export const updatePostRoute = declare.put('/v1/admin/blog', 'Edita, publica ou despublica um post', {
  body: updatePostRequest,
  responses: messageResponses('Registro salvo', notFound),
});
export const deletePostRoute = declare.delete('/v1/admin/blog', 'Exclui um post (id no cabeçalho `id`)', {
  headers: idHeader,
  responses: messageResponses('Post deletado', notFound),
});

export function blogCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(createPostRoute, async (ctx) => {
      const { titulo: title, code, published } = ctx.body;
      const postId = await newId(deps, 'post', ctx);
      return createdWithId(
        m.created,
        postId,
        await decide(deps, ctx, postStream(postId), postDecider, {
          type: 'CreatePost',
          postId,
          title,
          html: sanitizePostHtml(code),
          published,
        }),
      );
    }),
    route(updatePostRoute, async (ctx) => {
      const { id: postId, titulo: title, code, published } = ctx.body;
      return answer(
        m.saved,
        await decide(deps, ctx, postStream(postId), postDecider, {
          type: 'EditPost',
          postId,
          title,
          html: sanitizePostHtml(code),
          published,
        }),
      );
    }),
    route(deletePostRoute, async (ctx) =>
      answer(
        m.deleted,
        await decide(deps, ctx, postStream(ctx.headers.id), postDecider, {
          type: 'DeletePost',
          postId: ctx.headers.id,
        }),
      ),
    ),
  ]);
}
