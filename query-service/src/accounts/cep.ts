import { Router } from 'express';
import { cepAddressSchema, cepParams } from '@conectasst/common/api/accounts';
import { limitRequests } from '@conectasst/platform/http/rateLimit';
import type { QueryDeps } from '../queryContext';
import { data, dataResponse, defineQuery, found, queryRouter } from '../queryRoutes';

export const cepRoute = defineQuery({
  path: '/v1/cep/:cep',
  summary: 'Endereço de um CEP (8 dígitos), para preencher o logradouro',
  tags: ['Contas e cadastro de parceiros'],
  access: 'public',
  params: cepParams,
  responses: {
    ...dataResponse('Endereço', cepAddressSchema),
    404: { description: 'CEP não encontrado (ou serviço indisponível)' },
  },
});

export function cepRouter(deps: QueryDeps): Router {
  const router = Router();
  // Each lookup may call the outside service: one address cannot turn us into its proxy (429 with Retry-After).
  if (deps.cepLookupsPerMinutePerIp !== undefined)
    router.get('/v1/cep/:cep', limitRequests({ windowMs: 60_000, limit: deps.cepLookupsPerMinutePerIp }));
  return queryRouter(deps, router).add(cepRoute, async ({ params }) =>
    data(found(await deps.cepLookup?.find(params.cep), 'CEP não encontrado. Preencha o endereço.')),
  ).router;
}
