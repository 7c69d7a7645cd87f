import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { demandCloseReasons, demandStreamEvents } from '@conectasst/events/schemas/demandEvents';

export type DemandEvent = EventOf<(typeof demandStreamEvents)[number]>;
export type DemandCloseReason = (typeof demandCloseReasons)[number];

export interface DemandState {
  status: 'none' | 'open' | 'closed' | 'deleted';
  /** Visible to providers (the requester confirmed the e-mail, an admin published it, or filed before verification existed). */
  published: boolean;
  /** Why the demand is closed (when status is 'closed'). */
  closeReason?: DemandCloseReason;
  requesterId: string;
  /** When it was filed (the consent instant), for the 72-hour confirmation window. */
  filedAt: string;
  /** ISO instant after which no provider may subscribe (spec §4: Inscreva-se disabled once expires_date has passed). */
  expiresAt: string;
  /** The requester's deadline (needed-by answer), or null. */
  deadline: string | null;
  /** Providers holding a seat, in subscription order (at most MAX_SUBSCRIBERS). */
  subscribers: string[];
  /** Which reservation paid for each seat (provider → reservation; undefined for a seat taken without one). */
  seatReservations: ReadonlyMap<string, string | undefined>;
  /** The editable fields, to emit DemandEdited only when something changed. */
  edited: Record<string, string>;
  /** The requester's contact was erased (LGPD). */
  erased: boolean;
  /** Pedido direto (ADR 0170): the provider the requester named, who holds a seat for 24 h from `publishedAt`. */
  directProviderId?: string;
  /** When providers first saw it (DemandPublished's `at`, or the filing instant of a demand published at once). */
  publishedAt?: string;
}

export const initialDemandState = (): DemandState => ({
  status: 'none',
  published: false,
  requesterId: '',
  filedAt: '',
  expiresAt: '',
  deadline: null,
  subscribers: [],
  seatReservations: new Map(),
  edited: {},
  erased: false,
});

export function evolveDemand(state: DemandState, event: DemandEvent): DemandState {
  switch (event.type) {
    case 'DemandFiled': {
      const d = event.data;
      return {
        status: 'open',
        published: !d.confirmationRequired,
        requesterId: d.requesterId,
        filedAt: d.consentAt,
        expiresAt: d.expiresAt,
        deadline: d.deadline,
        subscribers: [],
        seatReservations: new Map(),
        erased: false,
        ...(d.confirmationRequired ? {} : { publishedAt: d.consentAt }),
        ...(d.directProviderId ? { directProviderId: d.directProviderId } : {}),
        edited: {
          requesterName: d.requesterName,
          requesterSurname: d.requesterSurname,
          requesterEmail: d.requesterEmail,
          requesterPhone: d.requesterPhone,
          corporateName: d.corporateName,
          companyType: d.companyType,
          neighbourhood: d.neighbourhood,
          about: d.about,
        },
      };
    }
    case 'DemandEdited': {
      const { demandId: _id, requesterId: _r, ...fields } = event.data;
      return { ...state, edited: { ...fields } };
    }
    case 'DemandPublished':
      return { ...state, published: true, publishedAt: state.publishedAt ?? event.data.at };
    case 'DemandClosed':
      return { ...state, status: 'closed', closeReason: event.data.reason };
    case 'DemandReopened': {
      const { closeReason: _reason, ...rest } = state;
      return { ...rest, status: 'open' };
    }
    case 'DemandDeleted':
      return { ...state, status: 'deleted' };
    case 'ProviderSubscribed':
      return {
        ...state,
        subscribers: [...state.subscribers, event.data.providerId],
        seatReservations: new Map([...state.seatReservations, [event.data.providerId, event.data.reservationId]]),
      };
    case 'ProviderUnsubscribed': {
      const seatReservations = new Map(state.seatReservations);
      seatReservations.delete(event.data.providerId);
      return { ...state, subscribers: state.subscribers.filter((p) => p !== event.data.providerId), seatReservations };
    }
    case 'RequesterDataErased':
      // The requester's contact leaves the state too (a folded state may be cached past the erasure).
      return {
        ...state,
        erased: true,
        edited: { ...state.edited, requesterName: '', requesterSurname: '', requesterEmail: '', requesterPhone: '' },
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
