import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { serviceEvents } from '@conectasst/events/schemas/serviceEvents';

export type ServiceEvent = EventOf<(typeof serviceEvents)[number]>;

export interface ServiceState {
  status: 'none' | 'active' | 'inactive' | 'deleted';
  name: string;
  areaId: number;
  nrIds: number[];
  /** null = not an obligation the diagnosis lists. */
  applicability: Applicability | null;
  /** Whether an applicability was ever set (the reference loader seeds it once, never over an admin's choice). */
  applicabilitySet: boolean;
}

export const initialServiceState = (): ServiceState => ({ status: 'none', name: '', areaId: 0, nrIds: [], applicability: null, applicabilitySet: false });

export function evolveService(state: ServiceState, event: ServiceEvent): ServiceState {
  switch (event.type) {
    case 'ServiceCreated':
      return { ...state, status: 'active', name: event.data.name, areaId: event.data.areaId, nrIds: event.data.nrIds };
    case 'ServiceRenamed':
      return { ...state, name: event.data.name };
    case 'ServiceMovedToArea':
      return { ...state, areaId: event.data.areaId };
    case 'ServiceNrsChanged':
      return { ...state, nrIds: event.data.nrIds };
    case 'ServiceActivated':
      return { ...state, status: 'active' };
    case 'ServiceDeactivated':
      return { ...state, status: 'inactive' };
    case 'ServiceDeleted':
      return { ...state, status: 'deleted' };
    case 'ServiceApplicabilitySet':
      return { ...state, applicability: event.data.applicability, applicabilitySet: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
