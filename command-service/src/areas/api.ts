import type { Router } from 'express';
import { createAreaRequest, createAreaResponse, updateAreaRequest } from '@conectasst/common/api/areas';
import { areaMessages as m } from '@conectasst/common/rules/areaRules';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { catalogueCommands, catalogueRoutes } from '../infrastructure/catalogueRoutes';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import { areaDecider } from './businessLogic';

const declare = catalogueRoutes({ tag: 'Áreas', notFound: 'Área não encontrada' });

export const createAreaRoute = declare.create('/v1/area', 'Cadastra uma área', createAreaRequest, 'Área cadastrada', {
  schema: createAreaResponse,
});
export const updateAreaRoute = declare.update('/v1/admin/area', 'Edita nome e situação de uma área', {
  body: updateAreaRequest,
});
export const deleteAreaRoute = declare.delete(
  '/v1/admin/area',
  'Exclui uma área (id no cabeçalho `id`)',
  'Área deletada',
);

export function areasCommandRouter(deps: CommandDeps): Router {
  const areas = catalogueCommands(deps, { kind: 'area', stream: areaStream, decider: areaDecider, messages: m });
  return commandRouter(deps.route, [
    route(createAreaRoute, (ctx) =>
      areas.create(ctx, (areaId) => ({ type: 'CreateArea', areaId, name: ctx.body.name })),
    ),
    route(updateAreaRoute, (ctx) => {
      const { id: areaId, name, status } = ctx.body;
      return areas.save(ctx, areaId, { type: 'UpdateArea', areaId, name, status });
    }),
    route(deleteAreaRoute, (ctx) => areas.delete(ctx, ctx.headers.id, { type: 'DeleteArea', areaId: ctx.headers.id })),
  ]);
}
