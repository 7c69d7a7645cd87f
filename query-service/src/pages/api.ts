import type { Router } from 'express';
import { faqIdQuery, faqSchema, pageContentSchema, pageQuery, socialOptionSchema } from '@conectasst/common/api/pages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import {
  findFaq,
  homeContent,
  listFaqs,
  listMvvEntries,
  listSocialOptions,
} from '@conectasst/projections/pages/pagesQueries';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, found, listResponse, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Conteúdo'], access: 'public' });

export const getPageRoute = declare.get(
  '/v1/pages',
  'Conteúdo público: `page=home` (textos da home), `common_questions` (perguntas frequentes) ou `quest` (missão, visão e valores)',
  {
    query: pageQuery,
    responses: dataResponse('A home, ou a lista da página', pageContentSchema),
  },
);

export const getFaqRoute = declare.get('/v1/pages/item', 'Uma pergunta frequente (`common_questions_id`)', {
  query: faqIdQuery,
  responses: recordResponse('A pergunta', faqSchema, 'Pergunta não encontrada'),
});

export const socialRoute = declare.get('/v1/social', "Opções de 'Como nos conheceu?'", {
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
    .add(getFaqRoute, async ({ query }) =>
      data(found(await findFaq(deps.pool, query.common_questions_id), pageMessages.faqNotFound)),
    )
    .add(socialRoute, async () => data(await listSocialOptions(deps.pool))).router;
}
