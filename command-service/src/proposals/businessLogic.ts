import { DomainError } from '@conectasst/common/rules/domainError';
import {
  PROPOSAL_VALIDITY_DAYS_MAX,
  addDays,
  proposalMessages as m,
  saoPauloDay,
} from '@conectasst/common/rules/proposalRules';
import type { MarkableStage } from '@conectasst/common/rules/proposalRules';
import type { ProviderIdentity, RequesterIdentity } from '@conectasst/common/rules/reviewRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { proposalEvents } from '@conectasst/events/schemas/proposalEvents';
import type { DemandEvent, DemandState } from '../demands/businessLogic';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';
import type { ReviewEvent, ReviewsState } from '../reviews/businessLogic';
import { recordHire } from '../reviews/businessLogic';

export type ProposalEvent = EventOf<(typeof proposalEvents)[number]>;
type Sent = Extract<ProposalEvent, { type: 'ProposalSent' }>['data'];

/** `proposal-<demandId>-<providerId>`: the latest revision, whether it was accepted, the provider's own stage mark. */
export interface ProposalState {
  /** 0: nothing sent yet. */
  revision: number;
  validUntil: string | null;
  accepted: boolean;
  marked: MarkableStage;
}

/** What the provider fills in; the decider adds the revision, the signatory's label and the time. */
export type ProposalInput = Pick<
  Sent,
  | 'priceMinCents'
  | 'priceMaxCents'
  | 'paymentTerms'
  | 'items'
  | 'deadlineDays'
  | 'deadlineDate'
  | 'validUntil'
  | 'notes'
  | 'pdf'
> & {
  credentialId: string;
};

/** What the route read on the other streams: the seat (demand stream), the hire (reviews stream), the verified registries. */
export interface SeatFacts {
  demandId: number;
  providerId: string;
  /** The provider holds a seat on the demand now (ProviderSubscribed, not given back). */
  seatHeld: boolean;
  /** The demand exists and is neither deleted nor closed by the requester ('cancelled') or an admin. */
  demandOpenToProposals: boolean;
  /** 'Já contratei' or an accepted proposal already named someone (reviews-<demandId>). */
  hired: string | undefined;
  /** The provider's registries verified now (credentials-<providerId>), with their labels. */
  verified: readonly { credentialId: string; label: string }[];
}

export type ProposalCommand =
  | ({ type: 'SendProposal'; proposal: ProposalInput; now: string } & SeatFacts)
  | ({ type: 'MarkSeatStage'; stage: MarkableStage } & Pick<SeatFacts, 'demandId' | 'providerId' | 'seatHeld'>);

function checkSeat(facts: Pick<SeatFacts, 'seatHeld'>): void {
  if (!facts.seatHeld) throw new DomainError('forbidden', m.notSeatHolder);
}

export function sendProposal(
  command: Extract<ProposalCommand, { type: 'SendProposal' }>,
  state: ProposalState,
): ProposalEvent[] {
  checkSeat(command);
  if (state.accepted) throw new DomainError('conflict', m.alreadyAccepted);
  if (command.hired !== undefined) throw new DomainError('conflict', m.otherHired);
  if (!command.demandOpenToProposals) throw new DomainError('conflict', m.demandClosed);
  const p = command.proposal;
  if (p.priceMaxCents !== null && p.priceMaxCents < p.priceMinCents) throw new DomainError('invalid', m.priceMax);
  if ((p.deadlineDays === null) === (p.deadlineDate === null)) throw new DomainError('invalid', m.deadline);
  const today = saoPauloDay(new Date(command.now));
  if (p.deadlineDate !== null && p.deadlineDate < today) throw new DomainError('invalid', m.deadlineDatePast);
  if (p.validUntil < today) throw new DomainError('invalid', m.validUntilPast);
  if (p.validUntil > addDays(today, PROPOSAL_VALIDITY_DAYS_MAX)) throw new DomainError('invalid', m.validUntilTooFar);
  const signatory = command.verified.find((c) => c.credentialId === p.credentialId);
  if (!signatory) throw new DomainError('invalid', m.signatory);
  const { credentialId: _chosen, ...rest } = p;
  return [
    {
      type: 'ProposalSent',
      data: {
        demandId: command.demandId,
        providerId: command.providerId,
        revision: state.revision + 1,
        ...rest,
        priceMaxCents: p.priceMaxCents === p.priceMinCents ? null : p.priceMaxCents,
        signatory,
        sentAt: command.now,
      },
    },
  ];
}

export function markSeatStage(
  command: Extract<ProposalCommand, { type: 'MarkSeatStage' }>,
  state: ProposalState,
): ProposalEvent[] {
  checkSeat(command);
  if (state.marked === command.stage) return [];
  return [
    {
      type: 'SeatStageMarked',
      data: { demandId: command.demandId, providerId: command.providerId, stage: command.stage },
    },
  ];
}

export const proposalDecider: Decider<ProposalState, ProposalCommand, ProposalEvent> = {
  initialState: () => ({ revision: 0, validUntil: null, accepted: false, marked: 'nova' }),
  evolve: evolveByType<ProposalState, ProposalEvent>({
    ProposalSent: (state, { data }) => ({ ...state, revision: data.revision, validUntil: data.validUntil }),
    SeatStageMarked: (state, { data }) => ({ ...state, marked: data.stage }),
    ProposalAccepted: (state) => ({ ...state, accepted: true }),
  }),
  decide: decideByType<ProposalState, ProposalCommand, ProposalEvent>({
    SendProposal: sendProposal,
    MarkSeatStage: markSeatStage,
  }),
};

/** What 'Aceitar proposta' is decided on: the three streams' folds and who the parties are (the self-dealing check). */
export interface Acceptance {
  demandId: number;
  providerId: string;
  /** The revision the requester saw and accepts. */
  revision: number;
  now: string;
  demand: DemandState;
  reviews: ReviewsState;
  proposal: ProposalState;
  requester: RequesterIdentity;
  provider: ProviderIdentity;
}

/** The events of one 'Aceitar proposta', by stream; appended together or not at all. */
export interface AcceptanceDecision {
  demand: DemandEvent[];
  reviews: ReviewEvent[];
  proposal: ProposalEvent[];
}

/**
 * "Aceitar proposta" (ADR 0163): one decision over the demand, its reviews stream and the chosen proposal. The hire is
 * the one 'Já contratei' records (`recordHire`, with its self-dealing check), so reviews and insights read it as
 * before; the demand closes as 'hired' when it was still open (a full demand is already closed and stays so). Two
 * accepts race on the reviews stream's revision: the second finds the hire recorded and is refused.
 */
export function decideAcceptance(a: Acceptance): AcceptanceDecision {
  const { demand, reviews, proposal } = a;
  if (demand.status === 'none' || demand.status === 'deleted') throw new DomainError('not_found', m.demandNotFound);
  if (proposal.revision === 0) throw new DomainError('not_found', m.notFound);
  if (reviews.hired !== undefined || proposal.accepted) throw new DomainError('conflict', m.hireAlreadyRecorded);
  if (
    demand.status === 'closed' &&
    (demand.closeReason === 'cancelled' || demand.closeReason === 'admin' || demand.closeReason === 'hired')
  )
    throw new DomainError('conflict', m.demandClosed);
  if (!demand.subscribers.includes(a.providerId)) throw new DomainError('conflict', m.notSeatHolder);
  if (proposal.revision !== a.revision) throw new DomainError('conflict', m.revised);
  if (proposal.validUntil !== null && proposal.validUntil < saoPauloDay(new Date(a.now)))
    throw new DomainError('conflict', m.expired);
  const hire = recordHire(
    {
      type: 'RecordHire',
      demandId: a.demandId,
      requesterId: demand.requesterId,
      subscribers: demand.subscribers,
      hired: a.providerId,
      requester: a.requester,
      provider: a.provider,
    },
    reviews,
  );
  return {
    demand: demand.status === 'open' ? [{ type: 'DemandClosed', data: { demandId: a.demandId, reason: 'hired' } }] : [],
    reviews: hire,
    proposal: [
      {
        type: 'ProposalAccepted',
        data: { demandId: a.demandId, providerId: a.providerId, revision: proposal.revision, acceptedAt: a.now },
      },
    ],
  };
}
