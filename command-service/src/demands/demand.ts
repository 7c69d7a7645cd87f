import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { demandStreamEvents } from '@conectasst/events/schemas/demandEvents';

export type DemandEvent = EventOf<(typeof demandStreamEvents)[number]>;

export interface DemandState {
  status: 'none' | 'open' | 'closed' | 'deleted';
  requesterId: string;
  /** ISO instant after which no provider may subscribe (spec §4: Inscreva-se disabled once expires_date has passed). */
  expiresAt: string;
  /** Providers holding a seat, in subscription order (at most MAX_SUBSCRIBERS). */
  subscribers: string[];
  /** The editable fields, to emit DemandEdited only when something changed. */
  edited: Record<string, string>;
  /** The requester's contact was erased (LGPD). */
  erased: boolean;
}

export const initialDemandState = (): DemandState => ({ status: 'none', requesterId: '', expiresAt: '', subscribers: [], edited: {}, erased: false });

export function evolveDemand(state: DemandState, event: DemandEvent): DemandState {
  switch (event.type) {
    case 'DemandFiled': {
      const d = event.data;
      return {
        status: 'open',
        requesterId: d.requesterId,
        expiresAt: d.expiresAt,
        subscribers: [],
        erased: false,
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
    case 'DemandClosed':
      return { ...state, status: 'closed' };
    case 'DemandReopened':
      return { ...state, status: 'open' };
    case 'DemandDeleted':
      return { ...state, status: 'deleted' };
    case 'ProviderSubscribed':
      return { ...state, subscribers: [...state.subscribers, event.data.providerId] };
    case 'ProviderUnsubscribed':
      return { ...state, subscribers: state.subscribers.filter((p) => p !== event.data.providerId) };
    case 'RequesterDataErased':
      return { ...state, erased: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
