import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, as, signUpProvider, buyFirstPackage, credits } = useTestApi();

type OrderView = { id: number; status: string; price: number; credits: number; refunded: number; creditsTaken: number };

/** Meus pedidos after a refund (ADR 0168): the order shows the real state, the money given back and the credits taken. */
describe(onPostgres('GET /v1/orders after partial refunds'), () => {
  it("a partly refunded purchase reads 'partially_refunded' with its amounts; a full refund afterwards reads 'refunded' with the whole price and every credit", async () => {
    const provider = await signUpProvider({ name: 'Rosa', surname: 'Parcial' });
    const { token, pkg, position } = await buyFirstPackage(provider.auth, provider.position);
    const orders = async (at: string) =>
      (await as(provider.auth, at).get('/v1/orders').expect(200)).body.data as OrderView[];
    expect((await orders(position))[0]).toMatchObject({ status: 'paid', refunded: 0, creditsTaken: 0 });

    // Half of the price back: half of the credits leave (rounded down, ADR 0168).
    const half = Math.floor((pkg.price * 100) / 2) / 100;
    const partial = await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token, kind: 'partial_refund', amount: half, refundId: 'r-1' })
      .expect(200);
    const taken = Math.floor((pkg.credits * Math.round(half * 100)) / Math.round(pkg.price * 100));
    expect((await orders(positionOf(partial)))[0]).toMatchObject({
      status: 'partially_refunded',
      refunded: half,
      creditsTaken: taken,
    });
    expect(await credits(provider.auth, positionOf(partial))).toBe(pkg.credits - taken);

    const full = await app().post('/v1/checkout/sandbox/reverse').send({ token, kind: 'refunded' }).expect(200);
    expect((await orders(positionOf(full)))[0]).toMatchObject({
      status: 'refunded',
      refunded: pkg.price,
      creditsTaken: pkg.credits,
    });
    expect(await credits(provider.auth, positionOf(full))).toBe(0);
  });
});
