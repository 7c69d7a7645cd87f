import { inviteCodeOf, invitedAnalyst } from '../../../test-support/analysts';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin, signUpProvider } = useTestApi();

describe(onPostgres('analysts: the admin invites, the analyst sets a password from the e-mail and signs in'), () => {
  it('mails a set-password link (the recovery code); the analyst signs in as an analyst', async () => {
    const analyst = await invitedAnalyst(api().system, admin(), 'analista.convite@teste.conectasst.com.br');
    const mail = api()
      .system.devMailbox!.list()
      .find((m) => m.to === analyst.email)!;
    expect(mail.subject).toBe('ConectaSST: convite para analista — defina sua senha');
    expect(mail.text).toMatch(/\/change\/password\?codigo=[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\n/);
    expect(mail.text).toContain('vale por 72 horas');
    const me = await as(analyst.auth).get('/v1/auth/me').expect(200);
    expect(me.body.userData).toMatchObject({ id: analyst.id, type: 'analyst', email: analyst.email });
    // The code was used: it sets no second password.
    const code = inviteCodeOf(api().system, analyst.email)!;
    await app().put('/v1/change/password').send({ code, password: 'outra-senha-1' }).expect(404);
  });

  it('inviting an analyst again mails a new link; an e-mail of another role is refused (409), nothing mailed', async () => {
    const email = 'analista.reconvite@teste.conectasst.com.br';
    await as(admin()).post('/v1/admin/analistas', { name: 'Rui', surname: 'Dados', email }).expect(201);
    const first = inviteCodeOf(api().system, email);
    await api().system.runner.caughtUp();
    const again = await as(admin()).post('/v1/admin/analistas', { name: 'Rui', surname: 'Dados', email }).expect(201);
    expect(again.body.message).toBe('Este analista já tinha conta: enviamos um novo link para definir a senha.');
    const second = inviteCodeOf(api().system, email)!;
    expect(second).not.toBe(first);
    await api().system.runner.caughtUp();
    await app().put('/v1/change/password').send({ code: first, password: 'senha-velha-1' }).expect(404);
    await app().put('/v1/change/password').send({ code: second, password: 'senha-nova-1' }).expect(200);

    const provider = await signUpProvider();
    await api().system.runner.caughtUp();
    const before = api().system.devMailbox!.list().length;
    const refused = await as(admin())
      .post('/v1/admin/analistas', { name: 'P', surname: 'Q', email: provider.email })
      .expect(409);
    expect(refused.body.message).toBe('Este e-mail já pertence a uma conta que não é de analista.');
    expect(api().system.devMailbox!.list().length).toBe(before);
  });

  it('refuses a bad e-mail with a Portuguese message (400)', async () => {
    const r = await as(admin())
      .post('/v1/admin/analistas', { name: 'A', surname: 'B', email: 'sem-arroba' })
      .expect(400);
    expect(r.body.message).toMatch(/e-mail/i);
  });
});
