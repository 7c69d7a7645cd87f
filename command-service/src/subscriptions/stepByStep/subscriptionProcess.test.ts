import type { DemandEvent, DemandState } from '../../demands/demand';
import { evolveDemand, initialDemandState } from '../../demands/demand';
import type { WalletEvent } from '../../wallet/businessLogic';
import { walletDecider } from '../../wallet/businessLogic';
import type { Subscription } from '../subscription';
import { SEAT_GIVEN_BACK, nextStep, settleStale } from './subscriptionProcess';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const others = ['a', 'b', 'c', 'd', 'e'].map((c) => `${c.repeat(8)}-0000-4000-8000-000000000000`);
const reservationId = '0b9a4f2e-8c1d-4e3f-9a7b-6c5d4e3f2a1b';
const earlier = '11111111-2222-4333-8444-555555555555';
const s: Subscription = { providerId, demandId: 3, reservationId, now: '2026-11-22T12:00:00.000Z' };

const purchased: WalletEvent = {
  type: 'CreditsPurchased',
  data: { providerId, orderId: 1, packageId: 1, credits: 30, priceCents: 8970, method: 'card' },
};
const reserved = (id = reservationId): WalletEvent => ({
  type: 'CreditsReserved',
  data: { providerId, reservationId: id, demandId: 3, credits: 10 },
});
const spent: WalletEvent = { type: 'CreditsSpent', data: { providerId, reservationId, demandId: 3, credits: 10 } };
const released: WalletEvent = {
  type: 'CreditsReleased',
  data: {
    providerId,
    reservationId,
    demandId: 3,
    credits: 10,
    reason: 'Esta demanda já atingiu o limite de 5 inscritos.',
  },
};
const seat = (p: string, paidBy?: string): DemandEvent => ({
  type: 'ProviderSubscribed',
  data: { demandId: 3, providerId: p, ...(paidBy ? { reservationId: paidBy } : {}) },
});

/** An open demand that expires tomorrow, then whatever happened to it. */
const openDemand = (...events: DemandEvent[]): DemandState =>
  events.reduce(evolveDemand, {
    ...initialDemandState(),
    status: 'open' as const,
    published: true,
    requesterId: 'r',
    expiresAt: '2026-11-23T12:00:00.000Z',
  });
const withDemand = (demand: DemandState, change: Partial<DemandState>): DemandState => ({ ...demand, ...change });
const given = (walletEvents: WalletEvent[], demand: DemandState) => ({
  then: (refusal?: string) =>
    nextStep(walletEvents.reduce(walletDecider.evolve, walletDecider.initialState()), demand, s, refusal),
});

describe('subscription process (reserve → take seat → spend, or release)', () => {
  it('nothing done yet, an open demand with free seats: reserve the 10 credits first', () => {
    expect(given([purchased], openDemand()).then()).toEqual({ type: 'ReserveCredits', reservationId });
  });
  it('credits reserved: take the seat', () => {
    expect(given([purchased, reserved()], openDemand()).then()).toEqual({ type: 'TakeSeat', reservationId });
  });
  it('seat taken: spend the reservation; once spent, the provider is subscribed', () => {
    expect(given([purchased, reserved()], openDemand(seat(providerId, reservationId))).then()).toEqual({
      type: 'SpendReservation',
      reservationId,
    });
    expect(given([purchased, reserved(), spent], openDemand(seat(providerId, reservationId))).then()).toEqual({
      type: 'Subscribed',
      reservationId,
    });
  });
  it('seat refused: release the reservation with the refusal; once released, the refusal is the answer', () => {
    const full = openDemand(...others.map((o) => seat(o)));
    expect(given([purchased, reserved()], full).then('Esta demanda já atingiu o limite de 5 inscritos.')).toEqual({
      type: 'ReleaseReservation',
      reservationId,
      reason: 'Esta demanda já atingiu o limite de 5 inscritos.',
    });
    expect(given([purchased, reserved(), released], full).then()).toEqual({
      type: 'Refused',
      code: 'conflict',
      message: 'Esta demanda já atingiu o limite de 5 inscritos.',
    });
  });
  it.each([
    ['a full demand', openDemand(...others.map((o) => seat(o))), 'Esta demanda já atingiu o limite de 5 inscritos.'],
    [
      'a closed demand',
      openDemand({ type: 'DemandClosed', data: { demandId: 3, reason: 'admin' } } as DemandEvent),
      'Esta demanda está fechada.',
    ],
    ['an expired demand', withDemand(openDemand(), { expiresAt: '2026-11-22T11:59:59.000Z' }), 'Esta demanda expirou.'],
    [
      'a demand the provider already holds a seat on',
      openDemand(seat(providerId)),
      'Você já está inscrito nesta demanda.',
    ],
  ])('%s is refused before any credit moves', (_label, demand, message) => {
    expect(given([purchased], demand).then()).toEqual({ type: 'Refused', code: 'conflict', message });
  });
  it('an unknown or deleted demand is not found', () => {
    expect(given([purchased], initialDemandState()).then()).toEqual({
      type: 'Refused',
      code: 'not_found',
      message: 'Demanda não encontrada.',
    });
    expect(given([purchased], withDemand(openDemand(), { status: 'deleted' })).then()).toEqual({
      type: 'Refused',
      code: 'not_found',
      message: 'Demanda não encontrada.',
    });
  });
  it('an earlier request stopped after reserving (or after taking the seat): a new request finishes it instead of paying again', () => {
    expect(given([purchased, reserved(earlier)], openDemand()).then()).toEqual({
      type: 'TakeSeat',
      reservationId: earlier,
    });
    expect(given([purchased, reserved(earlier)], openDemand(seat(providerId, earlier))).then()).toEqual({
      type: 'SpendReservation',
      reservationId: earlier,
    });
  });
  it('two requests of one provider at once: the one whose reservation did not pay for the seat releases it', () => {
    expect(given([purchased, reserved(earlier), reserved()], openDemand(seat(providerId, earlier))).then()).toEqual({
      type: 'ReleaseReservation',
      reservationId,
      reason: 'Você já está inscrito nesta demanda.',
    });
  });
  it('credits already given back by the sweep while the stalled request took the seat: the seat is given back too', () => {
    const sweptBack: WalletEvent = {
      type: 'CreditsReleased',
      data: { providerId, reservationId, demandId: 3, credits: 10, reason: SEAT_GIVEN_BACK },
    };
    expect(given([purchased, reserved(), sweptBack], openDemand(seat(providerId, reservationId))).then()).toEqual({
      type: 'ReleaseSeat',
      reservationId,
      reason: SEAT_GIVEN_BACK,
    });
    expect(given([purchased, reserved(), sweptBack], openDemand()).then()).toEqual({
      type: 'Refused',
      code: 'conflict',
      message: SEAT_GIVEN_BACK,
    });
  });
});

describe('sweep of reservations left open', () => {
  const state = (events: WalletEvent[]) => events.reduce(walletDecider.evolve, walletDecider.initialState());
  it('spends a reservation whose seat is held, releases one whose seat is not, leaves settled ones alone', () => {
    expect(
      settleStale(
        state([purchased, reserved()]),
        openDemand(seat(providerId, reservationId)),
        providerId,
        reservationId,
      ),
    ).toEqual({ type: 'SpendReservation', reservationId });
    expect(settleStale(state([purchased, reserved()]), openDemand(), providerId, reservationId)).toEqual({
      type: 'ReleaseReservation',
      reservationId,
      reason: SEAT_GIVEN_BACK,
    });
    expect(
      settleStale(
        state([purchased, reserved(), spent]),
        openDemand(seat(providerId, reservationId)),
        providerId,
        reservationId,
      ),
    ).toBeUndefined();
  });
});
