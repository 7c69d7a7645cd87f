import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { nrEvents } from '@conectasst/events/schemas/nrEvents';
import type { CatalogueStatus } from '../infrastructure/catalogueRecord';
import { evolveByType } from '../infrastructure/decider';

export type NrEvent = EventOf<(typeof nrEvents)[number]>;

export interface NrState {
  status: CatalogueStatus;
  name: string;
  areaId: number;
}

export const initialNrState = (): NrState => ({ status: 'none', name: '', areaId: 0 });

export const evolveNr = evolveByType<NrState, NrEvent>({
  NrCreated: (_state, event) => ({ status: 'active', name: event.data.name, areaId: event.data.areaId }),
  NrRenamed: (state, event) => ({ ...state, name: event.data.name }),
  NrMovedToArea: (state, event) => ({ ...state, areaId: event.data.areaId }),
  NrActivated: (state) => ({ ...state, status: 'active' }),
  NrDeactivated: (state) => ({ ...state, status: 'inactive' }),
  NrDeleted: (state) => ({ ...state, status: 'deleted' }),
});
