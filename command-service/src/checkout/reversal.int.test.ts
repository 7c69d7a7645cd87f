import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { CommandHandler } from '../infrastructure/commandHandler';
import { orderDecider } from './businessLogic';

const { app, api, as, admin, signUpProvider, buyFirstPackage, credits, subscribe } = useTestApi();

/**
 * Refunds and chargebacks of a payment already credited (ADR 0111), through the sandbox gateway, which plays Mercado
 * Pago's `refunded` / `charged_back` the way the webhook applies them: pay, unlock a contact, charge back — the credits
 * are taken back (the wallet goes negative), the provider cannot subscribe and is told why, and the admin sees the
 * reversal in the ledger, the alert list and the dashboard.
 */
describe(onPostgres('payment reversals through the HTTP API'), () => {
  let seq = 0;

  const provider = () => signUpProvider({ name: 'Caio', surname: `Brito ${++seq}` });
  const demand = (email: string) => fileConfirmedDemand(api(), blumenauDemand(1, email));

  it('given a purchase and a spend, when the payment is charged back, then the credits are taken back, the wallet goes negative, subscribing is refused with the reason, and the admin sees it', async () => {
    const p = await provider();
    const bought = await buyFirstPackage(p.auth);
    expect(await credits(p.auth, bought.position)).toBe(30);
    const first = await demand(`compras${seq}@malhasvale.com.br`);
    const subscribed = await subscribe(p, first);
    expect(await credits(p.auth, subscribed)).toBe(20);

    // The card holder disputes the payment with the bank: the gateway reports charged_back.
    const charged = await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token: bought.token, kind: 'charged_back' })
      .expect(200);
    expect(charged.body.message).toBe('Pagamento contestado no cartão: créditos retirados.');
    expect(await credits(p.auth, positionOf(charged))).toBe(20 - 30);
    // Reported again (the gateway retries, or also refunds): taken back once.
    await app().post('/v1/checkout/sandbox/reverse').send({ token: bought.token, kind: 'charged_back' }).expect(200);
    await app().post('/v1/checkout/sandbox/reverse').send({ token: bought.token, kind: 'refunded' }).expect(200);
    expect(
      (await api().system.store.read(walletStream(p.id))).filter((e) => e.type === 'CreditsReversed'),
    ).toHaveLength(1);
    expect(
      (await api().system.store.read(`order-${(await as(p.auth).get('/v1/orders').expect(200)).body.data[0].id}`)).map(
        (e) => e.type,
      ),
    ).toEqual(['OrderPlaced', 'PaymentConfirmed', 'PaymentReversed']);

    // The provider's order says what happened; a negative wallet cannot subscribe, and the answer says why.
    const orders = await as(p.auth, charged).get('/v1/orders').expect(200);
    expect(orders.body.data[0]).toMatchObject({ status: 'charged_back', credits: 30 });
    const second = await demand(`rh${seq}@malhasvale.com.br`);
    const refused = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(second.id))
      .set('X-Min-Position', second.position)
      .expect(409);
    expect(refused.body.message).toBe(
      'Seu saldo de créditos está negativo porque um pagamento já creditado foi estornado ou contestado. Compre um pacote para cobrir o saldo e voltar a se inscrever.',
    );
    expect(await credits(p.auth, positionOf(charged))).toBe(-10);

    // The ledger shows the reversal as its own line, and the running balance still adds up to the wallet.
    const ledger = (await as(admin(), charged).get(`/v1/admin/ledger?partnerId=${p.id}`).expect(200)).body.data;
    const lines = ledger.data as {
      kind: string;
      change: number;
      balanceAfter: number;
      description: string;
      orderId: number | null;
    }[];
    expect(lines.map((l) => [l.kind, l.change, l.balanceAfter])).toEqual([
      ['compra', 30, 30],
      ['reserva', -10, 20],
      ['gasto', 0, 20],
      ['estorno', -30, -10],
    ]);
    lines.reduce((before, l) => (expect(l.balanceAfter).toBe(before + l.change), l.balanceAfter), 0);
    expect(ledger.balance).toBe(-10);
    expect(lines[3]!.description).toBe(
      `Pagamento contestado no cartão (chargeback): 30 créditos da compra do pacote “${bought.pkg.name}” (pedido #${lines[0]!.orderId}, ${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(bought.pkg.price).replace(/\u00a0/g, ' ')}) retirados`,
    );
    const estornos = await as(admin()).get(`/v1/admin/ledger?partnerId=${p.id}&kind=estorno`).expect(200);
    expect(estornos.body.data.data).toHaveLength(1);

    // The admin's alert list names the partner, the order and the balance now.
    const alerts = await as(admin(), charged).get('/v1/admin/payment-reversals').expect(200);
    expect(alerts.body.data.data).toContainEqual(
      expect.objectContaining({
        partnerId: p.id,
        partnerName: `Caio Brito ${seq}`,
        orderId: lines[0]!.orderId,
        packageName: bought.pkg.name,
        kind: 'charged_back',
        kindLabel: 'Pagamento contestado no cartão (chargeback)',
        credits: 30,
        price: bought.pkg.price,
        balanceAfter: -10,
        balanceNow: -10,
      }),
    );
    // And the dashboard counts the credits and the money that went back.
    const dash = (await as(admin()).get('/v1/admin/dashboard').expect(200)).body.data as {
      creditsPerMonth: { reversed: number; reversedRevenue: number }[];
    };
    expect(dash.creditsPerMonth.reduce((s, m) => s + m.reversed, 0)).toBe(30);
    expect(dash.creditsPerMonth.reduce((s, m) => s + m.reversedRevenue, 0)).toBeCloseTo(bought.pkg.price, 2);

    // A new purchase covers the debt: 30 − 10 = 20, and subscribing works again.
    const again = await buyFirstPackage(p.auth);
    expect(await credits(p.auth, again.position)).toBe(20);
    await as(p.auth).post('/v1/subs').set('id', String(second.id)).set('X-Min-Position', again.position).expect(200);
  });

  it('a refund of an unspent purchase takes the credits back to zero; an order that was never paid cannot be reversed', async () => {
    const p = await provider();
    const bought = await buyFirstPackage(p.auth);
    const refunded = await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token: bought.token, kind: 'refunded' })
      .expect(200);
    expect(refunded.body.message).toBe('Pagamento estornado: créditos retirados.');
    expect(await credits(p.auth, positionOf(refunded))).toBe(0);
    expect((await as(p.auth).get('/v1/orders').expect(200)).body.data[0].status).toBe('refunded');

    const pkg = (await as(p.auth).get('/v1/dashboard/packages').expect(200)).body.data[0] as {
      id: number;
    };
    const unpaid = await as(p.auth).post('/v1/checkout', { product_id: pkg.id }).expect(201);
    await app()
      .get(`/v1/checkout/sandbox?token=${unpaid.body.token}`)
      .set('X-Min-Position', positionOf(unpaid))
      .expect(200);
    const refused = await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token: unpaid.body.token, kind: 'charged_back' })
      .expect(409);
    expect(refused.body.message).toBe('Só um pedido pago pode ser estornado ou contestado.');
    await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token: 'f'.repeat(32), kind: 'refunded' })
      .expect(404);
    expect(
      (
        await app()
          .post('/v1/checkout/sandbox/reverse')
          .send({ token: unpaid.body.token, kind: 'cancelado' })
          .expect(400)
      ).body.message,
    ).toBe('Escolha estorno, contestação ou reembolso parcial.');
  });

  it('a payment confirmed but not yet credited (interrupted between the steps), then charged back, is never credited by a late approval', async () => {
    const p = await provider();
    const pkg = (await as(p.auth).get('/v1/dashboard/packages').expect(200)).body.data[0] as {
      id: number;
      price: number;
    };
    const checkout = await as(p.auth).post('/v1/checkout', { product_id: pkg.id }).expect(201);
    const order = (
      await app()
        .get(`/v1/checkout/sandbox?token=${checkout.body.token}`)
        .set('X-Min-Position', positionOf(checkout))
        .expect(200)
    ).body.data as { id: number };
    // The order step of a card approval ran, the process stopped before the wallet step.
    const handler = new CommandHandler(api().system.store, api().system.catalogue);
    await handler.handle(
      orderStream(order.id),
      orderDecider,
      {
        type: 'ConfirmPayment',
        orderId: order.id,
        method: 'card',
        paymentId: `sandbox-${order.id}`,
        amountCents: Math.round(pkg.price * 100),
      },
      { userId: 'payment-gateway', role: 'system' },
    );
    await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token: checkout.body.token, kind: 'charged_back' })
      .expect(200);
    // The gateway re-delivers the approval: the reversed order credits nothing.
    const late = await app()
      .post('/v1/checkout/sandbox/pay')
      .send({ token: checkout.body.token, method: 'card' })
      .expect(200);
    expect(await credits(p.auth, positionOf(late) || positionOf(checkout))).toBe(0);
    expect((await api().system.store.read(walletStream(p.id))).map((e) => e.type)).toEqual([]);
  });

  it('the alert list is the admin’s: 401 without a token, 403 for a provider', async () => {
    const p = await provider();
    await app().get('/v1/admin/payment-reversals').expect(401);
    expect((await as(p.auth).get('/v1/admin/payment-reversals').expect(403)).body.message).toBe(
      'Você não tem permissão para acessar este recurso.',
    );
  });

  it('partial refunds (ADR 0168): credits back in proportion, once per refund id, adding up to the purchase; the seat stays, the negative balance blocks new ones; each is its own ledger line and alert', async () => {
    const p = await provider();
    const bought = await buyFirstPackage(p.auth);
    const priceCents = Math.round(bought.pkg.price * 100);
    const reais = (cents: number) => (cents / 100).toFixed(2);
    const first = await demand(`parcial${seq}@malhasvale.com.br`);
    const subscribed = await subscribe(p, first);
    expect(await credits(p.auth, subscribed)).toBe(20);

    // Half the price back: floor(30 × half / price) credits leave; the payment stays approved, the order reads partly refunded.
    const half = Math.floor(priceCents / 2);
    const firstShare = Math.floor((30 * half) / priceCents);
    const partial = (refundId: string, cents: number) =>
      app()
        .post('/v1/checkout/sandbox/reverse')
        .send({ token: bought.token, kind: 'partial_refund', amount: reais(cents), refundId });
    const one = await partial('mp-refund-1', half).expect(200);
    expect(one.body.message).toBe('Reembolso parcial registrado: créditos retirados na proporção do valor devolvido.');
    expect(await credits(p.auth, positionOf(one))).toBe(20 - firstShare);
    // The same refund reported again takes nothing more.
    const again = await partial('mp-refund-1', half).expect(200);
    expect(await credits(p.auth, positionOf(again) || positionOf(one))).toBe(20 - firstShare);
    expect((await as(p.auth, one).get('/v1/orders').expect(200)).body.data[0].status).toBe('partially_refunded');

    // A second refund of all but one cent: the running total decides, so the two add up to 29 of the 30 credits.
    const rest = priceCents - half - 1;
    const two = await partial('mp-refund-2', rest).expect(200);
    const secondShare = Math.floor((30 * (half + rest)) / priceCents) - firstShare;
    expect(firstShare + secondShare).toBe(29);
    expect(await credits(p.auth, positionOf(two))).toBe(20 - 29);
    // The seat bought with reversed credits stays; the negative balance blocks a new one.
    expect((await as(p.auth, two).get('/v1/subs/show').expect(200)).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.id })]),
    );
    const second = await demand(`parcial-rh${seq}@malhasvale.com.br`);
    const refused = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(second.id))
      .set('X-Min-Position', second.position)
      .expect(409);
    expect(refused.body.message).toContain('Seu saldo de créditos está negativo');

    // Then the rest is refunded in full: only the last credit leaves; a partial after it takes nothing.
    const full = await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token: bought.token, kind: 'refunded' })
      .expect(200);
    expect(await credits(p.auth, positionOf(full))).toBe(-10);
    const late = await partial('mp-refund-3', 100).expect(200);
    expect(late.body.message).toBe('Este pagamento já foi estornado por inteiro: nada mais a retirar.');
    const reversals = (await api().system.store.read(walletStream(p.id)))
      .filter((e) => e.type === 'CreditsReversed')
      .map((e) => e.data as { credits: number; kind: string });
    expect(reversals.map((d) => [d.kind, d.credits])).toEqual([
      ['partial_refund', firstShare],
      ['partial_refund', secondShare],
      ['refunded', 1],
    ]);

    // The ledger: each refund its own 'estorno' line with the money given back; the running balance adds up.
    const ledger = (await as(admin(), full).get(`/v1/admin/ledger?partnerId=${p.id}`).expect(200)).body.data;
    const lines = ledger.data as {
      kind: string;
      change: number;
      balanceAfter: number;
      description: string;
      refundedCents?: number | null;
    }[];
    expect(lines.map((l) => [l.kind, l.change])).toEqual([
      ['compra', 30],
      ['reserva', -10],
      ['gasto', 0],
      ['estorno', -firstShare],
      ['estorno', -secondShare],
      ['estorno', -1],
    ]);
    lines.reduce((before, l) => (expect(l.balanceAfter).toBe(before + l.change), l.balanceAfter), 0);
    const brl = (cents: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
        .format(cents / 100)
        .replace(/\u00a0/g, ' ');
    expect(lines[3]!.description).toContain(`Reembolso parcial de ${brl(half)}`);
    expect(lines[3]!.description).toContain(`${firstShare} créditos`);
    // The admin's Estornos list shows the partial refunds with their amounts.
    const alerts = (await as(admin(), full).get('/v1/admin/payment-reversals').expect(200)).body.data.data as {
      partnerId: string;
      kind: string;
      credits: number;
      refunded: number;
    }[];
    const mine = alerts.filter((a) => a.partnerId === p.id);
    expect(mine.map((a) => [a.kind, a.credits, a.refunded])).toEqual([
      ['refunded', 1, (priceCents - half - rest) / 100],
      ['partial_refund', secondShare, rest / 100],
      ['partial_refund', firstShare, half / 100],
    ]);
  });

  it('a partial refund needs an amount below the price paid (422: rules the document cannot state), and a paid order', async () => {
    const p = await provider();
    const bought = await buyFirstPackage(p.auth);
    const reverse = (body: object) =>
      app()
        .post('/v1/checkout/sandbox/reverse')
        .send({ token: bought.token, kind: 'partial_refund', ...body });
    expect((await reverse({}).expect(422)).body.message).toBe(
      'Informe o valor do reembolso parcial em reais (maior que zero, com no máximo duas casas decimais).',
    );
    expect((await reverse({ amount: '0' }).expect(422)).body.message).toContain('Informe o valor do reembolso parcial');
    expect((await reverse({ amount: '1,234' }).expect(422)).body.message).toContain(
      'Informe o valor do reembolso parcial',
    );
    expect((await reverse({ amount: bought.pkg.price }).expect(422)).body.message).toBe(
      'O reembolso parcial deve ser menor que o valor pago.',
    );
    expect(await credits(p.auth, bought.position)).toBe(30);
  });
});
