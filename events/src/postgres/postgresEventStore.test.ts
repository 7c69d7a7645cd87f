import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freshPostgresEventStore } from '../../../test-support/eventStores';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { describeEventStoreContract } from '../contract/eventStoreContract';
import type { RecordedEvent } from '../envelope';
import { LOG_START } from '../envelope';
import { IdempotencyConflict, WrongExpectedRevision } from '../errors';
import { PostgresEventStore } from './postgresEventStore';

const kind = process.env.TEST_DATABASE_KIND ?? 'embedded';

describeEventStoreContract(`postgres (${kind} server)`, () => freshPostgresEventStore());

describe(`postgres event store specifics (${kind} server)`, () => {
  it('does not let a subscriber skip an event whose transaction commits after later ones', async () => {
    const db = await createTestDatabase('late');
    const store = await PostgresEventStore.connect({ connectionString: db.url, pollIntervalMs: 20 });
    const slow = new pg.Client({ connectionString: db.url });
    await slow.connect();
    const received: RecordedEvent[] = [];
    const sub = store.subscribe(LOG_START, async (events) => void received.push(...events));
    try {
      // A writer that got its sequence number first but commits last.
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data) VALUES ($1, 'slow-1', 1, 'Slow', 1, '{}')`,
        [randomUUID()],
      );
      await store.append('fast-1', [{ type: 'Fast', version: 1, data: {} }], 'no_stream');
      await store.append('fast-2', [{ type: 'Fast', version: 1, data: {} }], 'no_stream');
      await new Promise((r) => setTimeout(r, 300));
      // Nothing is delivered past the open transaction: the fast events wait for it.
      expect(received.map((e) => e.type)).toEqual([]);
      // caughtUp() waits for everything committed before the call, the fast events too, however long the slow writer takes.
      let caughtUp = false;
      const waiting = sub.caughtUp().then(() => (caughtUp = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(caughtUp).toBe(false);
      await slow.query('COMMIT');
      await waiting;
      expect(caughtUp).toBe(true);
      expect(received.map((e) => e.type).sort()).toEqual(['Fast', 'Fast', 'Slow']);
      expect(received.map((e) => e.streamId)[0]).toBe('slow-1');
    } finally {
      await sub.stop();
      await slow.end();
      await store.close();
      await db.drop();
    }
  });

  it('writes a multi-stream append in one transaction: one transaction id, no other event between its events', async () => {
    const db = await createTestDatabase('multi');
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      await store.append('wallet-1', [{ type: 'CreditsPurchased', version: 1, data: {} }], 'no_stream');
      for (const size of [1, 6]) {
        // 2 events take the one-round-trip query, 12 the parameterized path.
        const events = (type: string) => Array.from({ length: size }, () => ({ type, version: 1, data: {} }));
        const result = await store.appendMany([
          { streamId: 'wallet-1', events: events('CreditsSpent'), expectedRevision: 'stream_exists' },
          { streamId: `demand-${size}`, events: events('ProviderSubscribed'), expectedRevision: 'no_stream' },
        ]);
        const rows = await store.pool.query<{ transaction_id: string; global_position: string }>(
          `SELECT transaction_id::text AS transaction_id, global_position FROM events
            WHERE stream_id IN ('wallet-1', $1) AND event_type <> 'CreditsPurchased' ORDER BY global_position DESC LIMIT $2`,
          [`demand-${size}`, 2 * size],
        );
        expect(new Set(rows.rows.map((r) => r.transaction_id))).toEqual(new Set([result.position.commit.toString()]));
        expect(rows.rows.map((r) => r.global_position)).toContain(result.position.prepare.toString());
      }
      expect((await store.read('wallet-1')).map((e) => e.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      await store.close();
      await db.drop();
    }
  });

  it('makes a multi-stream append wait for a writer holding either stream, writing nothing of it meanwhile, then delivers both events together', async () => {
    const db = await createTestDatabase('multivis');
    const store = await PostgresEventStore.connect({ connectionString: db.url, pollIntervalMs: 20 });
    const received: RecordedEvent[] = [];
    const sub = store.subscribe(LOG_START, async (events) => void received.push(...events));
    // A lock on the second stream keeps the append waiting between its statements' snapshots; meanwhile nothing of it
    // may be readable. The lock is the one any append of that stream takes.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    try {
      await blocker.query(`BEGIN; SELECT pg_advisory_xact_lock(hashtextextended('demand-9', 0))`);
      const appending = store.appendMany([
        {
          streamId: 'wallet-9',
          events: [{ type: 'CreditsSpent', version: 1, data: {} }],
          expectedRevision: 'no_stream',
        },
        {
          streamId: 'demand-9',
          events: [{ type: 'ProviderSubscribed', version: 1, data: {} }],
          expectedRevision: 'no_stream',
        },
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toEqual([]);
      expect(await store.read('wallet-9')).toEqual([]);
      await blocker.query('COMMIT');
      const result = await appending;
      await sub.caughtUp();
      expect(received.map((e) => [e.streamId, e.type])).toEqual([
        ['wallet-9', 'CreditsSpent'],
        ['demand-9', 'ProviderSubscribed'],
      ]);
      expect(received[1]!.position).toEqual(result.position);
    } finally {
      await sub.stop();
      await blocker.end();
      await store.close();
      await db.drop();
    }
  });

  it('keeps the table append-only in shape: one unique (stream, revision) and a global position', async () => {
    const db = await createTestDatabase('shape');
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      await store.append('s-1', [{ type: 'A', version: 1, data: {} }], 'no_stream');
      await expect(
        store.pool.query(
          `INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data) VALUES ($1, 's-1', 1, 'B', 1, '{}')`,
          [randomUUID()],
        ),
      ).rejects.toThrow(/duplicate key/);
    } finally {
      await store.close();
      await db.drop();
    }
  });
});

describe(`postgres event store: commit groups (ADR 0153, ${kind} server)`, () => {
  /** The transaction id of each stream's events. */
  const transactionsOf = async (store: PostgresEventStore) =>
    new Map(
      (
        await store.pool.query<{ stream_id: string; tx: string }>(
          'SELECT stream_id, transaction_id::text AS tx FROM events ORDER BY global_position',
        )
      ).rows.map((r) => [r.stream_id, r.tx]),
    );

  /** A store on a database of its own with one commit group open at a time, closed and dropped after `body`. */
  const withOneGroupOpen = async (name: string, body: (store: PostgresEventStore) => Promise<void>) => {
    const db = await createTestDatabase(name);
    const store = await PostgresEventStore.connect({ connectionString: db.url, appendGroupsInFlight: 1 });
    try {
      await body(store);
    } finally {
      await store.close();
      await db.drop();
    }
  };

  /**
   * Opens the one group with an append of its own (`first`, not awaited: in a promise's wrapper, so that it is still
   * uncommitted when this returns): the appends made before it commits wait for the next group together.
   */
  const occupyTheGroup = async (store: PostgresEventStore) => {
    const first = store.append('first', [{ type: 'A', version: 1, data: {} }], 'no_stream');
    await new Promise((r) => setImmediate(r));
    return { first };
  };

  it('given one group open, writes the appends and multi-stream appends that arrive meanwhile in one transaction, each with its own revision and position', () =>
    withOneGroupOpen('groups', async (store) => {
      await store.append('wallet-1', [{ type: 'CreditsPurchased', version: 1, data: { n: 0 } }], 'no_stream');
      const { first } = await occupyTheGroup(store);
      const [one, two, both] = await Promise.all([
        store.append('one', [{ type: 'A', version: 1, data: { n: 1 } }], 'no_stream'),
        store.append(
          'two',
          [
            { type: 'A', version: 1, data: { n: 2 } },
            { type: 'B', version: 1, data: { n: 3 } },
          ],
          'no_stream',
        ),
        store.appendMany([
          { streamId: 'wallet-1', events: [{ type: 'CreditsSpent', version: 1, data: {} }], expectedRevision: 1 },
          {
            streamId: 'demand-1',
            events: [{ type: 'ProviderSubscribed', version: 1, data: {} }],
            expectedRevision: 'no_stream',
          },
        ]),
      ]);
      await first;
      const tx = await transactionsOf(store);
      expect(new Set([tx.get('one'), tx.get('two'), tx.get('wallet-1'), tx.get('demand-1')]).size).toBe(1);
      expect(tx.get('first')).not.toBe(tx.get('one'));
      expect([one.nextExpectedRevision, two.nextExpectedRevision]).toEqual([1, 2]);
      expect(both.streams.map((s) => [s.streamId, s.nextExpectedRevision])).toEqual([
        ['wallet-1', 2],
        ['demand-1', 1],
      ]);
      const all = await store.readAll(LOG_START, 100);
      const at = (stream: string) => all.filter((e) => e.streamId === stream).map((e) => e.position.prepare);
      expect(one.position.prepare).toBe(at('one')[0]);
      expect(two.position.prepare).toBe(at('two')[1]);
      expect(both.position.prepare).toBe([...at('wallet-1'), ...at('demand-1')].reduce((a, b) => (a > b ? a : b)));
      expect((await store.read('two')).map((e) => [e.revision, e.type])).toEqual([
        [1, 'A'],
        [2, 'B'],
      ]);
    }));

  it('given a group holds an append whose revision fails, only that append fails; the others of the group are written', () =>
    withOneGroupOpen('groupconflict', async (store) => {
      await store.append('taken', [{ type: 'A', version: 1, data: {} }], 'no_stream');
      const { first } = await occupyTheGroup(store);
      const results = await Promise.allSettled([
        store.append('fresh-1', [{ type: 'A', version: 1, data: {} }], 'no_stream'),
        store.append('taken', [{ type: 'A', version: 1, data: {} }], 'no_stream'),
        store.appendMany([
          { streamId: 'fresh-2', events: [{ type: 'A', version: 1, data: {} }], expectedRevision: 'no_stream' },
          { streamId: 'taken-2', events: [{ type: 'A', version: 1, data: {} }], expectedRevision: 3 },
        ]),
        store.append('fresh-3', [{ type: 'A', version: 1, data: {} }], 'no_stream'),
      ]);
      await first;
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevision);
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevision);
      // All or nothing per append: the multi-stream append wrote neither stream.
      expect(await store.read('fresh-2')).toEqual([]);
      expect((await store.read('taken')).length).toBe(1);
      const tx = await transactionsOf(store);
      expect(tx.get('fresh-1')).toBe(tx.get('fresh-3'));
    }));

  it('given two appends of one group carry the same event id, the group is written again append by append: the first is written, the second is refused as a conflicting retry', () =>
    withOneGroupOpen('groupdup', async (store) => {
      const id = randomUUID();
      const { first } = await occupyTheGroup(store);
      const results = await Promise.allSettled([
        store.append('left', [{ id, type: 'A', version: 1, data: { side: 'left' } }], 'no_stream'),
        store.append('right', [{ id, type: 'A', version: 1, data: { side: 'right' } }], 'no_stream'),
        store.append('bystander', [{ type: 'A', version: 1, data: {} }], 'no_stream'),
      ]);
      await first;
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(results[2]!.status).toBe('fulfilled');
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(IdempotencyConflict);
      expect((await store.readAll(LOG_START, 10)).filter((e) => e.id === id)).toHaveLength(1);
      // Retrying the written one answers the stored append.
      const written = (await store.read('left')).length ? 'left' : 'right';
      const retry = await store.append(written, [{ id, type: 'A', version: 1, data: { side: written } }], 'no_stream');
      expect(retry.alreadyAppended).toBe(true);
    }));
});
