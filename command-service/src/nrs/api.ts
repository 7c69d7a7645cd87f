import type { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { createNrRequest, createNrResponse, updateNrRequest } from '@conectasst/common/api/nrs';
import { nrMessages as m } from '@conectasst/common/rules/nrRules';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import { catalogueCommands, catalogueRoutes } from '../infrastructure/catalogueRoutes';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import { nrDecider } from './businessLogic';
import { assertAreaExists } from './catalogueChecks';

const declare = catalogueRoutes({ tag: 'NRs', notFound: 'NR não encontrada' });

export const createNrRoute = declare.create(
  '/v1/admin/nrs',
  'Cadastra uma NR numa área',
  createNrRequest,
  'NR cadastrada',
  {
    refusals: { 422: 'Área inexistente' },
    schema: createNrResponse,
  },
);
export const updateNrRoute = declare.update(
  '/v1/admin/nrs',
  'Edita nome, área e situação de uma NR (id no cabeçalho `id`)',
  { headers: idHeader, body: updateNrRequest },
);
export const deleteNrRoute = declare.delete('/v1/admin/nrs', 'Exclui uma NR (id no cabeçalho `id`)', 'NR deletada');

export function nrsCommandRouter(deps: CommandDeps): Router {
  const nrs = catalogueCommands(deps, { kind: 'nr', stream: nrStream, decider: nrDecider, messages: m });
  return commandRouter(deps.route, [
    route(createNrRoute, async (ctx) => {
      const { name, area_id: areaId } = ctx.body;
      await assertAreaExists(deps, areaId);
      return nrs.create(ctx, (nrId) => ({ type: 'CreateNr', nrId, name, areaId }));
    }),
    route(updateNrRoute, async (ctx) => {
      const { name, area_id: areaId, status } = ctx.body;
      await assertAreaExists(deps, areaId);
      return nrs.save(ctx, ctx.headers.id, { type: 'UpdateNr', nrId: ctx.headers.id, name, areaId, status });
    }),
    route(deleteNrRoute, (ctx) => nrs.delete(ctx, ctx.headers.id, { type: 'DeleteNr', nrId: ctx.headers.id })),
  ]);
}
