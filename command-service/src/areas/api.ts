import type { Router } from 'express';
import { createAreaRequest, createAreaResponse, idHeader, updateAreaRequest } from '@conectasst/common/api/areas';
import { areaMessages as m } from '@conectasst/common/rules/areaRules';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
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
import { areaDecider } from './businessLogic';

const declare = commandRoutes({ tags: ['Áreas'], access: 'admin' });
const notFound = { 404: 'Área não encontrada' };

export const createAreaRoute = declare.post('/v1/area', 'Cadastra uma área', {
  body: createAreaRequest,
  responses: createdResponses('Área cadastrada', {}, createAreaResponse),
});
export const updateAreaRoute = declare.put('/v1/admin/area', 'Edita nome e situação de uma área', {
  body: updateAreaRequest,
  responses: messageResponses('Registro salvo', notFound),
});
export const deleteAreaRoute = declare.delete('/v1/admin/area', 'Exclui uma área (id no cabeçalho `id`)', {
  headers: idHeader,
  responses: messageResponses('Área deletada', notFound),
});

export function areasCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(createAreaRoute, async (ctx) => {
      const areaId = await newId(deps, 'area', ctx);
      return createdWithId(
        m.created,
        areaId,
        await decide(deps, ctx, areaStream(areaId), areaDecider, { type: 'CreateArea', areaId, name: ctx.body.name }),
      );
    }),
    route(updateAreaRoute, async (ctx) => {
      const { id: areaId, name, status } = ctx.body;
      return answer(
        m.saved,
        await decide(deps, ctx, areaStream(areaId), areaDecider, { type: 'UpdateArea', areaId, name, status }),
      );
    }),
    route(deleteAreaRoute, async (ctx) =>
      answer(
        m.deleted,
        await decide(deps, ctx, areaStream(ctx.headers.id), areaDecider, {
          type: 'DeleteArea',
          areaId: ctx.headers.id,
        }),
      ),
    ),
  ]);
}
