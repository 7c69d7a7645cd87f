import { testFiscalData } from '../../../test-support/fiscalData';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { eventually } from '../../../test-support/serviceProcesses';
import { contagemDemand, fileConfirmedDemand } from '../../../test-support/demands';

const { app, api, as, admin, buyFirstPackage } = useTestApi();

let provider: string;
let providerId: string;
let demandId: number;
let areaId: number;

beforeAll(async () => {
  const signup = await app()
    .post('/v1/auth')
    .send({
      name: 'Lívia',
      surname: 'Auditoria',
      phone: '11987654321',
      email: 'livia@auditoria.com.br',
      password: 'segredo1',
    })
    .expect(201);
  provider = `Bearer ${signup.body.token}`;
  await api().system.runner.caughtUp();
  providerId = (await as(provider).get('/v1/auth/me').expect(200)).body.userData.id;

  // A purchase of the first package (card), an admin adjustment of +15, a subscription (reserve → seat → spend).
  await as(provider).put('/v1/fiscal-data', testFiscalData('Lívia Auditoria')).expect(200);
  await buyFirstPackage(provider);
  await api().system.runner.caughtUp();
  const before = (await as(admin()).get('/v1/admin/Parceiro').set('id', providerId).expect(200)).body.data
    .credits as number;
  await as(admin())
    .put('/v1/admin/Parceiro', { id: providerId, delta: 15, balanceSeen: before, reason: 'Cortesia de boas-vindas' })
    .expect(200);

  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  // Published to providers once the requester confirms the e-mailed link (ADR 0080), as a requester would.
  const demand = await fileConfirmedDemand(api(), contagemDemand(services[0]!.id, 'auditoria@empresa.com.br'));
  demandId = demand.id;
  await api().system.runner.caughtUp();
  await as(provider).post('/v1/subs').set('id', String(demandId)).expect(200);

  const area = await as(admin()).post('/v1/area', { name: 'Auditoria 0' }).expect(201);
  areaId = area.body.data.id;
  for (let n = 1; n <= 21; n++)
    await as(admin())
      .put('/v1/admin/area', { id: areaId, name: `Auditoria ${n}`, status: true })
      .expect(200);
  await api().system.runner.caughtUp();
}, 180_000);

/** docs/audit.md: ledger, subscription histories, record history and dashboard through the HTTP API. */
describe(onPostgres('audit calls'), () => {
  it.each([
    ['/v1/admin/ledger?partnerId=00000000-0000-4000-8000-000000000000'],
    ['/v1/admin/ledger/csv?partnerId=00000000-0000-4000-8000-000000000000'],
    ['/v1/admin/demand-subscriptions?demandId=1'],
    ['/v1/admin/partner-subscriptions?partnerId=00000000-0000-4000-8000-000000000000'],
    ['/v1/admin/history?kind=area&id=1'],
    ['/v1/admin/dashboard'],
  ])('%s is for admins only: 401 without a token, 403 with a provider token', async (path) => {
    await app().get(path).expect(401);
    await as(provider).get(path).expect(403);
  });

  it('ledger: purchase, adjustment (admin, reason, before → after), reservation and spend, with a running balance ending at the balance', async () => {
    const res = await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}`).expect(200);
    const { data } = res.body;
    expect(data.data.map((l: { kind: string }) => l.kind)).toEqual(['compra', 'ajuste', 'reserva', 'gasto']);
    const [purchase, adjustment, reservation, spend] = data.data;
    expect(purchase).toMatchObject({
      change: purchase.credits,
      balanceAfter: purchase.credits,
      method: 'card',
      packageName: expect.any(String),
    });
    expect(purchase.description).toMatch(/^Compra do pacote “.+” \(pedido #\d+, Cartão, R\$ [\d.,]+\): \d+ créditos$/);
    expect(adjustment).toMatchObject({
      change: 15,
      balanceBefore: purchase.credits,
      balanceAfter: purchase.credits + 15,
      reason: 'Cortesia de boas-vindas',
      adminName: 'Administrador ConectaSST',
    });
    expect(adjustment.adminId).toEqual(expect.any(String));
    expect(reservation).toMatchObject({ change: -10, demandId, demandTitle: expect.any(String) });
    expect(spend).toMatchObject({ change: 0, credits: 10, demandId });
    const partner = (await as(admin()).get('/v1/admin/Parceiro').set('id', providerId).expect(200)).body.data;
    expect(data.balance).toBe(partner.credits);
    expect(data.data.at(-1).balanceAfter).toBe(partner.credits);
    expect(data).toMatchObject({ page: 1, total: 4, lastPage: 1, partnerName: 'Lívia Auditoria' });
  });

  it("ledger: the purchase line carries its order's NFS-e, issued in the sandbox (issue 37, ADR 0171)", async () => {
    const line = await eventually(
      "the purchase's NFS-e in the ledger",
      async () =>
        (
          (await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&kind=compra`).expect(200)).body.data
            .data as { invoice?: { status: string; number: string | null } | null }[]
        )[0],
      (l) => l?.invoice?.status === 'issued',
      20_000,
      100,
    );
    expect(line!.invoice).toMatchObject({
      status: 'issued',
      number: expect.stringMatching(/^\d+$/),
      downloadable: true,
    });
  });

  it('ledger filters: kind, period (whole days in São Paulo) and pages; bad filters are 400, unknown partner 404', async () => {
    const only = await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&kind=compra,ajuste`).expect(200);
    expect(only.body.data.data.map((l: { kind: string }) => l.kind)).toEqual(['compra', 'ajuste']);
    // Repeats and empty entries are ignored, not counted (nine entries of eight kinds at most were a 400).
    const repeated = await as(admin())
      .get(
        `/v1/admin/ledger?partnerId=${providerId}&kind=${encodeURIComponent(' ajuste,,compra ,ajuste, ajuste,compra,ajuste,ajuste,ajuste,ajuste,')}`,
      )
      .expect(200);
    expect(repeated.body.data.data).toEqual(only.body.data.data);
    await as(admin())
      .get(`/v1/admin/ledger/csv?partnerId=${providerId}&kind=${encodeURIComponent('ajuste,'.repeat(12))}`)
      .expect(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const inPeriod = await as(admin())
      .get(`/v1/admin/ledger?partnerId=${providerId}&from=${today}&to=${today}`)
      .expect(200);
    expect(inPeriod.body.data.total).toBe(4);
    const future = await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&from=2099-01-01`).expect(200);
    expect(future.body.data).toMatchObject({ data: [], total: 0 });
    const page2 = await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&page=2`).expect(200);
    expect(page2.body.data).toMatchObject({ data: [], page: 2, total: 4 });
    expect(
      (await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&kind=saque`).expect(400)).body.message,
    ).toBe('Tipo de lançamento inválido.');
    expect(
      (await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&from=2026-02-31`).expect(400)).body.message,
    ).toBe('Data inválida: use AAAA-MM-DD.');
    expect((await as(admin()).get('/v1/admin/ledger?partnerId=abc').expect(400)).body.message).toBe(
      'Parceiro inválido.',
    );
    expect(
      (await as(admin()).get('/v1/admin/ledger?partnerId=00000000-0000-4000-8000-000000000000').expect(404)).body
        .message,
    ).toBe('Parceiro não encontrado.');
  });

  it('ledger CSV: text/csv, a Portuguese header row, one line per ledger line, dates in São Paulo, the same filters', async () => {
    const res = await as(admin()).get(`/v1/admin/ledger/csv?partnerId=${providerId}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="extrato-creditos-.+\.csv"$/);
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Data";"Tipo";"Descrição";"Créditos";"Saldo após";"Demanda";"Pedido";"Pacote";"Forma de pagamento";"Valor (R$)";"Saldo antes do ajuste";"Motivo";"Administrador"',
    );
    expect(lines).toHaveLength(5);
    const cells = lines.slice(1).map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, '')));
    expect(cells.map((c) => c[1])).toEqual(['Compra', 'Ajuste', 'Reserva', 'Gasto']);
    const ledger = (await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}`).expect(200)).body.data.data as {
      at: string;
      balanceAfter: number;
    }[];
    const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    expect(cells[0]![0]).toBe(saoPaulo.format(new Date(ledger[0]!.at)).replace(',', ''));
    expect(cells[0]![0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells.map((c) => Number(c[4]))).toEqual(ledger.map((l) => l.balanceAfter));
    expect(cells[1]!.slice(10)).toEqual([cells[0]![4]!, 'Cortesia de boas-vindas', 'Administrador ConectaSST']);
    const filtered = await as(admin()).get(`/v1/admin/ledger/csv?partnerId=${providerId}&kind=gasto`).expect(200);
    expect(filtered.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('subscription history of the demand and of the partner: who, when, credits spent, seats left', async () => {
    const byDemand = await as(admin()).get(`/v1/admin/demand-subscriptions?demandId=${demandId}`).expect(200);
    expect(byDemand.body.data).toMatchObject({ total: 1, page: 1, lastPage: 1 });
    expect(byDemand.body.data.data[0]).toMatchObject({
      demandId,
      providerId,
      providerName: 'Lívia Auditoria',
      credits: 10,
      seatsLeft: 4,
      cancelledAt: null,
    });
    const byPartner = await as(admin()).get(`/v1/admin/partner-subscriptions?partnerId=${providerId}`).expect(200);
    expect(byPartner.body.data.data).toEqual(byDemand.body.data.data);
    expect((await as(admin()).get('/v1/admin/demand-subscriptions?demandId=999999').expect(200)).body.data.total).toBe(
      0,
    );
    await as(admin()).get('/v1/admin/demand-subscriptions?demandId=x').expect(400);
  });
});

describe(onPostgres('audit calls: record history and the dashboard'), () => {
  it('record history: newest first, paged, who did it; a partner history shows no personal data or secrets', async () => {
    const page1 = await as(admin()).get(`/v1/admin/history?kind=area&id=${areaId}`).expect(200);
    expect(page1.body.data).toMatchObject({ total: 22, perPage: 20, lastPage: 2 });
    expect(page1.body.data.data[0]).toMatchObject({
      summary: 'Nome alterado de “Auditoria 20” para “Auditoria 21”',
      actor: 'Administrador ConectaSST (administrador)',
    });
    const page2 = await as(admin()).get(`/v1/admin/history?kind=area&id=${areaId}&page=2`).expect(200);
    expect(page2.body.data.data.map((h: { summary: string }) => h.summary)).toEqual([
      'Nome alterado de “Auditoria 0” para “Auditoria 1”',
      'Área criada: “Auditoria 0”',
    ]);

    const partner = await as(admin()).get(`/v1/admin/history?kind=partner&id=${providerId}`).expect(200);
    const summaries = partner.body.data.data.map((h: { summary: string }) => h.summary);
    expect(summaries.at(-1)).toBe('Cadastro de parceiro criado');
    expect(partner.body.data.data.at(-1).actor).toBe('O próprio parceiro');
    const text = JSON.stringify(partner.body);
    for (const secret of ['livia@auditoria.com.br', '11987654321', 'argon2', 'segredo1'])
      expect(text).not.toContain(secret);

    const demand = await as(admin()).get(`/v1/admin/history?kind=demand&id=${demandId}`).expect(200);
    expect(demand.body.data.data.map((h: { summary: string }) => h.summary)).toEqual([
      'Inscrição de Lívia Auditoria: uma vaga ocupada',
      'E-mail confirmado pelo solicitante: demanda publicada',
      expect.stringMatching(/^Demanda registrada: /),
    ]);
    expect(JSON.stringify(demand.body)).not.toMatch(/Rita|auditoria@empresa|31987654321/);

    // A partner's id is a uuid, a number for the other kinds: a rule the OpenAPI document cannot state, so 422 (ADR 0114).
    expect((await as(admin()).get('/v1/admin/history?kind=partner&id=12').expect(422)).body.message).toBe(
      'Registro inválido.',
    );
    expect((await as(admin()).get('/v1/admin/history?kind=blog&id=12').expect(400)).body.message).toBe(
      'Tipo de registro inválido.',
    );
  });

  it('dashboard: demands per week, providers per demand, credits sold and spent per month, partners, top NRs/services/states; De/Até', async () => {
    const res = await as(admin()).get('/v1/admin/dashboard').expect(200);
    const d = res.body.data;
    const sum = (xs: Record<string, number>[], k: string) => xs.reduce((s, x) => s + x[k]!, 0);
    expect(sum(d.demandsPerWeek, 'demands')).toBe(1);
    expect(d.providersPerDemand).toHaveLength(6);
    expect(d.providersPerDemand[1]).toEqual({ providers: 1, demands: 1 });
    const ledger = (await as(admin()).get(`/v1/admin/ledger?partnerId=${providerId}&kind=compra`).expect(200)).body.data
      .data[0];
    expect(sum(d.creditsPerMonth, 'sold')).toBe(ledger.credits);
    expect(sum(d.creditsPerMonth, 'spent')).toBe(10);
    expect(sum(d.creditsPerMonth, 'revenue')).toBeCloseTo(ledger.price, 2);
    expect(sum(d.partnersPerWeek, 'partners')).toBe(1);
    expect(d.topStates).toEqual([{ uf: 'MG', demands: 1 }]);
    expect(d.topServices).toHaveLength(1);
    expect(d.demandsPerWeek.length).toBeGreaterThanOrEqual(13);

    const past = await as(admin()).get('/v1/admin/dashboard?from=2020-01-01&to=2020-01-31').expect(200);
    expect(past.body.data).toMatchObject({ from: '2020-01-01', to: '2020-01-31', topStates: [], topServices: [] });
    expect(past.body.data.creditsPerMonth).toEqual([
      { month: '2020-01', sold: 0, spent: 0, revenue: 0, reversed: 0, reversedRevenue: 0 },
    ]);
    // Rules across the two dates: 422 (ADR 0114); a date that is no day stays 400.
    expect((await as(admin()).get('/v1/admin/dashboard?from=2020-02-01&to=2020-01-01').expect(422)).body.message).toBe(
      'A data inicial deve ser anterior ou igual à final.',
    );
    await as(admin()).get('/v1/admin/dashboard?from=2000-01-01&to=2020-01-01').expect(422);
    await as(admin()).get('/v1/admin/dashboard?from=2020-02-30').expect(400);
    // Days run from 1900 to 2099, as the document's pattern says: year 0001 was a 500 (its default start fell before year 1).
    expect((await as(admin()).get('/v1/admin/dashboard?to=0001-01-01').expect(400)).body.message).toBe(
      'Data inválida: use AAAA-MM-DD, entre 1900 e 2099.',
    );
    await as(admin()).get('/v1/admin/dashboard?from=9999-12-01&to=9999-12-31').expect(400);
    expect((await as(admin()).get('/v1/admin/dashboard?to=1900-01-01').expect(200)).body.data.to).toBe('1900-01-01');
    expect(
      (await as(admin()).get('/v1/admin/dashboard?from=2099-10-01&to=2099-12-31').expect(200)).body.data.from,
    ).toBe('2099-10-01');
  });
});

describe(onPostgres('the dashboard ranks NRs by demands, ties by the NR number'), () => {
  it('issue #35 item 9: NR-7 before NR-40 with the same count, not "NR-40" before "NR-7" as text', async () => {
    const area = (await as(admin()).post('/v1/area', { name: 'Área do ranking' }).expect(201)).body.data.id as number;
    const nr40 = (
      await as(admin()).post('/v1/admin/nrs', { name: 'NR-40 - Norma do ranking', area_id: area }).expect(201)
    ).body.data.id as number;
    const nr7 = (
      await as(admin()).post('/v1/admin/nrs', { name: 'NR-7 - Norma do ranking', area_id: area }).expect(201)
    ).body.data.id as number;
    const service = (
      await as(admin())
        .post('/v1/admin/services', { name: 'Serviço do ranking', area, nr: [nr40, nr7] })
        .expect(201)
    ).body.data.id as number;
    await api().system.runner.caughtUp();
    await fileConfirmedDemand(api(), contagemDemand(service, 'ranking@empresa.com.br'));
    await api().system.runner.caughtUp();
    const top = (await as(admin()).get('/v1/admin/dashboard').expect(200)).body.data.topNrs as {
      name: string;
      demands: number;
    }[];
    const ours = top.filter((n) => n.name.endsWith('Norma do ranking')).map((n) => n.name);
    expect(ours).toEqual(['NR-7 - Norma do ranking', 'NR-40 - Norma do ranking']);
  });
});
