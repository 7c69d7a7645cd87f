import type { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { createNrRequest, createNrResponse, updateNrRequest } from '@conectasst/common/api/nrs';
import { nrMessages as m } from '@conectasst/common/rules/nrRules';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
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
import { nrDecider } from './businessLogic';
import { assertAreaExists } from './catalogueChecks';

const declare = commandRoutes({ tags: ['NRs'], access: 'admin' });
const notFound = { 404: 'NR não encontrada' };

export const createNrRoute = declare.post('/v1/admin/nrs', 'Cadastra uma NR numa área', {
  body: createNrRequest,
  responses: createdResponses('NR cadastrada', { 422: 'Área inexistente' }, createNrResponse),
});
export const updateNrRoute = declare.put(
  '/v1/admin/nrs',
  'Edita nome, área e situação de uma NR (id no cabeçalho `id`)',
  {
    headers: idHeader,
    body: updateNrRequest,
    responses: messageResponses('Registro salvo', notFound),
  },
);
export const deleteNrRoute = declare.delete('/v1/admin/nrs', 'Exclui uma NR (id no cabeçalho `id`)', {
  headers: idHeader,
  responses: messageResponses('NR deletada', notFound),
});

export function nrsCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(createNrRoute, async (ctx) => {
      const { name, area_id: areaId } = ctx.body;
      await assertAreaExists(deps, areaId);
      const nrId = await newId(deps, 'nr', ctx);
      return createdWithId(
        m.created,
        nrId,
        await decide(deps, ctx, nrStream(nrId), nrDecider, { type: 'CreateNr', nrId, name, areaId }),
      );
    }),
    route(updateNrRoute, async (ctx) => {
      const { name, area_id: areaId, status } = ctx.body;
      await assertAreaExists(deps, areaId);
      return answer(
        m.saved,
        await decide(deps, ctx, nrStream(ctx.headers.id), nrDecider, {
          type: 'UpdateNr',
          nrId: ctx.headers.id,
          name,
          areaId,
          status,
        }),
      );
    }),
    route(deleteNrRoute, async (ctx) =>
      answer(
        m.deleted,
        await decide(deps, ctx, nrStream(ctx.headers.id), nrDecider, { type: 'DeleteNr', nrId: ctx.headers.id }),
      ),
    ),
  ]);
}
