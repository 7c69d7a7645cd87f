import type { Router } from 'express';
import { legalDocumentSchema, legalKindParams, legalMessages } from '@conectasst/common/api/legal';
import { currentLegalDocument } from '@conectasst/projections/legal/legalDocumentsQueries';
import type { QueryDeps } from '../queryContext';
import { data, found, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Conteúdo'], access: 'public' });

export const legalDocumentRoute = declare.get('/v1/legal/:kind', 'Versão em vigor dos Termos de Uso (`termos-de-uso`) ou da Política de Privacidade (`politica-de-privacidade`): número, data e texto', {
  params: legalKindParams,
  responses: recordResponse('O documento', legalDocumentSchema, legalMessages.notFound),
});

export function legalQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(legalDocumentRoute, async ({ params }) => data(found(await currentLegalDocument(deps.pool, params.kind), legalMessages.notFound))).router;
}
