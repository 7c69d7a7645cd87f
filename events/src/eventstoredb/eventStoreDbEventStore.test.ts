import { randomUUID } from 'node:crypto';
import type { NewEvent, StreamAppend } from '../envelope';
import { IdempotencyConflict, MultiStreamAppendUnsupported, WrongExpectedRevision } from '../errors';
import { describeEventStoreContract } from '../contract/eventStoreContract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';
import type { FakeServer } from './fakeKurrentClient';
import { FakeKurrentClient } from './fakeKurrentClient';

const url = process.env.EVENTSTOREDB_URL;

const event = (type: string, data: Record<string, unknown> = {}, id?: string): NewEvent => ({
  ...(id ? { id } : {}),
  type,
  version: 2,
  data,
  metadata: { userId: 'provider-7', role: 'provider', attempt: 3 },
});

/** The adapter over a fake client of the given server generation (ADR 0138): the client's interface is the boundary. */
function storeOn(server: FakeServer) {
  const fake = new FakeKurrentClient(server);
  const store = new EventStoreDbEventStore({
    connectionString: 'kurrentdb://fake:2113?tls=false',
    client: fake.asClient(),
  });
  return { fake, store };
}

/** A wallet with one purchase and a demand created and approved: the subscribe decision's two streams. */
async function givenWalletAndDemand(store: EventStoreDbEventStore) {
  const wallet = `wallet-${randomUUID()}`;
  const demand = `demand-${randomUUID()}`;
  await store.append(wallet, [event('CreditsPurchased', { credits: 10 })], 'no_stream');
  await store.append(demand, [event('DemandCreated'), event('DemandApproved')], 'no_stream');
  const decision = (walletRevision: number, demandRevision: number, ids: string[] = []): StreamAppend[] => [
    { streamId: demand, events: [event('ProviderSubscribed', { seat: 1 }, ids[0])], expectedRevision: demandRevision },
    { streamId: wallet, events: [event('CreditsSpent', { credits: 2 }, ids[1])], expectedRevision: walletRevision },
  ];
  return { wallet, demand, decision };
}

describe('KurrentDB adapter on a server with multiStreamAppend (25.1+), client faked', () => {
  it('given a wallet and a demand, when the decision appends to both, then one multiStreamAppend writes both at their 0-based expectations', async () => {
    const { fake, store } = storeOn('25.1');
    const { wallet, demand, decision } = await givenWalletAndDemand(store);
    expect(await store.detectMultiStreamAppend()).toBe(true);
    expect(store.supportsAtomicMultiStreamAppend).toBe(true);

    const result = await store.appendMany(decision(1, 2));

    expect(fake.calls.filter((c) => c.method === 'multiStreamAppend').at(-1)).toEqual({
      method: 'multiStreamAppend',
      streams: [demand, wallet],
      states: [1n, 0n],
    });
    expect(result.streams.map((s) => [s.streamId, s.nextExpectedRevision])).toEqual([
      [demand, 3],
      [wallet, 2],
    ]);
    const [subscribed, spent] = [(await store.read(demand))[2]!, (await store.read(wallet))[1]!];
    expect(result.streams.map((s) => s.position)).toEqual([subscribed.position, spent.position]);
    expect(result.position).toEqual(spent.position);
    expect(result.alreadyAppended).toBe(false);
  });

  it('carries metadata as string properties (what multiStreamAppend takes) and reads it back as written, version included', async () => {
    const { fake, store } = storeOn('25.1');
    const { wallet, decision } = await givenWalletAndDemand(store);
    await store.appendMany(decision(1, 2));
    const stored = fake.streams.get(wallet)!.at(-1)!.event.metadata as Record<string, unknown>;
    expect(Object.values(stored).every((value) => typeof value === 'string')).toBe(true);
    const spent = (await store.read(wallet))[1]!;
    expect([spent.version, spent.metadata]).toEqual([2, { userId: 'provider-7', role: 'provider', attempt: 3 }]);
  });

  it.each([
    ['the demand (first in the call)', 0, 'demand'],
    ['the wallet (second in the call)', 1, 'wallet'],
  ])(
    'given a stale revision on %s, when the decision appends, then both are refused, nothing is written and the error names that stream',
    async (_label, stale, named) => {
      const { fake, store } = storeOn('25.1');
      const streams = await givenWalletAndDemand(store);
      const revisions = { demand: stale === 0 ? 1 : 2, wallet: stale === 1 ? 0 : 1 };

      const attempt = store.appendMany(streams.decision(revisions.wallet, revisions.demand));

      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevision);
      const streamId = named === 'demand' ? streams.demand : streams.wallet;
      await expect(attempt).rejects.toMatchObject({
        streamId,
        expected: revisions[named as 'demand' | 'wallet'],
        actual: named === 'demand' ? 2 : 1,
      });
      expect(fake.streams.get(streams.demand)).toHaveLength(2);
      expect(fake.streams.get(streams.wallet)).toHaveLength(1);
    },
  );

  it('given a decision appended with its ids, when it is sent again with its stale expectations, then it is recognised and nothing is written', async () => {
    const { fake, store } = storeOn('25.1');
    const { wallet, demand, decision } = await givenWalletAndDemand(store);
    const ids = [randomUUID(), randomUUID()];
    const first = await store.appendMany(decision(1, 2, ids));
    const writes = fake.calls.length;

    const retry = await store.appendMany(decision(1, 2, ids));

    expect(retry).toEqual({ ...first, alreadyAppended: true });
    expect(fake.calls).toHaveLength(writes);
    expect([fake.streams.get(demand)!.length, fake.streams.get(wallet)!.length]).toEqual([3, 2]);
    const swapped = decision(1, 2, [ids[1]!, ids[0]!]);
    await expect(store.appendMany(swapped)).rejects.toBeInstanceOf(IdempotencyConflict);
  });
});

describe('KurrentDB adapter: the catch-up subscription never ends a batch inside one write, client faked', () => {
  it('given a decision written by one multiStreamAppend, then the write continues after its first event and ends after its last', async () => {
    const { store } = storeOn('25.1');
    const { wallet, demand, decision } = await givenWalletAndDemand(store);
    const result = await store.appendMany(decision(1, 2));
    const [subscribed, spent] = [(await store.read(demand))[2]!, (await store.read(wallet))[1]!];
    expect(subscribed.position.commit).toBe(spent.position.commit);

    expect(await store.continuesWrite(subscribed.position)).toBe(true);
    expect(await store.continuesWrite(result.position)).toBe(false);
    // Two appends are two writes: the first one's last event ends it.
    const purchase = (await store.read(wallet))[0]!;
    expect(await store.continuesWrite(purchase.position)).toBe(false);
  });
});

describe('KurrentDB adapter on an older server: detection falls back to the one-stream process, client faked', () => {
  it.each([
    ['whose feature list lacks multiStreamAppend (the client throws UnsupportedError)', 'older' as const],
    ['that answers UNIMPLEMENTED', 'unimplemented' as const],
  ])(
    'given a server %s, when two streams are appended, then MultiStreamAppendUnsupported, nothing written, and one stream still appends',
    async (_label, server) => {
      const { fake, store } = storeOn(server);
      const { wallet, demand, decision } = await givenWalletAndDemand(store);

      await expect(store.appendMany(decision(1, 2))).rejects.toMatchObject({
        name: 'MultiStreamAppendUnsupported',
        streamIds: [demand, wallet],
      });

      expect(store.supportsAtomicMultiStreamAppend).toBe(false);
      expect([fake.streams.get(demand)!.length, fake.streams.get(wallet)!.length]).toEqual([2, 1]);
      const one = await store.appendMany([decision(1, 2)[0]!]);
      expect(one.streams.map((s) => [s.streamId, s.nextExpectedRevision])).toEqual([[demand, 3]]);
      expect(fake.calls.at(-1)).toEqual({ method: 'appendToStream', streams: [demand], states: [1n] });
    },
  );

  it('asks the server once and remembers the answer', async () => {
    const { fake, store } = storeOn('older');
    const probes = jest.spyOn(fake, 'multiStreamAppend');
    const { decision } = await givenWalletAndDemand(store);
    expect(await store.detectMultiStreamAppend()).toBe(false);
    for (let i = 0; i < 3; i++)
      await expect(store.appendMany(decision(1, 2))).rejects.toBeInstanceOf(MultiStreamAppendUnsupported);
    expect(await store.detectMultiStreamAppend()).toBe(false);
    expect(probes).toHaveBeenCalledTimes(1);
  });

  it('given the server unreachable when first asked, then the answer stays unknown (the process is used) and is asked again later', async () => {
    const { fake, store } = storeOn('unreachable');
    await expect(store.detectMultiStreamAppend()).rejects.toMatchObject({ code: 14 });
    expect(store.supportsAtomicMultiStreamAppend).toBe(false);
    fake.reachable();
    const connected = await EventStoreDbEventStore.connect({
      connectionString: 'kurrentdb://fake:2113?tls=false',
      client: fake.asClient(),
    });
    expect(connected.supportsAtomicMultiStreamAppend).toBe(true);
    expect(await store.detectMultiStreamAppend()).toBe(true);
  });
});

if (url) {
  // Every store gets its own namespace on the shared server, so each test starts from an empty log. A server older
  // than KurrentDB 25.1 has no multiStreamAppend: EVENTSTOREDB_LEGACY=1 checks the refusal instead (ADR 0138).
  const legacy = process.env.EVENTSTOREDB_LEGACY === '1';
  describeEventStoreContract(
    `eventstoredb (${url}${legacy ? ', older than KurrentDB 25.1' : ''})`,
    async () => {
      const store = await EventStoreDbEventStore.connect({
        connectionString: url,
        namespace: `t${randomUUID().replace(/-/g, '')}`,
      });
      return { store, dispose: () => store.close() };
    },
    { writers: 8, eventsPerWriter: 50, decisionWriters: 8, decisionsPerWriter: 25, atomicMultiStreamAppend: !legacy },
  );
} else {
  describe('EventStore contract: eventstoredb', () => {
    it.skip('skipped: EVENTSTOREDB_URL is not set (e.g. kurrentdb://127.0.0.1:2113?tls=false runs the contract suite, multi-stream cases included)', () =>
      undefined);
  });
}
