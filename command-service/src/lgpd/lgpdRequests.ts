import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { lgpdEvents } from '@conectasst/events/schemas/lgpdEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { LgpdRequestKind, LgpdRequestStatus } from '@conectasst/common/rules/lgpdRules';
import { LGPD_REFUSAL_MIN_CHARS, lgpdDueAt, lgpdRequestMessages as m } from '@conectasst/common/rules/lgpdRules';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

/** A data subject's LGPD requests (ADR 0167), on `lgpd-<subjectId>`. */
export type LgpdEvent = EventOf<(typeof lgpdEvents)[number]>;

export interface LgpdRequestsState {
  /** Each request's kind and state (never its text: the fold may outlive the subject's key). */
  requests: Map<string, { kind: LgpdRequestKind; status: LgpdRequestStatus }>;
}

type Subject = { subjectId: string; subjectKind: 'requester' | 'provider'; demandId: number | null };

export type LgpdCommand =
  | ({
      type: 'ReceiveLgpdRequest';
      requestId: string;
      kind: LgpdRequestKind;
      details: string | null;
      email: string | null;
      now: string;
    } & Subject)
  | { type: 'StartLgpdRequest'; subjectId: string; requestId: string; now: string }
  | {
      type: 'AnswerLgpdRequest';
      subjectId: string;
      requestId: string;
      outcome: 'done' | 'refused';
      reason: string | null;
      now: string;
    };

const open = (status: LgpdRequestStatus) => status === 'received' || status === 'in_progress';

function requestOf(state: LgpdRequestsState, requestId: string) {
  const found = state.requests.get(requestId);
  if (!found) throw new DomainError('not_found', m.notFound);
  return found;
}

export const decideLgpdRequests = decideByType<LgpdRequestsState, LgpdCommand, LgpdEvent>({
  ReceiveLgpdRequest: ({ type: _type, now, ...c }, state) => {
    if (state.requests.has(c.requestId)) return [];
    if (c.kind === 'correction' && !c.details?.trim()) throw new DomainError('invalid', m.correctionNeedsDetails);
    // One open request of each kind per subject: a second click is the same request.
    if ([...state.requests.values()].some((r) => r.kind === c.kind && open(r.status)))
      throw new DomainError('conflict', m.openAlready);
    return [
      {
        type: 'LgpdRequestReceived',
        data: {
          ...c,
          details: c.details?.trim() || null,
          receivedAt: now,
          dueAt: lgpdDueAt(new Date(now)).toISOString(),
        },
      },
    ];
  },
  StartLgpdRequest: (c, state) => {
    const request = requestOf(state, c.requestId);
    if (!open(request.status)) throw new DomainError('conflict', m.alreadyAnswered);
    if (request.status === 'in_progress') return [];
    return [{ type: 'LgpdRequestStarted', data: { requestId: c.requestId, subjectId: c.subjectId, at: c.now } }];
  },
  AnswerLgpdRequest: (c, state) => {
    const request = requestOf(state, c.requestId);
    if (!open(request.status)) throw new DomainError('conflict', m.alreadyAnswered);
    const reason = c.reason?.trim() || null;
    if (c.outcome === 'refused' && (reason?.length ?? 0) < LGPD_REFUSAL_MIN_CHARS)
      throw new DomainError('invalid', m.refusalNeedsReason);
    return [
      {
        type: 'LgpdRequestAnswered',
        data: { requestId: c.requestId, subjectId: c.subjectId, outcome: c.outcome, reason, at: c.now },
      },
    ];
  },
});

const withStatus = (state: LgpdRequestsState, requestId: string, status: LgpdRequestStatus): LgpdRequestsState => {
  const request = state.requests.get(requestId);
  if (!request) return state;
  return { requests: new Map(state.requests).set(requestId, { ...request, status }) };
};

export const lgpdRequestsDecider: Decider<LgpdRequestsState, LgpdCommand, LgpdEvent> = {
  initialState: () => ({ requests: new Map() }),
  evolve: evolveByType<LgpdRequestsState, LgpdEvent>({
    LgpdRequestReceived: (state, e) => ({
      requests: new Map(state.requests).set(e.data.requestId, { kind: e.data.kind, status: 'received' }),
    }),
    LgpdRequestStarted: (state, e) => withStatus(state, e.data.requestId, 'in_progress'),
    LgpdRequestAnswered: (state, e) => withStatus(state, e.data.requestId, e.data.outcome),
  }),
  decide: decideLgpdRequests,
};
