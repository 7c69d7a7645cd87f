import { Router } from 'express';
import { z } from 'zod';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { createPackageRequest, updatePackageRequest } from '@conectasst/common/api/packages';
import { packageMessages as m } from '@conectasst/common/rules/packageRules';
import { packageStream } from '@conectasst/events/schemas/packageEvents';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { packageDecider } from './businessLogic';

const tags = ['Pacotes de créditos'];

export const createPackageRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/packages',
  summary: 'Cadastra um pacote de créditos (nome, créditos, demandas, preço em reais)',
  tags,
  access: 'admin',
  kind: 'command',
  body: createPackageRequest,
  responses: { 201: { description: 'Pacote cadastrado', schema: z.object({ message: z.string(), data: z.object({ id: z.number().int() }) }) } },
});

export const updatePackageRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/packages',
  summary: 'Edita nome e situação de um pacote',
  tags,
  access: 'admin',
  kind: 'command',
  body: updatePackageRequest,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'Pacote não encontrado' } },
});

export const deletePackageRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/packages',
  summary: 'Exclui um pacote (id no cabeçalho `id`)',
  tags,
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: { 200: { description: 'Pacote deletado', schema: messageBodySchema }, 404: { description: 'Pacote não encontrado' } },
});

export function packagesCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  mountRoute(
    router,
    createPackageRoute,
    async ({ body, user, idempotencyKey }) => {
      const packageId = await deps.ids.next('package', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        packageStream(packageId),
        packageDecider,
        { type: 'CreatePackage', packageId, name: body.name, credits: body.credits, demands: body.ndemanda, priceCents: body.price },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: m.created, data: { id: packageId } }, position: result.position };
    },
    deps.route,
  );
  mountRoute(
    router,
    updatePackageRoute,
    async ({ body, user, idempotencyKey }) => {
      const result = await deps.commands.handle(
        packageStream(body.id),
        packageDecider,
        { type: 'UpdatePackage', packageId: body.id, name: body.name, status: body.status },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: m.saved }, position: result.position };
    },
    deps.route,
  );
  mountRoute(
    router,
    deletePackageRoute,
    async ({ headers, user, idempotencyKey }) => {
      const result = await deps.commands.handle(packageStream(headers.id), packageDecider, { type: 'DeletePackage', packageId: headers.id }, metadataFor(user, idempotencyKey));
      return { body: { message: m.deleted }, position: result.position };
    },
    deps.route,
  );
  return router;
}
