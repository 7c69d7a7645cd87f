import type { OrderCommand, OrderEvent } from './businessLogic';
import { orderDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

const providerId = '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b';
const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 7,
    providerId,
    packageId: 1,
    packageName: 'Essencial',
    credits: 100,
    priceCents: 27900,
    token: 'a'.repeat(32),
  },
};
const issued: OrderEvent = { type: 'BoletoIssued', data: { orderId: 7 } };
const paid: OrderEvent = { type: 'PaymentConfirmed', data: { orderId: 7, method: 'card', paymentId: 'p' } };

const { given } = specify(orderDecider);
const card = (paymentId = 'p', amountCents = 27900): OrderCommand => ({
  type: 'ConfirmPayment',
  orderId: 7,
  method: 'card',
  paymentId,
  amountCents,
});

describe('order', () => {
  it('is placed once', () => {
    const place: OrderCommand = {
      type: 'PlaceOrder',
      orderId: 7,
      providerId,
      packageId: 1,
      packageName: 'Essencial',
      credits: 100,
      priceCents: 27900,
      token: 'a'.repeat(32),
    };
    expect(given().when(place)).toEqual([placed]);
    expect(() => given(placed).when(place)).toThrow('Este pedido já existe.');
  });
  it('card pays at once', () => {
    expect(given(placed).when(card())).toEqual([paid]);
  });
  it('boleto: issued first, confirmed by the bank later; a boleto confirmation without a boleto is refused', () => {
    const bank: OrderCommand = {
      type: 'ConfirmPayment',
      orderId: 7,
      method: 'boleto',
      paymentId: 'b',
      amountCents: 27900,
    };
    expect(() => given(placed).when(bank)).toThrow('Nenhum boleto foi emitido para este pedido.');
    expect(given(placed).when({ type: 'ChooseBoleto', orderId: 7 })).toEqual([issued]);
    expect(given(placed, issued).when({ type: 'ChooseBoleto', orderId: 7 })).toEqual([]);
    expect(given(placed, issued).when(bank)).toEqual([
      { type: 'PaymentConfirmed', data: { orderId: 7, method: 'boleto', paymentId: 'b' } },
    ]);
  });
  it('a paid order stays paid: confirmations (same or another payment id) repeat nothing; a boleto can no longer be chosen', () => {
    expect(given(placed, paid).when(card())).toEqual([]);
    expect(given(placed, paid).when(card('other'))).toEqual([]);
    expect(() => given(placed, paid).when({ type: 'ChooseBoleto', orderId: 7 })).toThrow('Este pedido já foi pago.');
  });
  it('a payment of another amount does not pay the order', () => {
    expect(() => given(placed).when(card('p', 100))).toThrow('O valor pago não corresponde ao valor do pedido.');
    // The webhook records it as a failure by this reason, never by comparing the message text.
    expect(() => given(placed).when(card('p', 100))).toThrow(
      expect.objectContaining({ reason: 'payment_wrong_amount' }),
    );
  });
  it('a refused payment is recorded once, and the order can still be paid afterwards', () => {
    const failed: OrderEvent = { type: 'PaymentFailed', data: { orderId: 7, paymentId: 'r1', reason: 'rejected' } };
    expect(
      given(placed).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'r1', reason: 'rejected' }),
    ).toEqual([failed]);
    expect(
      given(placed, failed).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'r1', reason: 'rejected' }),
    ).toEqual([]);
    expect(given(placed, failed).when(card('p2'))).toEqual([
      { type: 'PaymentConfirmed', data: { orderId: 7, method: 'card', paymentId: 'p2' } },
    ]);
    expect(
      given(placed, paid).when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'late', reason: 'cancelled' }),
    ).toEqual([]);
  });
  it('an unknown order cannot be paid or failed', () => {
    expect(() => given().when(card())).toThrow('Pedido não encontrado.');
    expect(() => given().when({ type: 'RecordPaymentFailure', orderId: 7, paymentId: 'x', reason: 'r' })).toThrow(
      'Pedido não encontrado.',
    );
  });
  describe('PIX (ADR 0122)', () => {
    const charge = { txid: 'CSST7A1', code: '00020101021226…6304ABCD', expiresAt: '2026-11-25T10:30:00.000Z' };
    const pixIssued: OrderEvent = { type: 'PixIssued', data: { orderId: 7, ...charge } };
    const issue = (now: string, txid = 'CSST7A1'): OrderCommand => ({
      type: 'IssuePix',
      orderId: 7,
      ...charge,
      txid,
      now,
      expiresAt: new Date(Date.parse(now) + 30 * 60_000).toISOString(),
    });
    const pix = (at: string | undefined, paymentId = 'x'): OrderCommand => ({
      type: 'ConfirmPayment',
      orderId: 7,
      method: 'pix',
      paymentId,
      amountCents: 27900,
      ...(at ? { at } : {}),
    });
    const pixPaid: OrderEvent = { type: 'PaymentConfirmed', data: { orderId: 7, method: 'pix', paymentId: 'x' } };

    it('given a placed order, when a PIX is asked for, then a PIX charge payable for 30 minutes is issued', () => {
      expect(given(placed).when(issue('2026-11-25T10:00:00.000Z'))).toEqual([pixIssued]);
    });
    it('given a live PIX charge, when a PIX is asked for again, then nothing new (the same code is shown); once it expired, a new charge', () => {
      expect(given(placed, pixIssued).when(issue('2026-11-25T10:29:59.000Z', 'CSST7B2'))).toEqual([]);
      expect(given(placed, pixIssued).when(issue('2026-11-25T10:30:00.000Z', 'CSST7B2'))).toEqual([
        {
          type: 'PixIssued',
          data: { orderId: 7, txid: 'CSST7B2', code: charge.code, expiresAt: '2026-11-25T11:00:00.000Z' },
        },
      ]);
    });
    it('given a PIX charge, when it is paid before it expires, then the order is paid once; a repeated confirmation records nothing', () => {
      expect(given(placed, pixIssued).when(pix('2026-11-25T10:30:00.000Z'))).toEqual([pixPaid]);
      expect(given(placed, pixIssued, pixPaid).when(pix('2026-11-25T10:31:00.000Z'))).toEqual([]);
      expect(given(placed, pixIssued, pixPaid).when(pix('2026-11-25T10:10:00.000Z', 'another'))).toEqual([]);
    });
    it('given an expired PIX charge, when its payment is confirmed (or no payment time is given), then it is refused', () => {
      expect(() => given(placed, pixIssued).when(pix('2026-11-25T10:30:00.001Z'))).toThrow(
        'Este PIX expirou (o prazo para pagar é de 30 minutos). Gere um novo PIX para pagar.',
      );
      expect(() => given(placed, pixIssued).when(pix(undefined))).toThrow('Este PIX expirou');
      expect(() => given(placed, pixIssued).when(pix(undefined))).toThrow(
        expect.objectContaining({ reason: 'pix_expired' }),
      );
    });
    it('given a PIX of another amount, then it does not pay the order', () => {
      expect(() =>
        given(placed, pixIssued).when({ ...pix('2026-11-25T10:05:00.000Z'), amountCents: 100 } as OrderCommand),
      ).toThrow('O valor pago não corresponde ao valor do pedido.');
    });
    it('given no charge of ours (the gateway issued the PIX on its own page), when its payment is approved, then the order is paid', () => {
      expect(given(placed).when(pix('2026-11-25T10:05:00.000Z'))).toEqual([pixPaid]);
    });
    it('given a paid or unknown order, then no PIX is issued', () => {
      expect(() => given(placed, paid).when(issue('2026-11-25T10:00:00.000Z'))).toThrow('Este pedido já foi pago.');
      expect(() => given().when(issue('2026-11-25T10:00:00.000Z'))).toThrow('Pedido não encontrado.');
    });
    it('given an expired PIX, when the provider pays by card or boleto instead, then that works as usual', () => {
      expect(given(placed, pixIssued).when(card())).toEqual([paid]);
      expect(given(placed, pixIssued).when({ type: 'ChooseBoleto', orderId: 7 })).toEqual([issued]);
    });
  });

  it('a paid order charged back or refunded is reversed once; a later approval or failure changes nothing; an unpaid one is not reversed', () => {
    const chargeBack: OrderCommand = {
      type: 'ReversePayment',
      orderId: 7,
      paymentId: 'p',
      kind: 'charged_back',
      detail: 'charged_back/reimbursed',
    };
    const reversed: OrderEvent = {
      type: 'PaymentReversed',
      data: { orderId: 7, paymentId: 'p', kind: 'charged_back', detail: 'charged_back/reimbursed' },
    };
    expect(given(placed, paid).when(chargeBack)).toEqual([reversed]);
    expect(given(placed, paid, reversed).when(chargeBack)).toEqual([]);
    expect(given(placed, paid, reversed).when({ ...chargeBack, kind: 'refunded' })).toEqual([]);
    expect(given(placed, paid, reversed).when(card())).toEqual([]);
    expect(
      given(placed, paid, reversed).when({
        type: 'RecordPaymentFailure',
        orderId: 7,
        paymentId: 'p',
        reason: 'refunded',
      }),
    ).toEqual([]);
    expect(given(placed).when(chargeBack)).toEqual([]);
    expect(() => given().when(chargeBack)).toThrow('Pedido não encontrado.');
  });
});
