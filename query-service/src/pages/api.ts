import type { Router } from 'express';
import { z } from 'zod';
import { faqIdQuery, faqSchema, homeContentSchema, mvvEntrySchema, pageQuery, socialOptionSchema } from '@conectasst/common/api/pages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import { findFaq, homeContent, listFaqs, listMvvEntries, listSocialOptions } from '@conectasst/projections/pages/pagesQueries';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, listResponse, notFoundResponse, queryRouter } from '../queryRoutes';

const tags = ['Conteúdo'];

export const getPageRoute = defineQuery({
  path: '/v1/pages',
  summary: 'Conteúdo público: `page=home` (textos da home), `common_questions` (perguntas frequentes) ou `quest` (missão, visão e valores)',
  tags,
  access: 'public',
  query: pageQuery,
  responses: dataResponse('A home, ou a lista da página', z.union([homeContentSchema.nullable(), z.array(faqSchema), z.array(mvvEntrySchema)])),
});

export const getFaqRoute = defineQuery({
  path: '/v1/pages/item',
  summary: 'Uma pergunta frequente (`common_questions_id`)',
  tags,
  access: 'public',
  query: faqIdQuery,
  responses: { ...dataResponse('A pergunta', faqSchema), ...notFoundResponse('Pergunta não encontrada') },
});

export const socialRoute = defineQuery({
  path: '/v1/social',
  summary: "Opções de 'Como nos conheceu?'",
  tags,
  access: 'public',
  responses: listResponse('Opções', socialOptionSchema),
});

export function pagesQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps)
    .add(getPageRoute, async ({ query }) => {
      switch (query.page) {
        case 'home':
          return data(await homeContent(deps.pool));
        case 'common_questions':
          return data(await listFaqs(deps.pool));
        case 'quest':
          return data(await listMvvEntries(deps.pool));
      }
    })
    .add(getFaqRoute, async ({ query }) => data(found(await findFaq(deps.pool, query.common_questions_id), pageMessages.faqNotFound)))
    .add(socialRoute, async () => data(await listSocialOptions(deps.pool))).router;
}
