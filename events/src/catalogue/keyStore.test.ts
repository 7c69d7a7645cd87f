import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { createPool, PostgresEventStore } from '../postgres/postgresEventStore';
import { migrateEventStore } from '../postgres/schema';
import { EventCatalogue } from './eventCatalogue';
import {
  KeyUnwrapFailed,
  MemorySubjectKeyStore,
  parseMasterKey,
  PostgresSubjectKeyStore,
  SubjectErased,
} from './keyStore';
import type { SubjectKeyStore } from './keyStore';
import { recorded, UserRegistered } from './testEvents';

const kind = process.env.TEST_DATABASE_KIND ?? 'embedded';

describe('parseMasterKey', () => {
  const key = randomBytes(32);

  it('given 32 bytes as hex or base64 (padded, unpadded or URL-safe), when parsed, then the same key comes back', () => {
    expect(parseMasterKey(key.toString('hex'))).toEqual(key);
    expect(parseMasterKey(` ${key.toString('base64')}\n`)).toEqual(key);
    expect(parseMasterKey(key.toString('base64').replace(/=+$/, ''))).toEqual(key);
    expect(parseMasterKey(key.toString('base64url'))).toEqual(key);
  });

  it('given a missing, short or malformed key, when parsed, then the error says what is expected without echoing it', () => {
    expect(() => parseMasterKey(undefined)).toThrow(/PII_MASTER_KEY is not set.*32 bytes/);
    expect(() => parseMasterKey('')).toThrow(/not set/);
    expect(() => parseMasterKey(randomBytes(16).toString('base64'))).toThrow(/decodes to 16 bytes, not 32/);
    const malformed = 'not a key at all!';
    expect(() => parseMasterKey(malformed)).toThrow(/neither hex nor base64/);
    try {
      parseMasterKey(malformed);
    } catch (error) {
      expect((error as Error).message).not.toContain(malformed);
    }
  });
});

/** Behaviour both stores share. */
function describeKeyStore(name: string, open: () => Promise<{ store: SubjectKeyStore; dispose(): Promise<void> }>) {
  describe(`${name} key store`, () => {
    let store: SubjectKeyStore;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => dispose());

    it('given a new subject, when getOrCreate is called twice, then it returns the same 32-byte key', async () => {
      const first = await store.getOrCreate('subject-a');
      expect(first).toHaveLength(32);
      expect(await store.getOrCreate('subject-a')).toEqual(first);
      expect(await store.getOrCreate('subject-b')).not.toEqual(first);
    });

    it('given some keyed subjects, when getMany is called, then known ones have their key and the others null', async () => {
      const key = await store.getOrCreate('subject-c');
      const keys = await store.getMany(['subject-c', 'never-seen', 'subject-c']);
      expect(keys.get('subject-c')).toEqual(key);
      expect(keys.get('never-seen')).toBeNull();
      expect(await store.isErased('never-seen')).toBe(false);
    });

    it('given an erased subject, when read or re-keyed, then the key is gone and re-keying is refused', async () => {
      await store.getOrCreate('subject-d');
      await store.erase('subject-d');
      await store.erase('subject-d'); // idempotent
      expect(await store.isErased('subject-d')).toBe(true);
      expect((await store.getMany(['subject-d'])).get('subject-d')).toBeNull();
      await expect(store.getOrCreate('subject-d')).rejects.toThrow(SubjectErased);
      // Erasing someone who never had a key still blocks future keys.
      await store.erase('subject-never-keyed');
      await expect(store.getOrCreate('subject-never-keyed')).rejects.toThrow(SubjectErased);
    });

    it('given 20 concurrent getOrCreate calls for one subject, when they finish, then all return the same key', async () => {
      const keys = await Promise.all(Array.from({ length: 20 }, () => store.getOrCreate('subject-concurrent')));
      for (const key of keys) expect(key).toEqual(keys[0]);
      expect((await store.getMany(['subject-concurrent'])).get('subject-concurrent')).toEqual(keys[0]);
    });

    it('given new, keyed and erased subjects, when createMany runs, then new ones get a key, keyed ones keep theirs, erased ones get none', async () => {
      const kept = await store.getOrCreate('bulk-kept');
      await store.erase('bulk-erased');
      await store.createMany!(['bulk-new-1', 'bulk-kept', 'bulk-erased', 'bulk-new-2', 'bulk-new-1']);
      const keys = await store.getMany(['bulk-new-1', 'bulk-new-2', 'bulk-kept', 'bulk-erased']);
      expect(keys.get('bulk-new-1')).toHaveLength(32);
      expect(keys.get('bulk-new-2')).not.toEqual(keys.get('bulk-new-1'));
      expect(keys.get('bulk-kept')).toEqual(kept);
      expect(keys.get('bulk-erased')).toBeNull();
      expect(await store.getOrCreate('bulk-new-1')).toEqual(keys.get('bulk-new-1'));
      await expect(store.getOrCreate('bulk-erased')).rejects.toThrow(SubjectErased);
    });

    it('given erasures racing with key creation, when all settle, then no erased subject keeps a key', async () => {
      const subjects = Array.from({ length: 15 }, (_, i) => `race-${i}`);
      await Promise.allSettled(
        subjects.flatMap((subject) => [store.getOrCreate(subject), store.erase(subject), store.getOrCreate(subject)]),
      );
      const keys = await store.getMany(subjects);
      for (const subject of subjects) {
        expect(await store.isErased(subject)).toBe(true);
        expect(keys.get(subject)).toBeNull();
      }
    });
  });
}

describeKeyStore('memory', async () => ({ store: new MemorySubjectKeyStore(), dispose: async () => undefined }));

describeKeyStore(`postgres (${kind} server)`, async () => {
  const db = await createTestDatabase('keys');
  const pool = createPool(db.url, 8);
  await migrateEventStore(pool);
  return {
    store: new PostgresSubjectKeyStore(pool, randomBytes(32)),
    async dispose() {
      await pool.end();
      await db.drop();
    },
  };
});

describe(`postgres key store specifics (${kind} server)`, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const masterKey = randomBytes(32);

  beforeAll(async () => {
    db = await createTestDatabase('keys_pg');
    pool = createPool(db.url, 8);
    await migrateEventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('given a key created by one instance, when another instance (same master key) reads it, then it is the same key', async () => {
    const key = await new PostgresSubjectKeyStore(pool, masterKey).getOrCreate('persisted');
    const otherPool = createPool(db.url, 2);
    try {
      const again = new PostgresSubjectKeyStore(otherPool, Buffer.from(masterKey));
      expect(await again.getOrCreate('persisted')).toEqual(key);
      expect((await again.getMany(['persisted'])).get('persisted')).toEqual(key);
    } finally {
      await otherPool.end();
    }
  });

  it('given stored keys, when the table is read directly, then it holds wrapped keys, never the data key itself', async () => {
    const key = await new PostgresSubjectKeyStore(pool, masterKey).getOrCreate('wrapped');
    const row = await pool.query<{ wrapped_key: Buffer }>(
      "SELECT wrapped_key FROM subject_keys WHERE subject_id = 'wrapped'",
    );
    const wrapped = row.rows[0]!.wrapped_key;
    expect(wrapped.length).toBe(1 + 12 + 32 + 16);
    expect(wrapped.includes(key)).toBe(false);
  });

  it('given the wrong master key, when a stored key is read, then it fails loudly with KeyUnwrapFailed', async () => {
    await new PostgresSubjectKeyStore(pool, masterKey).getOrCreate('wrong-master');
    const wrong = new PostgresSubjectKeyStore(pool, randomBytes(32));
    await expect(wrong.getOrCreate('wrong-master')).rejects.toThrow(KeyUnwrapFailed);
    await expect(wrong.getMany(['wrong-master'])).rejects.toThrow(/PII_MASTER_KEY/);
  });

  it('given a wrapped key copied onto another subject, when read, then it does not open', async () => {
    const store = new PostgresSubjectKeyStore(pool, masterKey);
    await store.getOrCreate('original');
    await pool.query(
      "INSERT INTO subject_keys (subject_id, wrapped_key) SELECT 'impostor', wrapped_key FROM subject_keys WHERE subject_id = 'original'",
    );
    await expect(store.getMany(['impostor'])).rejects.toThrow(KeyUnwrapFailed);
  });

  it('given an erasure about to commit, when a key is requested meanwhile, then it waits and is refused (no key outlives an erasure)', async () => {
    const store = new PostgresSubjectKeyStore(pool, masterKey);
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let reachedCommit!: () => void;
    const atCommit = new Promise<void>((resolve) => (reachedCommit = resolve));
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    // The erasure's connection stops right before COMMIT: its rows are written but not yet visible to others.
    const spy = jest.spyOn(pool, 'connect').mockImplementationOnce((async () => {
      const client = await connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = (async (...args: unknown[]) => {
        if (args[0] === 'COMMIT') {
          client.query = query as typeof client.query;
          reachedCommit();
          await gate;
        }
        return query(...args);
      }) as typeof client.query;
      return client;
    }) as never);
    try {
      const erasing = store.erase('racy');
      await atCommit;
      let settled = false;
      const creating = store.getOrCreate('racy').finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false); // held by the subject's lock
      openGate();
      await erasing;
      await expect(creating).rejects.toThrow(SubjectErased);
      expect((await store.getMany(['racy'])).get('racy')).toBeNull();
    } finally {
      openGate();
      spy.mockRestore();
    }
  });

  it('given a master key of the wrong size, when the store is built, then it throws', () => {
    expect(() => new PostgresSubjectKeyStore(pool, randomBytes(16))).toThrow(/32 bytes/);
  });

  it('given a batch of events of many subjects, when decodeMany runs, then all keys come with one query', async () => {
    const keyStore = new PostgresSubjectKeyStore(pool, masterKey);
    const writer = new EventCatalogue([UserRegistered], { keyStore });
    const events = [];
    for (let i = 0; i < 30; i++) {
      const userId = `batch-${i % 10}`;
      events.push(
        recorded(
          await writer.encode({
            type: 'UserRegistered',
            data: { userId, name: `Name ${i}`, email: `u${i}@example.com`, role: 'requester' },
          }),
        ),
      );
    }
    await keyStore.erase('batch-3');

    const reader = new EventCatalogue([UserRegistered], { keyStore });
    const query = jest.spyOn(pool, 'query');
    try {
      const decoded = await reader.decodeMany(events);
      expect(query).toHaveBeenCalledTimes(1);
      expect(decoded.map((e) => e.data.email)).toEqual(
        events.map((_, i) => (i % 10 === 3 ? null : `u${i}@example.com`)),
      );
      expect(decoded.filter((e) => e.erased)).toHaveLength(3);

      await Promise.all(events.map((e) => reader.decode(e)));
      expect(query).toHaveBeenCalledTimes(1); // every key (and the erased one's absence) is cached
    } finally {
      query.mockRestore();
    }
  });
});

describe(`catalogue bulk encoding (${kind} server)`, () => {
  it('given events of many new subjects, when encodeMany runs, then their keys are created in one transaction and every event decodes back', async () => {
    const db = await createTestDatabase('catalogue_bulk');
    const bulkPool = createPool(db.url, 4);
    try {
      await migrateEventStore(bulkPool);
      const keyStore = new PostgresSubjectKeyStore(bulkPool, randomBytes(32));
      const writer = new EventCatalogue([UserRegistered], { keyStore });
      await keyStore.erase('bulk-9');
      const input = (i: number) => ({
        event: {
          type: 'UserRegistered' as const,
          data: { userId: `bulk-${i}`, name: `Name ${i}`, email: `b${i}@example.com`, role: 'requester' as const },
        },
      });
      const connect = jest.spyOn(bulkPool, 'connect');
      const oneByOne = jest.spyOn(keyStore, 'getOrCreate');
      const encoded = await writer.encodeMany(Array.from({ length: 9 }, (_, i) => input(i)));
      // One transaction creates the nine keys and one query reads them back; no per-subject transaction.
      expect(connect).toHaveBeenCalledTimes(2);
      expect(oneByOne).not.toHaveBeenCalled();
      connect.mockRestore();
      await expect(writer.encodeMany([input(9)])).rejects.toThrow(SubjectErased);
      const decoded = await new EventCatalogue([UserRegistered], { keyStore }).decodeMany(
        encoded.map((e) => recorded(e)),
      );
      expect(decoded.map((e) => e.data.email)).toEqual(Array.from({ length: 9 }, (_, i) => `b${i}@example.com`));
    } finally {
      await bulkPool.end();
      await db.drop();
    }
  });
});

describe(`catalogue over the postgres event store (${kind} server)`, () => {
  it('given encoded events appended and read back, when decoded, then the round trip holds, a retry is idempotent and erasure shows', async () => {
    const db = await createTestDatabase('catalogue_es');
    const store = await PostgresEventStore.connect({ connectionString: db.url, listen: false });
    try {
      const keyStore = new PostgresSubjectKeyStore(store.pool, masterKeyFromEnvLike());
      const catalogue = new EventCatalogue([UserRegistered], { keyStore });
      const data = {
        userId: 'user-dora',
        name: 'Dora Lima',
        email: 'dora@example.com',
        phone: '+55 21 98888-7777',
        role: 'provider' as const,
      };
      const event = await catalogue.encode(
        { id: '6f1c8a0e-6a51-4c39-9a57-8c2f3b6f0a11', type: 'UserRegistered', data },
        { userId: 'system' },
      );
      await store.append('user-dora', [event], 'no_stream');

      // The stored row has no personal data in clear.
      const raw = await store.pool.query<{ data: unknown }>('SELECT data FROM events');
      expect(JSON.stringify(raw.rows)).not.toContain('dora@example.com');
      expect(JSON.stringify(raw.rows)).not.toContain('Dora Lima');

      // A retried command re-encodes the same event: the store recognises it.
      const retry = await catalogue.encode(
        { id: '6f1c8a0e-6a51-4c39-9a57-8c2f3b6f0a11', type: 'UserRegistered', data },
        { userId: 'system' },
      );
      await expect(store.append('user-dora', [retry], 'no_stream')).resolves.toMatchObject({ alreadyAppended: true });

      const [read] = await store.read('user-dora');
      expect(await catalogue.decode(read!)).toMatchObject({ erased: false, data, metadata: { userId: 'system' } });

      await catalogue.erase('user-dora');
      const fresh = new EventCatalogue([UserRegistered], { keyStore });
      expect(await fresh.decode(read!)).toMatchObject({
        erased: true,
        data: { userId: 'user-dora', role: 'provider', name: null, email: null, phone: null },
      });
    } finally {
      await store.close();
      await db.drop();
    }
  });
});

function masterKeyFromEnvLike(): Buffer {
  return parseMasterKey(randomBytes(32).toString('base64'));
}
