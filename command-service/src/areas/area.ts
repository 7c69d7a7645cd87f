import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { areaEvents } from '@conectasst/events/schemas/areaEvents';

export type AreaEvent = EventOf<(typeof areaEvents)[number]>;

export interface AreaState {
  status: 'none' | 'active' | 'inactive' | 'deleted';
  name: string;
}

export const initialAreaState = (): AreaState => ({ status: 'none', name: '' });

export function evolveArea(state: AreaState, event: AreaEvent): AreaState {
  switch (event.type) {
    case 'AreaCreated':
      return { status: 'active', name: event.data.name };
    case 'AreaRenamed':
      return { ...state, name: event.data.name };
    case 'AreaActivated':
      return { ...state, status: 'active' };
    case 'AreaDeactivated':
      return { ...state, status: 'inactive' };
    case 'AreaDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
