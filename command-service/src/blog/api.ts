import type { Router } from 'express';
import { createPostRequest, updatePostRequest } from '@conectasst/common/api/blog';
import { blogMessages as m } from '@conectasst/common/rules/blogRules';
import { postStream } from '@conectasst/events/schemas/blogEvents';
import { catalogueCommands, catalogueRoutes } from '../infrastructure/catalogueRoutes';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import { postDecider } from './businessLogic';
import { sanitizePostHtml } from './postHtml';

const declare = catalogueRoutes({ tag: 'Blog', notFound: 'Post não encontrado' });

export const createPostRoute = declare.create(
  '/v1/admin/blog',
  'Novo post do blog (HTML sanitizado no servidor)',
  createPostRequest,
  'Post cadastrado',
);
export const updatePostRoute = declare.update('/v1/admin/blog', 'Edita, publica ou despublica um post', {
  body: updatePostRequest,
});
export const deletePostRoute = declare.delete(
  '/v1/admin/blog',
  'Exclui um post (id no cabeçalho `id`)',
  'Post deletado',
);

export function blogCommandRouter(deps: CommandDeps): Router {
  const posts = catalogueCommands(deps, { kind: 'post', stream: postStream, decider: postDecider, messages: m });
  return commandRouter(deps.route, [
    route(createPostRoute, (ctx) => {
      const { titulo: title, code, published } = ctx.body;
      const html = sanitizePostHtml(code);
      return posts.create(ctx, (postId) => ({ type: 'CreatePost', postId, title, html, published }));
    }),
    route(updatePostRoute, (ctx) => {
      const { id: postId, titulo: title, code, published } = ctx.body;
      return posts.save(ctx, postId, { type: 'EditPost', postId, title, html: sanitizePostHtml(code), published });
    }),
    route(deletePostRoute, (ctx) => posts.delete(ctx, ctx.headers.id, { type: 'DeletePost', postId: ctx.headers.id })),
  ]);
}
