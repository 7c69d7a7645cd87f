import type { Router } from 'express';
import {
  legalAcceptanceSchema,
  legalDocumentSchema,
  legalKindParams,
  legalMessages,
} from '@conectasst/common/api/legal';
import { withController } from '@conectasst/common/rules/lgpdRules';
import { currentLegalDocument, legalAcceptanceOf } from '@conectasst/projections/legal/legalDocumentsQueries';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, found, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Conteúdo'], access: 'public' });

export const legalDocumentRoute = declare.get(
  '/v1/legal/:kind',
  'Versão em vigor dos Termos de Uso (`termos-de-uso`) ou da Política de Privacidade (`politica-de-privacidade`): número, data e texto',
  {
    params: legalKindParams,
    responses: recordResponse('O documento', legalDocumentSchema, legalMessages.notFound),
  },
);

export const legalAcceptanceRoute = declare.get(
  '/v1/legal/acceptance',
  'Versões em vigor, as últimas aceitas pelo parceiro e se o aceite deve ser pedido de novo (`pending`)',
  {
    access: 'provider',
    responses: dataResponse('Situação do aceite', legalAcceptanceSchema),
  },
);

export function legalQueryRouter(deps: QueryDeps): Router {
  // The fixed path first: `/v1/legal/acceptance` is not a document kind.
  return queryRouter(deps)
    .add(legalAcceptanceRoute, async ({ user }) => data(await legalAcceptanceOf(deps.pool, user.id)))
    .add(legalDocumentRoute, async ({ params }) => {
      const document = found(await currentLegalDocument(deps.pool, params.kind), legalMessages.notFound);
      // The controller's name, CNPJ and encarregado come from the configuration (docs/lgpd.md).
      return data({ ...document, body: withController(document.body, deps.lgpdController ?? { name: 'ConectaSST' }) });
    }).router;
}
