import pg from 'pg';
import type request from 'supertest';
import { testFiscalData } from '../../../test-support/fiscalData';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { companyDetails, personDetails } from '../../../test-support/providerDetails';

const { api, as, admin, buyFirstPackage, signUpProvider } = useTestApi();

/** A provider signed up under its own name (the admin's list shows it), with no fiscal data yet. */
const partner = (name: string, surname: string, email: string, phone?: string) =>
  signUpProvider({ name, surname, email, ...(phone ? { phone } : {}), fiscalData: false });

/** The admin's partner screen: opened (`GET /v1/admin/Parceiro`, read at `after`) and saved (`PUT`). */
const openPartner = (id: string, after: request.Response | string) =>
  as(admin(), after).get('/v1/admin/Parceiro').set('id', id);
const savePartner = (body: object) => as(admin()).put('/v1/admin/Parceiro', body);

/** A row of the admin's partner list: what every partner without credits, reports or ratings shows besides. */
const listRow = (row: { id: string; name: string; razao_social: string; cpf: string }) => ({
  ...row,
  credits: 0,
  status: true,
  reportsFlagged: false,
  ratingAverage: null,
  ratingCount: 0,
});

/** The `CreditsAdjusted` events of the partner's wallet, oldest first. */
async function adjustmentsOf(id: string): Promise<{ data: object; metadata: object }[]> {
  const db = new pg.Client({ connectionString: api().databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      "SELECT data, metadata FROM events WHERE stream_id = $1 AND event_type = 'CreditsAdjusted' ORDER BY revision",
      [`wallet-${id}`],
    );
    return rows;
  } finally {
    await db.end();
  }
}

describe(onPostgres('admin partners through the HTTP API'), () => {
  it('lists a Física partner; the admin adds credits to the balance they saw, recorded as an audited adjustment', async () => {
    const { auth: provider, id, position } = await partner('Igor', 'Nunes', 'igor@sst.com.br');
    const details = await as(provider, position).post('/v1/details/pf', personDetails()).expect(201);
    const list = await as(admin(), details).get('/v1/admin/users').expect(200);
    expect(list.body.data).toContainEqual(
      listRow({ id, name: 'Igor Nunes', razao_social: 'Física', cpf: '52998224725' }),
    );

    const saved = await savePartner({ id, delta: 45, balanceSeen: 0 }).expect(200);
    expect(saved.body.message).toBe('Registro salvo com sucesso');
    const shown = await openPartner(id, saved).expect(200);
    expect(shown.body.data).toMatchObject({
      name: 'Igor Nunes',
      typeSocial: 'PF',
      corporatename: 'Pessoa Física',
      credits: 45,
      status: true,
    });
    expect((await as(provider, saved).get('/v1/auth/me').expect(200)).body.credits).toBe(45);

    const [adjusted] = await adjustmentsOf(id);
    expect(adjusted!.data).toMatchObject({ delta: 45, balanceBefore: 0, balanceAfter: 45 });
    expect(adjusted!.metadata).toMatchObject({ role: 'admin' });
  });

  it('refuses non-numeric deltas or negative totals with the spec message, and a credit change without the balance seen; unknown partner is 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const r = await savePartner({ id: unknown, delta: 'dez', balanceSeen: 0 }).expect(400);
    expect(r.body.message).toBe('Você digitou algo que não é um numero.');
    await savePartner({ id: unknown, credits: -1, balanceSeen: 0 }).expect(400);
    // A delta is relative to a balance: it must say which one it was computed from.
    const blind = await savePartner({ id: unknown, delta: 1 }).expect(422);
    expect(blind.body.message).toBe('Informe o saldo exibido na tela (balanceSeen): o ajuste é conferido com ele.');
    // The spec's total alone is accepted (issue #33 item 7): here the partner does not exist.
    expect((await savePartner({ id: unknown, credits: 1 }).expect(404)).body.message).toBe('Parceiro não encontrado.');
    expect((await savePartner({ id: unknown, delta: 1, balanceSeen: 0 }).expect(404)).body.message).toBe(
      'Parceiro não encontrado.',
    );
  });

  it('lost update: given the admin loaded the partner, when a purchase lands before the save, then the save answers 409 and the purchase is kept', async () => {
    const { auth: provider, id } = await partner('Rui', 'Mota', 'rui@sst.com.br');
    const granted = await savePartner({ id, delta: 20, balanceSeen: 0 }).expect(200);
    // The admin opens the edit screen: 20 credits.
    const seen = (await openPartner(id, granted).expect(200)).body.data.credits as number;
    expect(seen).toBe(20);
    // Meanwhile the partner buys the cheapest package (30 credits) by card.
    await as(provider).put('/v1/fiscal-data', testFiscalData('Rui Mota')).expect(200);
    const { pkg, position: paid } = await buyFirstPackage(provider);

    // The admin adds 5 to what they saw: the wallet moved, nothing is written, the admin is told to reload.
    const stale = await savePartner({ id, delta: 5, balanceSeen: seen }).expect(409);
    expect(stale.body.message).toBe('O saldo do parceiro mudou. Recarregue a página.');
    // The spec's total computed from the stale screen (20 + 5) is refused the same way.
    await savePartner({ id, credits: seen + 5, balanceSeen: seen }).expect(409);
    expect((await as(provider, paid).get('/v1/auth/me').expect(200)).body.credits).toBe(20 + pkg.credits);

    // After reloading, the same +5 applies on top of the purchase.
    const reloaded = (await openPartner(id, paid).expect(200)).body.data.credits as number;
    const saved = await savePartner({ id, delta: 5, balanceSeen: reloaded }).expect(200);
    expect((await as(provider, saved).get('/v1/auth/me').expect(200)).body.credits).toBe(20 + pkg.credits + 5);

    // Saving only the status never touches credits, whatever the balance is now.
    const off = await savePartner({ id, status: false }).expect(200);
    const shown = await openPartner(id, off).expect(200);
    expect(shown.body.data).toMatchObject({ credits: 20 + pkg.credits + 5, status: false });
    expect((await adjustmentsOf(id)).map((r) => r.data)).toEqual([
      expect.objectContaining({ delta: 20, balanceBefore: 0, balanceAfter: 20 }),
      expect.objectContaining({ delta: 5, balanceBefore: 20 + pkg.credits, balanceAfter: 20 + pkg.credits + 5 }),
    ]);
  });

  it("the spec's call { id, credits } sets the total without the check, recorded as such with the admin; with balanceSeen the check stays", async () => {
    const { auth: provider, id } = await partner('Lia', 'Prado', 'lia@sst.com.br');
    const granted = await savePartner({ id, delta: 20, balanceSeen: 0 }).expect(200);
    // With balanceSeen (what the admin screen sends) a total computed from a stale balance is still refused.
    await as(admin(), granted).put('/v1/admin/Parceiro', { id, credits: 50, balanceSeen: 10 }).expect(409);

    // The spec's body: the new total, nothing else.
    const set = await savePartner({ id, credits: 7 }).expect(200);
    expect(set.body.message).toBe('Registro salvo com sucesso');
    expect((await as(provider, set).get('/v1/auth/me').expect(200)).body.credits).toBe(7);
    // The same total again changes nothing.
    await savePartner({ id, credits: 7 }).expect(200);

    const adminId = (await as(admin()).get('/v1/auth/me').expect(200)).body.userData.id as string;
    const adjustments = await adjustmentsOf(id);
    expect(adjustments.map((r) => r.data)).toEqual([
      expect.not.objectContaining({ unchecked: true }),
      expect.objectContaining({
        delta: -13,
        balanceBefore: 20,
        balanceAfter: 7,
        unchecked: true,
        reason: 'Ajuste pelo administrador (total definido sem conferir o saldo exibido)',
      }),
    ]);
    expect(adjustments[1]!.metadata).toMatchObject({ userId: adminId, role: 'admin' });
    const ledger = await as(admin(), set).get(`/v1/admin/ledger?partnerId=${id}`).expect(200);
    expect(ledger.body.data.data.map((l: { description: string }) => l.description)).toContainEqual(
      expect.stringMatching(
        /^Ajuste por .+: de 20 para 7 — Ajuste pelo administrador \(total definido sem conferir o saldo exibido\)$/,
      ),
    );
  });

  it('an inactive or deleted partner cannot log in; deleting twice is 404', async () => {
    const email = 'joana@sst.com.br';
    const { id } = await partner('Joana', 'Reis', email);
    const basic = `Basic ${Buffer.from(`${email}:segredo1`).toString('base64')}`;
    const off = await savePartner({ id, status: false }).expect(200);
    await as(admin(), off).get('/v1/admin/users').expect(200);
    await as(basic).get('/v1/auth').expect(401);
    const on = await savePartner({ id, status: true }).expect(200);
    await as(admin(), on).get('/v1/admin/users').expect(200);
    await as(basic).get('/v1/auth').expect(200);
    const removed = await as(admin()).delete('/v1/admin/Parceiro').set('ParceiroId', id).expect(200);
    const list = await as(admin(), removed).get('/v1/admin/users').expect(200);
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    await as(basic).get('/v1/auth').expect(401);
    await as(admin()).delete('/v1/admin/Parceiro').set('ParceiroId', id).expect(404);
  });

  it('lists a Jurídica partner with its CNPJ and a partner without details with blanks, newest first, with the same fields as a Física one', async () => {
    const { id: bareId } = await partner('Sem', 'Cadastro', 'sem.cadastro@sst.com.br', '11987654322');
    const company = await partner('João', 'Lima', 'joao@prevenir.com.br', '11987654323');
    const companyId = company.id;
    const details = await as(company.auth, company.position).post('/v1/details/pj', companyDetails()).expect(201);
    const list = await as(admin(), details).get('/v1/admin/users').expect(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const ids = (list.body.data as { id: string }[]).map((p) => p.id);
    expect(ids.indexOf(companyId)).toBeLessThan(ids.indexOf(bareId));
    expect(list.body.data).toContainEqual(
      listRow({ id: companyId, name: 'João Lima', razao_social: 'Jurídica', cpf: '11222333000181' }),
    );
    expect(list.body.data).toContainEqual(listRow({ id: bareId, name: 'Sem Cadastro', razao_social: '', cpf: '' }));
  });
});
