import { proposalMessages as m } from '@conectasst/common/rules/proposalRules';
import type { ProviderIdentity, RequesterIdentity } from '@conectasst/common/rules/reviewRules';
import { selfDealingMessages } from '@conectasst/common/rules/reviewRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { demandDecider } from '../demands/businessLogic';
import type { DemandEvent } from '../demands/businessLogic';
import { reviewsDecider } from '../reviews/businessLogic';
import type { ReviewEvent } from '../reviews/businessLogic';
import { specify } from '../testing/deciderSpec';
import type { ProposalCommand, ProposalEvent, ProposalInput } from './businessLogic';
import { decideAcceptance, proposalDecider } from './businessLogic';

/** given these events, when this command, then these events / this refusal */
const { given } = specify(proposalDecider);

const demandId = 77;
const providerId = '5c3e9a1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d';
const otherProvider = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const requesterId = '3f1c2b4a-6d5e-4f7a-8b9c-0d1e2f3a4b5c';
const crea = { credentialId: '0b6c3c52-7f0e-5d1a-9a0e-2f7b1f3c9d11', label: 'CREA 5061234567/SP' };
const now = '2026-11-27T12:00:00.000Z';
const input: ProposalInput = {
  priceMinCents: 150_000,
  priceMaxCents: 200_000,
  paymentTerms: '50% na assinatura, 50% na entrega',
  items: [
    { serviceId: 3, description: 'PGR' },
    { serviceId: null, description: 'Visita técnica à fábrica' },
  ],
  deadlineDays: 30,
  deadlineDate: null,
  validUntil: '2026-12-27',
  credentialId: crea.credentialId,
  notes: 'Inclui treinamento da CIPA.',
  pdf: null,
};
const facts = {
  demandId,
  providerId,
  seatHeld: true,
  demandOpenToProposals: true,
  hired: undefined as string | undefined,
  verified: [crea],
};
const send = (over: Partial<ProposalInput> = {}, factsOver: Partial<typeof facts> = {}): ProposalCommand => ({
  type: 'SendProposal',
  proposal: { ...input, ...over },
  now,
  ...facts,
  ...factsOver,
});
const { credentialId: _c, ...sentFields } = input;
const sent = (
  revision: number,
  over: Partial<Extract<ProposalEvent, { type: 'ProposalSent' }>['data']> = {},
): ProposalEvent => ({
  type: 'ProposalSent',
  data: { demandId, providerId, revision, ...sentFields, signatory: crea, sentAt: now, ...over },
});
const accepted: ProposalEvent = {
  type: 'ProposalAccepted',
  data: { demandId, providerId, revision: 1, acceptedAt: now },
};

describe('sending a proposal', () => {
  it('a seat holder sends price (a range), terms, scope, deadline, validity and a verified signatory: revision 1', () => {
    expect(given().when(send())).toEqual([sent(1)]);
  });

  it('a revision is a new ProposalSent with the next number (the history is the stream)', () => {
    expect(given(sent(1)).when(send({ priceMaxCents: null, deadlineDays: null, deadlineDate: '2027-01-15' }))).toEqual([
      sent(2, { priceMaxCents: null, deadlineDays: null, deadlineDate: '2027-01-15' }),
    ]);
  });

  it('a range whose bounds are equal is a single value', () => {
    expect(given().when(send({ priceMaxCents: 150_000 }))).toEqual([sent(1, { priceMaxCents: null })]);
  });

  it('only a seat holder may propose (403)', () => {
    const refusal = given().refusal(send({}, { seatHeld: false }));
    expect([refusal.code, refusal.message]).toEqual(['forbidden', m.notSeatHolder]);
  });

  it('the signatory must be one of the provider’s verified registries', () => {
    expect(given().refusal(send({}, { verified: [] })).message).toBe(m.signatory);
    expect(given().refusal(send({ credentialId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e' })).message).toBe(m.signatory);
  });

  it('refuses a range upside down, a past validity or deadline date, a validity beyond a year, both or neither deadline', () => {
    expect(given().refusal(send({ priceMaxCents: 100 })).message).toBe(m.priceMax);
    expect(given().refusal(send({ validUntil: '2026-11-26' })).message).toBe(m.validUntilPast);
    expect(given().refusal(send({ validUntil: '2027-11-28' })).message).toBe(m.validUntilTooFar);
    expect(given().refusal(send({ deadlineDays: null, deadlineDate: '2026-11-01' })).message).toBe(m.deadlineDatePast);
    expect(given().refusal(send({ deadlineDate: '2027-01-01' })).message).toBe(m.deadline);
    expect(given().refusal(send({ deadlineDays: null })).message).toBe(m.deadline);
  });

  it('an accepted proposal is no longer revisable; nor is any once the hire is recorded or the demand closed by the requester', () => {
    expect(given(sent(1), accepted).refusal(send()).message).toBe(m.alreadyAccepted);
    expect(given(sent(1)).refusal(send({}, { hired: otherProvider })).message).toBe(m.otherHired);
    expect(given().refusal(send({}, { demandOpenToProposals: false })).message).toBe(m.demandClosed);
  });
});

describe('the seat’s stage', () => {
  const mark = (stage: 'nova' | 'contato_feito', seatHeld = true): ProposalCommand => ({
    type: 'MarkSeatStage',
    demandId,
    providerId,
    seatHeld,
    stage,
  });
  it('the provider marks contato feito, and back to nova; the same mark twice records nothing', () => {
    const marked: ProposalEvent = { type: 'SeatStageMarked', data: { demandId, providerId, stage: 'contato_feito' } };
    expect(given().when(mark('contato_feito'))).toEqual([marked]);
    expect(given(marked).when(mark('contato_feito'))).toEqual([]);
    expect(given(marked).when(mark('nova'))).toEqual([
      { type: 'SeatStageMarked', data: { demandId, providerId, stage: 'nova' } },
    ]);
    expect(given().when(mark('nova'))).toEqual([]);
  });
  it('only on a seat held', () => {
    expect(given().refusal(mark('contato_feito', false)).code).toBe('forbidden');
  });
});

describe('accepting a proposal (one decision over the demand, its reviews and the proposal)', () => {
  const filed: DemandEvent = {
    type: 'DemandFiled',
    data: {
      demandId,
      requesterId,
      serviceIds: [3],
      title: 'PGR',
      branch: '',
      companyType: '',
      employees: '',
      neededBy: '',
      uf: 'SP',
      city: 'Campinas',
      neighbourhood: '',
      contactPreference: '',
      about: '',
      expiresAt: '2026-12-27T12:00:00.000Z',
      consentAt: '2026-11-26T12:00:00.000Z',
      requesterName: 'Maria',
      requesterSurname: 'Souza',
      requesterEmail: 'maria@fabrica.com.br',
      requesterPhone: '19987654321',
      corporateName: 'Fábrica',
      department: '',
      role: '',
      confirmationRequired: false,
      activity: '',
      cnae: '',
      employeesPerSite: null,
      deadline: null,
    },
  };
  const seat = (id: string): DemandEvent => ({ type: 'ProviderSubscribed', data: { demandId, providerId: id } });
  const fold = <S, E>(decider: { initialState(): S; evolve(s: S, e: E): S }, events: E[]) =>
    events.reduce(decider.evolve, decider.initialState());
  const requester: RequesterIdentity = {
    email: 'maria@fabrica.com.br',
    phone: '19987654321',
    name: 'Maria Souza',
    company: 'Fábrica',
  };
  const provider: ProviderIdentity = {
    emails: ['contato@sst.com.br'],
    phones: ['11999998888'],
    documents: [],
    companies: ['SST Campinas'],
    names: ['João Pereira'],
  };
  const accept = (
    over: {
      demand?: DemandEvent[];
      reviews?: ReviewEvent[];
      proposal?: ProposalEvent[];
      now?: string;
      provider?: ProviderIdentity;
      revision?: number;
    } = {},
  ) =>
    decideAcceptance({
      demandId,
      providerId,
      revision: over.revision ?? 1,
      now: over.now ?? now,
      demand: fold(demandDecider, over.demand ?? [filed, seat(providerId), seat(otherProvider)]),
      reviews: fold(reviewsDecider, over.reviews ?? []),
      proposal: fold(proposalDecider, over.proposal ?? [sent(1)]),
      requester,
      provider: over.provider ?? provider,
    });
  const refusal = (run: () => unknown): DomainError => {
    try {
      run();
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('not refused');
  };

  it('records the hire (as "Já contratei" does), closes the open demand as hired and marks the revision accepted', () => {
    expect(accept()).toEqual({
      demand: [{ type: 'DemandClosed', data: { demandId, reason: 'hired' } }],
      reviews: [{ type: 'HireRecorded', data: { demandId, hired: providerId } }],
      proposal: [{ type: 'ProposalAccepted', data: { demandId, providerId, revision: 1, acceptedAt: now } }],
    });
  });

  it('the revision the requester saw is the one accepted; a newer one must be looked at first', () => {
    expect(refusal(() => accept({ proposal: [sent(1), sent(2)] })).message).toBe(m.revised);
    expect(accept({ proposal: [sent(1), sent(2)], revision: 2 }).proposal).toEqual([
      { type: 'ProposalAccepted', data: { demandId, providerId, revision: 2, acceptedAt: now } },
    ]);
  });

  it('a full demand (closed by its 5th seat) is accepted without closing it again', () => {
    expect(
      accept({ demand: [filed, seat(providerId), { type: 'DemandClosed', data: { demandId, reason: 'full' } }] })
        .demand,
    ).toEqual([]);
  });

  it('the second of two accepts finds the hire recorded: refused (so two accepts race to one winner)', () => {
    const first = accept();
    const again = refusal(() =>
      accept({ reviews: first.reviews, demand: [filed, seat(providerId), seat(otherProvider), ...first.demand] }),
    );
    expect([again.code, again.message]).toEqual(['conflict', m.hireAlreadyRecorded]);
    // Accepting the other provider's proposal after this one was accepted: the same refusal.
    expect(
      refusal(() => accept({ reviews: [{ type: 'HireRecorded', data: { demandId, hired: otherProvider } }] })).message,
    ).toBe(m.hireAlreadyRecorded);
  });

  it('refuses without a proposal, a seat given back, an expired proposal, a cancelled or unknown demand', () => {
    expect(refusal(() => accept({ proposal: [] })).code).toBe('not_found');
    expect(refusal(() => accept({ demand: [filed, seat(otherProvider)] })).message).toBe(m.notSeatHolder);
    expect(refusal(() => accept({ now: '2026-12-28T12:00:00.000Z' })).message).toBe(m.expired);
    expect(
      refusal(() =>
        accept({
          demand: [filed, seat(providerId), { type: 'DemandClosed', data: { demandId, reason: 'cancelled' } }],
        }),
      ).message,
    ).toBe(m.demandClosed);
    expect(refusal(() => accept({ demand: [] })).code).toBe('not_found');
  });

  it('refuses, as "Já contratei" does, a provider whose contact is the requester’s own', () => {
    expect(refusal(() => accept({ provider: { ...provider, emails: ['Maria@Fabrica.com.br'] } })).message).toBe(
      selfDealingMessages.hire,
    );
  });
});
