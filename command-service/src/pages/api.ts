import { Router } from 'express';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { createFaqRequest, faqIdQuery, pageQuery, saveHomeRequest, updateFaqRequest, updateMvvRequest, updatePageBody } from '@conectasst/common/api/pages';
import { messages } from '@conectasst/common/rules/messages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import { NUL_CHARACTER } from '@conectasst/common/rules/textRules';
import { faqStream, homePageStream, mvvStream } from '@conectasst/events/schemas/pageEvents';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { faqDecider } from './faq';
import { homeDecider } from './home';
import { mvvDecider } from './mvv';

export const updatePageRoute = defineRoute({
  method: 'put',
  path: '/v1/pages',
  summary:
    'Salva conteúdo: `page=home` (title, subtitle, about, item1–3), `page=common_questions` (id, title, description) ou `page=quest` (questID, description)',
  tags: ['Conteúdo'],
  access: 'admin',
  kind: 'command',
  query: pageQuery,
  body: updatePageBody,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'Item não encontrado' } },
});

export const createFaqRoute = defineRoute({
  method: 'post',
  path: '/v1/pages',
  summary: 'Nova pergunta frequente (title, description)',
  tags: ['Conteúdo'],
  access: 'admin',
  kind: 'command',
  body: createFaqRequest,
  responses: { 201: { description: 'Pergunta cadastrada', schema: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }) } },
});

export const deleteFaqRoute = defineRoute({
  method: 'delete',
  path: '/v1/pages',
  summary: 'Exclui uma pergunta frequente (`common_questions_id`)',
  tags: ['Conteúdo'],
  access: 'admin',
  kind: 'command',
  query: faqIdQuery,
  responses: { 200: { description: 'Pergunta deletada', schema: messageBodySchema }, 404: { description: 'Pergunta não encontrada' } },
});

/**
 * The PUT body depends on the page: validated here with that page's schema, with the same shape as elsewhere. The
 * document can only state a free object for it, so a body wrong for its page is a 422 (ADR 0114).
 */
function parseBody<T extends ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  // NUL in a field the page keeps: a rule the free object of the document cannot state, so 422 like the rest.
  if (result.success && Object.values(result.data as Record<string, unknown>).some((v) => typeof v === 'string' && v.includes(NUL_CHARACTER))) {
    throw new HttpError(422, messages.invalidCharacters);
  }
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ path: ['body', ...issue.path.map(String)].join('.'), message: issue.message }));
  throw new HttpError(422, fields[0]!.message, fields);
}

export function pagesCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    updatePageRoute,
    async ({ query, body, user, idempotencyKey }) => {
      const metadata = metadataFor(user, idempotencyKey);
      let result;
      switch (query.page) {
        case 'home': {
          const content = parseBody(saveHomeRequest, body);
          result = await deps.commands.handle(homePageStream, homeDecider, { type: 'SaveHome', content }, metadata);
          break;
        }
        case 'common_questions': {
          const faq = parseBody(updateFaqRequest, body);
          result = await deps.commands.handle(faqStream(faq.id), faqDecider, { type: 'EditFaq', faqId: faq.id, title: faq.title, description: faq.description }, metadata);
          break;
        }
        case 'quest': {
          const entry = parseBody(updateMvvRequest, body);
          result = await deps.commands.handle(mvvStream(entry.questID), mvvDecider, { type: 'EditMvvEntry', entryId: entry.questID, description: entry.description }, metadata);
          break;
        }
      }
      return { body: { message: pageMessages.saved }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    createFaqRoute,
    async ({ body, user, idempotencyKey }) => {
      const faqId = await deps.ids.next('faq', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        faqStream(faqId),
        faqDecider,
        { type: 'CreateFaq', faqId, title: body.title, description: body.description },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: pageMessages.faqCreated, data: { id: faqId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    deleteFaqRoute,
    async ({ query, user, idempotencyKey }) => {
      const faqId = query.common_questions_id;
      const result = await deps.commands.handle(faqStream(faqId), faqDecider, { type: 'DeleteFaq', faqId }, metadataFor(user, idempotencyKey));
      return { body: { message: pageMessages.faqDeleted }, position: result.position };
    },
    deps.route,
  );

  return router;
}
