import { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { createNrRequest, createNrResponse, updateNrRequest } from '@conectasst/common/api/nrs';
import { nrMessages } from '@conectasst/common/rules/nrRules';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { nrDecider } from './businessLogic';
import { assertAreaExists } from './catalogueChecks';

export const createNrRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/nrs',
  summary: 'Cadastra uma NR numa área',
  tags: ['NRs'],
  access: 'admin',
  kind: 'command',
  body: createNrRequest,
  responses: { 201: { description: 'NR cadastrada', schema: createNrResponse }, 422: { description: 'Área inexistente' } },
});

export const updateNrRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/nrs',
  summary: 'Edita nome, área e situação de uma NR (id no cabeçalho `id`)',
  tags: ['NRs'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  body: updateNrRequest,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'NR não encontrada' } },
});

export const deleteNrRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/nrs',
  summary: 'Exclui uma NR (id no cabeçalho `id`)',
  tags: ['NRs'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: { 200: { description: 'NR deletada', schema: messageBodySchema }, 404: { description: 'NR não encontrada' } },
});

export function nrsCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    createNrRoute,
    async ({ body, user, idempotencyKey }) => {
      await assertAreaExists(deps, body.area_id);
      const nrId = await deps.ids.next('nr', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        nrStream(nrId),
        nrDecider,
        { type: 'CreateNr', nrId, name: body.name, areaId: body.area_id },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: nrMessages.created, data: { id: nrId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    updateNrRoute,
    async ({ body, headers, user, idempotencyKey }) => {
      await assertAreaExists(deps, body.area_id);
      const result = await deps.commands.handle(
        nrStream(headers.id),
        nrDecider,
        { type: 'UpdateNr', nrId: headers.id, name: body.name, areaId: body.area_id, status: body.status },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: nrMessages.saved }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    deleteNrRoute,
    async ({ headers, user, idempotencyKey }) => {
      const result = await deps.commands.handle(nrStream(headers.id), nrDecider, { type: 'DeleteNr', nrId: headers.id }, metadataFor(user, idempotencyKey));
      return { body: { message: nrMessages.deleted }, position: result.position };
    },
    deps.route,
  );

  return router;
}
