import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { areaEvents } from '@conectasst/events/schemas/areaEvents';
import type { CatalogueStatus } from '../infrastructure/catalogueRecord';
import { evolveByType } from '../infrastructure/decider';

export type AreaEvent = EventOf<(typeof areaEvents)[number]>;

export interface AreaState {
  status: CatalogueStatus;
  name: string;
}

export const initialAreaState = (): AreaState => ({ status: 'none', name: '' });

export const evolveArea = evolveByType<AreaState, AreaEvent>({
  AreaCreated: (_state, event) => ({ status: 'active', name: event.data.name }),
  AreaRenamed: (state, event) => ({ ...state, name: event.data.name }),
  AreaActivated: (state) => ({ ...state, status: 'active' }),
  AreaDeactivated: (state) => ({ ...state, status: 'inactive' }),
  AreaDeleted: (state) => ({ ...state, status: 'deleted' }),
});
