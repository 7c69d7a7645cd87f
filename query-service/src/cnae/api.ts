import { Router } from 'express';
import type { CnaeClassView } from '@conectasst/common/api/cnae';
import { CNAE_SEARCH_LIMIT, cnaeCodeParams, cnaeLookupResponse, cnaeMessages, cnaeSearchQuery, cnaeSearchResponse } from '@conectasst/common/api/cnae';
import type { CnaeClass } from '@conectasst/common/referenceData/cnae';
import { CNAE_GRADE_SOURCE, gradeLabel, gradeMeaning, parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';

const TAG = 'Diagnóstico SST';

export const cnaeLookupRoute = defineRoute({
  method: 'get',
  path: '/v1/cnae/:code',
  summary: 'Classe CNAE e seu grau de risco (NR-4, Anexo I): classe `47.11-3` ou subclasse `4711-3/02` / `4711302`, com ou sem pontuação',
  tags: [TAG],
  access: 'public',
  kind: 'query',
  params: cnaeCodeParams,
  responses: {
    200: { description: 'A classe, seu nome e seu grau de risco', schema: cnaeLookupResponse },
    400: { description: 'Código CNAE malformado' },
    404: { description: 'Classe fora da relação da NR-4' },
  },
});

export const cnaeSearchRoute = defineRoute({
  method: 'get',
  path: '/v1/cnae',
  summary: `Classes CNAE pelas palavras do nome (sem distinção de acentos e maiúsculas), as mais próximas primeiro (até ${CNAE_SEARCH_LIMIT})`,
  tags: [TAG],
  access: 'public',
  kind: 'query',
  query: cnaeSearchQuery,
  responses: { 200: { description: 'Classes encontradas (lista vazia quando nenhuma)', schema: cnaeSearchResponse }, 400: { description: 'Texto ausente ou longo demais' } },
});

export const cnaeView = (c: CnaeClass): CnaeClassView => ({
  code: c.code,
  name: c.name,
  grade: c.grade,
  gradeLabel: gradeLabel[c.grade],
  section: c.section,
  source: CNAE_GRADE_SOURCE,
});

/** The class of a code typed by a user, or a 400/404 with a Portuguese message. */
export function findCnaeClass(input: string): CnaeClass {
  const parsed = parseCnaeCode(input);
  if (!parsed.ok) throw new HttpError(400, cnaeMessages.malformed);
  const found = loadCnaeTable().find(parsed.classCode);
  if (!found) throw new HttpError(404, cnaeMessages.notFound(parsed.classCode));
  return found;
}

/** Reference data, not a read model: answered from the CSV loaded in memory. */
export function cnaeQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    cnaeLookupRoute,
    async ({ params }) => {
      const found = findCnaeClass(params.code);
      return { body: { data: { ...cnaeView(found), meaning: gradeMeaning[found.grade] } } };
    },
    deps.route,
  );
  mountRoute(
    router,
    cnaeSearchRoute,
    async ({ query }) => ({ body: { data: loadCnaeTable().search(query.q, CNAE_SEARCH_LIMIT).map(cnaeView) } }),
    deps.route,
  );
  return router;
}
