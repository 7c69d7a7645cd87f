import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { startTestApi } from '../../../test-support/testApp';
import { mailboxAfterSubscriptions } from '../../../test-support/demands';
import type { TestApi } from '../../../test-support/testApp';
import type { Call, Marketplace } from './marketplace';
import { latestPosition, openMarketplace } from './marketplace';

/**
 * Issue 8, "retries": a client that does not know whether its command went through sends it again with the same
 * Idempotency-Key — here ten times at the very same moment, then ten more one after the other. Each command takes
 * effect once, and every copy gets the same kind of answer. The sandbox payment confirmation is retried the same way
 * (the Mercado Pago webhook's ten deliveries are in command-service/src/checkout/webhook.int.test.ts).
 */
const COPIES = 10;

describe(`the same command ${COPIES} times at once with one Idempotency-Key (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let market: Marketplace;
  let admin: string;
  let serviceId: number;
  let seq = 0;

  beforeAll(async () => {
    api = await startTestApi();
    market = await openMarketplace(api);
    admin = await market.adminAuth();
    serviceId = await market.firstServiceId();
  });
  afterAll(async () => {
    await market?.close();
    await api?.stop();
  });

  /** COPIES at once, then COPIES in sequence; all with `key`. */
  async function repeat(send: (headers: Record<string, string>) => Promise<Call>, key: string): Promise<Call[]> {
    const headers = { 'Idempotency-Key': key };
    const together = await Promise.all(Array.from({ length: COPIES }, () => send(headers)));
    const after: Call[] = [];
    for (let i = 0; i < COPIES; i++) after.push(await send(headers));
    return [...together, ...after];
  }
  const statuses = (calls: Call[]) => [...new Set(calls.map((c) => c.status))];
  const countEvents = async (type: string) =>
    (
      await api.system.readPool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE event_type = $1', [
        type,
      ])
    ).rows[0]!.n;
  const demandBody = (email: string) => ({
    nrs: [serviceId],
    terms: true,
    primary: {
      branchOfTheCompany: 'Comércio',
      companyType: 'Loja',
      numberOfemployees: '01 a 20',
      maxDate: 'O mais rápido possível',
    },
    location: { UF: 'RS', City: 'Porto Alegre', Street: 'Moinhos', Contact: 'Sem preferência', About: '' },
    contact: {
      Name: 'Bruna',
      Surname: 'Lopes',
      CorporateName: 'Loja Sul',
      DepartmentName: 'Proprietário(a) / CEO',
      Email: email,
      ConfirmEmail: email,
      Phone: '51987654321',
    },
  });

  it('POST /v1/demanda: one demand, one receipt e-mail, the same id in every answer', async () => {
    const email = `retentativa${++seq}@lojasul.com.br`;
    const before = await countEvents('DemandFiled');
    const calls = await repeat(
      (headers) => market.call('post', '/v1/demanda', { headers, body: demandBody(email) }),
      `demanda-${seq}-tentativas`,
    );
    expect(statuses(calls)).toEqual([201]);
    expect(new Set(calls.map((c) => (c.body as { data: { id: number } }).data.id)).size).toBe(1);
    expect((await countEvents('DemandFiled')) - before).toBe(1);
    expect(api.system.devMailbox!.list().filter((m) => m.to === email)).toHaveLength(1);
  });

  it('POST /v1/demanda: a copy that misses the first one on the stream but meets it in the repeat check answers 201 too', async () => {
    // The interleaving behind a 409 among ten copies (CI of 2026-11-27), made certain: the copy's first look at the
    // demand's stream comes before the first copy appended, and its repeat check then finds the first copy's demand.
    const email = `retentativa${++seq}@lojasul.com.br`;
    const headers = { 'Idempotency-Key': `demanda-${seq}-corrida` };
    const first = await market.call('post', '/v1/demanda', { headers, body: demandBody(email) });
    const id = (first.body as { data: { id: number } }).data.id;
    expect(await api.system.runner.waitFor(latestPosition([first.headers.get('x-position')]), 120_000)).toBe(true);
    const realLoad = CommandHandler.prototype.load;
    let raced = false;
    const load = jest.spyOn(CommandHandler.prototype, 'load').mockImplementation(function (
      this: CommandHandler,
      ...args
    ) {
      if (raced || args[0] !== demandStream(id)) return realLoad.apply(this, args);
      raced = true;
      return Promise.resolve({ state: args[1].initialState(), revision: 0, positions: new Map() });
    });
    try {
      const copy = await market.call('post', '/v1/demanda', { headers, body: demandBody(email) });
      expect(raced).toBe(true);
      expect([copy.status, copy.body]).toEqual([201, first.body]);
    } finally {
      load.mockRestore();
    }
    expect(api.system.devMailbox!.list().filter((m) => m.to === email)).toHaveLength(1);
  });

  it('POST /v1/subs: one seat, 10 credits taken once, one e-mail to the requester', async () => {
    const provider = await market.signUpProvider(`retentativa-${++seq}`);
    await market.setCredits(admin, provider.id, 30);
    const email = `inscricao${seq}@lojasul.com.br`;
    const demand = await market.fileDemand(
      {
        name: 'Bruna',
        surname: 'Lopes',
        corporateName: 'Loja Sul',
        department: 'Proprietário(a) / CEO',
        email,
        phone: '51987654321',
      },
      serviceId,
    );
    const calls = await repeat(
      (headers) =>
        market.call('post', '/v1/subs', { auth: provider.auth, headers: { ...headers, id: String(demand.id) } }),
      `inscricao-${seq}-tentativas`,
    );
    expect(statuses(calls)).toEqual([200]);
    const ledger = (await api.system.store.read(walletStream(provider.id))).map((e) => e.type);
    const settled = latestPosition(calls.map((c) => c.headers.get('x-position')));
    expect(ledger.filter((t) => t === 'CreditsReserved')).toHaveLength(1);
    expect(ledger.filter((t) => t === 'CreditsSpent')).toHaveLength(1);
    expect(ledger.filter((t) => t === 'CreditsReleased')).toHaveLength(0);
    expect(await api.system.runner.waitFor(settled, 120_000)).toBe(true);
    expect(
      (await api.system.readPool.query('SELECT provider_id FROM subscriptions WHERE demand_id = $1', [demand.id])).rows,
    ).toEqual([{ provider_id: provider.id }]);
    const me = await market.call('get', '/v1/auth/me', { auth: provider.auth });
    expect((me.body as { credits: number }).credits).toBe(20);
    expect(
      (await mailboxAfterSubscriptions(api)).filter((m) => m.to === email && m.subject.includes('prestador')),
    ).toHaveLength(1);
  });

  it('POST /v1/checkout: one order; the sandbox card payment confirmed 20 times credits once', async () => {
    const provider = await market.signUpProvider(`compra-${++seq}`);
    const packages = await market.call('get', '/v1/dashboard/packages', {
      auth: provider.auth,
      headers: { 'X-Min-Position': provider.position },
    });
    const pkg = (packages.body as { data: { id: number; credits: number }[] }).data[0]!;
    const calls = await repeat(
      (headers) => market.call('post', '/v1/checkout', { auth: provider.auth, headers, body: { product_id: pkg.id } }),
      `pedido-${seq}-tentativas`,
    );
    expect(calls.filter((c) => c.status !== 201).map((c) => `${c.status} ${c.text}`)).toEqual([]);
    const tokens = new Set(calls.map((c) => (c.body as { token: string }).token));
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];
    await market.call('get', `/v1/checkout/sandbox?token=${token}`, {
      headers: { 'X-Min-Position': calls[0]!.headers.get('x-position') ?? '' },
    });
    // The browser's "Pagar com cartão" pressed again and again, and retried by the network, with and without a key.
    const pays = await Promise.all(
      Array.from({ length: COPIES }, (_, i) =>
        market.call('post', '/v1/checkout/sandbox/pay', {
          body: { token, method: 'card' },
          headers: i % 2 ? { 'Idempotency-Key': `pagamento-${seq}` } : {},
        }),
      ),
    );
    for (let i = 0; i < COPIES; i++)
      pays.push(await market.call('post', '/v1/checkout/sandbox/pay', { body: { token, method: 'card' } }));
    expect(pays.filter((p) => p.status >= 500)).toEqual([]);
    expect(pays.filter((p) => p.status === 200).length).toBeGreaterThanOrEqual(1);
    const ledger = (await api.system.store.read(walletStream(provider.id))).map((e) => e.type);
    expect(ledger).toEqual(['CreditsPurchased']);
    expect(await api.system.runner.waitFor(latestPosition(pays.map((p) => p.headers.get('x-position'))), 120_000)).toBe(
      true,
    );
    const orders = await market.call('get', '/v1/orders', { auth: provider.auth });
    expect((orders.body as { data: { status: string }[] }).data.map((o) => o.status)).toEqual(['paid']);
    const me = await market.call('get', '/v1/auth/me', { auth: provider.auth });
    expect((me.body as { credits: number }).credits).toBe(pkg.credits);
  });

  it('POST /v1/contato and POST /v1/auth (sign-up): one message, one account', async () => {
    const n = ++seq;
    const contactEvents = async () =>
      (
        await api.system.readPool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'contact%'",
        )
      ).rows[0]!.n;
    const before = await contactEvents();
    const contact = await repeat(
      (headers) =>
        market.call('post', '/v1/contato', {
          headers,
          body: {
            firstName: 'Caio',
            lastName: 'Reis',
            email: `caio${n}@exemplo.com.br`,
            phone: '51987654321',
            uf: 'RS',
            city: 'Porto Alegre',
            subject: 'Parceria',
            text: 'Gostaria de saber mais.',
          },
        }),
      `contato-${n}-tentativas`,
    );
    expect(statuses(contact)).toEqual([201]);
    expect(new Set(contact.map((c) => (c.body as { data: { id: number } }).data.id)).size).toBe(1);
    expect((await contactEvents()) - before).toBe(1);

    const registeredBefore = await countEvents('UserRegistered');
    const signups = await repeat(
      (headers) =>
        market.call('post', '/v1/auth', {
          headers,
          body: {
            name: 'Caio',
            surname: 'Reis',
            phone: '51987654321',
            email: `caio${n}@parceiro.com.br`,
            password: 'segredo1',
          },
        }),
      `cadastro-${n}-tentativas`,
    );
    expect(signups.filter((s) => s.status >= 500)).toEqual([]);
    expect(
      signups.every(
        (s) =>
          s.status === 201 || (s.status === 409 && (s.body as { message: string }).message === 'Usuário já existe'),
      ),
    ).toBe(true);
    expect((await countEvents('UserRegistered')) - registeredBefore).toBe(1);
  });
});
