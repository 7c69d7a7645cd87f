import {
  REPEAT_FILING_WINDOW_HOURS,
  directHoldEndsAt,
  MAX_SUBSCRIBERS,
  UNCONFIRMED_EXPIRY_HOURS,
  demandMessages as m,
} from '@conectasst/common/rules/demandRules';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';
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
  | { type: 'EraseRequesterData'; demandId: number }
  /** The requester opened the signed e-mail link (ADR 0080): the demand is published to providers. */
  | { type: 'ConfirmDemand'; demandId: number; now: string }
  /** An admin publishes an unconfirmed demand by hand (audited: the event names the admin). */
  | { type: 'PublishDemand'; demandId: number; adminId: string; now: string }
  /** The sweep: an unconfirmed demand closes 72 h after filing. */
  | { type: 'ExpireUnconfirmed'; demandId: number; now: string }
  /** The sweep: an open demand closes at the requester's deadline, or at the end of its 30 days. */
  | { type: 'CloseWhenDue'; demandId: number; now: string }
  /** The requester's page: 'Já contratei' (hired) or 'Cancelar pedido' (cancelled). */
  | { type: 'CloseByRequester'; demandId: number; reason: 'hired' | 'cancelled' };

const exists = (state: DemandState) => state.status === 'open' || state.status === 'closed';

export function fileDemand(command: Extract<DemandCommand, { type: 'FileDemand' }>, state: DemandState): DemandEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'Esta demanda já existe.');
  return [{ type: 'DemandFiled', data: command.demand }];
}

export function editDemand(command: Extract<DemandCommand, { type: 'EditDemand' }>, state: DemandState): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  if (state.erased) throw new DomainError('conflict', lgpdMessages.requesterErased);
  const events: DemandEvent[] = [];
  const changed = (Object.keys(command.fields) as (keyof EditedFields)[]).some(
    (k) => command.fields[k] !== state.edited[k],
  );
  if (changed)
    events.push({
      type: 'DemandEdited',
      data: { demandId: command.demandId, requesterId: state.requesterId, ...command.fields },
    });
  if (command.open && state.status === 'closed')
    events.push({ type: 'DemandReopened', data: { demandId: command.demandId } });
  if (!command.open && state.status === 'open')
    events.push({ type: 'DemandClosed', data: { demandId: command.demandId, reason: 'admin' } });
  return events;
}

export function deleteDemand(
  command: Extract<DemandCommand, { type: 'DeleteDemand' }>,
  state: DemandState,
): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  return [{ type: 'DemandDeleted', data: { demandId: command.demandId } }];
}

/**
 * Pedido direto (ADR 0170): the provider the requester named holds one of the 5 seats for 24 h from publication (the
 * decider's clock is the command's `now`), until they take it. Others may take at most 4 seats meanwhile.
 */
export function holdsReservedSeat(state: DemandState, now: string): boolean {
  if (state.directProviderId === undefined || state.publishedAt === undefined) return false;
  if (state.subscribers.includes(state.directProviderId)) return false;
  return Date.parse(now) < directHoldEndsAt(state.publishedAt);
}

export function takeSeat(command: Extract<DemandCommand, { type: 'TakeSeat' }>, state: DemandState): DemandEvent[] {
  // An unconfirmed demand is invisible to providers: as if it did not exist.
  if (!exists(state) || !state.published) throw new DomainError('not_found', m.notFound);
  if (state.status === 'closed') throw new DomainError('conflict', state.closeReason === 'full' ? m.full : m.closed);
  if (Date.parse(command.now) >= Date.parse(state.expiresAt)) throw new DomainError('conflict', m.expired);
  if (state.subscribers.includes(command.providerId)) throw new DomainError('conflict', m.alreadySubscribed);
  if (state.subscribers.length >= MAX_SUBSCRIBERS) throw new DomainError('conflict', m.full);
  if (
    holdsReservedSeat(state, command.now) &&
    command.providerId !== state.directProviderId &&
    state.subscribers.length >= MAX_SUBSCRIBERS - 1
  ) {
    throw new DomainError('conflict', m.seatReserved);
  }
  const events: DemandEvent[] = [
    {
      type: 'ProviderSubscribed',
      data: {
        demandId: command.demandId,
        providerId: command.providerId,
        ...(command.reservationId ? { reservationId: command.reservationId } : {}),
      },
    },
  ];
  // The 5th seat closes the demand by itself.
  if (state.subscribers.length + 1 >= MAX_SUBSCRIBERS)
    events.push({ type: 'DemandClosed', data: { demandId: command.demandId, reason: 'full' } });
  return events;
}

export function releaseSeat(
  command: Extract<DemandCommand, { type: 'ReleaseSeat' }>,
  state: DemandState,
): DemandEvent[] {
  if (state.status === 'none') throw new DomainError('not_found', m.notFound);
  if (!state.subscribers.includes(command.providerId)) throw new DomainError('conflict', m.notSubscribed);
  const events: DemandEvent[] = [
    {
      type: 'ProviderUnsubscribed',
      data: { demandId: command.demandId, providerId: command.providerId, reason: command.reason },
    },
  ];
  // A seat given back frees a demand that closed only because it was full.
  if (state.status === 'closed' && state.closeReason === 'full')
    events.push({ type: 'DemandReopened', data: { demandId: command.demandId } });
  return events;
}

const hoursAfter = (iso: string, hours: number) => Date.parse(iso) + hours * 3_600_000;

export function confirmDemand(
  command: Extract<DemandCommand, { type: 'ConfirmDemand' }>,
  state: DemandState,
): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  if (state.published) return [];
  if (state.status === 'closed')
    throw new DomainError('conflict', state.closeReason === 'unconfirmed' ? m.unconfirmedExpired : m.alreadyClosed);
  // The sweep may not have run yet: past the 72 hours the link no longer publishes.
  if (Date.parse(command.now) >= hoursAfter(state.filedAt, UNCONFIRMED_EXPIRY_HOURS))
    throw new DomainError('conflict', m.unconfirmedExpired);
  return [{ type: 'DemandPublished', data: { demandId: command.demandId, via: 'email', at: command.now } }];
}

export function publishDemand(
  command: Extract<DemandCommand, { type: 'PublishDemand' }>,
  state: DemandState,
): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  if (state.published) throw new DomainError('conflict', m.notPending);
  const events: DemandEvent[] = [
    {
      type: 'DemandPublished',
      data: { demandId: command.demandId, via: 'admin', adminId: command.adminId, at: command.now },
    },
  ];
  // A demand closed for want of confirmation comes back open when an admin vouches for it.
  if (state.status === 'closed' && state.closeReason === 'unconfirmed')
    events.push({ type: 'DemandReopened', data: { demandId: command.demandId } });
  return events;
}

export function expireUnconfirmed(
  command: Extract<DemandCommand, { type: 'ExpireUnconfirmed' }>,
  state: DemandState,
): DemandEvent[] {
  if (state.status !== 'open' || state.published) return [];
  if (Date.parse(command.now) < hoursAfter(state.filedAt, UNCONFIRMED_EXPIRY_HOURS)) return [];
  return [{ type: 'DemandClosed', data: { demandId: command.demandId, reason: 'unconfirmed' } }];
}

export function closeWhenDue(
  command: Extract<DemandCommand, { type: 'CloseWhenDue' }>,
  state: DemandState,
): DemandEvent[] {
  if (state.status !== 'open' || !state.published) return [];
  const now = Date.parse(command.now);
  if (
    state.deadline !== null &&
    now >= Date.parse(state.deadline) &&
    Date.parse(state.deadline) <= Date.parse(state.expiresAt)
  ) {
    return [{ type: 'DemandClosed', data: { demandId: command.demandId, reason: 'deadline' } }];
  }
  if (now >= Date.parse(state.expiresAt))
    return [{ type: 'DemandClosed', data: { demandId: command.demandId, reason: 'expired' } }];
  return [];
}

export function closeByRequester(
  command: Extract<DemandCommand, { type: 'CloseByRequester' }>,
  state: DemandState,
): DemandEvent[] {
  if (!exists(state)) throw new DomainError('not_found', m.notFound);
  if (state.status === 'closed') throw new DomainError('conflict', m.alreadyClosed);
  return [{ type: 'DemandClosed', data: { demandId: command.demandId, reason: command.reason } }];
}

/** An earlier demand of the same e-mail, as the duplicate check sees it (read model rows). */
export interface EarlierDemand {
  id: number;
  serviceIds: number[];
  filedAt: string;
  /** Filed and neither confirmed nor closed. */
  pending: boolean;
}

/**
 * Duplicate check (ADR 0081): an unconfirmed demand of the same e-mail for the same services, filed less than 24 h
 * ago, makes a new one a duplicate (refused with `demandMessages.duplicate`). Returns the earlier demand, if any.
 * Published open demands are the spec's 'Email já cadastrado' rule, checked before this one.
 */
export function findDuplicate(
  earlier: readonly EarlierDemand[],
  serviceIds: readonly number[],
  now: string,
): EarlierDemand | undefined {
  const wanted = [...new Set(serviceIds)].sort((a, b) => a - b).join(',');
  return earlier.find(
    (d) =>
      d.pending &&
      Date.parse(now) - Date.parse(d.filedAt) < REPEAT_FILING_WINDOW_HOURS * 3_600_000 &&
      [...new Set(d.serviceIds)].sort((a, b) => a - b).join(',') === wanted,
  );
}

export function eraseRequesterData(
  command: Extract<DemandCommand, { type: 'EraseRequesterData' }>,
  state: DemandState,
): DemandEvent[] {
  if (state.status === 'none') throw new DomainError('not_found', m.notFound);
  if (state.erased) return [];
  return [
    { type: 'RequesterDataErased', data: { demandId: command.demandId, requesterId: state.requesterId } },
    ...(state.status === 'open'
      ? [{ type: 'DemandClosed' as const, data: { demandId: command.demandId, reason: 'admin' as const } }]
      : []),
  ];
}

export const decideDemand = decideByType<DemandState, DemandCommand, DemandEvent>({
  FileDemand: fileDemand,
  EditDemand: editDemand,
  DeleteDemand: deleteDemand,
  TakeSeat: takeSeat,
  ReleaseSeat: releaseSeat,
  EraseRequesterData: eraseRequesterData,
  ConfirmDemand: confirmDemand,
  PublishDemand: publishDemand,
  ExpireUnconfirmed: expireUnconfirmed,
  CloseWhenDue: closeWhenDue,
  CloseByRequester: closeByRequester,
});

/** The demand stream `demand-<id>` (events/src/schemas/demandEvents.ts). */
export const demandDecider: Decider<DemandState, DemandCommand, DemandEvent> = {
  initialState: initialDemandState,
  evolve: evolveDemand,
  // No personal data survives an erasure in the state (RequesterDataErased clears it).
  cacheable: true,
  decide: decideDemand,
};

export type { DemandCloseReason, DemandEvent, DemandState } from './demand';
