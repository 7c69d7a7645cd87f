import { DomainError } from '@conectasst/platform/http/httpError';
import type { ServiceEvent } from './service';
import type { ServiceCommand } from './businessLogic';
import { serviceDecider } from './businessLogic';

function given(...events: ServiceEvent[]) {
  const state = events.reduce(serviceDecider.evolve, serviceDecider.initialState());
  return { when: (command: ServiceCommand) => () => serviceDecider.decide(command, state) };
}

const created: ServiceEvent = { type: 'ServiceCreated', data: { serviceId: 4, name: 'Treinamento NR-35', areaId: 7, nrIds: [35] } };

describe('service rules', () => {
  it('creates a service in an area, with or without NRs', () => {
    expect(given().when({ type: 'CreateService', serviceId: 4, name: 'Treinamento NR-35', areaId: 7, nrIds: [35] })()).toEqual([created]);
    expect(given().when({ type: 'CreateService', serviceId: 5, name: 'PGR', areaId: 10, nrIds: [] })()).toEqual([
      { type: 'ServiceCreated', data: { serviceId: 5, name: 'PGR', areaId: 10, nrIds: [] } },
    ]);
  });

  it('refuses to create a service twice', () => {
    expect(given(created).when({ type: 'CreateService', serviceId: 4, name: 'X', areaId: 7, nrIds: [] })).toThrow('Este serviço já existe.');
  });

  it('renames, moves, relinks NRs and deactivates in one edit', () => {
    expect(given(created).when({ type: 'UpdateService', serviceId: 4, name: 'Curso NR-35', areaId: 3, nrIds: [35, 18], status: false })()).toEqual([
      { type: 'ServiceRenamed', data: { serviceId: 4, name: 'Curso NR-35', previousName: 'Treinamento NR-35' } },
      { type: 'ServiceMovedToArea', data: { serviceId: 4, areaId: 3, previousAreaId: 7 } },
      { type: 'ServiceNrsChanged', data: { serviceId: 4, nrIds: [35, 18], previousNrIds: [35] } },
      { type: 'ServiceDeactivated', data: { serviceId: 4 } },
    ]);
  });

  it('an edit repeating the current values (NRs in another order) changes nothing; reactivation', () => {
    const twoNrs = given({ ...created, data: { ...created.data, nrIds: [35, 18] } } as ServiceEvent);
    expect(twoNrs.when({ type: 'UpdateService', serviceId: 4, name: 'Treinamento NR-35', areaId: 7, nrIds: [18, 35], status: true })()).toEqual([]);
    expect(
      given(created, { type: 'ServiceDeactivated', data: { serviceId: 4 } }).when({
        type: 'UpdateService',
        serviceId: 4,
        name: 'Treinamento NR-35',
        areaId: 7,
        nrIds: [35],
        status: true,
      })(),
    ).toEqual([{ type: 'ServiceActivated', data: { serviceId: 4 } }]);
  });

  it('deletes once; a missing or deleted service cannot be edited or deleted', () => {
    expect(given(created).when({ type: 'DeleteService', serviceId: 4 })()).toEqual([{ type: 'ServiceDeleted', data: { serviceId: 4 } }]);
    expect(given().when({ type: 'DeleteService', serviceId: 4 })).toThrow('Serviço não encontrado.');
    const deleted = given(created, { type: 'ServiceDeleted', data: { serviceId: 4 } });
    expect(deleted.when({ type: 'DeleteService', serviceId: 4 })).toThrow(DomainError);
    expect(deleted.when({ type: 'UpdateService', serviceId: 4, name: 'X', areaId: 7, nrIds: [], status: true })).toThrow(DomainError);
  });
});
