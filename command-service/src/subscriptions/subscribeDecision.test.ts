import { DomainError } from '@conectasst/common/rules/domainError';
import type { DemandEvent, DemandState } from '../demands/demand';
import { evolveDemand, initialDemandState } from '../demands/demand';
import type { WalletEvent } from '../wallet/businessLogic';
import { INSUFFICIENT_CREDITS, NEGATIVE_BALANCE, walletDecider } from '../wallet/businessLogic';
import { decideSubscription } from './subscribeDecision';
import type { Subscription } from './subscription';
import { SEAT_GIVEN_BACK } from './stepByStep/subscriptionProcess';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const others = ['a', 'b', 'c', 'd', 'e'].map((c) => `${c.repeat(8)}-0000-4000-8000-000000000000`);
const reservationId = '0b9a4f2e-8c1d-4e3f-9a7b-6c5d4e3f2a1b';
const earlier = '11111111-2222-4333-8444-555555555555';
const s: Subscription = { providerId, demandId: 3, reservationId, now: '2026-11-22T12:00:00.000Z' };

const purchased = (credits = 30): WalletEvent => ({
  type: 'CreditsPurchased',
  data: { providerId, orderId: 1, packageId: 1, credits, priceCents: 8970, method: 'card' },
});
const reversed: WalletEvent = {
  type: 'CreditsReversed',
  data: { providerId, orderId: 1, paymentId: 'p1', packageId: 1, credits: 30, priceCents: 8970, kind: 'charged_back' },
};
const reserved = (id = reservationId): WalletEvent => ({
  type: 'CreditsReserved',
  data: { providerId, reservationId: id, demandId: 3, credits: 10 },
});
const spent = (id = reservationId): WalletEvent => ({
  type: 'CreditsSpent',
  data: { providerId, reservationId: id, demandId: 3, credits: 10 },
});
const released: WalletEvent = {
  type: 'CreditsReleased',
  data: { providerId, reservationId, demandId: 3, credits: 10, reason: SEAT_GIVEN_BACK },
};
const seat = (p: string, paidBy?: string): DemandEvent => ({
  type: 'ProviderSubscribed',
  data: { demandId: 3, providerId: p, ...(paidBy ? { reservationId: paidBy } : {}) },
});

/** A published demand that expires tomorrow, then whatever happened to it. */
const openDemand = (...events: DemandEvent[]): DemandState =>
  events.reduce(evolveDemand, {
    ...initialDemandState(),
    status: 'open' as const,
    published: true,
    requesterId: 'r',
    expiresAt: '2026-11-23T12:00:00.000Z',
  });

const given = (walletEvents: WalletEvent[], demand: DemandState) => {
  const wallet = walletEvents.reduce(walletDecider.evolve, walletDecider.initialState());
  const when = () => decideSubscription(wallet, demand, s);
  return {
    then: when,
    /** The refusal as the API answers it (code and message), or a failure when the decision did not refuse. */
    refused(): { code: string; message: string } {
      try {
        when();
      } catch (error) {
        if (error instanceof DomainError) return { code: error.code, message: error.message };
        throw error;
      }
      throw new Error('the subscription was not refused');
    },
  };
};

describe('subscribing as one decision (wallet and demand appended together, ADR 0124)', () => {
  it('enough credits and a free seat: the wallet reserves and spends 10 credits, the demand seats the provider with that reservation', () => {
    expect(given([purchased()], openDemand()).then()).toEqual({
      type: 'Subscribe',
      wallet: [reserved(), spent()],
      demand: [seat(providerId, reservationId)],
    });
  });
  it('the 5th seat closes the demand in the same decision', () => {
    expect(given([purchased()], openDemand(...others.slice(0, 4).map((o) => seat(o)))).then()).toEqual({
      type: 'Subscribe',
      wallet: [reserved(), spent()],
      demand: [seat(providerId, reservationId), { type: 'DemandClosed', data: { demandId: 3, reason: 'full' } }],
    });
  });
  it('exactly 10 credits are enough, and the folded wallet has 0 left with nothing reserved', () => {
    const decision = given([purchased(10)], openDemand()).then();
    if (decision.type !== 'Subscribe') throw new Error(`expected a subscription, got ${decision.type}`);
    const after = [purchased(10), ...decision.wallet].reduce(walletDecider.evolve, walletDecider.initialState());
    expect(after.balance).toBe(0);
    expect(after.reservations.size).toBe(0);
    expect(after.spentByDemand.get(3)).toBe(10);
  });
  it.each([
    ['a full demand', openDemand(...others.map((o) => seat(o))), 'Esta demanda já atingiu o limite de 5 inscritos.'],
    [
      'a closed demand',
      openDemand({ type: 'DemandClosed', data: { demandId: 3, reason: 'admin' } }),
      'Esta demanda está fechada.',
    ],
    ['an expired demand', { ...openDemand(), expiresAt: '2026-11-22T11:59:59.000Z' }, 'Esta demanda expirou.'],
    [
      'a demand the provider already holds a seat on',
      openDemand(seat(providerId, earlier)),
      'Você já está inscrito nesta demanda.',
    ],
  ])('%s is refused with its message (409), whatever the balance', (_label, demand, message) => {
    expect(given([purchased()], demand).refused()).toEqual({ code: 'conflict', message });
    expect(given([], demand).refused()).toEqual({ code: 'conflict', message });
  });
  it('an unknown, unpublished or deleted demand is not found (404)', () => {
    const notFound = { code: 'not_found', message: 'Demanda não encontrada.' };
    expect(given([purchased()], initialDemandState()).refused()).toEqual(notFound);
    expect(given([purchased()], { ...openDemand(), published: false }).refused()).toEqual(notFound);
    expect(given([purchased()], { ...openDemand(), status: 'deleted' }).refused()).toEqual(notFound);
  });
  it('too few credits, or a wallet below zero after a reversal, is refused with the wallet message (409)', () => {
    expect(given([], openDemand()).refused()).toEqual({ code: 'conflict', message: INSUFFICIENT_CREDITS });
    expect(given([purchased(9)], openDemand()).refused()).toEqual({ code: 'conflict', message: INSUFFICIENT_CREDITS });
    expect(given([purchased(), reserved(earlier), spent(earlier), reversed], openDemand()).refused()).toEqual({
      code: 'conflict',
      message: NEGATIVE_BALANCE,
    });
  });
  it('a retry of a request whose reservation is already spent is done: nothing new, the same success', () => {
    expect(given([purchased(), reserved(), spent()], openDemand(seat(providerId, reservationId))).then()).toEqual({
      type: 'Done',
      reservationId,
    });
  });
  it('a retry of a request whose reservation was released answers the reason it was released with', () => {
    expect(given([purchased(), reserved(), released], openDemand()).refused()).toEqual({
      code: 'conflict',
      message: SEAT_GIVEN_BACK,
    });
  });
  it('a reservation left open for this demand by an earlier request (old log, or the step-by-step process) is resumed by the process', () => {
    expect(given([purchased(), reserved(earlier)], openDemand()).then()).toEqual({
      type: 'Resume',
      reservationId: earlier,
    });
    expect(given([purchased(), reserved()], openDemand(seat(providerId, reservationId))).then()).toEqual({
      type: 'Resume',
      reservationId,
    });
  });
  it('an old log (reserve, seat, spend as three steps) folds to the same wallet as the one decision', () => {
    const decision = given([purchased()], openDemand()).then();
    if (decision.type !== 'Subscribe') throw new Error(`expected a subscription, got ${decision.type}`);
    const fold = (events: WalletEvent[]) => events.reduce(walletDecider.evolve, walletDecider.initialState());
    expect(fold([purchased(), ...decision.wallet])).toEqual(fold([purchased(), reserved(), spent()]));
    expect(decision.demand.reduce(evolveDemand, openDemand())).toEqual(openDemand(seat(providerId, reservationId)));
  });
});
