import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { describeEventStoreContract } from '../contract/eventStoreContract';
import type { RecordedEvent } from '../envelope';
import { LOG_START } from '../envelope';
import { PostgresEventStore } from './postgresEventStore';

const kind = process.env.TEST_DATABASE_KIND ?? 'embedded';

describeEventStoreContract(`postgres (${kind} server)`, async () => {
  const db = await createTestDatabase('es');
  const store = await PostgresEventStore.connect({ connectionString: db.url, poolSize: 24, pollIntervalMs: 50 });
  return {
    store,
    async dispose() {
      await store.close();
      await db.drop();
    },
  };
});

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

  it('keeps the table append-only in shape: one unique (stream, revision) and a global position', async () => {
    const db = await createTestDatabase('shape');
    const store = await PostgresEventStore.connect({ connectionString: db.url });
    try {
      await store.append('s-1', [{ type: 'A', version: 1, data: {} }], 'no_stream');
      await expect(
        store.pool.query(`INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data) VALUES ($1, 's-1', 1, 'B', 1, '{}')`, [randomUUID()]),
      ).rejects.toThrow(/duplicate key/);
    } finally {
      await store.close();
      await db.drop();
    }
  });
});
