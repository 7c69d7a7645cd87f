import type { CreditReversalKind } from '@conectasst/events/schemas/walletEvents';
import type { WalletCommand, WalletEvent } from './businessLogic';
import { walletDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const purchased: WalletEvent = {
  type: 'CreditsPurchased',
  data: { providerId, orderId: 7, packageId: 1, credits: 100, priceCents: 27900, method: 'card' },
};

const { given: wallet } = specify(walletDecider);

const reservationId = '0b9a4f2e-8c1d-4e3f-9a7b-6c5d4e3f2a1b';

/** A seat on `demandId` paid with 10 credits: reserved, then spent. */
const seatBought = (demandId: number, id = reservationId): WalletEvent[] => [
  { type: 'CreditsReserved', data: { providerId, reservationId: id, demandId, credits: 10 } },
  { type: 'CreditsSpent', data: { providerId, reservationId: id, demandId, credits: 10 } },
];

/** The admin adds `delta` to the balance they saw, and what that records. */
const adjust = (delta: number, balanceSeen: number, reason = 'x'): WalletCommand => ({
  type: 'AdjustCredits',
  providerId,
  delta,
  balanceSeen,
  reason,
});
const adjusted = (delta: number, balanceBefore: number, reason: string): WalletEvent => ({
  type: 'CreditsAdjusted',
  data: { providerId, delta, balanceBefore, balanceAfter: balanceBefore + delta, reason },
});

/** The order of `purchased` as the gateway reports it: order 7, payment mp-77, 100 credits for R$ 279,00. */
const order7 = { providerId, orderId: 7, paymentId: 'mp-77', packageId: 1, credits: 100, priceCents: 27900 };
type PartialRefund = { refundId: string; refundedCents: number };
/** The gateway reports order 7 reversed (`kind`), and what the wallet records (`credits` taken back, 100 unless told). */
const reverseOrder7 = (
  kind: CreditReversalKind,
  refund?: PartialRefund,
): Extract<WalletCommand, { type: 'ReverseCredits' }> => ({
  type: 'ReverseCredits',
  ...order7,
  kind,
  ...refund,
});
const order7Reversed = (
  kind: CreditReversalKind,
  taken?: Partial<PartialRefund> & { credits: number },
): WalletEvent => ({
  type: 'CreditsReversed',
  data: { ...order7, kind, ...taken },
});

describe('wallet', () => {
  it('credits a paid order once, however often the payment is reported', () => {
    const credit: WalletCommand = {
      type: 'CreditPurchase',
      providerId,
      orderId: 7,
      packageId: 1,
      credits: 100,
      priceCents: 27900,
      method: 'card',
    };
    expect(wallet().when(credit)).toEqual([purchased]);
    expect(wallet(purchased).when(credit)).toEqual([]);
  });
  it('an admin adds a delta to the balance they saw: recorded with before and after; never pushed below zero', () => {
    expect(wallet(purchased).when(adjust(30, 100, 'Cortesia'))).toEqual([adjusted(30, 100, 'Cortesia')]);
    expect(wallet(purchased).when(adjust(0, 100))).toEqual([]);
    expect(() => wallet(purchased).when(adjust(-101, 100))).toThrow('O saldo de créditos não pode ficar negativo.');
  });
  it('given a purchase after the admin loaded the screen, when the admin saves a delta against the old balance, then 409 and the purchase stays', () => {
    const second: WalletEvent = {
      type: 'CreditsPurchased',
      data: { providerId, orderId: 8, packageId: 1, credits: 30, priceCents: 8970, method: 'card' },
    };
    expect(() => wallet(purchased, second).when(adjust(5, 100))).toThrow(
      'O saldo do parceiro mudou. Recarregue a página.',
    );
  });
  it("the spec's total without a balance seen is set over whatever the wallet holds, marked unchecked; the same total again writes nothing", () => {
    const second: WalletEvent = {
      type: 'CreditsPurchased',
      data: { providerId, orderId: 8, packageId: 1, credits: 30, priceCents: 8970, method: 'card' },
    };
    expect(
      wallet(purchased, second).when({
        type: 'SetCredits',
        providerId,
        total: 50,
        reason: 'Ajuste pelo administrador',
      }),
    ).toEqual([
      {
        type: 'CreditsAdjusted',
        data: {
          providerId,
          delta: -80,
          balanceBefore: 130,
          balanceAfter: 50,
          reason: 'Ajuste pelo administrador (total definido sem conferir o saldo exibido)',
          unchecked: true,
        },
      },
    ]);
    expect(wallet(purchased).when({ type: 'SetCredits', providerId, total: 100, reason: 'x' })).toEqual([]);
    expect(() => wallet(purchased).when({ type: 'SetCredits', providerId, total: -1, reason: 'x' })).toThrow(
      'O saldo de créditos não pode ficar negativo.',
    );
  });
  it('old logs replay to the same balance: an adjustment recorded as an absolute total folds to its balanceAfter', () => {
    const recordedBefore = adjusted(-40, 100, 'Ajuste pelo administrador');
    expect([purchased, recordedBefore].reduce(walletDecider.evolve, walletDecider.initialState()).balance).toBe(60);
  });
});

describe('wallet reservations (step 1 and 3 of subscribing)', () => {
  const [reserved, spent] = seatBought(3) as [WalletEvent, WalletEvent];
  const reserve: WalletCommand = { type: 'ReserveCredits', providerId, reservationId, demandId: 3, credits: 10 };
  const balanceAfter = (events: WalletEvent[]) => wallet(...events).state.balance;

  it('given 100 credits, reserving 10 takes them out of the balance at once', () => {
    expect(wallet(purchased).when(reserve)).toEqual([reserved]);
    expect(balanceAfter([purchased, reserved])).toBe(90);
  });
  it('given fewer than 10 credits, the reservation is refused with the message the screen shows', () => {
    expect(() => wallet().when(reserve)).toThrow('Saldo de créditos insuficiente. Compre um pacote para se inscrever.');
    expect(() => wallet(adjusted(9, 0, 'x')).when(reserve)).toThrow('Saldo de créditos insuficiente.');
  });
  it('the same reservation asked twice (a retried request) reserves once', () => {
    expect(wallet(purchased, reserved).when(reserve)).toEqual([]);
  });
  it('seat taken: the reservation is spent once; the balance stays 90', () => {
    expect(wallet(purchased, reserved).when({ type: 'SpendReservation', providerId, reservationId })).toEqual([spent]);
    expect(wallet(purchased, reserved, spent).when({ type: 'SpendReservation', providerId, reservationId })).toEqual(
      [],
    );
    expect(
      wallet(purchased, reserved, spent).when({ type: 'ReleaseReservation', providerId, reservationId, reason: 'x' }),
    ).toEqual([]);
    expect(balanceAfter([purchased, reserved, spent])).toBe(90);
  });
  it('seat refused: the reservation is released and the 10 credits come back; a spent one can no longer be released', () => {
    const released: WalletEvent = {
      type: 'CreditsReleased',
      data: { providerId, reservationId, demandId: 3, credits: 10, reason: 'Demanda lotada' },
    };
    expect(
      wallet(purchased, reserved).when({
        type: 'ReleaseReservation',
        providerId,
        reservationId,
        reason: 'Demanda lotada',
      }),
    ).toEqual([released]);
    expect(balanceAfter([purchased, reserved, released])).toBe(100);
    expect(wallet(purchased, reserved, released).when({ type: 'SpendReservation', providerId, reservationId })).toEqual(
      [],
    );
  });
  it('an admin cannot take away credits that are reserved: the new balance counts only the available ones', () => {
    expect(wallet(purchased, reserved).when(adjust(-90, 90, 'Estorno'))).toEqual([adjusted(-90, 90, 'Estorno')]);
  });
});

describe('refunds of reported leads', () => {
  const reportId = '7c6b5a49-3827-4160-9f8e-7d6c5b4a3928';
  const spentOn3 = seatBought(3);
  const refund: WalletCommand = {
    type: 'RefundCredits',
    providerId,
    demandId: 3,
    reportId,
    reason: 'invalid_contact',
    decidedBy: 'system',
    automatic: true,
    note: 'E-mail recusado (550).',
  };
  const refunded: WalletEvent = {
    type: 'CreditsRefunded',
    data: {
      providerId,
      demandId: 3,
      credits: 10,
      reportId,
      reason: 'invalid_contact',
      decidedBy: 'system',
      automatic: true,
      note: 'E-mail recusado (550).',
    },
  };
  const balanceAfter = (events: WalletEvent[]) => wallet(...events).state.balance;

  it('gives back what the seat cost, with the report, reason and who decided', () => {
    expect(wallet(purchased, ...spentOn3).when(refund)).toEqual([refunded]);
    expect(balanceAfter([purchased, ...spentOn3, refunded])).toBe(100);
  });
  it('refunds a demand at most once', () => {
    expect(wallet(purchased, ...spentOn3, refunded).when(refund)).toEqual([]);
    expect(
      wallet(purchased, ...spentOn3, refunded).when({
        ...refund,
        reportId: '11111111-2222-4333-8444-555555555555',
        decidedBy: providerId,
      }),
    ).toEqual([]);
  });
  it('never refunds a demand nothing was spent on (a released reservation is not a spend)', () => {
    expect(() => wallet(purchased).when(refund)).toThrow('não há o que devolver');
    const released: WalletEvent[] = [
      spentOn3[0]!,
      { type: 'CreditsReleased', data: { providerId, reservationId, demandId: 3, credits: 10, reason: 'full' } },
    ];
    expect(() => wallet(purchased, ...released).when(refund)).toThrow('não há o que devolver');
  });
});

describe('payment reversals (refund or chargeback of a credited order, ADR 0111)', () => {
  const reverse = reverseOrder7('charged_back');
  const reversed = order7Reversed('charged_back');
  const spent = seatBought(3);
  const stateAfter = (events: WalletEvent[]) => events.reduce(walletDecider.evolve, walletDecider.initialState());

  it('given a purchase and a spend, when the payment is charged back, then its credits are taken back and the wallet goes negative', () => {
    expect(wallet(purchased, ...spent).when(reverse)).toEqual([reversed]);
    expect(stateAfter([purchased, ...spent, reversed]).balance).toBe(-10);
  });
  it('takes an order back once, however often the reversal is reported', () => {
    expect(wallet(purchased, reversed).when(reverse)).toEqual([]);
    expect(wallet(purchased, reversed).when({ ...reverse, kind: 'refunded', paymentId: 'mp-78' })).toEqual([]);
  });
  it('takes nothing back for an order this wallet was never credited for', () => {
    expect(wallet().when(reverse)).toEqual([]);
    expect(wallet(purchased).when({ ...reverse, orderId: 9 })).toEqual([]);
  });
  it('given a negative wallet, subscribing is refused and the provider is told why', () => {
    const reserve: WalletCommand = {
      type: 'ReserveCredits',
      providerId,
      reservationId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      demandId: 4,
      credits: 10,
    };
    expect(() => wallet(purchased, ...spent, reversed).when(reserve)).toThrow(
      'Seu saldo de créditos está negativo porque um pagamento já creditado foi estornado ou contestado. Compre um pacote para cobrir o saldo e voltar a se inscrever.',
    );
  });
  it('an admin may raise a negative wallet, never lower it further', () => {
    expect(wallet(purchased, ...spent, reversed).when(adjust(4, -10, 'Acordo'))).toEqual([adjusted(4, -10, 'Acordo')]);
    expect(() => wallet(purchased, ...spent, reversed).when(adjust(-1, -10))).toThrow('não pode ficar negativo');
  });
});

describe('partial refunds (Mercado Pago keeps the payment approved, ADR 0168)', () => {
  // 100 credits for R$ 279,00.
  const partial = (refundId: string, refundedCents: number) =>
    reverseOrder7('partial_refund', { refundId, refundedCents });
  const line = (refundId: string, refundedCents: number, credits: number) =>
    order7Reversed('partial_refund', { credits, refundId, refundedCents });
  const spent90 = Array.from({ length: 9 }, (_, i) =>
    seatBought(10 + i, `0b9a4f2e-8c1d-4e3f-9a7b-6c5d4e3f2a${(10 + i).toString(16).padStart(2, '0')}`),
  ).flat();

  it('given a purchase, when half of its price is refunded, then half of its credits are taken back, with the amount refunded', () => {
    expect(wallet(purchased).when(partial('r-1', 13950))).toEqual([line('r-1', 13950, 50)]);
    expect(wallet(purchased, line('r-1', 13950, 50)).state.balance).toBe(50);
  });
  it('rounds down: a credit leaves only once its whole price was refunded (R$ 2,00 of R$ 2,79 a credit takes none, recorded all the same)', () => {
    expect(wallet(purchased).when(partial('r-1', 200))).toEqual([line('r-1', 200, 0)]);
  });
  it('two partial refunds add up on the running total: R$ 100 → 35 credits, then R$ 50 → 53 in all, so 18 more', () => {
    expect(wallet(purchased).when(partial('r-1', 10000))).toEqual([line('r-1', 10000, 35)]);
    expect(wallet(purchased, line('r-1', 10000, 35)).when(partial('r-2', 5000))).toEqual([line('r-2', 5000, 18)]);
  });
  it('partial refunds never exceed the purchase: the money is capped at the price and the credits at the package', () => {
    const first = line('r-1', 20000, 71);
    expect(wallet(purchased, first).when(partial('r-2', 20000))).toEqual([line('r-2', 7900, 29)]);
    expect(wallet(purchased, first, line('r-2', 7900, 29)).when(partial('r-3', 100))).toEqual([]);
    expect(wallet(purchased, first, line('r-2', 7900, 29)).state.balance).toBe(0);
  });
  it('the same refund id twice takes back once', () => {
    expect(wallet(purchased, line('r-1', 13950, 50)).when(partial('r-1', 13950))).toEqual([]);
  });
  it('a partial refund after a full reversal takes nothing; a full reversal after a partial takes only the rest', () => {
    expect(wallet(purchased, order7Reversed('refunded')).when(partial('r-1', 13950))).toEqual([]);
    expect(wallet(purchased, line('r-1', 13950, 50)).when(reverseOrder7('refunded'))).toEqual([
      order7Reversed('refunded', { credits: 50, refundedCents: 13950 }),
    ]);
  });
  it('given 90 credits spent on seats, a half refund takes the balance to −40: the seats stay, new ones are refused', () => {
    const given = wallet(purchased, ...spent90, line('r-1', 13950, 50));
    expect(given.state.balance).toBe(-40);
    expect(() => given.when({ type: 'ReserveCredits', providerId, reservationId, demandId: 99, credits: 10 })).toThrow(
      'Seu saldo de créditos está negativo',
    );
  });
  it('takes nothing for an order never credited', () => {
    expect(wallet().when(partial('r-1', 13950))).toEqual([]);
  });
  it('given a payment that states only its refunded total, when the total grows, then only what it adds is taken back, once per total (ADR 0168 §8)', () => {
    expect(wallet(purchased).when(partial('total-10000', 10000))).toEqual([line('total-10000', 10000, 35)]);
    const first = line('total-10000', 10000, 35);
    // Delivered again: nothing more.
    expect(wallet(purchased, first).when(partial('total-10000', 10000))).toEqual([]);
    // The total is now R$ 150: R$ 50 more, 53 credits in all, so 18 more.
    expect(wallet(purchased, first).when(partial('total-15000', 15000))).toEqual([line('total-15000', 5000, 18)]);
    // A late, smaller total takes nothing; a total at the price takes the rest and no more.
    const second = line('total-15000', 5000, 18);
    expect(wallet(purchased, first, second).when(partial('total-12000', 12000))).toEqual([]);
    expect(wallet(purchased, first, second).when(partial('total-27900', 27900))).toEqual([
      line('total-27900', 12900, 47),
    ]);
  });
});
