import type { Router } from 'express';
import {
  CNAE_SEARCH_LIMIT,
  cnaeCodeParams,
  cnaeLookupResponse,
  cnaeSearchQuery,
  cnaeSearchResponse,
} from '@conectasst/common/api/cnae';
import { gradeMeaning } from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import type { QueryDeps } from '../queryContext';
import { data, queryRouter, queryRoutes } from '../queryRoutes';
import { cnaeView, findCnaeClass } from './cnaeLookup';
import { cnaePagesRouter } from './cnaePages';
import { diagnosisQueryRouter } from './diagnosis';

const TAG = 'Diagnóstico SST';
const declare = queryRoutes({ tags: [TAG], access: 'public' });

export const cnaeLookupRoute = declare.get(
  '/v1/cnae/:code',
  'Classe CNAE e seu grau de risco (NR-4, Anexo I): classe `47.11-3` ou subclasse `4711-3/02` / `4711302`, com ou sem pontuação',
  {
    params: cnaeCodeParams,
    responses: {
      200: { description: 'A classe, seu nome e seu grau de risco', schema: cnaeLookupResponse },
      400: { description: 'Código CNAE malformado' },
      404: { description: 'Classe fora da relação da NR-4' },
    },
  },
);

export const cnaeSearchRoute = declare.get(
  '/v1/cnae',
  `Classes CNAE pelas palavras do nome (sem distinção de acentos e maiúsculas), as mais próximas primeiro (até ${CNAE_SEARCH_LIMIT})`,
  {
    query: cnaeSearchQuery,
    responses: {
      200: { description: 'Classes encontradas (lista vazia quando nenhuma)', schema: cnaeSearchResponse },
      400: { description: 'Texto ausente ou longo demais' },
    },
  },
);

/** Reference data, not a read model: answered from the CSV loaded in memory. */
export function cnaeQueryRouter(deps: QueryDeps): Router {
  const { router } = queryRouter(deps)
    .add(cnaeLookupRoute, async ({ params }) => {
      const found = findCnaeClass(params.code);
      return data({ ...cnaeView(found), meaning: gradeMeaning[found.grade] });
    })
    .add(cnaeSearchRoute, async ({ query }) => data(loadCnaeTable().search(query.q, CNAE_SEARCH_LIMIT).map(cnaeView)));
  router.use(diagnosisQueryRouter(deps));
  // The /cnae pages (HTML, outside /v1 and the OpenAPI document; ADR 0116).
  router.use(cnaePagesRouter(deps));
  return router;
}
