import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { nrEvents } from '@conectasst/events/schemas/nrEvents';

export type NrEvent = EventOf<(typeof nrEvents)[number]>;

export interface NrState {
  status: 'none' | 'active' | 'inactive' | 'deleted';
  name: string;
  areaId: number;
}

export const initialNrState = (): NrState => ({ status: 'none', name: '', areaId: 0 });

export function evolveNr(state: NrState, event: NrEvent): NrState {
  switch (event.type) {
    case 'NrCreated':
      return { status: 'active', name: event.data.name, areaId: event.data.areaId };
    case 'NrRenamed':
      return { ...state, name: event.data.name };
    case 'NrMovedToArea':
      return { ...state, areaId: event.data.areaId };
    case 'NrActivated':
      return { ...state, status: 'active' };
    case 'NrDeactivated':
      return { ...state, status: 'inactive' };
    case 'NrDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
