import type { OrderCommand, WalletCommand, WalletEvent } from './businessLogic';
import { orderDecider, walletDecider } from './businessLogic';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const purchased: WalletEvent = { type: 'CreditsPurchased', data: { providerId, orderId: 7, packageId: 1, credits: 100, priceCents: 27900, method: 'card' } };

const wallet = (events: WalletEvent[]) => ({
  when: (c: WalletCommand) => walletDecider.decide(c, events.reduce(walletDecider.evolve, walletDecider.initialState())),
});
const order = (events: WalletEvent[]) => ({
  when: (c: OrderCommand) => orderDecider.decide(c, events.reduce(orderDecider.evolve, orderDecider.initialState())),
});

describe('wallet', () => {
  it('credits a paid order once, however often the payment is reported', () => {
    const credit: WalletCommand = { type: 'CreditPurchase', providerId, orderId: 7, packageId: 1, credits: 100, priceCents: 27900, method: 'card' };
    expect(wallet([]).when(credit)).toEqual([purchased]);
    expect(wallet([purchased]).when(credit)).toEqual([]);
  });
  it('an admin sets a new balance: the difference is recorded with before and after; never below zero', () => {
    expect(wallet([purchased]).when({ type: 'AdjustCredits', providerId, newBalance: 130, reason: 'Cortesia' })).toEqual([
      { type: 'CreditsAdjusted', data: { providerId, delta: 30, balanceBefore: 100, balanceAfter: 130, reason: 'Cortesia' } },
    ]);
    expect(wallet([purchased]).when({ type: 'AdjustCredits', providerId, newBalance: 100, reason: 'x' })).toEqual([]);
    expect(() => wallet([purchased]).when({ type: 'AdjustCredits', providerId, newBalance: -1, reason: 'x' })).toThrow('O saldo de créditos não pode ficar negativo.');
  });
});

describe('order', () => {
  const placed: WalletEvent = { type: 'OrderPlaced', data: { orderId: 7, providerId, packageId: 1, packageName: 'Essencial', credits: 100, priceCents: 27900, token: 'a'.repeat(32) } };
  it('card pays at once', () => {
    expect(order([placed]).when({ type: 'ConfirmPayment', orderId: 7, method: 'card', paymentId: 'p' })).toEqual([
      { type: 'PaymentConfirmed', data: { orderId: 7, method: 'card', paymentId: 'p' } },
    ]);
  });
  it('boleto: issued first, confirmed by the bank later; a boleto confirmation without a boleto is refused', () => {
    expect(() => order([placed]).when({ type: 'ConfirmPayment', orderId: 7, method: 'boleto', paymentId: 'p' })).toThrow('Nenhum boleto foi emitido para este pedido.');
    const issued: WalletEvent = { type: 'BoletoIssued', data: { orderId: 7 } };
    expect(order([placed]).when({ type: 'ChooseBoleto', orderId: 7 })).toEqual([issued]);
    expect(order([placed, issued]).when({ type: 'ConfirmPayment', orderId: 7, method: 'boleto', paymentId: 'p' })).toHaveLength(1);
  });
  it('a paid order stays paid: confirmations repeat nothing; a boleto can no longer be chosen', () => {
    const paid: WalletEvent = { type: 'PaymentConfirmed', data: { orderId: 7, method: 'card', paymentId: 'p' } };
    expect(order([placed, paid]).when({ type: 'ConfirmPayment', orderId: 7, method: 'card', paymentId: 'p' })).toEqual([]);
    expect(() => order([placed, paid]).when({ type: 'ChooseBoleto', orderId: 7 })).toThrow('Este pedido já foi pago.');
  });
});
