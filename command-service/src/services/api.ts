import type { Router } from 'express';
import { createServiceRequest, createServiceResponse, updateServiceRequest } from '@conectasst/common/api/services';
import { serviceMessages as m } from '@conectasst/common/rules/serviceRules';
import { serviceStream } from '@conectasst/events/schemas/serviceEvents';
import { catalogueCommands, catalogueRoutes } from '../infrastructure/catalogueRoutes';
import type { CommandDeps } from '../infrastructure/commandContext';
import { commandRouter, route } from '../infrastructure/commandRoutes';
import { checkServiceCatalogue } from '../nrs/catalogueChecks';
import { serviceDecider } from './businessLogic';

const declare = catalogueRoutes({ tag: 'Serviços', notFound: 'Serviço não encontrado' });

export const createServiceRoute = declare.create(
  '/v1/admin/services',
  'Cadastra um serviço (nome, área e NRs opcionais, só ativas; `applicability` opcional: quando o diagnóstico o indica; `signing` opcional: quem pode assinar, ADR 0169)',
  createServiceRequest,
  'Serviço cadastrado',
  { refusals: { 422: 'Área ou NR inexistente ou inativa' }, schema: createServiceResponse },
);
export const updateServiceRoute = declare.update(
  '/v1/admin/services',
  'Edita nome, NRs, área, situação e aplicação no diagnóstico (`applicability`; ausente = mantida, null = retirada) e quem pode assinar (`signing`, igual) de um serviço',
  { body: updateServiceRequest },
);
export const deleteServiceRoute = declare.delete(
  '/v1/admin/services',
  'Exclui um serviço (id no cabeçalho `id`)',
  'Serviço deletado',
);

export function servicesCommandRouter(deps: CommandDeps): Router {
  const services = catalogueCommands(deps, {
    kind: 'service',
    stream: serviceStream,
    decider: serviceDecider,
    messages: m,
  });
  return commandRouter(deps.route, [
    route(createServiceRoute, async (ctx) => {
      const { name, area: areaId, nr: nrIds, applicability, signing } = ctx.body;
      // Spec §4: the add form offers only active NRs.
      await checkServiceCatalogue(deps, areaId, nrIds, { activeNrsOnly: true });
      return services.create(ctx, (serviceId) => ({
        type: 'CreateService',
        serviceId,
        name,
        areaId,
        nrIds,
        applicability: applicability ?? null,
        signing: signing ?? null,
      }));
    }),
    route(updateServiceRoute, async (ctx) => {
      const { id: serviceId, name, area: areaId, nr: nrIds, status, applicability, signing } = ctx.body;
      // Spec §4: the edit form offers every NR, active or not.
      await checkServiceCatalogue(deps, areaId, nrIds, { activeNrsOnly: false });
      return services.save(ctx, serviceId, {
        type: 'UpdateService',
        serviceId,
        name,
        areaId,
        nrIds,
        status,
        applicability,
        signing,
      });
    }),
    route(deleteServiceRoute, (ctx) =>
      services.delete(ctx, ctx.headers.id, { type: 'DeleteService', serviceId: ctx.headers.id }),
    ),
  ]);
}
