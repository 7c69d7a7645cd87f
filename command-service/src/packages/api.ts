import type { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { createPackageRequest, updatePackageRequest } from '@conectasst/common/api/packages';
import { packageMessages as m } from '@conectasst/common/rules/packageRules';
import { packageStream } from '@conectasst/events/schemas/packageEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  createdWithId,
  decide,
  messageResponses,
  newId,
  route,
} from '../infrastructure/commandRoutes';
import { packageDecider } from './businessLogic';

const declare = commandRoutes({ tags: ['Pacotes de créditos'], access: 'admin' });
const notFound = { 404: 'Pacote não encontrado' };

export const createPackageRoute = declare.post(
  '/v1/admin/packages',
  'Cadastra um pacote de créditos (nome, créditos, demandas, preço em reais)',
  {
    body: createPackageRequest,
    responses: createdResponses('Pacote cadastrado'),
  },
);
export const updatePackageRoute = declare.put('/v1/admin/packages', 'Edita nome e situação de um pacote', {
  body: updatePackageRequest,
  responses: messageResponses('Registro salvo', notFound),
});
export const deletePackageRoute = declare.delete('/v1/admin/packages', 'Exclui um pacote (id no cabeçalho `id`)', {
  headers: idHeader,
  responses: messageResponses('Pacote deletado', notFound),
});

export function packagesCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(createPackageRoute, async (ctx) => {
      const { name, credits, ndemanda: demands, price: priceCents } = ctx.body;
      const packageId = await newId(deps, 'package', ctx);
      return createdWithId(
        m.created,
        packageId,
        await decide(deps, ctx, packageStream(packageId), packageDecider, {
          type: 'CreatePackage',
          packageId,
          name,
          credits,
          demands,
          priceCents,
        }),
      );
    }),
    route(updatePackageRoute, async (ctx) => {
      const { id: packageId, name, status } = ctx.body;
      return answer(
        m.saved,
        await decide(deps, ctx, packageStream(packageId), packageDecider, {
          type: 'UpdatePackage',
          packageId,
          name,
          status,
        }),
      );
    }),
    route(deletePackageRoute, async (ctx) =>
      answer(
        m.deleted,
        await decide(deps, ctx, packageStream(ctx.headers.id), packageDecider, {
          type: 'DeletePackage',
          packageId: ctx.headers.id,
        }),
      ),
    ),
  ]);
}
