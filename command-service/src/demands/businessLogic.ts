import { MAX_SUBSCRIBERS, demandMessages as m } from '@conectasst/common/rules/demandRules';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { DomainError } from '@conectasst/platform/http/httpError';
import type { Decider } from '../infrastructure/decider';
import type { DemandEvent, DemandState } from './demand';
import { evolveDemand, initialDemandState } from './demand';

type Filed = Extract<DemandEvent, { type: 'DemandFiled' }>['data'];
type EditedFields = Omit<Extract<DemandEvent, { type: 'DemandEdited' }>['data'], 'demandId' | 'requesterId'>;

export type DemandCommand =
  | { type: 'FileDemand'; demand: Filed }
  /** Admin 'Editar Demanda': the form's fields plus Situação (true = Em Aberto). */
  | { type: 'EditDemand'; demandId: number; fields: EditedFields; open: boolean }
  | { type: 'DeleteDemand'; demandId: number }
  /**
   * Step 2 of the subscription process (owned by the wallet/subscriptions module): take one of the 5 seats.
   * `now` is passed in (rules never read the clock) and decides expiry.
   */
  | { type: 'TakeSeat'; demandId: number; providerId: string; now: string; reservationId?: string }
  /** Compensation: give a seat back (only one the provider holds). */
  | { type: 'ReleaseSeat'; demandId: number; providerId: string; reason: string }
  /** LGPD: the caller has already deleted the requester's data key; record it and close the demand (no contact left to unlock). */
  | { type: 'EraseRequesterData'; demandId: number };

const exists = (state: DemandState) => state.status === 'open' || state.status === 'closed';

export function fileDemand(command: Extract<DemandCommand, { type: 'FileDemand' }>, state: DemandState): DemandEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'Esta demanda já existe.');
  return [{ type: 'DemandFiled', data: command.demand }];
}

export function editDemand(command: Extract<DemandCommand, { type: 'EditDemand' }>, state: DemandState): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  if (state.erased) throw new DomainError('conflict', lgpdMessages.requesterErased);
  const events: DemandEvent[] = [];
  const changed = (Object.keys(command.fields) as (keyof EditedFields)[]).some((k) => command.fields[k] !== state.edited[k]);
  if (changed) events.push({ type: 'DemandEdited', data: { demandId: command.demandId, requesterId: state.requesterId, ...command.fields } });
  if (command.open && state.status === 'closed') events.push({ type: 'DemandReopened', data: { demandId: command.demandId } });
  if (!command.open && state.status === 'open') events.push({ type: 'DemandClosed', data: { demandId: command.demandId } });
  return events;
}

export function deleteDemand(command: Extract<DemandCommand, { type: 'DeleteDemand' }>, state: DemandState): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  return [{ type: 'DemandDeleted', data: { demandId: command.demandId } }];
}

export function takeSeat(command: Extract<DemandCommand, { type: 'TakeSeat' }>, state: DemandState): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  if (state.status === 'closed') throw new DomainError('conflict', m.closed);
  if (Date.parse(command.now) >= Date.parse(state.expiresAt)) throw new DomainError('conflict', m.expired);
  if (state.subscribers.includes(command.providerId)) throw new DomainError('conflict', m.alreadySubscribed);
  if (state.subscribers.length >= MAX_SUBSCRIBERS) throw new DomainError('conflict', m.full);
  return [
    {
      type: 'ProviderSubscribed',
      data: { demandId: command.demandId, providerId: command.providerId, ...(command.reservationId ? { reservationId: command.reservationId } : {}) },
    },
  ];
}

export function releaseSeat(command: Extract<DemandCommand, { type: 'ReleaseSeat' }>, state: DemandState): DemandEvent[] {
  if (state.status === 'none') throw new DomainError('not_found', m.notFound);
  if (!state.subscribers.includes(command.providerId)) throw new DomainError('conflict', m.notSubscribed);
  return [{ type: 'ProviderUnsubscribed', data: { demandId: command.demandId, providerId: command.providerId, reason: command.reason } }];
}

export function eraseRequesterData(command: Extract<DemandCommand, { type: 'EraseRequesterData' }>, state: DemandState): DemandEvent[] {
  if (state.status === 'none') throw new DomainError('not_found', m.notFound);
  if (state.erased) return [];
  return [
    { type: 'RequesterDataErased', data: { demandId: command.demandId, requesterId: state.requesterId } },
    ...(state.status === 'open' ? [{ type: 'DemandClosed' as const, data: { demandId: command.demandId } }] : []),
  ];
}

export function decideDemand(command: DemandCommand, state: DemandState): DemandEvent[] {
  switch (command.type) {
    case 'FileDemand':
      return fileDemand(command, state);
    case 'EditDemand':
      return editDemand(command, state);
    case 'DeleteDemand':
      return deleteDemand(command, state);
    case 'TakeSeat':
      return takeSeat(command, state);
    case 'ReleaseSeat':
      return releaseSeat(command, state);
    case 'EraseRequesterData':
      return eraseRequesterData(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** The demand stream `demand-<id>` (events/src/schemas/demandEvents.ts). */
export const demandDecider: Decider<DemandState, DemandCommand, DemandEvent> = {
  initialState: initialDemandState,
  evolve: evolveDemand,
  decide: decideDemand,
};

export type { DemandEvent, DemandState } from './demand';
