import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import { EXCLUDED_PAYMENT_TYPES, mercadoPagoGateway, paymentReportOf, preferenceBody } from './mercadoPagoGateway';
import { ForgedNotification } from './paymentGateway';
import { sandboxGateway } from './sandboxGateway';

const secret = 'segredo';
const signed = (dataId: string, requestId: string, ts = Math.floor(Date.now() / 1000), key = secret) =>
  `ts=${ts},v1=${createHmac('sha256', key).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;

/** Signature checks happen before any network call: the API address here is unreachable on purpose. */
describe('Mercado Pago adapter: notification signature (no network)', () => {
  const gateway = mercadoPagoGateway({
    accessToken: 'APP_USR-x',
    webhookSecret: secret,
    publicUrl: 'https://conectasst.example',
    apiBaseUrl: 'http://127.0.0.1:1',
    timeoutMs: 500,
  });
  const query = { 'data.id': '123', type: 'payment' };

  it.each([
    ['no signature', {}],
    [
      'a signature made with another secret',
      { 'x-signature': signed('123', 'r1', undefined, 'outro'), 'x-request-id': 'r1' },
    ],
    ['a signature of another request id', { 'x-signature': signed('123', 'r2'), 'x-request-id': 'r1' }],
    ['a signature of another payment', { 'x-signature': signed('124', 'r1'), 'x-request-id': 'r1' }],
    [
      'a signature older than 15 minutes',
      { 'x-signature': signed('123', 'r1', Math.floor(Date.now() / 1000) - 901), 'x-request-id': 'r1' },
    ],
    ['a malformed header', { 'x-signature': 'v1=abc', 'x-request-id': 'r1' }],
  ])('refuses %s', async (_label, headers) => {
    await expect(
      gateway.readNotification({ headers, query, body: { type: 'payment', data: { id: '123' } } }),
    ).rejects.toBeInstanceOf(ForgedNotification);
  });

  it('ignores a genuine notification about something other than a payment (without calling the API)', async () => {
    const headers = { 'x-signature': signed('77', 'r9'), 'x-request-id': 'r9' };
    await expect(
      gateway.readNotification({ headers, query: { 'data.id': '77', type: 'merchant_order' }, body: {} }),
    ).resolves.toBeUndefined();
  });

  it('the sandbox gateway points to the local checkout page and accepts no notifications', async () => {
    await expect(
      sandboxGateway.startCheckout({ orderId: 1, token: 'a'.repeat(32), packageId: 1, title: 'x', priceCents: 100 }),
    ).resolves.toEqual({ checkoutUrl: `/checkout?token=${'a'.repeat(32)}` });
    await expect(sandboxGateway.readNotification({ headers: {}, query: {}, body: {} })).rejects.toBeInstanceOf(
      ForgedNotification,
    );
  });
});

/** What the adapter asks of Mercado Pago and how it reads a payment back (pure mapping, no network; ADR 0122). */
describe('Mercado Pago adapter: PIX in the preference and in payment reports (no network)', () => {
  const request = {
    orderId: 42,
    token: 'a'.repeat(32),
    packageId: 3,
    title: 'Pacote Essencial — 100 créditos',
    priceCents: 27900,
  };

  it('the preference offers PIX first (default method) with card and boleto; only ATM and wallet-style types are excluded', () => {
    const body = preferenceBody(request, 'https://conectasst.example');
    expect(body.payment_methods).toEqual({
      excluded_payment_types: EXCLUDED_PAYMENT_TYPES.map((id) => ({ id })),
      default_payment_method_id: 'pix',
    });
    const excluded = body.payment_methods!.excluded_payment_types!.map((t) => t.id);
    expect(excluded).not.toContain('bank_transfer'); // PIX's payment type
    expect(excluded).not.toContain('ticket'); // boleto
    expect(excluded).not.toContain('credit_card');
    expect(body).toMatchObject({
      external_reference: '42',
      items: [{ id: '3', unit_price: 279, currency_id: 'BRL', quantity: 1 }],
    });
  });

  const payment = (fields: Partial<PaymentResponse>): PaymentResponse =>
    ({
      id: 555,
      status: 'approved',
      status_detail: 'accredited',
      external_reference: '42',
      transaction_amount: 279,
      ...fields,
    }) as PaymentResponse;

  it('an approved PIX payment reads as an approved PIX of the order, with the time it was paid', () => {
    expect(
      paymentReportOf(
        payment({
          payment_method_id: 'pix',
          payment_type_id: 'bank_transfer',
          date_approved: '2026-11-25T07:01:02.000-03:00',
        }),
        '555',
      ),
    ).toEqual({
      paymentId: '555',
      orderId: 42,
      status: 'approved',
      method: 'pix',
      amountCents: 27900,
      detail: 'approved/accredited',
      paidAt: '2026-11-25T10:01:02.000Z',
    });
  });

  it('a PIX waiting for the payer is pending; an expired (cancelled) one failed; boleto and card keep their methods', () => {
    expect(
      paymentReportOf(
        payment({
          payment_method_id: 'pix',
          payment_type_id: 'bank_transfer',
          status: 'pending',
          status_detail: 'pending_waiting_transfer',
        }),
        '555',
      ),
    ).toMatchObject({ status: 'pending', method: 'pix' });
    expect(
      paymentReportOf(
        payment({
          payment_method_id: 'pix',
          payment_type_id: 'bank_transfer',
          status: 'cancelled',
          status_detail: 'expired',
        }),
        '555',
      ),
    ).toMatchObject({ status: 'failed', method: 'pix', detail: 'cancelled/expired' });
    expect(
      paymentReportOf(payment({ payment_method_id: 'bolbradesco', payment_type_id: 'ticket' }), '555'),
    ).toMatchObject({ method: 'boleto' });
    expect(
      paymentReportOf(payment({ payment_method_id: 'master', payment_type_id: 'credit_card' }), '555'),
    ).toMatchObject({ method: 'card' });
  });

  it('text the payment API sends is stored as well-formed text: a lone surrogate or NUL in it cannot stop a read model (ADR 0154)', () => {
    const report = paymentReportOf(payment({ status_detail: 'cc_rejected\ud800\u0000' }), '555');
    expect(report?.detail).toBe('approved/cc_rejected\ufffd\ufffd');
  });

  it('a payment that is not one of our orders is ignored', () => {
    expect(paymentReportOf(payment({ external_reference: 'outro-sistema' }), '555')).toBeUndefined();
    expect(paymentReportOf(payment({ external_reference: undefined }), '555')).toBeUndefined();
  });
});

/** A partial refund (ADR 0168): Mercado Pago keeps the payment `approved` and lists its refunds (GET /v1/payments/{id}). */
describe('Mercado Pago adapter: a partially refunded payment (no network)', () => {
  const fixture = JSON.parse(
    readFileSync(join(__dirname, 'fixtures', 'partiallyRefundedPayment.json'), 'utf8'),
  ) as PaymentResponse;

  it('reads as approved, with each approved refund by id and amount in cents (a rejected refund gave nothing back)', () => {
    expect(paymentReportOf(fixture, '1325980341')).toEqual({
      paymentId: '1325980341',
      orderId: 42,
      status: 'approved',
      method: 'card',
      amountCents: 27900,
      detail: 'approved/partially_refunded',
      paidAt: '2026-11-20T13:14:05.000Z',
      refunds: [
        { refundId: '1009042015', amountCents: 10000 },
        { refundId: '1009042977', amountCents: 5000 },
      ],
    });
  });

  it('a payment stating only transaction_amount_refunded gives one refund up to that total (ADR 0168 §8)', () => {
    const { refunds: _listed, ...withoutList } = fixture;
    expect(
      paymentReportOf({ ...withoutList, transaction_amount_refunded: 150, status_detail: 'partially_refunded' }, '1'),
    ).toMatchObject({
      status: 'approved',
      refunds: [{ refundId: 'total-15000', amountCents: 15000 }],
    });
    // A list (even of refunds not approved yet) is the truth: the total is not read then.
    expect(
      paymentReportOf(
        {
          ...fixture,
          refunds: [{ ...fixture.refunds![0]!, id: 9, amount: 150, status: 'in_process' }],
          transaction_amount_refunded: 0,
        },
        '1',
      ),
    ).not.toHaveProperty('refunds');
  });

  it('a payment without refunds carries none; a fully refunded one stays a reversal', () => {
    expect(
      paymentReportOf({ ...fixture, refunds: [], transaction_amount_refunded: 0, status_detail: 'accredited' }, '1'),
    ).not.toHaveProperty('refunds');
    expect(paymentReportOf({ ...fixture, status: 'refunded', status_detail: 'refunded' }, '1')).toMatchObject({
      status: 'refunded',
    });
  });
});
