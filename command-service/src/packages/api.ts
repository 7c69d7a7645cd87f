import type { Router } from 'express';
import { createPackageRequest, updatePackageRequest } from '@conectasst/common/api/packages';
import { packageMessages as m } from '@conectasst/common/rules/packageRules';
import { packageStream } from '@conectasst/events/schemas/packageEvents';
import { catalogueCommands, catalogueRoutes } from '../infrastructure/catalogueRoutes';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import { packageDecider } from './businessLogic';

const declare = catalogueRoutes({ tag: 'Pacotes de créditos', notFound: 'Pacote não encontrado' });

export const createPackageRoute = declare.create(
  '/v1/admin/packages',
  'Cadastra um pacote de créditos (nome, créditos, demandas, preço em reais)',
  createPackageRequest,
  'Pacote cadastrado',
);
export const updatePackageRoute = declare.update('/v1/admin/packages', 'Edita nome e situação de um pacote', {
  body: updatePackageRequest,
});
export const deletePackageRoute = declare.delete(
  '/v1/admin/packages',
  'Exclui um pacote (id no cabeçalho `id`)',
  'Pacote deletado',
);

export function packagesCommandRouter(deps: CommandDeps): Router {
  const packages = catalogueCommands(deps, {
    kind: 'package',
    stream: packageStream,
    decider: packageDecider,
    messages: m,
  });
  return commandRouter(deps.route, [
    route(createPackageRoute, (ctx) => {
      const { name, credits, ndemanda: demands, price: priceCents } = ctx.body;
      return packages.create(ctx, (packageId) => ({
        type: 'CreatePackage',
        packageId,
        name,
        credits,
        demands,
        priceCents,
      }));
    }),
    route(updatePackageRoute, (ctx) => {
      const { id: packageId, name, status } = ctx.body;
      return packages.save(ctx, packageId, { type: 'UpdatePackage', packageId, name, status });
    }),
    route(deletePackageRoute, (ctx) =>
      packages.delete(ctx, ctx.headers.id, { type: 'DeletePackage', packageId: ctx.headers.id }),
    ),
  ]);
}
