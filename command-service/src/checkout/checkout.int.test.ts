import request from 'supertest';
import { formatPosition } from '@conectasst/events/envelope';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { parseBrCode } from '@conectasst/platform/payments/pixBrCode';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { startTestApi } from '../../../test-support/testApp';

const { app, api, as, signUpProvider, credits } = useTestApi();

const firstPackage = async (auth: string) =>
  (await as(auth).get('/v1/dashboard/packages').expect(200)).body.data[0] as {
    id: number;
    credits: number;
    price: number;
  };

describe(onPostgres('buying credits through the sandbox checkout'), () => {
  it('card: the credits are there at once, and paying twice credits once', async () => {
    const p = await signUpProvider();
    const pkg = await firstPackage(p.auth);
    const checkout = await as(p.auth, p.position).post('/v1/checkout', { product_id: pkg.id }).expect(201);
    expect(checkout.body).toEqual({
      token: expect.stringMatching(/^[a-f0-9]{32}$/),
      checkoutUrl: `/checkout?token=${checkout.body.token}`,
    });
    const shown = await app()
      .get(`/v1/checkout/sandbox?token=${checkout.body.token}`)
      .set('X-Min-Position', positionOf(checkout))
      .expect(200);
    expect(shown.body.data).toMatchObject({ credits: pkg.credits, price: pkg.price, status: 'placed' });
    const paid = await app()
      .post('/v1/checkout/sandbox/pay')
      .send({ token: checkout.body.token, method: 'card' })
      .expect(200);
    expect(paid.body.message).toBe('Pagamento aprovado! Seus créditos já estão disponíveis.');
    expect(await credits(p.auth, positionOf(paid))).toBe(pkg.credits);
    const again = await app()
      .post('/v1/checkout/sandbox/pay')
      .send({ token: checkout.body.token, method: 'card' })
      .expect(200);
    expect(await credits(p.auth, positionOf(again))).toBe(pkg.credits);
    const orders = await as(p.auth, again).get('/v1/orders').expect(200);
    expect(orders.body.data).toEqual([
      expect.objectContaining({ status: 'paid', method: 'card', credits: pkg.credits }),
    ]);
  });

  it('boleto: nothing until the bank confirms; then the credits, once', async () => {
    const p = await signUpProvider();
    const pkg = await firstPackage(p.auth);
    const checkout = await as(p.auth, p.position).post('/v1/checkout', { product_id: pkg.id }).expect(201);
    await app()
      .get('/v1/checkout/sandbox')
      .query({ token: checkout.body.token })
      .set('X-Min-Position', positionOf(checkout))
      .expect(200);
    const early = await app()
      .post('/v1/checkout/sandbox/boleto/confirm')
      .send({ token: checkout.body.token })
      .expect(409);
    expect(early.body.message).toBe('Nenhum boleto foi emitido para este pedido.');
    const issued = await app()
      .post('/v1/checkout/sandbox/pay')
      .send({ token: checkout.body.token, method: 'boleto' })
      .expect(200);
    expect(issued.body.message).toContain('Boleto emitido');
    expect(await credits(p.auth, positionOf(issued))).toBe(0);
    const status = await as(p.auth, issued).get('/v1/orders').expect(200);
    expect(status.body.data[0]).toMatchObject({ status: 'boleto' });
    const confirmed = await app()
      .post('/v1/checkout/sandbox/boleto/confirm')
      .send({ token: checkout.body.token })
      .expect(200);
    expect(await credits(p.auth, positionOf(confirmed))).toBe(pkg.credits);
    const twice = await app()
      .post('/v1/checkout/sandbox/boleto/confirm')
      .send({ token: checkout.body.token })
      .expect(200);
    expect(await credits(p.auth, positionOf(twice))).toBe(pkg.credits);
  });

  describe('PIX (issue #21, ADR 0122)', () => {
    const buy = async () => {
      const p = await signUpProvider();
      const pkg = await firstPackage(p.auth);
      const checkout = await as(p.auth, p.position).post('/v1/checkout', { product_id: pkg.id }).expect(201);
      return { p, pkg, token: checkout.body.token as string, position: positionOf(checkout) };
    };
    const order = async (token: string, position: string) =>
      (await app().get('/v1/checkout/sandbox').query({ token }).set('X-Min-Position', position).expect(200)).body
        .data as {
        id: number;
        status: string;
        method: string | null;
        pix: { code: string; expiresAt: string } | null;
      };

    it('given a placed order, when PIX is chosen, then a BR Code for the amount payable for 30 minutes; the bank pays it and the credits come once', async () => {
      const { p, pkg, token, position } = await buy();
      expect((await order(token, position)).pix).toBeNull();
      const early = await app().post('/v1/checkout/sandbox/pix/confirm').send({ token }).expect(409);
      expect(early.body.message).toBe('Nenhum PIX foi gerado para este pedido.');

      const before = Date.now();
      const issued = await app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' }).expect(200);
      expect(issued.body.message).toBe('PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.');
      const shown = await order(token, positionOf(issued));
      expect(shown).toMatchObject({ status: 'pix', method: 'pix' });
      const fields = parseBrCode(shown.pix!.code);
      expect(fields.get('54')).toBe(pkg.price.toFixed(2));
      expect(fields.get('26')).toContain('br.gov.bcb.pix');
      const minutes = (Date.parse(shown.pix!.expiresAt) - before) / 60_000;
      expect(minutes).toBeGreaterThan(29.9);
      expect(minutes).toBeLessThanOrEqual(30.1);
      expect(await credits(p.auth, positionOf(issued))).toBe(0);

      // Asking again while it is payable shows the same charge.
      const again = await app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' }).expect(200);
      expect(positionOf(again)).toBe(''); // nothing was recorded
      expect((await order(token, positionOf(issued))).pix!.code).toBe(shown.pix!.code);

      const paid = await app().post('/v1/checkout/sandbox/pix/confirm').send({ token }).expect(200);
      expect(paid.body.message).toBe('PIX recebido: créditos liberados.');
      expect(await credits(p.auth, positionOf(paid))).toBe(pkg.credits);
      const repeats = await Promise.all(
        [1, 2, 3].map(() => app().post('/v1/checkout/sandbox/pix/confirm').send({ token })),
      );
      expect(repeats.map((r) => r.status)).toEqual([200, 200, 200]);
      const last = await app().post('/v1/checkout/sandbox/pix/confirm').send({ token }).expect(200);
      expect(await credits(p.auth, positionOf(last))).toBe(pkg.credits);
      const orders = await as(p.auth, last).get('/v1/orders').expect(200);
      expect(orders.body.data).toEqual([
        expect.objectContaining({ status: 'paid', method: 'pix', credits: pkg.credits }),
      ]);
      const ledger = (
        await api().system.store.read(
          `wallet-${(await as(p.auth).get('/v1/auth/me').expect(200)).body.userData.id as string}`,
        )
      ).filter((e) => e.type === 'CreditsPurchased');
      expect(ledger).toHaveLength(1);
      expect(ledger[0]!.data).toMatchObject({ method: 'pix', credits: pkg.credits });
      // A paid order issues no new PIX.
      expect(
        (await app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' }).expect(409)).body.message,
      ).toBe('Este pedido já foi pago.');
    });

    it('given a PIX charge issued more than 30 minutes ago, then it reads as expired, its payment is refused and nothing is credited; a new PIX can be paid', async () => {
      const { p, pkg, token, position } = await buy();
      const { id } = await order(token, position);
      // The charge as it sits in the log, issued 31 minutes ago.
      const old = await app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' }).expect(200);
      const live = await order(token, positionOf(old));
      const expired = await api().system.store.append(
        orderStream(id),
        [
          {
            type: 'PixIssued',
            version: 1,
            data: {
              orderId: id,
              txid: 'CSSTEXPIRADO1',
              code: live.pix!.code,
              expiresAt: new Date(Date.now() - 60_000).toISOString(),
            },
          },
        ],
        'any',
      );
      const stale = await order(token, formatPosition(expired.position));
      expect(stale.status).toBe('pix_expired');
      const refused = await app().post('/v1/checkout/sandbox/pix/confirm').send({ token }).expect(409);
      expect(refused.body.message).toBe(
        'Este PIX expirou (o prazo para pagar é de 30 minutos). Gere um novo PIX para pagar.',
      );
      expect(await credits(p.auth, formatPosition(expired.position))).toBe(0);
      expect((await order(token, formatPosition(expired.position))).status).toBe('pix_expired');
      const orders = await as(p.auth, formatPosition(expired.position)).get('/v1/orders').expect(200);
      expect(orders.body.data[0]).toMatchObject({ status: 'pix_expired' });

      const renewed = await app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' }).expect(200);
      const fresh = await order(token, positionOf(renewed));
      expect(fresh.status).toBe('pix');
      expect(fresh.pix!.code).not.toBe(live.pix!.code);
      const paid = await app().post('/v1/checkout/sandbox/pix/confirm').send({ token }).expect(200);
      expect(await credits(p.auth, positionOf(paid))).toBe(pkg.credits);
    });

    it('five PIX requests at once for one order issue one charge (the others find it payable and record nothing)', async () => {
      const { token, position } = await buy();
      const { id } = await order(token, position);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' })),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await api().system.store.read(orderStream(id))).filter((e) => e.type === 'PixIssued')).toHaveLength(1);
    });

    it('refuses a confirmation without a valid token (400) or of an unknown order (404)', async () => {
      expect((await app().post('/v1/checkout/sandbox/pix/confirm').send({}).expect(400)).body.message).toBe(
        'Pedido não encontrado.',
      );
      expect(
        (
          await app()
            .post('/v1/checkout/sandbox/pix/confirm')
            .send({ token: 'f'.repeat(32) })
            .expect(404)
        ).body.message,
      ).toBe('Pedido não encontrado.');
    });
  });
});

describe(onPostgres('the sandbox checkout refuses what it cannot sell'), () => {
  it('refuses unknown or inactive packages, unknown tokens, and checkouts without a provider token', async () => {
    const p = await signUpProvider();
    expect((await as(p.auth).post('/v1/checkout', { product_id: 999999 }).expect(404)).body.message).toBe(
      'Pacote não encontrado ou indisponível.',
    );
    await app().post('/v1/checkout').send({ product_id: 1 }).expect(401);
    expect(
      (
        await app()
          .post('/v1/checkout/sandbox/pay')
          .send({ token: 'f'.repeat(32), method: 'card' })
          .expect(404)
      ).body.message,
    ).toBe('Pedido não encontrado.');
    expect(
      (
        await app()
          .post('/v1/checkout/sandbox/pay')
          .send({ token: 'f'.repeat(32), method: 'cheque' })
          .expect(400)
      ).body.message,
    ).toBe('Escolha PIX, cartão ou boleto.');
    await app().get('/v1/checkout/sandbox?token=nao-existe').expect(400);
  });

  it('the sandbox does not exist in production mode', async () => {
    const prod = await startTestApi({ mode: 'production' });
    try {
      await request(prod.system.app)
        .post('/v1/checkout/sandbox/pay')
        .send({ token: 'f'.repeat(32), method: 'card' })
        .expect(404);
      await request(prod.system.app)
        .get('/v1/checkout/sandbox?token=' + 'f'.repeat(32))
        .expect(404);
      await request(prod.system.app)
        .post('/v1/checkout/sandbox/pix/confirm')
        .send({ token: 'f'.repeat(32) })
        .expect(404);
    } finally {
      await prod.stop();
    }
  });
});
