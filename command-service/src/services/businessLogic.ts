import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import type { SigningRule } from '@conectasst/common/rules/signingRules';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';
import { isLive, situationChange } from '../infrastructure/catalogueRecord';
import type { ServiceEvent, ServiceState } from './service';
import { evolveService, initialServiceState } from './service';

export type ServiceCommand =
  | {
      type: 'CreateService';
      serviceId: number;
      name: string;
      areaId: number;
      nrIds: number[];
      applicability?: Applicability | null;
      signing?: SigningRule | null;
    }
  /** `applicability` undefined = left as it is (clients that do not know the field). */
  | {
      type: 'UpdateService';
      serviceId: number;
      name: string;
      areaId: number;
      nrIds: number[];
      status: boolean;
      applicability?: Applicability | null;
      signing?: SigningRule | null;
    }
  | { type: 'DeleteService'; serviceId: number }
  /** The reference loader's default, set once: never over an applicability an admin has set (or cleared). */
  | { type: 'SeedServiceApplicability'; serviceId: number; applicability: Applicability }
  /** The reference loader's "quem pode assinar" (ADR 0169), set once: never over a rule an admin has set (or cleared). */
  | { type: 'SeedServiceSigningRule'; serviceId: number; signing: SigningRule };

const sameApplicability = (a: Applicability | null, b: Applicability | null) => JSON.stringify(a) === JSON.stringify(b);
const sameIds = (a: number[], b: number[]) => {
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
};

export function createService(
  command: Extract<ServiceCommand, { type: 'CreateService' }>,
  state: ServiceState,
): ServiceEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', serviceMessages.exists);
  const { serviceId, name, areaId, nrIds, applicability } = command;
  const events: ServiceEvent[] = [{ type: 'ServiceCreated', data: { serviceId, name, areaId, nrIds } }];
  if (applicability) events.push({ type: 'ServiceApplicabilitySet', data: { serviceId, applicability } });
  if (command.signing) events.push({ type: 'ServiceSigningRuleSet', data: { serviceId, signing: command.signing } });
  return events;
}

export function updateService(
  command: Extract<ServiceCommand, { type: 'UpdateService' }>,
  state: ServiceState,
): ServiceEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', serviceMessages.notFound);
  const { serviceId } = command;
  const events: ServiceEvent[] = [];
  if (command.name !== state.name)
    events.push({ type: 'ServiceRenamed', data: { serviceId, name: command.name, previousName: state.name } });
  if (command.areaId !== state.areaId) {
    events.push({
      type: 'ServiceMovedToArea',
      data: { serviceId, areaId: command.areaId, previousAreaId: state.areaId },
    });
  }
  if (!sameIds(command.nrIds, state.nrIds)) {
    events.push({ type: 'ServiceNrsChanged', data: { serviceId, nrIds: command.nrIds, previousNrIds: state.nrIds } });
  }
  if (command.applicability !== undefined && !sameApplicability(command.applicability, state.applicability)) {
    events.push({ type: 'ServiceApplicabilitySet', data: { serviceId, applicability: command.applicability } });
  }
  if (command.signing !== undefined && JSON.stringify(command.signing) !== JSON.stringify(state.signing)) {
    events.push({ type: 'ServiceSigningRuleSet', data: { serviceId, signing: command.signing } });
  }
  events.push(
    ...situationChange<ServiceEvent>(state, command.status, {
      activated: { type: 'ServiceActivated', data: { serviceId } },
      deactivated: { type: 'ServiceDeactivated', data: { serviceId } },
    }),
  );
  return events;
}

export function deleteService(
  command: Extract<ServiceCommand, { type: 'DeleteService' }>,
  state: ServiceState,
): ServiceEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', serviceMessages.notFound);
  return [{ type: 'ServiceDeleted', data: { serviceId: command.serviceId } }];
}

export function seedServiceApplicability(
  command: Extract<ServiceCommand, { type: 'SeedServiceApplicability' }>,
  state: ServiceState,
): ServiceEvent[] {
  if (!isLive(state) || state.applicabilitySet) return [];
  return [
    { type: 'ServiceApplicabilitySet', data: { serviceId: command.serviceId, applicability: command.applicability } },
  ];
}

export function seedServiceSigningRule(
  command: Extract<ServiceCommand, { type: 'SeedServiceSigningRule' }>,
  state: ServiceState,
): ServiceEvent[] {
  if (!isLive(state) || state.signingSet) return [];
  return [{ type: 'ServiceSigningRuleSet', data: { serviceId: command.serviceId, signing: command.signing } }];
}

export const decideService = decideByType<ServiceState, ServiceCommand, ServiceEvent>({
  CreateService: createService,
  UpdateService: updateService,
  DeleteService: deleteService,
  SeedServiceApplicability: seedServiceApplicability,
  SeedServiceSigningRule: seedServiceSigningRule,
});

export const serviceDecider: Decider<ServiceState, ServiceCommand, ServiceEvent> = {
  initialState: initialServiceState,
  evolve: evolveService,
  decide: decideService,
};
