import { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { createServiceRequest, createServiceResponse, updateServiceRequest } from '@conectasst/common/api/services';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { assertAreaExists, loadExistingNrs } from '../nrs/catalogueChecks';
import { serviceDecider } from './businessLogic';

export const createServiceRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/services',
  summary: 'Cadastra um serviço (nome, área e NRs opcionais, só ativas; `applicability` opcional: quando o diagnóstico o indica)',
  tags: ['Serviços'],
  access: 'admin',
  kind: 'command',
  body: createServiceRequest,
  responses: { 201: { description: 'Serviço cadastrado', schema: createServiceResponse }, 422: { description: 'Área ou NR inexistente ou inativa' } },
});

export const updateServiceRoute = defineRoute({
  method: 'put',
  path: '/v1/admin/services',
  summary: 'Edita nome, NRs, área, situação e aplicação no diagnóstico (`applicability`; ausente = mantida, null = retirada) de um serviço',
  tags: ['Serviços'],
  access: 'admin',
  kind: 'command',
  body: updateServiceRequest,
  responses: { 200: { description: 'Registro salvo', schema: messageBodySchema }, 404: { description: 'Serviço não encontrado' } },
});

export const deleteServiceRoute = defineRoute({
  method: 'delete',
  path: '/v1/admin/services',
  summary: 'Exclui um serviço (id no cabeçalho `id`)',
  tags: ['Serviços'],
  access: 'admin',
  kind: 'command',
  headers: idHeader,
  responses: { 200: { description: 'Serviço deletado', schema: messageBodySchema }, 404: { description: 'Serviço não encontrado' } },
});

export function servicesCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    createServiceRoute,
    async ({ body, user, idempotencyKey }) => {
      await assertAreaExists(deps, body.area, serviceMessages.areaNotFound);
      // Spec §4: the add form offers only active NRs.
      const nrs = await loadExistingNrs(deps, body.nr, serviceMessages.nrNotFound);
      if (nrs.some((nr) => nr.status !== 'active')) throw new DomainError('invalid', serviceMessages.nrInactive);
      const serviceId = await deps.ids.next('service', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        serviceStream(serviceId),
        serviceDecider,
        { type: 'CreateService', serviceId, name: body.name, areaId: body.area, nrIds: body.nr, applicability: body.applicability ?? null },
        metadataFor(user, idempotencyKey),
      );
      return { status: 201, body: { message: serviceMessages.created, data: { id: serviceId } }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    updateServiceRoute,
    async ({ body, user, idempotencyKey }) => {
      await assertAreaExists(deps, body.area, serviceMessages.areaNotFound);
      // Spec §4: the edit form offers every NR, active or not.
      await loadExistingNrs(deps, body.nr, serviceMessages.nrNotFound);
      const result = await deps.commands.handle(
        serviceStream(body.id),
        serviceDecider,
        { type: 'UpdateService', serviceId: body.id, name: body.name, areaId: body.area, nrIds: body.nr, status: body.status, applicability: body.applicability },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: serviceMessages.saved }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    deleteServiceRoute,
    async ({ headers, user, idempotencyKey }) => {
      const result = await deps.commands.handle(
        serviceStream(headers.id),
        serviceDecider,
        { type: 'DeleteService', serviceId: headers.id },
        metadataFor(user, idempotencyKey),
      );
      return { body: { message: serviceMessages.deleted }, position: result.position };
    },
    deps.route,
  );

  return router;
}
