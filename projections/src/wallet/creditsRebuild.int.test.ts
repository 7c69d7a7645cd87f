import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { contagemDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { itRebuildsToTheSameRows } from '../../../test-support/readModelRebuild';

const { app, api, admin, signUpProvider, buyFirstPackage } = useTestApi();

// History: a package created and edited, a demand, two providers buying (card and boleto), one subscribing and then
// charged back after the spend (ADR 0111), a third partly refunded (ADR 0168): a negative wallet, a reversed and a
// partly refunded order must rebuild to the same rows.
beforeAll(async () => {
  const created = await app()
    .post('/v1/admin/packages')
    .set('Authorization', admin())
    .send({ name: 'Reconstrução', credits: 40, ndemanda: 4, price: '99.90' })
    .expect(201);
  await app()
    .put('/v1/admin/packages')
    .set('Authorization', admin())
    .send({ id: created.body.data.id, name: 'Reconstrução 2', status: false })
    .expect(200);

  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const demand = await fileConfirmedDemand(api(), contagemDemand(services[0]!.id, 'reconstrucao@empresa.com.br'));

  const { auth } = await signUpProvider({ name: 'Caio', surname: 'Reis 1', email: 'caio1@rebuild.com.br' });
  const { token } = await buyFirstPackage(auth);
  await app().post('/v1/subs').set('Authorization', auth).set('id', String(demand.id)).expect(200);
  await app().post('/v1/checkout/sandbox/reverse').send({ token, kind: 'charged_back' }).expect(200);

  const second = await signUpProvider({ name: 'Caio', surname: 'Reis 2', email: 'caio2@rebuild.com.br' });
  const pkg = (
    await app()
      .get('/v1/dashboard/packages')
      .set('Authorization', second.auth)
      .set('X-Min-Position', second.position)
      .expect(200)
  ).body.data[0];
  const checkout = await app()
    .post('/v1/checkout')
    .set('Authorization', second.auth)
    .send({ product_id: pkg.id })
    .expect(201);
  await app()
    .get(`/v1/checkout/sandbox?token=${checkout.body.token}`)
    .set('X-Min-Position', String(checkout.headers['x-position']))
    .expect(200);
  await app().post('/v1/checkout/sandbox/pay').send({ token: checkout.body.token, method: 'boleto' }).expect(200);
  // A partial refund (ADR 0168): the order keeps the money given back and the credits taken.
  const third = await signUpProvider({ name: 'Caio', surname: 'Reis 3', email: 'caio3@rebuild.com.br' });
  const bought = await buyFirstPackage(third.auth);
  await app()
    .post('/v1/checkout/sandbox/reverse')
    .send({ token: bought.token, kind: 'partial_refund', amount: 30, refundId: 'r-rebuild' })
    .expect(200);
  await api().system.runner.caughtUp();
});

/** DESIGN §1: the credit read models (packages, wallets, orders, open reservations, subscriptions) rebuilt from the log give the same rows. */
describe(onPostgres('credit read models rebuild to the same rows'), () => {
  itRebuildsToTheSameRows(api, [
    ['packages', ['packages'], '1'],
    ['wallet', ['wallets', 'orders', 'wallet_reservations'], '1'],
    ['subscriptions', ['subscriptions'], '1'],
  ]);
});
