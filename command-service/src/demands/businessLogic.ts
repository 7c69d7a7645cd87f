import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { demandEvents } from '@conectasst/events/schemas/demandEvents';
import { DomainError } from '@conectasst/platform/http/httpError';
import type { Decider } from '../infrastructure/decider';

export type DemandEvent = EventOf<(typeof demandEvents)[number]>;
type Filed = Extract<DemandEvent, { type: 'DemandFiled' }>['data'];

export interface DemandState {
  filed: boolean;
}

export type DemandCommand = { type: 'FileDemand'; demand: Filed };

/** A demand (budget request). Subscriptions, edits and closing come with the marketplace core. */
export const demandDecider: Decider<DemandState, DemandCommand, DemandEvent> = {
  initialState: () => ({ filed: false }),
  evolve: (state, event) => (event.type === 'DemandFiled' ? { filed: true } : state),
  decide(command, state) {
    if (state.filed) throw new DomainError('conflict', 'Esta demanda já existe.');
    return [{ type: 'DemandFiled', data: command.demand }];
  },
};
