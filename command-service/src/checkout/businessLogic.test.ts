import type { OrderCommand, OrderEvent } from './businessLogic';
import { orderDecider } from './businessLogic';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const placed: OrderEvent = { type: 'OrderPlaced', data: { orderId: 7, providerId, packageId: 1, packageName: 'Essencial', credits: 100, priceCents: 27900, token: 'a'.repeat(32) } };
const issued: OrderEvent = { type: 'BoletoIssued', data: { orderId: 7 } };
const paid: OrderEvent = { type: 'PaymentConfirmed', data: { orderId: 7, method: 'card', paymentId: 'p' } };

const given = (events: OrderEvent[]) => ({
  when: (c: OrderCommand) => orderDecider.decide(c, events.reduce(orderDecider.evolve, orderDecider.initialState())),
});
const card = (paymentId = 'p', amountCents = 27900): OrderCommand => ({ type: 'ConfirmPayment', orderId: 7, method: 'card', paymentId, amountCents });

describe('order', () => {
  it('is placed once', () => {
    const place: OrderCommand = { type: 'PlaceOrder', orderId: 7, providerId, packageId: 1, packageName: 'Essencial', credits: 100, priceCents: 27900, token: 'a'.repeat(32) };
    expect(given([]).when(place)).toEqual([placed]);
    expect(() => given([placed]).when(place)).toThrow('Este pedido já existe.');
  });
  it('card pays at once', () => {
    expect(given([placed]).when(card())).toEqual([paid]);
  });
  it('boleto: issued first, confirmed by the bank later; a boleto confirmation without a boleto is refused', () => {
    const bank: OrderCommand = { type: 'ConfirmPayment', orderId: 7, method: 'boleto', paymentId: 'b', amountCents: 27900 };
    expect(() => given([placed]).when(bank)).toThrow('Nenhum boleto foi emitido para este pedido.');
    expect(given([placed]).when({ type: 'ChooseBoleto', orderId: 7 })).toEqual([issued]);
    expect(given([placed, issued]).when({ type: 'ChooseBoleto', orderId: 7 })).toEqual([]);
    expect(given([placed, issued]).when(bank)).toEqual([{ type: 'PaymentConfirmed', data: { orderId: 7, method: 'boleto', paymentId: 'b' } }]);
  });
  it('a paid order stays paid: confirmations (same or another payment id) repeat nothing; a boleto can no longer be chosen', () => {
    expect(given([placed, paid]).when(card())).toEqual([]);
    expect(given([placed, paid]).when(card('other'))).toEqual([]);
    expect(() => given([placed, paid]).when({ type: 'ChooseBoleto', orderId: 7 })).toThrow('Este pedido já foi pago.');
  });
  it('a payment of another amount does not pay the order', () => {
    expect(() => given([placed]).when(card('p', 100))).toThrow('O valor pago não corresponde ao valor do pedido.');
  });
  it('a refused payment is recorded once, and the order can still be paid afterwards', () => {
    const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId: 7, paymentId: 'r1', reason: 'rejected' } };
    expect(given([placed]).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'r1', reason: 'rejected' })).toEqual([failed]);
    expect(given([placed, failed]).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'r1', reason: 'rejected' })).toEqual([]);
    expect(given([placed, failed]).when(card('p2'))).toEqual([{ type: 'PaymentConfirmed', data: { orderId: 7, method: 'card', paymentId: 'p2' } }]);
    expect(given([placed, paid]).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'late', reason: 'cancelled' })).toEqual([]);
  });
  it('an unknown order cannot be paid or failed', () => {
    expect(() => given([]).when(card())).toThrow('Pedido não encontrado.');
    expect(() => given([]).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'x', reason: 'r' })).toThrow('Pedido não encontrado.');
  });
  it('a paid order charged back or refunded is reversed once; a later approval or failure changes nothing; an unpaid one is not reversed', () => {
    const chargeBack: OrderCommand = { type: 'ReversePayment', orderId: 7, paymentId: 'p', kind: 'charged_back', detail: 'charged_back/reimbursed' };
    const reversed: OrderEvent = { type: 'PaymentReversed', data: { orderId: 7, paymentId: 'p', kind: 'charged_back', detail: 'charged_back/reimbursed' } };
    expect(given([placed, paid]).when(chargeBack)).toEqual([reversed]);
    expect(given([placed, paid, reversed]).when(chargeBack)).toEqual([]);
    expect(given([placed, paid, reversed]).when({ ...chargeBack, kind: 'refunded' })).toEqual([]);
    expect(given([placed, paid, reversed]).when(card())).toEqual([]);
    expect(given([placed, paid, reversed]).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'p', reason: 'refunded' })).toEqual([]);
    expect(given([placed]).when(chargeBack)).toEqual([]);
    expect(() => given([]).when(chargeBack)).toThrow('Pedido não encontrado.');
  });
});
