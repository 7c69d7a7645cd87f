import { Router } from 'express';
import { cnpjLookupParams, cnpjLookupResponse, cnpjMessages } from '@conectasst/common/api/cnpj';
import { limitRequests } from '@conectasst/platform/http/rateLimit';
import { CnpjLookupUnavailable } from '@conectasst/platform/cnpj/cnpjLookup';
import type { RouteResult } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { data, defineQuery, found, queryRouter } from '../queryRoutes';

export const cnpjRoute = defineQuery({
  path: '/v1/cnpj/:cnpj',
  summary:
    'Dados públicos de um CNPJ (Receita Federal, via BrasilAPI): razão social, nome fantasia, CNAE principal, porte, situação cadastral e endereço',
  tags: ['Contas e cadastro de parceiros'],
  access: 'public',
  params: cnpjLookupParams,
  responses: {
    200: { description: 'Dados da empresa', schema: cnpjLookupResponse },
    404: { description: 'CNPJ não encontrado' },
    503: {
      description:
        'Consulta de CNPJ indisponível ou desligada (o formulário é preenchido à mão); tente de novo após Retry-After',
    },
  },
});

/** 503 with the reason and Retry-After: the forms let the user type instead (never a 500). */
const unavailable = (message: string): RouteResult => ({
  status: 503,
  body: { message },
  headers: { 'Retry-After': '30' },
});

export function cnpjRouter(deps: QueryDeps): Router {
  const router = Router();
  // Each lookup may call BrasilAPI: one address cannot turn us into its proxy (429 with Retry-After).
  if (deps.cnpjLookupsPerMinutePerIp !== undefined)
    router.get('/v1/cnpj/:cnpj', limitRequests({ windowMs: 60_000, limit: deps.cnpjLookupsPerMinutePerIp }));
  return queryRouter(deps, router).add(cnpjRoute, async ({ params }) => {
    const lookup = deps.cnpjLookup;
    if (!lookup || lookup.kind === 'off') return unavailable(cnpjMessages.off);
    try {
      return data(found(await lookup.find(params.cnpj.replace(/\D/g, '')), cnpjMessages.notFound));
    } catch (error) {
      if (error instanceof CnpjLookupUnavailable) return unavailable(cnpjMessages.unavailable);
      throw error;
    }
  }).router;
}
