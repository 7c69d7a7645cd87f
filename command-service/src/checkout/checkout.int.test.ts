import request from 'supertest';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');

describe(`buying credits through the sandbox checkout (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let seq = 0;
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.stop();
  });

  const provider = async () => {
    const r = await app().post('/v1/auth').send({ name: 'Rui', surname: 'Alves', phone: '11987654321', email: `rui${++seq}@exemplo.com.br`, password: 'segredo1' }).expect(201);
    return { auth: `Bearer ${r.body.token}`, position: positionOf(r) };
  };
  const firstPackage = async (auth: string) => (await app().get('/v1/dashboard/packages').set('Authorization', auth).expect(200)).body.data[0] as { id: number; credits: number; price: number };
  const credits = async (auth: string, position: string) => (await app().get('/v1/auth/me').set('Authorization', auth).set('X-Min-Position', position).expect(200)).body.credits as number;

  it('card: the credits are there at once, and paying twice credits once', async () => {
    const p = await provider();
    const pkg = await firstPackage(p.auth);
    const checkout = await app().post('/v1/checkout').set('Authorization', p.auth).set('X-Min-Position', p.position).send({ product_id: pkg.id }).expect(201);
    expect(checkout.body).toEqual({ token: expect.stringMatching(/^[a-f0-9]{32}$/), checkoutUrl: `/checkout?token=${checkout.body.token}` });
    const shown = await app().get(`/v1/checkout/sandbox?token=${checkout.body.token}`).set('X-Min-Position', positionOf(checkout)).expect(200);
    expect(shown.body.data).toMatchObject({ credits: pkg.credits, price: pkg.price, status: 'placed' });
    const paid = await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: 'card' }).expect(200);
    expect(paid.body.message).toBe('Pagamento aprovado! Seus créditos já estão disponíveis.');
    expect(await credits(p.auth, positionOf(paid))).toBe(pkg.credits);
    const again = await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: 'card' }).expect(200);
    expect(await credits(p.auth, positionOf(again))).toBe(pkg.credits);
    const orders = await app().get('/v1/orders').set('Authorization', p.auth).set('X-Min-Position', positionOf(again)).expect(200);
    expect(orders.body.data).toEqual([expect.objectContaining({ status: 'paid', method: 'card', credits: pkg.credits })]);
  });

  it('boleto: nothing until the bank confirms; then the credits, once', async () => {
    const p = await provider();
    const pkg = await firstPackage(p.auth);
    const checkout = await app().post('/v1/checkout').set('Authorization', p.auth).set('X-Min-Position', p.position).send({ product_id: pkg.id }).expect(201);
    await app().get('/v1/checkout/sandbox').query({ token: checkout.body.token }).set('X-Min-Position', positionOf(checkout)).expect(200);
    const early = await app().post('/v1/checkout/sandbox/boleto/confirm').send({ token: checkout.body.token }).expect(409);
    expect(early.body.message).toBe('Nenhum boleto foi emitido para este pedido.');
    const issued = await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: 'boleto' }).expect(200);
    expect(issued.body.message).toContain('Boleto emitido');
    expect(await credits(p.auth, positionOf(issued))).toBe(0);
    const status = await app().get('/v1/orders').set('Authorization', p.auth).set('X-Min-Position', positionOf(issued)).expect(200);
    expect(status.body.data[0]).toMatchObject({ status: 'boleto' });
    const confirmed = await app().post('/v1/checkout/sandbox/boleto/confirm').send({ token: checkout.body.token }).expect(200);
    expect(await credits(p.auth, positionOf(confirmed))).toBe(pkg.credits);
    const twice = await app().post('/v1/checkout/sandbox/boleto/confirm').send({ token: checkout.body.token }).expect(200);
    expect(await credits(p.auth, positionOf(twice))).toBe(pkg.credits);
  });

  it('refuses unknown or inactive packages, unknown tokens, and checkouts without a provider token', async () => {
    const p = await provider();
    expect((await app().post('/v1/checkout').set('Authorization', p.auth).send({ product_id: 999999 }).expect(404)).body.message).toBe('Pacote não encontrado ou indisponível.');
    await app().post('/v1/checkout').send({ product_id: 1 }).expect(401);
    expect((await app().post('/v1/checkout/sandbox/pay').send({ token: 'f'.repeat(32), method: 'card' }).expect(404)).body.message).toBe('Pedido não encontrado.');
    await app().post('/v1/checkout/sandbox/pay').send({ token: 'f'.repeat(32), method: 'pix' }).expect(400);
    await app().get('/v1/checkout/sandbox?token=nao-existe').expect(400);
  });

  it('the sandbox does not exist in production mode', async () => {
    const prod = await startTestApi({ mode: 'production' });
    try {
      await request(prod.system.app).post('/v1/checkout/sandbox/pay').send({ token: 'f'.repeat(32), method: 'card' }).expect(404);
      await request(prod.system.app).get('/v1/checkout/sandbox?token=' + 'f'.repeat(32)).expect(404);
    } finally {
      await prod.stop();
    }
  });
});
