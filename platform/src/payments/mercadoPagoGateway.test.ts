import { createHmac } from 'node:crypto';
import { mercadoPagoGateway } from './mercadoPagoGateway';
import { ForgedNotification } from './paymentGateway';
import { sandboxGateway } from './sandboxGateway';

const secret = 'segredo';
const signed = (dataId: string, requestId: string, ts = Math.floor(Date.now() / 1000), key = secret) =>
  `ts=${ts},v1=${createHmac('sha256', key).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;

/** Signature checks happen before any network call: the API address here is unreachable on purpose. */
describe('Mercado Pago adapter: notification signature (no network)', () => {
  const gateway = mercadoPagoGateway({ accessToken: 'APP_USR-x', webhookSecret: secret, publicUrl: 'https://conectasst.example', apiBaseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
  const query = { 'data.id': '123', type: 'payment' };

  it.each([
    ['no signature', {}],
    ['a signature made with another secret', { 'x-signature': signed('123', 'r1', undefined, 'outro'), 'x-request-id': 'r1' }],
    ['a signature of another request id', { 'x-signature': signed('123', 'r2'), 'x-request-id': 'r1' }],
    ['a signature of another payment', { 'x-signature': signed('124', 'r1'), 'x-request-id': 'r1' }],
    ['a signature older than 15 minutes', { 'x-signature': signed('123', 'r1', Math.floor(Date.now() / 1000) - 901), 'x-request-id': 'r1' }],
    ['a malformed header', { 'x-signature': 'v1=abc', 'x-request-id': 'r1' }],
  ])('refuses %s', async (_label, headers) => {
    await expect(gateway.readNotification({ headers, query, body: { type: 'payment', data: { id: '123' } } })).rejects.toBeInstanceOf(ForgedNotification);
  });

  it('ignores a genuine notification about something other than a payment (without calling the API)', async () => {
    const headers = { 'x-signature': signed('77', 'r9'), 'x-request-id': 'r9' };
    await expect(gateway.readNotification({ headers, query: { 'data.id': '77', type: 'merchant_order' }, body: {} })).resolves.toBeUndefined();
  });

  it('the sandbox gateway points to the local checkout page and accepts no notifications', async () => {
    await expect(sandboxGateway.startCheckout({ orderId: 1, token: 'a'.repeat(32), packageId: 1, title: 'x', priceCents: 100 })).resolves.toEqual({ checkoutUrl: `/checkout?token=${'a'.repeat(32)}` });
    await expect(sandboxGateway.readNotification({ headers: {}, query: {}, body: {} })).rejects.toBeInstanceOf(ForgedNotification);
  });
});
