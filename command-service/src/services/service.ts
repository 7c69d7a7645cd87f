import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { serviceEvents } from '@conectasst/events/schemas/serviceEvents';

export type ServiceEvent = EventOf<(typeof serviceEvents)[number]>;

export interface ServiceState {
  status: 'none' | 'active' | 'inactive' | 'deleted';
  name: string;
  areaId: number;
  nrIds: number[];
}

export const initialServiceState = (): ServiceState => ({ status: 'none', name: '', areaId: 0, nrIds: [] });

export function evolveService(state: ServiceState, event: ServiceEvent): ServiceState {
  switch (event.type) {
    case 'ServiceCreated':
      return { status: 'active', name: event.data.name, areaId: event.data.areaId, nrIds: event.data.nrIds };
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
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
