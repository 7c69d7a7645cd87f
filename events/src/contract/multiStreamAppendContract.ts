/**
 * The contract of `appendMany` (ADR 0119): an adapter with the capability runs the decision, retry and race groups;
 * one without it (`atomicMultiStreamAppend: false`) runs the refusal group instead.
 */
import { randomUUID } from 'node:crypto';
import type { ExpectedRevision, RecordedEvent } from '../envelope';
import { LOG_START, comparePositions } from '../envelope';
import { IdempotencyConflict, MultiStreamAppendUnsupported, WrongExpectedRevision } from '../errors';
import type { EventStore } from '../eventStore';
import type { ContractOptions } from './contractSupport';
import { evt } from './contractSupport';

const stream = () => `test-${randomUUID()}`;

export function describeMultiStreamAppendContract(
  store: () => EventStore,
  adapterName: string,
  options: ContractOptions,
): void {
  if (options.atomicMultiStreamAppend === false) {
    describeMultiStreamRefusal(store, adapterName);
    return;
  }
  describeMultiStreamDecisions(store);
  describeMultiStreamRetries(store);
  describeMultiStreamRace(store, options);
}

function describeMultiStreamRefusal(store: () => EventStore, adapterName: string): void {
  describe('atomic multi-stream append', () => {
    it.skip(`skipped: ${adapterName} has no atomic multi-stream append (supportsAtomicMultiStreamAppend = false)`, () =>
      undefined);

    it('refuses appendMany over two streams with MultiStreamAppendUnsupported, writing nothing, and takes one stream as append does', async () => {
      expect(store().supportsAtomicMultiStreamAppend).toBe(false);
      const a = stream();
      const b = stream();
      await expect(
        store().appendMany([
          { streamId: a, events: [evt('A')], expectedRevision: 'no_stream' },
          { streamId: b, events: [evt('B')], expectedRevision: 'no_stream' },
        ]),
      ).rejects.toBeInstanceOf(MultiStreamAppendUnsupported);
      expect(await store().read(a)).toEqual([]);
      expect(await store().read(b)).toEqual([]);
      const one = await store().appendMany([{ streamId: a, events: [evt('A')], expectedRevision: 'no_stream' }]);
      expect(one.streams.map((s) => [s.streamId, s.nextExpectedRevision])).toEqual([[a, 1]]);
      expect((await store().read(a)).map((e) => e.type)).toEqual(['A']);
    });
  });
}

function describeMultiStreamDecisions(store: () => EventStore): void {
  describe('atomic multi-stream append', () => {
    it('declares the capability', () => {
      expect(store().supportsAtomicMultiStreamAppend).toBe(true);
    });

    it('given a wallet and a demand at known revisions, when one decision appends to both, then each stream gets its events at its revision, in the order of the call', async () => {
      const wallet = `wallet-${randomUUID()}`;
      const demand = `demand-${randomUUID()}`;
      await store().append(wallet, [evt('CreditsPurchased', { credits: 10 })], 'no_stream');
      await store().append(demand, [evt('DemandCreated'), evt('DemandApproved')], 'no_stream');
      const result = await store().appendMany([
        { streamId: wallet, events: [evt('CreditsSpent', { credits: 2 })], expectedRevision: 1 },
        { streamId: demand, events: [evt('ProviderSubscribed', { seat: 1 })], expectedRevision: 2 },
      ]);
      expect(result.alreadyAppended).toBe(false);
      expect(result.streams.map((s) => [s.streamId, s.nextExpectedRevision])).toEqual([
        [wallet, 2],
        [demand, 3],
      ]);
      const spent = (await store().read(wallet))[1]!;
      const subscribed = (await store().read(demand))[2]!;
      expect([spent.type, spent.revision, subscribed.type, subscribed.revision]).toEqual([
        'CreditsSpent',
        2,
        'ProviderSubscribed',
        3,
      ]);
      expect(comparePositions(result.streams[0]!.position, spent.position)).toBe(0);
      expect(comparePositions(result.streams[1]!.position, subscribed.position)).toBe(0);
      expect(comparePositions(result.position, subscribed.position)).toBe(0);
      expect(comparePositions(spent.position, subscribed.position)).toBeLessThan(0);
      expect(comparePositions(await store().headPosition(), result.position)).toBe(0);
    });

    it('creates new streams with no_stream and takes any / stream_exists as the single append does', async () => {
      const a = stream();
      const b = stream();
      await store().appendMany([
        { streamId: a, events: [evt('A1'), evt('A2')], expectedRevision: 'no_stream' },
        { streamId: b, events: [evt('B1')], expectedRevision: 'any' },
      ]);
      await store().appendMany([
        { streamId: a, events: [evt('A3')], expectedRevision: 'stream_exists' },
        { streamId: b, events: [evt('B2')], expectedRevision: 1 },
      ]);
      expect((await store().read(a)).map((e) => [e.type, e.revision])).toEqual([
        ['A1', 1],
        ['A2', 2],
        ['A3', 3],
      ]);
      expect((await store().read(b)).map((e) => [e.type, e.revision])).toEqual([
        ['B1', 1],
        ['B2', 2],
      ]);
    });

    it.each([
      ['the first stream', 0],
      ['the second stream', 1],
    ])(
      'given a stale revision on %s, when the decision appends to both, then both are refused, nothing is written and the error names that stream',
      async (_label, stale) => {
        const wallet = `wallet-${randomUUID()}`;
        const demand = `demand-${randomUUID()}`;
        await store().append(wallet, [evt('CreditsPurchased')], 'no_stream');
        await store().append(demand, [evt('DemandCreated')], 'no_stream');
        const headBefore = await store().headPosition();
        const revisions = [1, 1];
        revisions[stale] = 0;
        const attempt = store().appendMany([
          { streamId: wallet, events: [evt('CreditsSpent')], expectedRevision: revisions[0]! },
          { streamId: demand, events: [evt('ProviderSubscribed')], expectedRevision: revisions[1]! },
        ]);
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevision);
        await expect(attempt).rejects.toMatchObject({ streamId: [wallet, demand][stale], expected: 0, actual: 1 });
        expect(await store().read(wallet)).toHaveLength(1);
        expect(await store().read(demand)).toHaveLength(1);
        expect(comparePositions(await store().headPosition(), headBefore)).toBe(0);
      },
    );

    it('takes a large decision (more than ten events) and refuses it whole when one revision is stale', async () => {
      const a = stream();
      const b = stream();
      const many = (type: string) => Array.from({ length: 8 }, (_, i) => evt(type, { i }));
      const result = await store().appendMany([
        { streamId: a, events: many('A'), expectedRevision: 'no_stream' },
        { streamId: b, events: many('B'), expectedRevision: 'no_stream' },
      ]);
      expect(result.streams.map((s) => s.nextExpectedRevision)).toEqual([8, 8]);
      await expect(
        store().appendMany([
          { streamId: a, events: many('A'), expectedRevision: 8 },
          { streamId: b, events: many('B'), expectedRevision: 7 },
        ]),
      ).rejects.toMatchObject({ name: 'WrongExpectedRevision', streamId: b, actual: 8 });
      expect((await store().read(a)).map((e) => e.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect((await store().read(b)).map((e) => e.data.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('refuses no_stream on an existing second stream without creating the first one', async () => {
      const fresh = stream();
      const existing = stream();
      await store().append(existing, [evt('Existing')], 'no_stream');
      await expect(
        store().appendMany([
          { streamId: fresh, events: [evt('New')], expectedRevision: 'no_stream' },
          { streamId: existing, events: [evt('Again')], expectedRevision: 'no_stream' },
        ]),
      ).rejects.toMatchObject({ name: 'WrongExpectedRevision', streamId: existing });
      expect(await store().read(fresh)).toEqual([]);
      // The fresh stream is still absent: no_stream holds for it.
      await store().append(fresh, [evt('New')], 'no_stream');
    });
  });
}

function describeMultiStreamRetries(store: () => EventStore): void {
  describe('atomic multi-stream append', () => {
    it('given a decision already appended with its ids, when it is sent again, then nothing is added and the result is the first one', async () => {
      const wallet = `wallet-${randomUUID()}`;
      const demand = `demand-${randomUUID()}`;
      const decision = () => [
        {
          streamId: wallet,
          events: [evt('CreditsSpent', { credits: 2 }, ids[0])],
          expectedRevision: 'no_stream' as const,
        },
        {
          streamId: demand,
          events: [evt('ProviderSubscribed', { seat: 1 }, ids[1]), evt('SeatsFull', {}, ids[2])],
          expectedRevision: 'no_stream' as const,
        },
      ];
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      const first = await store().appendMany(decision());
      // The retry carries the first attempt's expectations, stale now: still recognised.
      const retry = await store().appendMany(decision());
      expect(retry.alreadyAppended).toBe(true);
      expect(retry.streams.map((s) => [s.streamId, s.nextExpectedRevision])).toEqual([
        [wallet, 1],
        [demand, 2],
      ]);
      expect(comparePositions(retry.position, first.position)).toBe(0);
      retry.streams.forEach((s, i) => expect(comparePositions(s.position, first.streams[i]!.position)).toBe(0));
      expect(await store().read(wallet)).toHaveLength(1);
      expect(await store().read(demand)).toHaveLength(2);
      // Concurrent re-sends of the same decision: still once.
      const again = await Promise.all(Array.from({ length: 5 }, () => store().appendMany(decision())));
      expect(again.every((r) => r.alreadyAppended)).toBe(true);
      expect(await store().read(wallet)).toHaveLength(1);
      expect(await store().read(demand)).toHaveLength(2);
    });

    it('refuses a re-sent decision whose content, stream or events differ under the same ids, writing nothing', async () => {
      const wallet = `wallet-${randomUUID()}`;
      const demand = `demand-${randomUUID()}`;
      const ids = [randomUUID(), randomUUID()];
      await store().appendMany([
        { streamId: wallet, events: [evt('CreditsSpent', { credits: 2 }, ids[0])], expectedRevision: 'any' },
        { streamId: demand, events: [evt('ProviderSubscribed', { seat: 1 }, ids[1])], expectedRevision: 'any' },
      ]);
      await expect(
        store().appendMany([
          { streamId: wallet, events: [evt('CreditsSpent', { credits: 2 }, ids[0])], expectedRevision: 'any' },
          { streamId: demand, events: [evt('ProviderSubscribed', { seat: 2 }, ids[1])], expectedRevision: 'any' },
        ]),
      ).rejects.toMatchObject({ name: 'IdempotencyConflict', streamId: demand, eventId: ids[1] });
      // One known id beside a new event: not a retry, and the new event is not written either.
      await expect(
        store().appendMany([
          { streamId: wallet, events: [evt('CreditsSpent', { credits: 2 }, ids[0])], expectedRevision: 'any' },
          { streamId: demand, events: [evt('ProviderSubscribed', { seat: 1 }, randomUUID())], expectedRevision: 'any' },
        ]),
      ).rejects.toBeInstanceOf(IdempotencyConflict);
      // The ids under swapped streams.
      await expect(
        store().appendMany([
          { streamId: demand, events: [evt('CreditsSpent', { credits: 2 }, ids[0])], expectedRevision: 'any' },
          { streamId: wallet, events: [evt('ProviderSubscribed', { seat: 1 }, ids[1])], expectedRevision: 'any' },
        ]),
      ).rejects.toBeInstanceOf(IdempotencyConflict);
      expect((await store().read(wallet)).map((e) => e.data)).toEqual([{ credits: 2 }]);
      expect((await store().read(demand)).map((e) => e.data)).toEqual([{ seat: 1 }]);
    });

    it('refuses a call without streams, with a stream named twice or with a stream without events', async () => {
      const a = stream();
      await expect(store().appendMany([])).rejects.toThrow(/at least one stream/);
      await expect(
        store().appendMany([
          { streamId: a, events: [evt('X')], expectedRevision: 'any' },
          { streamId: a, events: [evt('Y')], expectedRevision: 'any' },
        ]),
      ).rejects.toThrow(/twice/);
      await expect(store().appendMany([{ streamId: a, events: [], expectedRevision: 'any' }])).rejects.toThrow(
        /at least one event/,
      );
      expect(await store().read(a)).toEqual([]);
    });
  });
}

function describeMultiStreamRace(store: () => EventStore, options: ContractOptions): void {
  describe('atomic multi-stream append', () => {
    it(`never leaves half a decision: ${options.decisionWriters ?? 20} writers × ${options.decisionsPerWriter ?? 50} two-stream decisions on shared streams, retried on conflict, watched by a catch-up subscriber`, async () => {
      const writers = options.decisionWriters ?? 20;
      const perWriter = options.decisionsPerWriter ?? 50;
      const total = writers * perWriter;
      const wallets = Array.from({ length: 4 }, (_, i) => `wallet-${i}-${randomUUID()}`);
      const demands = Array.from({ length: 6 }, (_, i) => `demand-${i}-${randomUUID()}`);
      // The subscriber's page holds the whole run, so a batch can only end where the store's visibility ends:
      // what it must never see is one event of a decision without the other.
      const received: RecordedEvent[] = [];
      const halfSeen: string[] = [];
      const sub = store().subscribe(
        LOG_START,
        async (events) => {
          received.push(...events);
          const count = new Map<string, number>();
          for (const e of received) count.set(String(e.data.decision), (count.get(String(e.data.decision)) ?? 0) + 1);
          for (const [decision, n] of count) if (n !== 2) halfSeen.push(decision);
        },
        { batchSize: 2 * total + 10 },
      );
      // What the writers know of each stream: the revisions answered by their appends and by the conflicts.
      const known = new Map<string, number>([...wallets, ...demands].map((id) => [id, 0]));
      let conflicts = 0;
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < perWriter; i++) {
            const decision = `${w}-${i}`;
            const wallet = wallets[(w + i) % wallets.length]!;
            const demand = demands[(w * 7 + i) % demands.length]!;
            for (;;) {
              const walletRevision: ExpectedRevision = known.get(wallet)!;
              const demandRevision: ExpectedRevision = known.get(demand)!;
              // Half the decisions name the demand first: lock order must not depend on the call's order.
              const parts = [
                {
                  streamId: wallet,
                  events: [evt('CreditsSpent', { decision, part: 'wallet' })],
                  expectedRevision: walletRevision,
                },
                {
                  streamId: demand,
                  events: [evt('ProviderSubscribed', { decision, part: 'demand' })],
                  expectedRevision: demandRevision,
                },
              ];
              try {
                const result = await store().appendMany(i % 2 === 0 ? parts : [parts[1]!, parts[0]!]);
                for (const s of result.streams)
                  known.set(s.streamId, Math.max(known.get(s.streamId)!, s.nextExpectedRevision));
                break;
              } catch (error) {
                if (!(error instanceof WrongExpectedRevision)) throw error;
                conflicts += 1;
                known.set(error.streamId, Math.max(known.get(error.streamId)!, error.actual));
              }
            }
          }
        }),
      );
      await sub.caughtUp();
      await sub.stop();
      expect(halfSeen).toEqual([]);
      expect(received).toHaveLength(2 * total);
      // Every decision's two events, adjacent in the log, in the order of the call, nothing else between them.
      for (let k = 0; k < received.length; k += 2) {
        const [first, second] = [received[k]!, received[k + 1]!];
        expect(first.data.decision).toBe(second.data.decision);
        const i = Number(String(first.data.decision).split('-')[1]);
        expect([first.data.part, second.data.part]).toEqual(i % 2 === 0 ? ['wallet', 'demand'] : ['demand', 'wallet']);
        expect(comparePositions(first.position, second.position)).toBeLessThan(0);
      }
      expect(new Set(received.map((e) => e.data.decision)).size).toBe(total);
      // Each stream's revisions without gaps, as the log delivers them.
      const lastRevision = new Map<string, number>();
      for (const e of received) {
        expect(e.revision).toBe((lastRevision.get(e.streamId) ?? 0) + 1);
        lastRevision.set(e.streamId, e.revision);
      }
      const walletEvents = (await Promise.all(wallets.map((id) => store().read(id)))).flat();
      const demandEvents = (await Promise.all(demands.map((id) => store().read(id)))).flat();
      expect(walletEvents).toHaveLength(total);
      expect(demandEvents).toHaveLength(total);
      expect(new Set([...walletEvents, ...demandEvents].map((e) => e.data.decision)).size).toBe(total);
      // The writers did race on the shared streams: some decisions were refused as a whole and retried.
      expect(conflicts).toBeGreaterThan(0);
    });
  });
}
