import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { positionOf, useTestApi } from '../../../test-support/apiHarness';
import { startTestApi } from '../../../test-support/testApp';

/**
 * Mercado Pago Checkout Pro through the official SDK, against a local HTTP server that answers the two API calls the
 * adapter makes (create preference, read payment) the way the gateway does. The webhook is signed like the gateway
 * signs it: HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the application's secret.
 */
const SECRET = 'segredo-de-assinatura-do-webhook-de-teste';
const WEBHOOK = '/v1/checkout/webhook/mercadopago';

interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string;
  payment_type_id: string;
  payment_method_id?: string;
  transaction_amount: number;
  date_approved?: string;
  transaction_amount_refunded?: number;
  refunds?: { id: number; payment_id: number; amount: number; status: string }[];
}

let gateway: http.Server;
let apiUrl = '';
const preferences: Record<string, unknown>[] = [];
const payments = new Map<string, FakePayment>();
let paymentReads = 0;
let requestSeq = 0;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== 'Bearer APP_USR-teste') return json(401, { message: 'invalid access token' });
      if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(req.url ?? '')) {
        const body = JSON.parse(raw) as Record<string, unknown>;
        preferences.push(body);
        const id = `pref-${preferences.length}`;
        return json(201, {
          id,
          init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
          ...body,
        });
      }
      const paymentId = /^\/v1\/payments\/(\w+)\/?(\?.*)?$/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && paymentId) {
        paymentReads++;
        const payment = payments.get(paymentId);
        return payment ? json(200, payment) : json(404, { message: 'Payment not found', status: 404 });
      }
      json(404, { message: 'not found' });
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()));
  apiUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
// Started after the fake gateway (it calls it), stopped before the gateway closes.
const { app, api, as, signUpProvider, credits } = useTestApi(() => ({
  payments: { gateway: 'mercadopago', accessToken: 'APP_USR-teste', webhookSecret: SECRET, apiUrl },
  publicUrl: 'https://conectasst.example',
}));
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise<void>((r) => gateway.close(() => r()));
});

const provider = () => signUpProvider({ name: 'Lia', surname: 'Prado' });
const buy = async () => {
  const p = await provider();
  const pkg = (await as(p.auth, p.position).get('/v1/dashboard/packages').expect(200)).body.data[0] as {
    id: number;
    name: string;
    credits: number;
    price: number;
  };
  const checkout = await as(p.auth).post('/v1/checkout', { product_id: pkg.id }).expect(201);
  const orders = await as(p.auth, checkout).get('/v1/orders').expect(200);
  return { ...p, pkg, checkout, orderId: orders.body.data[0].id as number };
};
const orderStatus = async (auth: string, position?: string) => {
  const r = as(auth).get('/v1/orders');
  if (position) r.set('X-Min-Position', position);
  return (await r.expect(200)).body.data[0].status as string;
};
/** A notification as the gateway sends it; `secret` and `ts` can be forged. */
const notification = (paymentId: number, options: { secret?: string; ts?: number; requestId?: string } = {}) => {
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  const requestId = options.requestId ?? `req-${++requestSeq}`;
  const v1 = createHmac('sha256', options.secret ?? SECRET)
    .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return {
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    query: { 'data.id': String(paymentId), type: 'payment' },
    body: { action: 'payment.updated', type: 'payment', data: { id: String(paymentId) } },
  };
};
const deliver = (n: ReturnType<typeof notification>) => app().post(WEBHOOK).query(n.query).set(n.headers).send(n.body);
let nextPaymentId = 90_000_000;
const pay = (orderId: number, amount: number, status = 'approved', type = 'credit_card') => {
  const id = ++nextPaymentId;
  payments.set(String(id), {
    id,
    status,
    status_detail: status === 'approved' ? 'accredited' : status,
    external_reference: String(orderId),
    payment_type_id: type,
    transaction_amount: amount,
  });
  return id;
};

describe('Mercado Pago Checkout Pro: preference and signed webhook', () => {
  it('Comprar creates a preference with the package and sends the browser to the gateway', async () => {
    const { checkout, pkg, orderId } = await buy();
    expect(checkout.body.checkoutUrl).toMatch(
      /^https:\/\/www\.mercadopago\.com\.br\/checkout\/v1\/redirect\?pref_id=pref-\d+$/,
    );
    expect(checkout.body.token).toMatch(/^[a-f0-9]{32}$/);
    expect(preferences.at(-1)).toMatchObject({
      items: [
        {
          id: String(pkg.id),
          title: `Pacote ${pkg.name} — ${pkg.credits} créditos`,
          quantity: 1,
          unit_price: pkg.price,
          currency_id: 'BRL',
        },
      ],
      external_reference: String(orderId),
      notification_url: `https://conectasst.example${WEBHOOK}?source_news=webhooks`,
      back_urls: { success: `https://conectasst.example/dashboard/pacotes?pedido=${orderId}` },
      payment_methods: {
        excluded_payment_types: expect.arrayContaining([{ id: 'atm' }]),
        default_payment_method_id: 'pix',
      },
    });
    // PIX (type bank_transfer), boleto (ticket) and cards are offered (ADR 0122).
    const excluded = (
      preferences.at(-1)!.payment_methods as { excluded_payment_types: { id: string }[] }
    ).excluded_payment_types.map((t) => t.id);
    expect(excluded).not.toEqual(expect.arrayContaining(['bank_transfer']));
    expect(excluded).not.toEqual(expect.arrayContaining(['ticket']));
  });

  it('an approved card payment credits the package; the same notification replayed, or delivered again, applies once', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price);
    const n = notification(paymentId);
    const first = await deliver(n).expect(200);
    expect(first.body.message).toBe('Notificação aplicada: credited.');
    expect(await credits(b.auth, positionOf(first))).toBe(b.pkg.credits);
    const replay = await deliver(n).expect(200);
    const again = await deliver(notification(paymentId)).expect(200);
    expect(await credits(b.auth, positionOf(again) || positionOf(replay))).toBe(b.pkg.credits);
    const providerId = (JSON.parse(Buffer.from(b.auth.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect((await api().system.store.read(`wallet-${providerId}`)).map((e) => e.type)).toEqual(['CreditsPurchased']);
    expect((await api().system.store.read(`order-${b.orderId}`)).map((e) => e.type)).toEqual([
      'OrderPlaced',
      'PaymentConfirmed',
    ]);
    expect(await orderStatus(b.auth)).toBe('paid');
  });

  it('one payment notified 10 times at once (same and fresh signatures) and 10 times more in a row credits once', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price);
    const same = notification(paymentId);
    const together = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? same : notification(paymentId))),
    );
    expect(together.filter((r) => r.status !== 200).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    for (let i = 0; i < 10; i++) await deliver(notification(paymentId)).expect(200);
    const providerId = (JSON.parse(Buffer.from(b.auth.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect((await api().system.store.read(`wallet-${providerId}`)).map((e) => e.type)).toEqual(['CreditsPurchased']);
    expect((await api().system.store.read(`order-${b.orderId}`)).map((e) => e.type)).toEqual([
      'OrderPlaced',
      'PaymentConfirmed',
    ]);
    const last = (await api().system.store.read(`wallet-${providerId}`)).at(-1)!.position;
    expect(await credits(b.auth, `${last.commit}.${last.prepare}`)).toBe(b.pkg.credits);
  });

  it('forged notifications are refused before anything is read or written', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price);
    const reads = paymentReads;
    const forged = await deliver(notification(paymentId, { secret: 'chute' })).expect(401);
    expect(forged.body.message).toBe('Notificação de pagamento recusada.');
    const unsigned = notification(paymentId);
    await app()
      .post(WEBHOOK)
      .query(unsigned.query)
      .set('x-request-id', unsigned.headers['x-request-id'])
      .send(unsigned.body)
      .expect(401);
    // A genuine signature for another payment id does not cover this one.
    const other = notification(paymentId + 1);
    await app().post(WEBHOOK).query(unsigned.query).set(other.headers).send(unsigned.body).expect(401);
    // An old signed notification (replayed an hour later) is refused too.
    await deliver(notification(paymentId, { ts: Math.floor(Date.now() / 1000) - 3_600 })).expect(401);
    expect(paymentReads).toBe(reads);
    expect(await credits(b.auth)).toBe(0);
    expect(await orderStatus(b.auth)).toBe('placed');
  });
});

describe('Mercado Pago Checkout Pro: boleto, PIX, refusals and chargebacks', () => {
  it('boleto: issued (pending) credits nothing; the bank confirmation (approved) credits once', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price, 'pending', 'ticket');
    const pending = await deliver(notification(paymentId)).expect(200);
    expect(pending.body.message).toBe('Notificação aplicada: pending.');
    expect(await orderStatus(b.auth, positionOf(pending))).toBe('boleto');
    expect(await credits(b.auth)).toBe(0);
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      status: 'approved',
      status_detail: 'accredited',
    });
    const approved = await deliver(notification(paymentId)).expect(200);
    expect(await credits(b.auth, positionOf(approved))).toBe(b.pkg.credits);
    expect(await orderStatus(b.auth)).toBe('paid');
  });

  it('PIX: waiting for the payer credits nothing; paid, notified 8 times at once and again in a row, it credits once as a PIX purchase', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price, 'pending', 'bank_transfer');
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      payment_method_id: 'pix',
      status_detail: 'pending_waiting_transfer',
    });
    const pending = await deliver(notification(paymentId)).expect(200);
    expect(pending.body.message).toBe('Notificação aplicada: pending.');
    expect(await credits(b.auth)).toBe(0);
    expect(await orderStatus(b.auth)).toBe('placed');

    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      status: 'approved',
      status_detail: 'accredited',
      date_approved: new Date().toISOString(),
    });
    const together = await Promise.all(Array.from({ length: 8 }, () => deliver(notification(paymentId))));
    expect(together.filter((r) => r.status !== 200).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    for (let i = 0; i < 3; i++) await deliver(notification(paymentId)).expect(200);
    const providerId = (JSON.parse(Buffer.from(b.auth.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const wallet = await api().system.store.read(`wallet-${providerId}`);
    expect(wallet.map((e) => e.type)).toEqual(['CreditsPurchased']);
    expect(wallet[0]!.data).toMatchObject({ method: 'pix', credits: b.pkg.credits });
    const order = await api().system.store.read(`order-${b.orderId}`);
    expect(order.map((e) => e.type)).toEqual(['OrderPlaced', 'PaymentConfirmed']);
    expect(order[1]!.data).toMatchObject({ method: 'pix', paymentId: String(paymentId) });
    const last = wallet.at(-1)!.position;
    expect(await credits(b.auth, `${last.commit}.${last.prepare}`)).toBe(b.pkg.credits);
    const orders = await as(b.auth, `${last.commit}.${last.prepare}`).get('/v1/orders').expect(200);
    expect(orders.body.data[0]).toMatchObject({ status: 'paid', method: 'pix' });
  });

  it('PIX expired at the gateway (cancelled/expired) marks the order as refused and credits nothing', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price, 'cancelled', 'bank_transfer');
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      payment_method_id: 'pix',
      status_detail: 'expired',
    });
    const expired = await deliver(notification(paymentId)).expect(200);
    expect(expired.body.message).toBe('Notificação aplicada: failed.');
    expect(await orderStatus(b.auth, positionOf(expired))).toBe('failed');
    expect(await credits(b.auth)).toBe(0);
  });

  it('a rejected payment marks the order as refused; a payment of another amount never credits', async () => {
    const b = await buy();
    const rejected = await deliver(notification(pay(b.orderId, b.pkg.price, 'rejected'))).expect(200);
    expect(rejected.body.message).toBe('Notificação aplicada: failed.');
    expect(await orderStatus(b.auth, positionOf(rejected))).toBe('failed');
    const cheap = await deliver(notification(pay(b.orderId, 1))).expect(200);
    expect(cheap.body.message).toBe('Notificação aplicada: failed.');
    expect(await credits(b.auth, positionOf(cheap) || undefined)).toBe(0);
    // Paying the right amount afterwards still works.
    const paid = await deliver(notification(pay(b.orderId, b.pkg.price))).expect(200);
    expect(await credits(b.auth, positionOf(paid))).toBe(b.pkg.credits);
  });

  it('a credited payment later charged back takes the credits back once (ADR 0111); refunded before it was credited, the order is only refused', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price);
    const credited = await deliver(notification(paymentId)).expect(200);
    expect(await credits(b.auth, positionOf(credited))).toBe(b.pkg.credits);
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      status: 'charged_back',
      status_detail: 'reimbursed',
    });
    const charged = await deliver(notification(paymentId)).expect(200);
    expect(charged.body.message).toBe('Notificação aplicada: reversed.');
    expect(await credits(b.auth, positionOf(charged))).toBe(0);
    expect(await orderStatus(b.auth)).toBe('charged_back');
    // Delivered again, at once and in a row: nothing more is taken.
    const again = await Promise.all(Array.from({ length: 5 }, () => deliver(notification(paymentId))));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const providerId = (JSON.parse(Buffer.from(b.auth.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    expect((await api().system.store.read(`wallet-${providerId}`)).map((e) => e.type)).toEqual([
      'CreditsPurchased',
      'CreditsReversed',
    ]);
    expect((await api().system.store.read(`wallet-${providerId}`)).at(-1)!.data).toMatchObject({
      orderId: b.orderId,
      paymentId: String(paymentId),
      credits: b.pkg.credits,
      kind: 'charged_back',
    });
    expect((await api().system.store.read(`order-${b.orderId}`)).map((e) => e.type)).toEqual([
      'OrderPlaced',
      'PaymentConfirmed',
      'PaymentReversed',
    ]);
    // A late "approved" for the same payment never credits the order again.
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      status: 'approved',
      status_detail: 'accredited',
    });
    await deliver(notification(paymentId)).expect(200);
    expect((await api().system.store.read(`wallet-${providerId}`)).map((e) => e.type)).toEqual([
      'CreditsPurchased',
      'CreditsReversed',
    ]);

    const unpaid = await buy();
    const refunded = await deliver(notification(pay(unpaid.orderId, unpaid.pkg.price, 'refunded'))).expect(200);
    expect(refunded.body.message).toBe('Notificação aplicada: failed.');
    expect(await orderStatus(unpaid.auth, positionOf(refunded))).toBe('failed');
    expect(await credits(unpaid.auth)).toBe(0);
  });

  it('a partially refunded payment stays approved: each approved refund takes its share of the credits once, re-deliveries and a listed refund again take nothing more (ADR 0168)', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price);
    const credited = await deliver(notification(paymentId)).expect(200);
    expect(await credits(b.auth, positionOf(credited))).toBe(b.pkg.credits);
    const priceCents = Math.round(b.pkg.price * 100);
    const half = Math.floor(priceCents / 2);
    const refund = (id: number, cents: number, status = 'approved') => ({
      id,
      payment_id: paymentId,
      amount: cents / 100,
      status,
    });
    const share = Math.floor((b.pkg.credits * half) / priceCents);
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      status_detail: 'partially_refunded',
      transaction_amount_refunded: half / 100,
      refunds: [refund(701, half), refund(702, 100, 'rejected')],
    });
    const deliveries = await Promise.all(Array.from({ length: 4 }, () => deliver(notification(paymentId)).expect(200)));
    expect(deliveries[0]!.body.message).toBe('Notificação aplicada: partially_refunded.');
    // Read after every answer's position, so the read model holds all of them.
    for (const d of deliveries) if (positionOf(d)) await credits(b.auth, positionOf(d));
    const last = positionOf(deliveries[0]!);
    expect(await credits(b.auth)).toBe(b.pkg.credits - share);
    expect(await orderStatus(b.auth)).toBe('partially_refunded');
    // A second refund: the payment lists both; only the new one takes more.
    const more = 100;
    payments.set(String(paymentId), {
      ...payments.get(String(paymentId))!,
      transaction_amount_refunded: (half + more) / 100,
      refunds: [refund(701, half), refund(703, more)],
    });
    const second = await deliver(notification(paymentId)).expect(200);
    const total = Math.floor((b.pkg.credits * (half + more)) / priceCents);
    expect(await credits(b.auth, positionOf(second) || last)).toBe(b.pkg.credits - total);
    const reversals = (await api().system.store.read(`wallet-${b.id}`))
      .filter((e) => e.type === 'CreditsReversed')
      .map((e) => e.data);
    expect(reversals).toEqual([
      expect.objectContaining({ kind: 'partial_refund', refundId: '701', refundedCents: half, credits: share }),
      expect.objectContaining({ kind: 'partial_refund', refundId: '703', refundedCents: more, credits: total - share }),
    ]);
  });

  it('a payment stating only transaction_amount_refunded (no refunds list) takes back what each new total adds, once (ADR 0168 §8)', async () => {
    const b = await buy();
    const paymentId = pay(b.orderId, b.pkg.price);
    const credited = await deliver(notification(paymentId)).expect(200);
    expect(await credits(b.auth, positionOf(credited))).toBe(b.pkg.credits);
    const priceCents = Math.round(b.pkg.price * 100);
    const half = Math.floor(priceCents / 2);
    const { refunds: _none, ...withoutList } = payments.get(String(paymentId))!;
    payments.set(String(paymentId), {
      ...withoutList,
      status_detail: 'partially_refunded',
      transaction_amount_refunded: half / 100,
    });
    const first = await Promise.all([
      deliver(notification(paymentId)).expect(200),
      deliver(notification(paymentId)).expect(200),
    ]);
    for (const d of first) if (positionOf(d)) await credits(b.auth, positionOf(d));
    const share = Math.floor((b.pkg.credits * half) / priceCents);
    expect(share).toBeGreaterThan(0);
    expect(await credits(b.auth)).toBe(b.pkg.credits - share);
    expect(await orderStatus(b.auth)).toBe('partially_refunded');
    // The total grows to the whole price: the rest of the credits leave, and no more.
    payments.set(String(paymentId), {
      ...withoutList,
      status_detail: 'partially_refunded',
      transaction_amount_refunded: priceCents / 100,
    });
    const second = await deliver(notification(paymentId)).expect(200);
    expect(await credits(b.auth, positionOf(second) || positionOf(first[0]!))).toBe(0);
    const reversals = (await api().system.store.read(`wallet-${b.id}`))
      .filter((e) => e.type === 'CreditsReversed')
      .map((e) => e.data);
    expect(reversals).toEqual([
      expect.objectContaining({
        kind: 'partial_refund',
        refundId: `total-${half}`,
        refundedCents: half,
        credits: share,
      }),
      expect.objectContaining({
        kind: 'partial_refund',
        refundId: `total-${priceCents}`,
        refundedCents: priceCents - half,
        credits: b.pkg.credits - share,
      }),
    ]);
  });

  it('notifications about unknown payments or other topics change nothing; the sandbox calls do not exist with this gateway', async () => {
    await deliver(notification(12345)).expect(503);
    const n = notification(12346);
    await app()
      .post(WEBHOOK)
      .query({ ...n.query, type: 'merchant_order' })
      .set(n.headers)
      .send({ ...n.body, type: 'merchant_order' })
      .expect(200, { message: 'Notificação ignorada.' });
    await app()
      .post('/v1/checkout/sandbox/pay')
      .send({ token: 'f'.repeat(32), method: 'card' })
      .expect(404);
  });
});

describe('webhook with the sandbox gateway (local mode)', () => {
  it('refuses every notification: the sandbox page confirms payments itself', async () => {
    const api = await startTestApi();
    try {
      const r = await request(api.system.app)
        .post(WEBHOOK)
        .query({ 'data.id': '1', type: 'payment' })
        .set('x-signature', 'ts=1,v1=abc')
        .send({ type: 'payment', data: { id: '1' } })
        .expect(401);
      expect(r.body.message).toBe('Notificação de pagamento recusada.');
    } finally {
      await api.stop();
    }
  });
});
