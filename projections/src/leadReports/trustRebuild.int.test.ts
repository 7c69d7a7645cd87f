import { contagemDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRebuildsToTheSameRows, rowsOf } from '../../../test-support/readModelRebuild';

const { app, api, admin, providerWithCredits } = useTestApi();

// History: three providers, each buying, subscribing to one demand, reporting it and declaring credentials, with the
// admin deciding the reports and the credentials.
beforeAll(async () => {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const demand = await fileConfirmedDemand(api(), contagemDemand(services[0]!.id, 'compras@reconstrucao.invalid'));

  const reports: string[] = [];
  for (const n of [1, 2, 3]) {
    const { auth } = await providerWithCredits(1, {
      name: 'Caio',
      surname: `Reis ${n}`,
      email: `caio${n}@trust-rebuild.com.br`,
    });
    await app().post('/v1/subs').set('Authorization', auth).set('id', String(demand.id)).expect(200);
    // 1: bounced e-mail, refunded at once; 2: waits for an admin, approved; 3: refused.
    const r = await app()
      .post('/v1/lead-reports')
      .set('Authorization', auth)
      .send({ demandId: demand.id, reason: n === 1 ? 'invalid_contact' : 'not_requested', note: `relato ${n}` })
      .expect(201);
    reports.push(r.body.data.reportId as string);
    const credential = await app()
      .post('/v1/credentials')
      .set('Authorization', auth)
      .send({ kind: n === 2 ? 'CRM' : 'CREA', number: `10${n}2345`, uf: 'MG', rqe: n === 2 ? '4321' : '' })
      .expect(201);
    await app()
      .post('/v1/credentials')
      .set('Authorization', auth)
      .send({ kind: 'OUTRO', otherName: 'CRQ', number: `20${n}`, uf: 'SP' })
      .expect(201);
    await app()
      .get('/v1/credentials')
      .set('Authorization', auth)
      .set('X-Min-Position', positionOf(credential))
      .expect(200);
    const decision = { credentialId: credential.body.data.credentialId };
    if (n === 1)
      await app()
        .post('/v1/admin/credentials/verify')
        .set('Authorization', admin())
        .send({ ...decision, note: 'ok' })
        .expect(200);
    if (n === 2)
      await app()
        .post('/v1/admin/credentials/refuse')
        .set('Authorization', admin())
        .send({ ...decision, note: 'não encontrado' })
        .expect(200);
    if (n === 3) await app().post('/v1/credentials/withdraw').set('Authorization', auth).send(decision).expect(200);
    const last = await app()
      .get('/v1/lead-reports')
      .set('Authorization', auth)
      .set('X-Min-Position', positionOf(r))
      .expect(200);
    expect(last.body.data).toHaveLength(1);
  }
  await app()
    .post('/v1/admin/lead-reports/approve')
    .set('Authorization', admin())
    .send({ reportId: reports[1], note: 'ok' })
    .expect(200);
  await app()
    .post('/v1/admin/lead-reports/refuse')
    .set('Authorization', admin())
    .send({ reportId: reports[2], note: 'não' })
    .expect(200);
  await api().system.runner.caughtUp();
  // Three providers, each buying, subscribing, reporting and declaring: room for a loaded CI machine.
}, 180_000);

/** DESIGN §1: the trust read models (lead reports, credentials, and wallets with refunds) rebuilt from the log give the same rows. */
describe(onPostgres('trust read models rebuild to the same rows'), () => {
  itRebuildsToTheSameRows(api, [
    ['leadReports', ['lead_reports'], 'reported_at, report_id'],
    ['credentials', ['provider_credentials'], 'declared_at, credential_id'],
    ['wallet', ['wallets', 'orders', 'wallet_reservations'], '1'],
  ]);

  it('the rows say what happened', async () => {
    expect((await rowsOf(api(), 'lead_reports', 'note')).map((r) => [r.note, r.status, r.automatic])).toEqual([
      ['relato 1', 'approved', true],
      ['relato 2', 'approved', false],
      ['relato 3', 'refused', false],
    ]);
    expect((await rowsOf(api(), 'provider_credentials', 'number')).map((r) => [r.number, r.status])).toEqual([
      ['1012345', 'verified'],
      ['1022345', 'refused'],
      ['201', 'pending'],
      ['202', 'pending'],
      ['203', 'pending'],
    ]);
  });
});
