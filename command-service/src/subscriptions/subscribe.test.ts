import { DomainError } from '@conectasst/common/rules/domainError';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { comparePositions, LOG_START } from '@conectasst/events/envelope';
import type { AppendManyResult, StreamAppend } from '@conectasst/events/envelope';
import { MultiStreamAppendUnsupported } from '@conectasst/events/errors';
import type { EventStore } from '@conectasst/events/eventStore';
import { MemoryEventStore } from '@conectasst/events/memory/memoryEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { demandDecider } from '../demands/businessLogic';
import { CommandHandler } from '../infrastructure/commandHandler';
import { walletDecider } from '../wallet/businessLogic';
import { subscribe } from './subscribe';

/** A memory store that, like the EventStoreDB adapter (ADR 0119), appends to one stream at a time and says so. */
function singleStreamStore(): EventStore {
  const inner = new MemoryEventStore();
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'supportsAtomicMultiStreamAppend') return false;
      if (property === 'appendMany') {
        return async (appends: readonly StreamAppend[]): Promise<AppendManyResult> => {
          if (appends.length > 1)
            throw new MultiStreamAppendUnsupported(
              'test store',
              appends.map((a) => a.streamId),
            );
          return target.appendMany(appends);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Counts the multi-stream appends, to tell one decision from a process of single appends, and the stream reads. */
class CountingStore extends MemoryEventStore {
  multiStreamCalls = 0;
  reads = 0;
  override async read(...args: Parameters<MemoryEventStore['read']>) {
    this.reads++;
    return super.read(...args);
  }
  override async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    if (appends.length > 1) this.multiStreamCalls++;
    return super.appendMany(appends);
  }
}

const requesterId = '8d5c1f7e-3b1a-4a8e-9f55-0d2a6c1b7e10';
const provider = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const system = { userId: 'teste', role: 'system' };
const demandId = 3;
const FULL = 'Esta demanda já atingiu o limite de 5 inscritos.';

async function setUp<S extends EventStore>(store: S) {
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
  const commands = new CommandHandler(store, catalogue);
  await commands.handle(
    demandStream(demandId),
    demandDecider,
    {
      type: 'FileDemand',
      demand: {
        demandId,
        requesterId,
        serviceIds: [1],
        title: 'PGR',
        branch: 'Indústria',
        companyType: 'Metalúrgica',
        employees: '51 a 100',
        neededBy: 'Em até 30 dias',
        uf: 'SP',
        city: 'Campinas',
        neighbourhood: 'Centro',
        contactPreference: 'Sem preferência',
        about: '',
        expiresAt: '2099-12-31T00:00:00.000Z',
        consentAt: '2026-11-22T12:00:00.000Z',
        requesterName: 'Paula',
        requesterSurname: 'Ramos',
        requesterEmail: 'compras@metalurgica.com.br',
        requesterPhone: '19987654321',
        corporateName: 'Metalúrgica Campinas Ltda',
        department: 'RH - Recursos Humanos',
        role: 'Gerente',
        confirmationRequired: false,
        activity: '',
        cnae: '',
        employeesPerSite: null,
        deadline: null,
      },
    },
    system,
  );
  const credit = (p: string, credits = 30) =>
    commands.handle(
      walletStream(p),
      walletDecider,
      { type: 'CreditPurchase', providerId: p, orderId: 1, packageId: 1, credits, priceCents: 8970, method: 'card' },
      system,
    );
  const request = (p: string, reservationId: string, idempotencyKey?: string) => ({
    user: { id: p, role: 'provider' } as never,
    idempotencyKey,
    subscription: { providerId: p, demandId, reservationId, now: new Date().toISOString() },
  });
  const typesOf = async (stream: string) => (await store.read(stream)).map((e) => e.type);
  const refusalOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof DomainError ? error.message : Promise.reject(error)),
    );
  return { store, catalogue, commands, credit, request, typesOf, refusalOf };
}

const reservation = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

describe('subscribe: one atomic decision on a store that appends to several streams at once', () => {
  it('writes the wallet spend and the seat in one call, adjacent in the log; the answer waits for the later of them', async () => {
    const { store, commands, credit, request, typesOf } = await setUp(new CountingStore());
    await credit(provider(1));
    const outcome = await subscribe(commands, request(provider(1), reservation(1)));
    expect(outcome.settledHere).toBe(true);
    expect(store.multiStreamCalls).toBe(1);
    expect(await typesOf(walletStream(provider(1)))).toEqual(['CreditsPurchased', 'CreditsReserved', 'CreditsSpent']);
    expect(await typesOf(demandStream(demandId))).toEqual(['DemandFiled', 'ProviderSubscribed']);
    const log = await store.readAll(LOG_START, 100);
    // In the order the step-by-step process left them for the projections: the seat before the spend that paid for it.
    expect(log.slice(-3).map((e) => e.type)).toEqual(['ProviderSubscribed', 'CreditsReserved', 'CreditsSpent']);
    expect(comparePositions(outcome.position!, log.at(-1)!.position)).toBe(0);
    expect((await commands.load(walletStream(provider(1)), walletDecider)).state).toMatchObject({
      balance: 20,
      reservations: new Map(),
    });
  });

  it('three providers race for the last seat: one decision wins, the others reload, are refused as full and keep their credits', async () => {
    const { commands, credit, request, typesOf, refusalOf } = await setUp(new MemoryEventStore());
    for (let n = 1; n <= 7; n++) await credit(provider(n));
    for (let n = 1; n <= 4; n++) await subscribe(commands, request(provider(n), reservation(n)));
    const answers = await Promise.all(
      [5, 6, 7].map((n) => refusalOf(subscribe(commands, request(provider(n), reservation(n))))),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(1);
    expect(answers.filter((a) => a === FULL)).toHaveLength(2);
    const demand = await commands.load(demandStream(demandId), demandDecider);
    expect(demand.state).toMatchObject({ status: 'closed', closeReason: 'full' });
    expect(demand.state.subscribers).toHaveLength(5);
    const wallets = await Promise.all([5, 6, 7].map((n) => typesOf(walletStream(provider(n)))));
    expect(wallets.filter((w) => w.length === 1)).toHaveLength(2);
  });

  it('the same request twice at once (one Idempotency-Key): one spend, one seat, and only one of them reports it settled', async () => {
    const { commands, credit, request, typesOf } = await setUp(new MemoryEventStore());
    await credit(provider(1));
    const same = request(provider(1), reservation(1), 'chave-1');
    const outcomes = await Promise.all([subscribe(commands, same), subscribe(commands, same)]);
    expect(outcomes.map((o) => o.settledHere).sort()).toEqual([false, true]);
    expect(await typesOf(walletStream(provider(1)))).toEqual(['CreditsPurchased', 'CreditsReserved', 'CreditsSpent']);
    expect(await typesOf(demandStream(demandId))).toEqual(['DemandFiled', 'ProviderSubscribed']);
    const retried = await subscribe(commands, same);
    expect(retried.settledHere).toBe(false);
  });

  it('refusals write nothing: not enough credits, already subscribed', async () => {
    const { commands, credit, request, typesOf, refusalOf } = await setUp(new MemoryEventStore());
    await credit(provider(1), 5);
    expect(await refusalOf(subscribe(commands, request(provider(1), reservation(1))))).toBe(
      'Saldo de créditos insuficiente. Compre um pacote para se inscrever.',
    );
    await credit(provider(2));
    await subscribe(commands, request(provider(2), reservation(2)));
    expect(await refusalOf(subscribe(commands, request(provider(2), reservation(3))))).toBe(
      'Você já está inscrito nesta demanda.',
    );
    expect(await typesOf(walletStream(provider(1)))).toEqual(['CreditsPurchased']);
    expect(await typesOf(walletStream(provider(2)))).toEqual(['CreditsPurchased', 'CreditsReserved', 'CreditsSpent']);
  });
});

describe('subscribe: the step-by-step process on a store without atomic multi-stream appends (EventStoreDB)', () => {
  it('reserves, takes the seat, then spends — one stream per append; the loser of a race for the last seat gets its credits back', async () => {
    const { commands, credit, request, typesOf, refusalOf } = await setUp(singleStreamStore());
    for (let n = 1; n <= 7; n++) await credit(provider(n));
    for (let n = 1; n <= 4; n++)
      expect((await subscribe(commands, request(provider(n), reservation(n)))).settledHere).toBe(true);
    expect(await typesOf(walletStream(provider(1)))).toEqual(['CreditsPurchased', 'CreditsReserved', 'CreditsSpent']);
    const answers = await Promise.all(
      [5, 6].map((n) => refusalOf(subscribe(commands, request(provider(n), reservation(n))))),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(1);
    expect(answers.filter((a) => a === FULL)).toHaveLength(1);
    const wallets = await Promise.all(
      [5, 6].map(async (n) => (await commands.load(walletStream(provider(n)), walletDecider)).state),
    );
    expect(wallets.map((w) => w.balance).sort()).toEqual([20, 30]);
    expect(wallets.every((w) => w.reservations.size === 0)).toBe(true);
    // A full demand refuses before any credit moves.
    expect(await refusalOf(subscribe(commands, request(provider(7), reservation(7))))).toBe(FULL);
    expect(await typesOf(walletStream(provider(7)))).toEqual(['CreditsPurchased']);
    expect((await commands.load(demandStream(demandId), demandDecider)).state.subscribers).toHaveLength(5);
  });
});

describe('subscribe: decided on the folds this process keeps (ADR 0136)', () => {
  it('given both streams folded here, when a provider subscribes, then nothing is read: one append, and the next decision starts from its result', async () => {
    const { store, catalogue, commands, credit, request } = await setUp(new CountingStore());
    for (const n of [1, 2]) await credit(provider(n));
    await subscribe(commands, request(provider(1), reservation(1)));
    store.reads = 0;
    expect((await subscribe(commands, request(provider(2), reservation(2)))).settledHere).toBe(true);
    expect(store.reads).toBe(0);
    expect(store.multiStreamCalls).toBe(2);
    const fresh = new CommandHandler(store, catalogue, { cachedStreams: 0 });
    expect((await fresh.load(walletStream(provider(2)), walletDecider)).state.balance).toBe(20);
    // What this process folded as it wrote is what a fold of the stored events gives.
    expect((await commands.load(walletStream(provider(2)), walletDecider)).state).toEqual(
      (await fresh.load(walletStream(provider(2)), walletDecider)).state,
    );
    expect((await commands.load(demandStream(demandId), demandDecider)).state).toEqual(
      (await fresh.load(demandStream(demandId), demandDecider)).state,
    );
  });

  it('given the demand folded here, when another process takes its last seat, then this decision conflicts, reads again and is refused as full, its credits untouched', async () => {
    const { store, catalogue, commands, credit, request, typesOf, refusalOf } = await setUp(new MemoryEventStore());
    const elsewhere = new CommandHandler(store, catalogue);
    for (let n = 1; n <= 6; n++) await credit(provider(n));
    for (let n = 1; n <= 4; n++) await subscribe(commands, request(provider(n), reservation(n)));
    await subscribe(elsewhere, request(provider(5), reservation(5)));
    expect(await refusalOf(subscribe(commands, request(provider(6), reservation(6))))).toBe(FULL);
    expect(await typesOf(walletStream(provider(6)))).toEqual(['CreditsPurchased']);
    expect((await commands.load(demandStream(demandId), demandDecider)).state.subscribers).toHaveLength(5);
  });

  it('given a wallet folded here with too few credits, when another process adds credits, then the refusal is checked against the store and the subscription goes through', async () => {
    const { store, catalogue, commands, credit, request, typesOf, refusalOf } = await setUp(new MemoryEventStore());
    const elsewhere = new CommandHandler(store, catalogue);
    await credit(provider(1), 5);
    expect(await refusalOf(subscribe(commands, request(provider(1), reservation(1))))).toBe(
      'Saldo de créditos insuficiente. Compre um pacote para se inscrever.',
    );
    await elsewhere.handle(
      walletStream(provider(1)),
      walletDecider,
      {
        type: 'CreditPurchase',
        providerId: provider(1),
        orderId: 2,
        packageId: 1,
        credits: 30,
        priceCents: 8970,
        method: 'card',
      },
      system,
    );
    expect((await subscribe(commands, request(provider(1), reservation(2)))).settledHere).toBe(true);
    expect(await typesOf(walletStream(provider(1)))).toEqual([
      'CreditsPurchased',
      'CreditsPurchased',
      'CreditsReserved',
      'CreditsSpent',
    ]);
  });

  it('given a cached fold the store disagrees with (ahead of it), when a provider subscribes, then the conflicting stream is read whole and the decision is right', async () => {
    const { commands, credit, request, typesOf } = await setUp(new MemoryEventStore());
    await credit(provider(1));
    const wallet = await commands.load(walletStream(provider(1)), walletDecider);
    // A fold that claims a revision the stream never reached (as after a database restored from an older backup).
    const ahead = { ...wallet, revision: wallet.revision + 7 };
    (commands as unknown as { folds: WeakMap<object, { set(k: string, v: unknown): void }> }).folds
      .get(walletDecider)!
      .set(walletStream(provider(1)), ahead);
    expect((await subscribe(commands, request(provider(1), reservation(1)))).settledHere).toBe(true);
    expect(await typesOf(walletStream(provider(1)))).toEqual(['CreditsPurchased', 'CreditsReserved', 'CreditsSpent']);
  });
});
