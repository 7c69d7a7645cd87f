import { PERSONAL_DATA_MASK } from '@conectasst/common/rules/analystRules';
import { streamViewsStream } from '@conectasst/events/schemas/analystEvents';
import { invitedAnalyst } from '../../../test-support/analysts';
import type { InvitedAnalyst } from '../../../test-support/analysts';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import type { SignedUpProvider } from '../../../test-support/apiHarness';
import { contagemDemand, fileConfirmedDemand } from '../../../test-support/demands';

const { app, api, as, admin, providerWithCredits } = useTestApi();

/** A partner whose name, phone and e-mail are unique, and an adjustment whose reason (typed by the admin) quotes them. */
const person = {
  name: 'Teodora',
  surname: 'Villanova',
  phone: '(11) 96543-2109',
  email: 'teodora.villanova@exemplo.com.br',
};
const REASON = 'Pedido da Teodora pelo telefone 96543-2109';
/** What an analyst must never read in any of these answers (the admin reads them: the scan can find them). */
const clear = ['Teodora', 'Villanova', '96543', 'teodora.villanova', 'Administrador ConectaSST'];

let analyst: InvitedAnalyst;
let provider: SignedUpProvider;
let demandId: number;

beforeAll(async () => {
  analyst = await invitedAnalyst(api().system, admin());
  provider = await providerWithCredits(1, person);
  const before = (await as(admin()).get('/v1/admin/Parceiro').set('id', provider.id).expect(200)).body.data
    .credits as number;
  await as(admin())
    .put('/v1/admin/Parceiro', { id: provider.id, delta: 5, balanceSeen: before, reason: REASON })
    .expect(200);
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  demandId = (await fileConfirmedDemand(api(), contagemDemand(services[0]!.id, 'analista.auditoria@empresa.com.br')))
    .id;
  await api().system.runner.caughtUp();
  await as(provider.auth).post('/v1/subs').set('id', String(demandId)).expect(200);
  await api().system.runner.caughtUp();
}, 180_000);

const calls = () => [
  `/v1/admin/ledger?partnerId=${provider.id}`,
  `/v1/admin/ledger/csv?partnerId=${provider.id}`,
  `/v1/admin/partner-subscriptions?partnerId=${provider.id}`,
  `/v1/admin/demand-subscriptions?demandId=${demandId}`,
  `/v1/admin/history?kind=partner&id=${provider.id}`,
  `/v1/admin/history?kind=demand&id=${demandId}`,
];

describe(onPostgres('the audit screens for analysts (issue #40, ADR 0178 amended)'), () => {
  it('an analyst reads every audit call with no clear personal datum; the admin reads the same calls as before', async () => {
    for (const path of calls()) {
      const asAnalyst = await as(analyst.auth).get(path);
      expect([path, asAnalyst.status]).toEqual([path, 200]);
      expect([path, clear.filter((c) => asAnalyst.text.includes(c))]).toEqual([path, []]);
    }
    // The admin's answers still hold the names and the typed reason (no audit answer holds an e-mail): the scan above
    // could have found them.
    const seenByAdmin = await Promise.all(calls().map(async (path) => (await as(admin()).get(path).expect(200)).text));
    expect(clear.filter((c) => !seenByAdmin.join('\n').includes(c))).toEqual(['teodora.villanova']);
  });

  it("ledger: the same lines and balances, with the partner's and the admin's names and the typed reason masked", async () => {
    const of = async (auth: string) =>
      (await as(auth).get(`/v1/admin/ledger?partnerId=${provider.id}`).expect(200)).body.data;
    const [forAdmin, forAnalyst] = [await of(admin()), await of(analyst.auth)];
    expect(forAdmin.partnerName).toBe('Teodora Villanova');
    expect(forAnalyst.partnerName).toBe(PERSONAL_DATA_MASK);
    expect(forAnalyst.balance).toBe(forAdmin.balance);
    const balances = (body: { data: { kind: string; balanceAfter: number }[] }) =>
      body.data.map((l) => [l.kind, l.balanceAfter]);
    expect(balances(forAnalyst)).toEqual(balances(forAdmin));
    const adjustment = (body: { data: { kind: string }[] }) => body.data.find((l) => l.kind === 'ajuste');
    expect(adjustment(forAdmin)).toMatchObject({ reason: REASON, adminName: 'Administrador ConectaSST' });
    expect(adjustment(forAnalyst)).toMatchObject({
      reason: PERSONAL_DATA_MASK,
      adminName: PERSONAL_DATA_MASK,
      adminId: expect.any(String),
      description: expect.stringMatching(/^Ajuste por •••: de \d+ para \d+ — •••$/),
    });
    const csv = (await as(analyst.auth).get(`/v1/admin/ledger/csv?partnerId=${provider.id}`)).text;
    expect(csv.split('\r\n')[2]).toContain(`"${PERSONAL_DATA_MASK}"`);
  });

  it('subscriptions and histories name no one for an analyst: the partner and the authors are masked', async () => {
    const subs = (await as(analyst.auth).get(`/v1/admin/demand-subscriptions?demandId=${demandId}`).expect(200)).body
      .data.data;
    expect(subs).toEqual([
      expect.objectContaining({ providerId: provider.id, providerName: PERSONAL_DATA_MASK, credits: 10 }),
    ]);
    const history = (await as(analyst.auth).get(`/v1/admin/history?kind=demand&id=${demandId}`).expect(200)).body.data
      .data as { summary: string; actor: string }[];
    expect(history.map((h) => h.summary)).toContain('Inscrição de •••: uma vaga ocupada');
    const partnerHistory = (await as(analyst.auth).get(`/v1/admin/history?kind=partner&id=${provider.id}`).expect(200))
      .body.data.data as { actor: string }[];
    expect(partnerHistory.map((h) => h.actor)).toContain('O próprio parceiro');
  });

  it("every analyst view is recorded in the audit trail (AuditScreenViewed in the viewer's stream); the admin's are not", async () => {
    const viewsOf = async (id: string) =>
      (await api().system.store.read(streamViewsStream(id)))
        .filter((e) => e.type === 'AuditScreenViewed')
        .map((e) => e.data as { screen: string; streamId: string; detail: string });
    const before = (await viewsOf(analyst.id)).length;
    await as(analyst.auth).get(`/v1/admin/ledger?partnerId=${provider.id}&page=1&kind=ajuste`).expect(200);
    await as(analyst.auth).get(`/v1/admin/history?kind=demand&id=${demandId}`).expect(200);
    const views = (await viewsOf(analyst.id)).slice(before);
    expect(views).toEqual([
      { viewerId: analyst.id, screen: 'ledger', streamId: `wallet-${provider.id}`, detail: 'kind=ajuste&page=1' },
      { viewerId: analyst.id, screen: 'history', streamId: `demand-${demandId}`, detail: 'page=1' },
    ]);
    const recorded = (await api().system.store.read(streamViewsStream(analyst.id))).at(-1)!;
    expect(recorded.metadata).toMatchObject({ userId: analyst.id, role: 'analyst' });
    // A refused call (an unknown partner) is not a view.
    await as(analyst.auth).get('/v1/admin/ledger?partnerId=00000000-0000-4000-8000-000000000000').expect(404);
    expect((await viewsOf(analyst.id)).length).toBe(before + 2);
    // The admin's screens are unchanged: nothing is appended for them.
    const adminId = (await as(admin()).get('/v1/auth/me').expect(200)).body.userData.id;
    const adminViews = (await viewsOf(adminId)).length;
    await as(admin()).get(`/v1/admin/ledger?partnerId=${provider.id}`).expect(200);
    expect((await viewsOf(adminId)).length).toBe(adminViews);
  });

  it('the admin-only audit calls stay closed to an analyst (painel, payment reversals) and every write too', async () => {
    await as(analyst.auth).get('/v1/admin/dashboard').expect(403);
    await as(analyst.auth).get('/v1/admin/payment-reversals').expect(403);
    await as(analyst.auth)
      .put('/v1/admin/Parceiro', { id: provider.id, delta: 5, balanceSeen: 0, reason: 'x' })
      .expect(403);
  });
});
