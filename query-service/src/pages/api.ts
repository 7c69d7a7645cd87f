import { Router } from 'express';
import { z } from 'zod';
import { faqIdQuery, faqSchema, homeContentSchema, mvvEntrySchema, pageQuery, socialOptionSchema } from '@conectasst/common/api/pages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { findFaq, homeContent, listFaqs, listMvvEntries, listSocialOptions } from '@conectasst/projections/pages/pagesQueries';
import type { QueryDeps } from '../queryContext';

export const getPageRoute = defineRoute({
  method: 'get',
  path: '/v1/pages',
  summary: 'Conteúdo público: `page=home` (textos da home), `common_questions` (perguntas frequentes) ou `quest` (missão, visão e valores)',
  tags: ['Conteúdo'],
  access: 'public',
  kind: 'query',
  query: pageQuery,
  responses: {
    200: {
      description: 'A home, ou a lista da página',
      schema: z.object({ data: z.union([homeContentSchema.nullable(), z.array(faqSchema), z.array(mvvEntrySchema)]) }),
    },
  },
});

export const getFaqRoute = defineRoute({
  method: 'get',
  path: '/v1/pages/item',
  summary: 'Uma pergunta frequente (`common_questions_id`)',
  tags: ['Conteúdo'],
  access: 'public',
  kind: 'query',
  query: faqIdQuery,
  responses: { 200: { description: 'A pergunta', schema: z.object({ data: faqSchema }) }, 404: { description: 'Pergunta não encontrada' } },
});

export const socialRoute = defineRoute({
  method: 'get',
  path: '/v1/social',
  summary: "Opções de 'Como nos conheceu?'",
  tags: ['Conteúdo'],
  access: 'public',
  kind: 'query',
  responses: { 200: { description: 'Opções', schema: z.object({ data: z.array(socialOptionSchema) }) } },
});

export function pagesQueryRouter(deps: QueryDeps): Router {
  const router = Router();

  mountRoute(
    router,
    getPageRoute,
    async ({ query }) => {
      switch (query.page) {
        case 'home': {
          return { body: { data: await homeContent(deps.pool) } };
        }
        case 'common_questions': {
          return { body: { data: await listFaqs(deps.pool) } };
        }
        case 'quest': {
          return { body: { data: await listMvvEntries(deps.pool) } };
        }
      }
    },
    deps.route,
  );

  mountRoute(
    router,
    getFaqRoute,
    async ({ query }) => {
      const faq = await findFaq(deps.pool, query.common_questions_id);
      if (!faq) throw new HttpError(404, pageMessages.faqNotFound);
      return { body: { data: faq } };
    },
    deps.route,
  );

  mountRoute(
    router,
    socialRoute,
    async () => ({ body: { data: await listSocialOptions(deps.pool) } }),
    deps.route,
  );

  return router;
}
