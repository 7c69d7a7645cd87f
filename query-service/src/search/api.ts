import type { Router } from 'express';
import { searchHeaders, searchResultSchema } from '@conectasst/common/api/services';
import { SEARCH_RESULTS_MAX, SEARCH_TEXT_MAX, serviceMessages } from '@conectasst/common/rules/serviceRules';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { QueryDeps } from '../queryContext';
import { data, defineQuery, listResponse, queryRouter } from '../queryRoutes';
import { searchServices } from '@conectasst/projections/services/servicesQueries';

export const searchRoute = defineQuery({
  path: '/v1/search',
  summary:
    'Busca da home: serviços ativos cujo nome (ou de suas NRs) contém o texto (cabeçalho `query` em base64, UTF-8)',
  tags: ['Busca'],
  access: 'public',
  headers: searchHeaders,
  responses: {
    ...listResponse(`Até ${SEARCH_RESULTS_MAX} serviços`, searchResultSchema),
    422: { description: `Base64 válido que não é texto UTF-8 de até ${SEARCH_TEXT_MAX} caracteres sem NUL` },
  },
});

/**
 * Base64 → UTF-8 text. The header's shape (base64) is the document's pattern and a 400; well-formed base64 whose bytes
 * are not UTF-8 text within the limits is refused with 422 (the pattern cannot state it, ADR 0114).
 */
function decodeSearchText(encoded: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(encoded, 'base64'));
  } catch {
    throw new HttpError(422, serviceMessages.invalidSearch);
  }
}

export function searchQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(searchRoute, async ({ headers }) => {
    const text = headers.query ? decodeSearchText(headers.query) : '';
    if (text.length > SEARCH_TEXT_MAX || text.includes('\u0000'))
      throw new HttpError(422, serviceMessages.invalidSearch);
    return data(await searchServices(deps.pool, text, SEARCH_RESULTS_MAX));
  }).router;
}
