import request from 'supertest';
import { createLogger } from '@conectasst/platform/logger';
import { basicAuth, onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { startSystem, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { System } from '../../../test-support/testApp';

const REVOKED = { message: 'Sua sessão expirou. Faça login novamente.' };

const { app, api, as, admin, logInAdminAgain, signUpProvider } = useTestApi();

/**
 * Issue #18 item 1 (ADR 0110): a token does not outlive what ends the account's sessions. Each case: given a provider
 * with a working token, when the session-ending thing happens, then that token is refused with 401 on every call.
 */
describe(onPostgres('session revocation through the HTTP API'), () => {
  let seq = 0;

  /** A signed-up provider whose token answers /v1/auth/me. */
  async function provider() {
    return signUpProvider({ name: 'Rita', surname: 'Alves', email: `sessao${++seq}@exemplo.com.br` });
  }

  /** The old token is refused on a query, a provider command and the logout itself. */
  async function expectRevoked(auth: string) {
    expect((await as(auth).get('/v1/auth/me')).body).toEqual(REVOKED);
    await as(auth).get('/v1/auth/me').expect(401);
    await as(auth).get('/v1/companys/service?page=1').expect(401);
    await as(auth)
      .post('/v1/company/detail', { area: '1', nrs: 'null', esocial: 'Sim', software: 'X', uf: 'SP', city: 'Campinas' })
      .expect(401);
    await as(auth).post('/v1/auth/logout').expect(401);
  }

  it('password reset with the mailed code: the token issued before is refused; a login with the new password works', async () => {
    const p = await provider();
    const sent = await app()
      .post('/v1/recovery/password')
      .send({ email: p.email })
      .set('X-Min-Position', p.position)
      .expect(200);
    const mail = api()
      .system.devMailbox!.list()
      .find((m) => m.to === p.email)!;
    const code = /código para redefinir a senha é: ([A-Z0-9-]+)/.exec(mail.text)![1]!;
    const changed = await app()
      .put('/v1/change/password')
      .set('X-Min-Position', positionOf(sent))
      .send({ code, password: 'novasenha' })
      .expect(200);
    await expectRevoked(p.auth);
    await app().get('/v1/area').set('X-Min-Position', positionOf(changed)).expect(200);
    const again = await as(basicAuth(p.email, 'novasenha')).get('/v1/auth').expect(200);
    await as(`Bearer ${again.body.token}`).get('/v1/auth/me').expect(200);
  });

  it('"Sair" (POST /v1/auth/logout) ends the session on the server; logging in right after gives a token that works', async () => {
    const p = await provider();
    const out = await as(p.auth).post('/v1/auth/logout').expect(200);
    expect(out.body).toEqual({ message: 'Você saiu da sua conta.' });
    await expectRevoked(p.auth);
    const again = await as(basicAuth(p.email, 'segredo1')).get('/v1/auth').expect(200);
    await as(`Bearer ${again.body.token}`).get('/v1/auth/me').expect(200);
    // Once the logout is in the read model too, the new token still works.
    await as(`Bearer ${again.body.token}`, out).get('/v1/auth/me').expect(200);
    await app().post('/v1/auth/logout').expect(401);
  });

  it('an admin logs out too: the admin token is refused on admin calls afterwards', async () => {
    const token = `Bearer ${(await as(basicAuth(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).get('/v1/auth').expect(200)).body.token}`;
    await as(token).get('/v1/admin/users').expect(200);
    await as(token).post('/v1/auth/logout').expect(200);
    expect((await as(token).get('/v1/admin/users').expect(401)).body).toEqual(REVOKED);
    await logInAdminAgain();
  });

  it('admin sets the partner Inativo: the token is refused and login too; set Ativo again, the old token stays refused', async () => {
    const p = await provider();
    await as(admin(), p.position)
      .put('/v1/admin/Parceiro', { id: p.id, credits: 0, balanceSeen: 0, status: false })
      .expect(200);
    await expectRevoked(p.auth);
    await as(basicAuth(p.email, 'segredo1')).get('/v1/auth').expect(401);
    const on = await as(admin())
      .put('/v1/admin/Parceiro', { id: p.id, credits: 0, balanceSeen: 0, status: true })
      .expect(200);
    await app().get('/v1/area').set('X-Min-Position', positionOf(on)).expect(200);
    await expectRevoked(p.auth);
    const again = await as(basicAuth(p.email, 'segredo1')).get('/v1/auth').expect(200);
    await as(`Bearer ${again.body.token}`).get('/v1/auth/me').expect(200);
  });

  it('admin removes the partner: the token is refused', async () => {
    const p = await provider();
    await as(admin())
      .delete('/v1/admin/Parceiro')
      .set('ParceiroId', p.id)
      .set('X-Min-Position', p.position)
      .expect(200);
    await expectRevoked(p.auth);
  });

  it('LGPD erasure of the partner: the token is refused', async () => {
    const p = await provider();
    await as(admin(), p.position).post('/v1/admin/Parceiro/erase', { id: p.id }).expect(200);
    await expectRevoked(p.auth);
  });

  it('a token stolen before a revocation is refused by a separate query process too (it learns from the users read model)', async () => {
    const config = api().config;
    const queries: System = await startSystem({
      config,
      databaseUrl: api().databaseUrl,
      logger: createLogger('silent'),
      parts: ['queries'],
      service: 'query-service',
    });
    try {
      const p = await provider();
      await request(queries.app)
        .get('/v1/auth/me')
        .set('Authorization', p.auth)
        .set('X-Min-Position', p.position)
        .expect(200);
      await as(p.auth).post('/v1/auth/logout').expect(200);
      // Bounded staleness: the query process re-reads the generations it knows every second (docs/architecture.md).
      let status = 200;
      for (let attempt = 0; attempt < 600 && status === 200; attempt++) {
        status = (await request(queries.app).get('/v1/auth/me').set('Authorization', p.auth)).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(401);
    } finally {
      await queries.stop();
    }
  });
});
