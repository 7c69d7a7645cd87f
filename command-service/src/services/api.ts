import type { Router } from 'express';
import { idHeader } from '@conectasst/common/api/areas';
import { createServiceRequest, createServiceResponse, updateServiceRequest } from '@conectasst/common/api/services';
import { serviceMessages as m } from '@conectasst/common/rules/serviceRules';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
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
import { checkServiceCatalogue } from '../nrs/catalogueChecks';
import { serviceDecider } from './businessLogic';

const declare = commandRoutes({ tags: ['Serviços'], access: 'admin' });
const notFound = { 404: 'Serviço não encontrado' };

export const createServiceRoute = declare.post(
  '/v1/admin/services',
  'Cadastra um serviço (nome, área e NRs opcionais, só ativas; `applicability` opcional: quando o diagnóstico o indica; `signing` opcional: quem pode assinar, ADR 0169)',
  {
    body: createServiceRequest,
    responses: createdResponses(
      'Serviço cadastrado',
      { 422: 'Área ou NR inexistente ou inativa' },
      createServiceResponse,
    ),
  },
);
export const updateServiceRoute = declare.put(
  '/v1/admin/services',
  'Edita nome, NRs, área, situação e aplicação no diagnóstico (`applicability`; ausente = mantida, null = retirada) e quem pode assinar (`signing`, igual) de um serviço',
  { body: updateServiceRequest, responses: messageResponses('Registro salvo', notFound) },
);
export const deleteServiceRoute = declare.delete('/v1/admin/services', 'Exclui um serviço (id no cabeçalho `id`)', {
  headers: idHeader,
  responses: messageResponses('Serviço deletado', notFound),
});

export function servicesCommandRouter(deps: CommandDeps): Router {
  return commandRouter(deps.route, [
    route(createServiceRoute, async (ctx) => {
      const { name, area: areaId, nr: nrIds, applicability, signing } = ctx.body;
      // Spec §4: the add form offers only active NRs.
      await checkServiceCatalogue(deps, areaId, nrIds, { activeNrsOnly: true });
      const serviceId = await newId(deps, 'service', ctx);
      const result = await decide(deps, ctx, serviceStream(serviceId), serviceDecider, {
        type: 'CreateService',
        serviceId,
        name,
        areaId,
        nrIds,
        applicability: applicability ?? null,
        signing: signing ?? null,
      });
      return createdWithId(m.created, serviceId, result);
    }),
    route(updateServiceRoute, async (ctx) => {
      const { id: serviceId, name, area: areaId, nr: nrIds, status, applicability, signing } = ctx.body;
      // Spec §4: the edit form offers every NR, active or not.
      await checkServiceCatalogue(deps, areaId, nrIds, { activeNrsOnly: false });
      return answer(
        m.saved,
        await decide(deps, ctx, serviceStream(serviceId), serviceDecider, {
          type: 'UpdateService',
          serviceId,
          name,
          areaId,
          nrIds,
          status,
          applicability,
          signing,
        }),
      );
    }),
    route(deleteServiceRoute, async (ctx) =>
      answer(
        m.deleted,
        await decide(deps, ctx, serviceStream(ctx.headers.id), serviceDecider, {
          type: 'DeleteService',
          serviceId: ctx.headers.id,
        }),
      ),
    ),
  ]);
}
