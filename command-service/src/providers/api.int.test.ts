import pg from 'pg';
import { testFiscalData } from '../../../test-support/fiscalData';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { companyDetails, personDetails } from '../../../test-support/providerDetails';

const { app, api, admin, buyFirstPackage } = useTestApi();

describe(onPostgres('admin partners through the HTTP API'), () => {
  it('lists a Física partner; the admin adds credits to the balance they saw, recorded as an audited adjustment', async () => {
    const signup = await app()
      .post('/v1/auth')
      .send({ name: 'Igor', surname: 'Nunes', phone: '11987654321', email: 'igor@sst.com.br', password: 'segredo1' })
      .expect(201);
    const provider = `Bearer ${signup.body.token}`;
    const details = await app()
      .post('/v1/details/pf')
      .set('Authorization', provider)
      .set('X-Min-Position', positionOf(signup))
      .send(personDetails())
      .expect(201);
    const me = await app().get('/v1/auth/me').set('Authorization', provider).expect(200);
    const id = me.body.userData.id as string;
    const list = await app()
      .get('/v1/admin/users')
      .set('Authorization', admin())
      .set('X-Min-Position', positionOf(details))
      .expect(200);
    expect(list.body.data).toContainEqual({
      id,
      name: 'Igor Nunes',
      razao_social: 'Física',
      cpf: '52998224725',
      credits: 0,
      status: true,
      reportsFlagged: false,
      ratingAverage: null,
      ratingCount: 0,
    });

    const saved = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, delta: 45, balanceSeen: 0 })
      .expect(200);
    expect(saved.body.message).toBe('Registro salvo com sucesso');
    const shown = await app()
      .get('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .set('id', id)
      .set('X-Min-Position', positionOf(saved))
      .expect(200);
    expect(shown.body.data).toMatchObject({
      name: 'Igor Nunes',
      typeSocial: 'PF',
      corporatename: 'Pessoa Física',
      credits: 45,
      status: true,
    });
    expect(
      (
        await app()
          .get('/v1/auth/me')
          .set('Authorization', provider)
          .set('X-Min-Position', positionOf(saved))
          .expect(200)
      ).body.credits,
    ).toBe(45);

    const db = new pg.Client({ connectionString: api().databaseUrl });
    await db.connect();
    const adjusted = await db.query(
      "SELECT data, metadata FROM events WHERE event_type = 'CreditsAdjusted' ORDER BY global_position DESC LIMIT 1",
    );
    await db.end();
    expect(adjusted.rows[0].data).toMatchObject({ delta: 45, balanceBefore: 0, balanceAfter: 45 });
    expect(adjusted.rows[0].metadata).toMatchObject({ role: 'admin' });
  });

  it('refuses non-numeric deltas or negative totals with the spec message, and a credit change without the balance seen; unknown partner is 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const r = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id: unknown, delta: 'dez', balanceSeen: 0 })
      .expect(400);
    expect(r.body.message).toBe('Você digitou algo que não é um numero.');
    await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id: unknown, credits: -1, balanceSeen: 0 })
      .expect(400);
    // A delta is relative to a balance: it must say which one it was computed from.
    const blind = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id: unknown, delta: 1 })
      .expect(422);
    expect(blind.body.message).toBe('Informe o saldo exibido na tela (balanceSeen): o ajuste é conferido com ele.');
    // The spec's total alone is accepted (issue #33 item 7): here the partner does not exist.
    expect(
      (
        await app()
          .put('/v1/admin/Parceiro')
          .set('Authorization', admin())
          .send({ id: unknown, credits: 1 })
          .expect(404)
      ).body.message,
    ).toBe('Parceiro não encontrado.');
    expect(
      (
        await app()
          .put('/v1/admin/Parceiro')
          .set('Authorization', admin())
          .send({ id: unknown, delta: 1, balanceSeen: 0 })
          .expect(404)
      ).body.message,
    ).toBe('Parceiro não encontrado.');
  });

  it('lost update: given the admin loaded the partner, when a purchase lands before the save, then the save answers 409 and the purchase is kept', async () => {
    const signup = await app()
      .post('/v1/auth')
      .send({ name: 'Rui', surname: 'Mota', phone: '11987654321', email: 'rui@sst.com.br', password: 'segredo1' })
      .expect(201);
    const provider = `Bearer ${signup.body.token}`;
    const id = (
      await app()
        .get('/v1/auth/me')
        .set('Authorization', provider)
        .set('X-Min-Position', positionOf(signup))
        .expect(200)
    ).body.userData.id as string;
    const granted = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, delta: 20, balanceSeen: 0 })
      .expect(200);
    // The admin opens the edit screen: 20 credits.
    const seen = (
      await app()
        .get('/v1/admin/Parceiro')
        .set('Authorization', admin())
        .set('id', id)
        .set('X-Min-Position', positionOf(granted))
        .expect(200)
    ).body.data.credits as number;
    expect(seen).toBe(20);
    // Meanwhile the partner buys the cheapest package (30 credits) by card.
    await app().put('/v1/fiscal-data').set('Authorization', provider).send(testFiscalData('Rui Mota')).expect(200);
    const { pkg, position: paid } = await buyFirstPackage(provider);

    // The admin adds 5 to what they saw: the wallet moved, nothing is written, the admin is told to reload.
    const stale = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, delta: 5, balanceSeen: seen })
      .expect(409);
    expect(stale.body.message).toBe('O saldo do parceiro mudou. Recarregue a página.');
    // The spec's total computed from the stale screen (20 + 5) is refused the same way.
    await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, credits: seen + 5, balanceSeen: seen })
      .expect(409);
    expect(
      (await app().get('/v1/auth/me').set('Authorization', provider).set('X-Min-Position', paid).expect(200)).body
        .credits,
    ).toBe(20 + pkg.credits);

    // After reloading, the same +5 applies on top of the purchase.
    const reloaded = (
      await app()
        .get('/v1/admin/Parceiro')
        .set('Authorization', admin())
        .set('id', id)
        .set('X-Min-Position', paid)
        .expect(200)
    ).body.data.credits as number;
    const saved = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, delta: 5, balanceSeen: reloaded })
      .expect(200);
    expect(
      (
        await app()
          .get('/v1/auth/me')
          .set('Authorization', provider)
          .set('X-Min-Position', positionOf(saved))
          .expect(200)
      ).body.credits,
    ).toBe(20 + pkg.credits + 5);

    // Saving only the status never touches credits, whatever the balance is now.
    const off = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, status: false })
      .expect(200);
    const shown = await app()
      .get('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .set('id', id)
      .set('X-Min-Position', positionOf(off))
      .expect(200);
    expect(shown.body.data).toMatchObject({ credits: 20 + pkg.credits + 5, status: false });
    const db = new pg.Client({ connectionString: api().databaseUrl });
    await db.connect();
    const adjustments = await db.query(
      "SELECT data FROM events WHERE stream_id = $1 AND event_type = 'CreditsAdjusted' ORDER BY revision",
      [`wallet-${id}`],
    );
    await db.end();
    expect(adjustments.rows.map((r) => r.data)).toEqual([
      expect.objectContaining({ delta: 20, balanceBefore: 0, balanceAfter: 20 }),
      expect.objectContaining({ delta: 5, balanceBefore: 20 + pkg.credits, balanceAfter: 20 + pkg.credits + 5 }),
    ]);
  });

  it("the spec's call { id, credits } sets the total without the check, recorded as such with the admin; with balanceSeen the check stays", async () => {
    const signup = await app()
      .post('/v1/auth')
      .send({ name: 'Lia', surname: 'Prado', phone: '11987654321', email: 'lia@sst.com.br', password: 'segredo1' })
      .expect(201);
    const provider = `Bearer ${signup.body.token}`;
    const id = (
      await app()
        .get('/v1/auth/me')
        .set('Authorization', provider)
        .set('X-Min-Position', positionOf(signup))
        .expect(200)
    ).body.userData.id as string;
    const granted = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, delta: 20, balanceSeen: 0 })
      .expect(200);
    // With balanceSeen (what the admin screen sends) a total computed from a stale balance is still refused.
    await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .set('X-Min-Position', positionOf(granted))
      .send({ id, credits: 50, balanceSeen: 10 })
      .expect(409);

    // The spec's body: the new total, nothing else.
    const set = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, credits: 7 })
      .expect(200);
    expect(set.body.message).toBe('Registro salvo com sucesso');
    expect(
      (await app().get('/v1/auth/me').set('Authorization', provider).set('X-Min-Position', positionOf(set)).expect(200))
        .body.credits,
    ).toBe(7);
    // The same total again changes nothing.
    await app().put('/v1/admin/Parceiro').set('Authorization', admin()).send({ id, credits: 7 }).expect(200);

    const adminId = (await app().get('/v1/auth/me').set('Authorization', admin()).expect(200)).body.userData
      .id as string;
    const db = new pg.Client({ connectionString: api().databaseUrl });
    await db.connect();
    const adjustments = await db.query(
      "SELECT data, metadata FROM events WHERE stream_id = $1 AND event_type = 'CreditsAdjusted' ORDER BY revision",
      [`wallet-${id}`],
    );
    await db.end();
    expect(adjustments.rows.map((r) => r.data)).toEqual([
      expect.not.objectContaining({ unchecked: true }),
      expect.objectContaining({
        delta: -13,
        balanceBefore: 20,
        balanceAfter: 7,
        unchecked: true,
        reason: 'Ajuste pelo administrador (total definido sem conferir o saldo exibido)',
      }),
    ]);
    expect(adjustments.rows[1].metadata).toMatchObject({ userId: adminId, role: 'admin' });
    const ledger = await app()
      .get(`/v1/admin/ledger?partnerId=${id}`)
      .set('Authorization', admin())
      .set('X-Min-Position', positionOf(set))
      .expect(200);
    expect(ledger.body.data.data.map((l: { description: string }) => l.description)).toContainEqual(
      expect.stringMatching(
        /^Ajuste por .+: de 20 para 7 — Ajuste pelo administrador \(total definido sem conferir o saldo exibido\)$/,
      ),
    );
  });

  it('an inactive or deleted partner cannot log in; deleting twice is 404', async () => {
    const email = 'joana@sst.com.br';
    const signup = await app()
      .post('/v1/auth')
      .send({ name: 'Joana', surname: 'Reis', phone: '11987654321', email, password: 'segredo1' })
      .expect(201);
    const me = await app()
      .get('/v1/auth/me')
      .set('Authorization', `Bearer ${signup.body.token}`)
      .set('X-Min-Position', positionOf(signup))
      .expect(200);
    const id = me.body.userData.id as string;
    const basic = `Basic ${Buffer.from(`${email}:segredo1`).toString('base64')}`;
    const off = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, status: false })
      .expect(200);
    await app().get('/v1/admin/users').set('Authorization', admin()).set('X-Min-Position', positionOf(off)).expect(200);
    await app().get('/v1/auth').set('Authorization', basic).expect(401);
    const on = await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .send({ id, status: true })
      .expect(200);
    await app().get('/v1/admin/users').set('Authorization', admin()).set('X-Min-Position', positionOf(on)).expect(200);
    await app().get('/v1/auth').set('Authorization', basic).expect(200);
    const removed = await app()
      .delete('/v1/admin/Parceiro')
      .set('Authorization', admin())
      .set('ParceiroId', id)
      .expect(200);
    const list = await app()
      .get('/v1/admin/users')
      .set('Authorization', admin())
      .set('X-Min-Position', positionOf(removed))
      .expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    await app().get('/v1/auth').set('Authorization', basic).expect(401);
    await app().delete('/v1/admin/Parceiro').set('Authorization', admin()).set('ParceiroId', id).expect(404);
  });

  it('lists a Jurídica partner with its CNPJ and a partner without details with blanks, newest first, with the same fields as a Física one', async () => {
    const bare = await app()
      .post('/v1/auth')
      .send({
        name: 'Sem',
        surname: 'Cadastro',
        phone: '11987654322',
        email: 'sem.cadastro@sst.com.br',
        password: 'segredo1',
      })
      .expect(201);
    const company = await app()
      .post('/v1/auth')
      .send({
        name: 'João',
        surname: 'Lima',
        phone: '11987654323',
        email: 'joao@prevenir.com.br',
        password: 'segredo1',
      })
      .expect(201);
    const details = await app()
      .post('/v1/details/pj')
      .set('Authorization', `Bearer ${company.body.token}`)
      .set('X-Min-Position', positionOf(company))
      .send(companyDetails())
      .expect(201);
    const idOf = async (token: string) =>
      (
        await app()
          .get('/v1/auth/me')
          .set('Authorization', `Bearer ${token}`)
          .set('X-Min-Position', positionOf(details))
          .expect(200)
      ).body.userData.id as string;
    const [bareId, companyId] = [await idOf(bare.body.token), await idOf(company.body.token)];
    const list = await app()
      .get('/v1/admin/users')
      .set('Authorization', admin())
      .set('X-Min-Position', positionOf(details))
      .expect(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const ids = (list.body.data as { id: string }[]).map((p) => p.id);
    expect(ids.indexOf(companyId)).toBeLessThan(ids.indexOf(bareId));
    expect(list.body.data).toContainEqual({
      id: companyId,
      name: 'João Lima',
      razao_social: 'Jurídica',
      cpf: '11222333000181',
      credits: 0,
      status: true,
      reportsFlagged: false,
      ratingAverage: null,
      ratingCount: 0,
    });
    expect(list.body.data).toContainEqual({
      id: bareId,
      name: 'Sem Cadastro',
      razao_social: '',
      cpf: '',
      credits: 0,
      status: true,
      reportsFlagged: false,
      ratingAverage: null,
      ratingCount: 0,
    });
  });
});
