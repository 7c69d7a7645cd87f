/**
 * The behaviour every EventStore adapter must have. Each adapter's test file calls
 * `describeEventStoreContract` with a factory for a fresh, empty store; every case gets its own store.
 * The cases come in named groups (one function each); the multi-stream ones are in `multiStreamAppendContract.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { LogPosition, RecordedEvent } from '../envelope';
import { LOG_START, comparePositions } from '../envelope';
import { IdempotencyConflict, WrongExpectedRevision } from '../errors';
import type { EventStore } from '../eventStore';
import type { ContractOptions, CreateStore } from './contractSupport';
import { evt, freshStorePerCase, until } from './contractSupport';
import { describeMultiStreamAppendContract } from './multiStreamAppendContract';

export type { ContractOptions } from './contractSupport';

const stream = () => `test-${randomUUID()}`;

export function describeEventStoreContract(
  adapterName: string,
  createStore: CreateStore,
  options: ContractOptions = { writers: 20, eventsPerWriter: 200 },
): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    const store = freshStorePerCase(createStore);
    describeAppendAndRead(store);
    describeOptimisticConcurrency(store);
    describeIdempotentAppend(store);
    describeSubscriptions(store);
    describeMultiStreamAppendContract(store, adapterName, options);
    describeConcurrentSubscriber(store, options);
  });
}

function describeAppendAndRead(store: () => EventStore): void {
  describe('append and read', () => {
    it('given a new stream, when appending, then events read back with 1-based revisions, data and metadata', async () => {
      const id = stream();
      const result = await store().append(
        id,
        [evt('AreaCreated', { name: 'Saúde' }), evt('AreaRenamed', { name: 'SST' })],
        'no_stream',
      );
      expect(result.nextExpectedRevision).toBe(2);
      expect(result.alreadyAppended).toBe(false);
      const events = await store().read(id);
      expect(events.map((e) => [e.revision, e.type, e.data])).toEqual([
        [1, 'AreaCreated', { name: 'Saúde' }],
        [2, 'AreaRenamed', { name: 'SST' }],
      ]);
      expect(events[0]!.metadata.userId).toBe('test');
      expect(events[0]!.recordedAt).toBeInstanceOf(Date);
      expect(comparePositions(events[1]!.position, result.position)).toBe(0);
      expect(await store().read(id, { fromRevision: 2 })).toHaveLength(1);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store().read(stream())).toEqual([]);
    });

    it('reads the whole log in order, after a position, in pages', async () => {
      const a = stream();
      const b = stream();
      await store().append(a, [evt('A1'), evt('A2')], 'no_stream');
      await store().append(b, [evt('B1')], 'no_stream');
      await store().append(a, [evt('A3')], 2);
      // readAll holds committed events back while an older transaction of the server is open (on a shared server,
      // another database's): wait until it delivers them, as a subscriber would.
      let all = await store().readAll(LOG_START, 100);
      for (
        const started = Date.now();
        all.length < 4 && Date.now() - started < 30_000;
        all = await store().readAll(LOG_START, 100)
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
      const page2 = await store().readAll(all[1]!.position, 2);
      expect(page2.map((e) => e.type)).toEqual(['B1', 'A3']);
      expect(comparePositions(await store().headPosition(), all[3]!.position)).toBe(0);
    });
  });
}

function describeOptimisticConcurrency(store: () => EventStore): void {
  describe('optimistic concurrency', () => {
    it.each([
      ['no_stream on an existing stream', 'no_stream' as const, 1],
      ['a stale exact revision', 0, 1],
      ['a revision from the future', 5, 1],
    ])('refuses %s with WrongExpectedRevision', async (_label, expected, actual) => {
      const id = stream();
      await store().append(id, [evt('First')], 'no_stream');
      const attempt = store().append(id, [evt('Second')], expected);
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(attempt).rejects.toMatchObject({ streamId: id, actual });
      expect(await store().read(id)).toHaveLength(1);
    });

    it('refuses stream_exists on a missing stream and accepts any', async () => {
      const id = stream();
      await expect(store().append(id, [evt('X')], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevision);
      await store().append(id, [evt('X')], 'any');
      await store().append(id, [evt('Y')], 'stream_exists');
      await store().append(id, [evt('Z')], 'any');
      expect((await store().read(id)).map((e) => e.revision)).toEqual([1, 2, 3]);
    });

    it('lets exactly one of several concurrent appends with the same expected revision win', async () => {
      const id = stream();
      await store().append(id, [evt('Created')], 'no_stream');
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => store().append(id, [evt('Edited', { i })], 1)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(7);
      for (const r of rejected) expect(r.reason).toBeInstanceOf(WrongExpectedRevision);
      expect(await store().read(id)).toHaveLength(2);
    });
  });
}

function describeIdempotentAppend(store: () => EventStore): void {
  describe('idempotent append', () => {
    it('given events with ids already stored, when appended again, then nothing is added and the result says so', async () => {
      const id = stream();
      const ids = [randomUUID(), randomUUID()];
      const first = await store().append(
        id,
        [evt('Paid', { amount: 10 }, ids[0]), evt('Credited', { credits: 5 }, ids[1])],
        'no_stream',
      );
      // The retry carries the expectation of the first attempt, which is stale now: still recognised.
      const retry = await store().append(
        id,
        [evt('Paid', { amount: 10 }, ids[0]), evt('Credited', { credits: 5 }, ids[1])],
        'no_stream',
      );
      expect(retry.alreadyAppended).toBe(true);
      expect(retry.nextExpectedRevision).toBe(2);
      expect(comparePositions(retry.position, first.position)).toBe(0);
      expect(await store().read(id)).toHaveLength(2);
    });

    it('refuses a retry whose content differs under the same id', async () => {
      const id = stream();
      const eventId = randomUUID();
      await store().append(id, [evt('Paid', { amount: 10 }, eventId)], 'no_stream');
      await expect(store().append(id, [evt('Paid', { amount: 99 }, eventId)], 'any')).rejects.toBeInstanceOf(
        IdempotencyConflict,
      );
    });

    it('takes concurrent retries of the same command once', async () => {
      const id = stream();
      const eventId = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => store().append(id, [evt('Paid', { amount: 1 }, eventId)], 'any')),
      );
      expect(results.filter((r) => !r.alreadyAppended)).toHaveLength(1);
      expect(await store().read(id)).toHaveLength(1);
    });
  });
}

function describeSubscriptions(store: () => EventStore): void {
  describe('subscriptions', () => {
    it('delivers past events (catch-up) and then new ones (live), in order', async () => {
      const id = stream();
      await store().append(id, [evt('Past1'), evt('Past2')], 'no_stream');
      const seen: string[] = [];
      const sub = store().subscribe(LOG_START, async (events) => {
        seen.push(...events.map((e) => e.type));
      });
      await until(() => seen.length === 2);
      await store().append(id, [evt('Live1')], 2);
      await until(() => seen.length === 3);
      await sub.caughtUp();
      await sub.stop();
      expect(seen).toEqual(['Past1', 'Past2', 'Live1']);
    });

    it('resumes from a checkpoint without repeating or skipping', async () => {
      const id = stream();
      for (let i = 1; i <= 5; i++) await store().append(id, [evt(`E${i}`)], i - 1);
      let checkpoint: LogPosition = LOG_START;
      const first: string[] = [];
      const sub1 = store().subscribe(
        LOG_START,
        async (events, upTo) => {
          first.push(...events.map((e) => e.type));
          checkpoint = upTo;
        },
        { batchSize: 2 },
      );
      await until(() => first.length >= 2);
      await sub1.stop();
      for (let i = 6; i <= 7; i++) await store().append(id, [evt(`E${i}`)], i - 1);
      const second: string[] = [];
      const sub2 = store().subscribe(checkpoint, async (events) => {
        second.push(...events.map((e) => e.type));
      });
      await until(() => first.length + second.length === 7);
      await sub2.caughtUp();
      await sub2.stop();
      expect([...first, ...second]).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7']);
    });

    it('filters by event type and stream prefix, still advancing past the others', async () => {
      const area = `area-${randomUUID()}`;
      const nr = `nr-${randomUUID()}`;
      await store().append(area, [evt('AreaCreated'), evt('AreaRenamed')], 'no_stream');
      await store().append(nr, [evt('NrCreated')], 'no_stream');
      const byType: string[] = [];
      const byPrefix: string[] = [];
      const s1 = store().subscribe(LOG_START, async (es) => void byType.push(...es.map((e) => e.type)), {
        eventTypes: ['AreaRenamed'],
      });
      const s2 = store().subscribe(LOG_START, async (es) => void byPrefix.push(...es.map((e) => e.type)), {
        streamPrefixes: ['nr-'],
      });
      await s1.caughtUp();
      await s2.caughtUp();
      await Promise.all([s1.stop(), s2.stop()]);
      expect(byType).toEqual(['AreaRenamed']);
      expect(byPrefix).toEqual(['NrCreated']);
    });

    it('redelivers a batch whose handler failed', async () => {
      const id = stream();
      await store().append(id, [evt('Only')], 'no_stream');
      let calls = 0;
      const delivered: string[] = [];
      const sub = store().subscribe(LOG_START, async (events) => {
        if (events.length === 0) return;
        calls += 1;
        if (calls === 1) throw new Error('projection hiccup');
        delivered.push(...events.map((e) => e.type));
      });
      await until(() => delivered.length === 1);
      await sub.stop();
      expect(delivered).toEqual(['Only']);
      expect(calls).toBe(2);
    });
  });
}

function describeConcurrentSubscriber(store: () => EventStore, options: ContractOptions): void {
  it(`gives a concurrent catch-up subscriber every event exactly once, in log order (${options.writers} writers × ${options.eventsPerWriter} events)`, async () => {
    const received: RecordedEvent[] = [];
    const sub = store().subscribe(LOG_START, async (events) => {
      received.push(...events);
    });
    const total = options.writers * options.eventsPerWriter;
    const hot = `hot-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: options.writers }, async (_, w) => {
        const own = `writer-${w}-${randomUUID()}`;
        for (let i = 0; i < options.eventsPerWriter; i++) {
          if (i % 10 === 9) {
            // Every tenth event goes to one shared stream: contention on a hot stream too.
            await store().append(hot, [evt('Hot', { w, i })], 'any');
          } else {
            await store().append(own, [evt('Own', { w, i })], i - Math.floor(i / 10));
          }
        }
      }),
    );
    await sub.caughtUp();
    await sub.stop();
    expect(received).toHaveLength(total);
    expect(new Set(received.map((e) => e.id)).size).toBe(total);
    for (let i = 1; i < received.length; i++) {
      expect(comparePositions(received[i - 1]!.position, received[i]!.position)).toBeLessThan(0);
    }
    const lastRevision = new Map<string, number>();
    for (const e of received) {
      expect(e.revision).toBe((lastRevision.get(e.streamId) ?? 0) + 1);
      lastRevision.set(e.streamId, e.revision);
    }
  });
}
