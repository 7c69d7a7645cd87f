import { Router } from 'express';
import { z } from 'zod';
import { faqIdQuery, faqSchema, homeContentSchema, mvvEntrySchema, pageQuery, socialOptionSchema } from '@conectasst/common/api/pages';
import type { Faq, HomeContent, MvvEntry, SocialOption } from '@conectasst/common/api/pages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
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
          const r = await deps.pool.query<HomeContent>('SELECT title, subtitle, about, item1, item2, item3 FROM home_content');
          return { body: { data: r.rows[0] ?? null } };
        }
        case 'common_questions': {
          const r = await deps.pool.query<Faq>('SELECT id, title, description FROM faqs ORDER BY id');
          return { body: { data: r.rows } };
        }
        case 'quest': {
          const r = await deps.pool.query<MvvEntry>(
            `SELECT id, type, description FROM mvv_entries ORDER BY array_position(ARRAY['mission', 'vision', 'value'], type), id`,
          );
          return { body: { data: r.rows } };
        }
      }
    },
    deps.route,
  );

  mountRoute(
    router,
    getFaqRoute,
    async ({ query }) => {
      const r = await deps.pool.query<Faq>('SELECT id, title, description FROM faqs WHERE id = $1', [query.common_questions_id]);
      if (!r.rows[0]) throw new HttpError(404, pageMessages.faqNotFound);
      return { body: { data: r.rows[0] } };
    },
    deps.route,
  );

  mountRoute(
    router,
    socialRoute,
    async () => ({ body: { data: (await deps.pool.query<SocialOption>('SELECT id, name FROM social_options ORDER BY id')).rows } }),
    deps.route,
  );

  return router;
}
