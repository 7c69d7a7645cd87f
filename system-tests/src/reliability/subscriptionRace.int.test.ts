import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { walletDecider } from '@conectasst/command-service/wallet/businessLogic';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import type { Call, Marketplace } from './marketplace';
import { inBatches, latestPosition, openMarketplace } from './marketplace';

/**
 * Issue 8, "races": providers with credits race for demands at once, round after round. The CI size is one round of
 * 200 providers × 20 demands (5,000 concurrent subscriptions with the doubled ones); `RELIABILITY_LONG=1`
 * (`npm run reliability -- --long`) runs the issue's full size, 20 rounds. Figures: docs/reliability.md.
 */
const LONG = process.env.RELIABILITY_LONG === '1';
const PROVIDERS = Number(process.env.RACE_PROVIDERS ?? 200);
const DEMANDS = Number(process.env.RACE_DEMANDS ?? 20);
const ROUNDS = Number(process.env.RACE_ROUNDS ?? (LONG ? 20 : 1));
const SEATS = 5;
const COST = 10;

jest.setTimeout(LONG ? 4 * 3600_000 : 900_000);

/**
 * Four kinds of provider, so the race also crosses the wallet's own limits:
 * 0 → no credits (always refused); 1 → 10 credits, one seat in its whole life, raced for by 20 requests at once;
 * 2 → plenty, and every request is sent twice at the same moment (one must not become two seats or two charges);
 * 3 → plenty.
 */
const kindOf = (i: number) => i % 4;
// Kind 2 holds twice what it could ever spend: its doubled requests reserve twice before one of them is released.
const initialCredits = (i: number) => [0, COST, 2 * COST * DEMANDS * ROUNDS, COST * DEMANDS * ROUNDS][kindOf(i)]!;

const REFUSALS = new Set([
  'Esta demanda já atingiu o limite de 5 inscritos.',
  'Saldo de créditos insuficiente. Compre um pacote para se inscrever.',
  'Você já está inscrito nesta demanda.',
]);

describe(`${PROVIDERS} providers race for ${DEMANDS} demands × ${ROUNDS} round(s) (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let market: Marketplace;
  let providers: { id: string; auth: string }[];
  let serviceId: number;

  beforeAll(async () => {
    api = await startTestApi();
    market = await openMarketplace(api);
    const admin = await market.adminAuth();
    serviceId = await market.firstServiceId();
    providers = await inBatches(
      Array.from({ length: PROVIDERS }, (_, i) => i),
      8,
      async (i) => {
        const p = await market.signUpProvider(`corrida-${i}`);
        if (initialCredits(i) > 0) await market.setCredits(admin, p.id, initialCredits(i));
        return p;
      },
    );
  });
  afterAll(async () => {
    await market?.close();
    await api?.stop();
  });

  /** The seats of a demand as its own stream says: subscribed minus unsubscribed, and how many times each. */
  async function seatsInLog(demandId: number): Promise<Map<string, number>> {
    const seats = new Map<string, number>();
    for (const event of await api.system.store.read(demandStream(demandId))) {
      const providerId = (event.data as { providerId?: string }).providerId;
      if (!providerId) continue;
      if (event.type === 'ProviderSubscribed') seats.set(providerId, (seats.get(providerId) ?? 0) + 1);
      if (event.type === 'ProviderUnsubscribed') seats.set(providerId, (seats.get(providerId) ?? 0) - 1);
    }
    for (const [id, n] of seats) if (n === 0) seats.delete(id);
    return seats;
  }

  it('never more than 5 per demand, no provider twice on one demand, every wallet equal to its ledger, credits conserved', async () => {
    const handler = new CommandHandler(api.system.store, api.system.catalogue);
    const won = new Map<string, number>();
    const statusCount = new Map<number, number>();
    let requests = 0;
    const positions: (string | null)[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const demands = await inBatches(
        Array.from({ length: DEMANDS }, (_, d) => d),
        4,
        (d) =>
          market.fileDemand(
            {
              name: 'Requerente',
              surname: `R${round}D${d}`,
              corporateName: `Empresa ${round}-${d}`,
              department: 'Proprietário(a) / CEO',
              email: `corrida-r${round}-d${d}@empresa.com.br`,
              phone: '19987654321',
            },
            serviceId,
          ),
      );

      // Everything at once: each provider asks for every demand (kind 2 twice), in a shuffled order.
      const attempts: { provider: number; demand: number }[] = [];
      providers.forEach((_, p) =>
        demands.forEach((_, d) =>
          attempts.push(...Array.from({ length: kindOf(p) === 2 ? 2 : 1 }, () => ({ provider: p, demand: d }))),
        ),
      );
      attempts.sort(() => Math.random() - 0.5);
      requests += attempts.length;
      const results: Call[] = await Promise.all(
        attempts.map((a) =>
          market.call('post', '/v1/subs', {
            auth: providers[a.provider]!.auth,
            headers: { id: String(demands[a.demand]!.id) },
          }),
        ),
      );
      positions.push(...results.map((r) => r.headers.get('x-position')), ...demands.map((d) => d.position));

      const unexpected = results.filter((r, k) => {
        statusCount.set(r.status, (statusCount.get(r.status) ?? 0) + 1);
        const message = (r.body as { message?: string } | undefined)?.message ?? '';
        if (r.status === 200) return message !== 'Inscrição realizada com sucesso';
        if (r.status === 409)
          return !REFUSALS.has(message) || (message.startsWith('Saldo') && kindOf(attempts[k]!.provider) >= 2);
        return true;
      });
      expect(unexpected.map((r) => `${r.status} ${r.text.slice(0, 200)}`)).toEqual([]);

      for (const [d, demand] of demands.entries()) {
        const seats = await seatsInLog(demand.id);
        // Exactly 5 (a hundred well-funded providers ask for each), each provider at most once.
        expect(seats.size).toBe(SEATS);
        expect([...seats.values()].every((n) => n === 1)).toBe(true);
        const answeredOk = new Set(
          attempts.filter((a, k) => a.demand === d && results[k]!.status === 200).map((a) => providers[a.provider]!.id),
        );
        // Whoever was told "Inscrição realizada" holds a seat (a doubled request may be told so twice, never more seats).
        expect([...answeredOk].sort()).toEqual([...seats.keys()].sort());
        for (const id of seats.keys()) won.set(id, (won.get(id) ?? 0) + 1);
        for (const id of seats.keys()) expect(kindOf(providers.findIndex((p) => p.id === id))).not.toBe(0);
      }
    }

    // The ledgers are the truth: no reservation left open, each balance = what was given − 10 per seat held.
    const ledgers = await inBatches(
      providers,
      16,
      async (p) => (await handler.load(walletStream(p.id), walletDecider)).state,
    );
    const wrong = providers.flatMap((p, i) => {
      const ledger = ledgers[i]!;
      const expected = initialCredits(i) - COST * (won.get(p.id) ?? 0);
      return ledger.balance === expected && ledger.reservations.size === 0
        ? []
        : [`${i}: ledger ${ledger.balance} (${ledger.reservations.size} open), expected ${expected}`];
    });
    expect(wrong).toEqual([]);
    // A provider with 10 credits got one seat at most, in its whole life.
    expect(providers.filter((p, i) => kindOf(i) === 1 && (won.get(p.id) ?? 0) > 1)).toEqual([]);
    const given = providers.reduce((sum, _, i) => sum + initialCredits(i), 0);
    const spent = COST * [...won.values()].reduce((a, b) => a + b, 0);
    expect(spent).toBe(COST * SEATS * DEMANDS * ROUNDS);
    expect(ledgers.reduce((sum, w) => sum + w.balance, 0)).toBe(given - spent);

    // The read models converge on the log: wallets equal the ledgers, seats equal the streams.
    expect(await api.system.runner.waitFor(latestPosition(positions), 300_000)).toBe(true);
    const balances = new Map(
      (
        await api.system.readPool.query<{ provider_id: string; balance: number }>(
          'SELECT provider_id, balance FROM wallets',
        )
      ).rows.map((r) => [r.provider_id, r.balance]),
    );
    expect(providers.map((p) => balances.get(p.id) ?? 0)).toEqual(ledgers.map((w) => w.balance));
    const open = await api.system.readPool.query('SELECT 1 FROM wallet_reservations');
    expect(open.rowCount).toBe(0);
    const perDemand = await api.system.readPool.query<{ demand_id: number; n: string }>(
      'SELECT demand_id, count(*) AS n FROM subscriptions GROUP BY demand_id',
    );
    expect(perDemand.rows.every((r) => Number(r.n) === SEATS)).toBe(true);
    expect(perDemand.rowCount).toBe(DEMANDS * ROUNDS);
    const counters = await api.system.readPool.query<{ subs: number }>('SELECT subs FROM demands');
    expect(counters.rows.filter((r) => r.subs !== SEATS)).toEqual([]);

    process.stderr.write(
      `race: ${PROVIDERS} providers × ${DEMANDS} demands × ${ROUNDS} round(s), ${requests} subscription requests: ` +
        `${[...statusCount].map(([s, n]) => `${n} × ${s}`).join(', ')}; ${spent / COST} seats, ${given} credits given, ${given - spent} left\n`,
    );
  });
});
