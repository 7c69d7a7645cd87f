import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { contagemDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { itRebuildsToTheSameRows } from '../../../test-support/readModelRebuild';

const { app, api, admin, signUpProvider, buyFirstPackage } = useTestApi();

// History: an area created and edited, a demand, two partners buying, subscribing and adjusted by the admin.
beforeAll(async () => {
  const area = await app().post('/v1/area').set('Authorization', admin()).send({ name: 'Reconstrução' }).expect(201);
  await app()
    .put('/v1/admin/area')
    .set('Authorization', admin())
    .send({ id: area.body.data.id, name: 'Reconstrução 2', status: false })
    .expect(200);

  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const email = 'auditoria.rebuild@empresa.com.br';
  // Published to providers once the requester confirms the e-mailed link (ADR 0080).
  const demand = await fileConfirmedDemand(api(), {
    ...contagemDemand(services[0]!.id, email, { location: { UF: 'SP', City: 'Campinas', Street: 'Centro' } }),
    nrs: [services[0]!.id, services[1]!.id],
  });

  for (const n of [1, 2]) {
    const { auth } = await signUpProvider({ name: 'Teo', surname: `Lima ${n}`, email: `teo${n}@auditrebuild.com.br` });
    const { token } = await buyFirstPackage(auth);
    await app().post('/v1/subs').set('Authorization', auth).set('id', String(demand.id)).expect(200);
    // The second partner's card is charged back after the spend (ADR 0111): its wallet passes below zero.
    if (n === 2) await app().post('/v1/checkout/sandbox/reverse').send({ token, kind: 'charged_back' }).expect(200);
    await api().system.runner.caughtUp();
    const me = (await app().get('/v1/auth/me').set('Authorization', auth).expect(200)).body;
    await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id: me.userData.id, delta: 5 * n, balanceSeen: me.credits, reason: 'Teste' })
      .expect(200);
  }
  await api().system.runner.caughtUp();
}, 180_000);

/** DESIGN §1: the audit read models (ledger, subscription history, record history, dashboard) rebuilt from the log give the same rows. */
describe(onPostgres('audit read models rebuild to the same rows'), () => {
  itRebuildsToTheSameRows(
    api,
    [
      ['credit_ledger', ['credit_ledger'], '1, 2'],
      ['subscription_history', ['subscription_history'], '1, 2'],
      ['record_history', ['record_history'], '1, 2, 3'],
      ['dashboard', ['dash_demands', 'dash_credit_moves', 'dash_partners'], '1, 2'],
    ],
    'every',
  );

  it('the last ledger line of every wallet carries its balance', async () => {
    const rows = await api().system.readPool.query(
      `SELECT w.provider_id, w.balance, (SELECT l.balance_after FROM credit_ledger l WHERE l.provider_id = w.provider_id ORDER BY l.seq DESC LIMIT 1) AS last
         FROM wallets w`,
    );
    expect(rows.rows.length).toBe(2);
    for (const r of rows.rows) expect(r.last).toBe(r.balance);
  });
});
