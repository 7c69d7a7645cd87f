import type { Router } from 'express';
import type { ZodType } from 'zod';
import type { z } from 'zod';
import {
  createFaqRequest,
  faqIdQuery,
  pageQuery,
  saveHomeRequest,
  updateFaqRequest,
  updateMvvRequest,
  updatePageBody,
} from '@conectasst/common/api/pages';
import { messages } from '@conectasst/common/rules/messages';
import { pageMessages as m } from '@conectasst/common/rules/pageRules';
import { NUL_CHARACTER } from '@conectasst/common/rules/textRules';
import { faqStream, homePageStream, mvvStream } from '@conectasst/events/schemas/pageEvents';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { RouteHandler } from '@conectasst/platform/http/route';
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
import { faqDecider } from './faq';
import { homeDecider } from './home';
import { mvvDecider } from './mvv';

const declare = commandRoutes({ tags: ['Conteúdo'], access: 'admin' });

export const updatePageRoute = declare.put(
  '/v1/pages',
  'Salva conteúdo: `page=home` (title, subtitle, about, item1–3), `page=common_questions` (id, title, description) ou `page=quest` (questID, description)',
  {
    query: pageQuery,
    body: updatePageBody,
    responses: messageResponses('Registro salvo', { 404: 'Item não encontrado' }),
  },
);
export const createFaqRoute = declare.post('/v1/pages', 'Nova pergunta frequente (title, description)', {
  body: createFaqRequest,
  responses: createdResponses('Pergunta cadastrada'),
});
export const deleteFaqRoute = declare.delete('/v1/pages', 'Exclui uma pergunta frequente (`common_questions_id`)', {
  query: faqIdQuery,
  responses: messageResponses('Pergunta deletada', { 404: 'Pergunta não encontrada' }),
});

/**
 * The PUT body depends on the page: validated here with that page's schema, with the same shape as elsewhere. The
 * document can only state a free object for it, so a body wrong for its page is a 422 (ADR 0114).
 */
function parseBody<T extends ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  // NUL in a field the page keeps: a rule the free object of the document cannot state, so 422 like the rest.
  if (
    result.success &&
    Object.values(result.data as Record<string, unknown>).some(
      (v) => typeof v === 'string' && v.includes(NUL_CHARACTER),
    )
  ) {
    throw new HttpError(422, messages.invalidCharacters);
  }
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new HttpError(422, fields[0]!.message, fields);
}

/** PUT /v1/pages: the page's own body → its command (home, a FAQ entry, a mission/vision/values entry). */
function savePage(deps: CommandDeps): RouteHandler<typeof updatePageRoute> {
  return async (ctx) => {
    const { query, body } = ctx;
    switch (query.page) {
      case 'home':
        return answer(
          m.saved,
          await decide(deps, ctx, homePageStream, homeDecider, {
            type: 'SaveHome',
            content: parseBody(saveHomeRequest, body),
          }),
        );
      case 'common_questions': {
        const { id: faqId, title, description } = parseBody(updateFaqRequest, body);
        return answer(
          m.saved,
          await decide(deps, ctx, faqStream(faqId), faqDecider, { type: 'EditFaq', faqId, title, description }),
        );
      }
      case 'quest': {
        const { questID: entryId, description } = parseBody(updateMvvRequest, body);
        return answer(
          m.saved,
          await decide(deps, ctx, mvvStream(entryId), mvvDecider, { type: 'EditMvvEntry', entryId, description }),
        );
      }
    }
  };
}

export function pagesCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(updatePageRoute, savePage(deps)),
    route(createFaqRoute, async (ctx) => {
      const faqId = await newId(deps, 'faq', ctx);
      return createdWithId(
        m.faqCreated,
        faqId,
        await decide(deps, ctx, faqStream(faqId), faqDecider, {
          type: 'CreateFaq',
          faqId,
          title: ctx.body.title,
          description: ctx.body.description,
        }),
      );
    }),
    route(deleteFaqRoute, async (ctx) => {
      const faqId = ctx.query.common_questions_id;
      return answer(m.faqDeleted, await decide(deps, ctx, faqStream(faqId), faqDecider, { type: 'DeleteFaq', faqId }));
    }),
  ]);
}
