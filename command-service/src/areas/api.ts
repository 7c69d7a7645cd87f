import { Router } from 'express';
import { createAreaRequest, createAreaResponse, idHeader, updateAreaRequest } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { areaMessages } from '@conectasst/common/rules/areaRules';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { areaDecider } from './businessLogic';

export const createAreaRoute = defineRoute({
  method: 'post',
  path: '/v1/area',
  summary: 'Cadastra uma área',
  tags: ['Áreas'],
  access: 'admin',
  kind: 'command',
  body: createAreaRequest,
  responses: { 201: { description: 'Área cadastrada', schema: createAreaResponse } },
});

export const updateAreaRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/area',
  summary: 'Edita nome e situação de uma área',
  tags: ['Áreas'],
  access: 'admin',
  kind: 'command',
  body: updateAreaRequest,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'Área não encontrada' } },
});

export const deleteAreaRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/area',
  summary: 'Exclui uma área (id no cabeçalho `id`)',
  tags: ['Áreas'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: { 200: { description: 'Área deletada', schema: messageBodySchema }, 404: { description: 'Área não encontrada' } },
});

export function areasCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    createAreaRoute,
    async ({ body, user, idempotencyKey }) => {
      const areaId = await deps.ids.next('area', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        areaStream(areaId),
        areaDecider,
        { type: 'CreateArea', areaId, name: body.name },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: areaMessages.created, data: { id: areaId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    updateAreaRoute,
    async ({ body, user, idempotencyKey }) => {
      const result = await deps.commands.handle(
        areaStream(body.id),
        areaDecider,
        { type: 'UpdateArea', areaId: body.id, name: body.name, status: body.status },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: areaMessages.saved }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    deleteAreaRoute,
    async ({ headers, user, idempotencyKey }) => {
      const result = await deps.commands.handle(
        areaStream(headers.id),
        areaDecider,
        { type: 'DeleteArea', areaId: headers.id },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: areaMessages.deleted }, position: result.position };
    },
    deps.route,
  );

  return router;
}

