import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { KEY_BYTES, open, seal } from './piiCipher';
import { advisoryLocks } from '../postgres/advisoryLocks';

/**
 * Data keys per data subject (crypto-shredding). Erasing a subject deletes its key for good: every event that
 * holds that person's personal data becomes unreadable in those fields, while the log stays intact.
 */
export interface SubjectKeyStore {
  /** The subject's key, created on first use. Throws SubjectErased for an erased subject. */
  getOrCreate(subjectId: string): Promise<Buffer>;
  /** Existing keys; null for a subject without a key (erased, or never keyed). Never creates keys. */
  getMany(subjectIds: readonly string[]): Promise<Map<string, Buffer | null>>;
  /**
   * Creates the keys of many subjects at once (bulk imports); subjects that have a key keep it, erased subjects get
   * none (encoding their data still fails with SubjectErased).
   */
  createMany?(subjectIds: readonly string[]): Promise<void>;
  /** Deletes the subject's key and remembers the erasure. Idempotent. */
  erase(subjectId: string): Promise<void>;
  isErased(subjectId: string): Promise<boolean>;
}

/** The subject was erased: it cannot be given a new key (that would silently bring the person back). */
export class SubjectErased extends Error {
  override readonly name = 'SubjectErased';
  constructor(readonly subjectId: string) {
    super(`Data subject ${JSON.stringify(subjectId)} was erased: no new personal data can be stored for it`);
  }
}

/** A wrapped data key does not open with the master key in use: wrong PII_MASTER_KEY, or a corrupted row. */
export class KeyUnwrapFailed extends Error {
  override readonly name = 'KeyUnwrapFailed';
  constructor(readonly subjectId: string) {
    super(
      `Cannot unwrap the data key of subject ${JSON.stringify(subjectId)}: the master key (PII_MASTER_KEY) is not the one ` +
        'that wrapped it, or the stored key is corrupted',
    );
  }
}

function checkSubjectId(subjectId: string): void {
  if (typeof subjectId !== 'string' || subjectId === '')
    throw new Error('A data subject id must be a non-empty string');
}

/**
 * Reads the master key (env `PII_MASTER_KEY`): 32 bytes as 64 hex digits or as base64 (standard or URL-safe).
 * Generate one with `openssl rand -base64 32`. The error never echoes the value.
 */
export function parseMasterKey(text: string | undefined): Buffer {
  const value = (text ?? '').trim();
  const help =
    'PII_MASTER_KEY must be 32 bytes, written as 64 hex digits or as base64 (generate one with `openssl rand -base64 32`)';
  if (value === '') throw new Error(`PII_MASTER_KEY is not set. ${help}`);
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
    throw new Error(`PII_MASTER_KEY decodes to ${key.length} bytes, not ${KEY_BYTES}. ${help}`);
  }
  throw new Error(`PII_MASTER_KEY is neither hex nor base64. ${help}`);
}

/** In-process store for tests and the in-memory setup. */
export class MemorySubjectKeyStore implements SubjectKeyStore {
  private readonly keys = new Map<string, Buffer>();
  private readonly erased = new Set<string>();

  async getOrCreate(subjectId: string): Promise<Buffer> {
    checkSubjectId(subjectId);
    if (this.erased.has(subjectId)) throw new SubjectErased(subjectId);
    let key = this.keys.get(subjectId);
    if (!key) {
      key = randomBytes(KEY_BYTES);
      this.keys.set(subjectId, key);
    }
    return Buffer.from(key);
  }

  async getMany(subjectIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    const result = new Map<string, Buffer | null>();
    for (const id of subjectIds) {
      const key = this.keys.get(id);
      result.set(id, key ? Buffer.from(key) : null);
    }
    return result;
  }

  async createMany(subjectIds: readonly string[]): Promise<void> {
    for (const id of subjectIds) {
      checkSubjectId(id);
      if (!this.erased.has(id) && !this.keys.has(id)) this.keys.set(id, randomBytes(KEY_BYTES));
    }
  }

  async erase(subjectId: string): Promise<void> {
    checkSubjectId(subjectId);
    this.erased.add(subjectId);
    this.keys.delete(subjectId);
  }

  async isErased(subjectId: string): Promise<boolean> {
    return this.erased.has(subjectId);
  }
}

/** Layout version of a wrapped key (first byte), so the wrapping can change (e.g. master-key rotation) later. */
const WRAP_FORMAT = 1;
/** Advisory-lock class for per-subject locks (two-int key space: cannot collide with the event store's bigint locks). */
const SUBJECT_LOCK_CLASS = advisoryLocks.subjectKeysClass;
/** The per-subject locks of a list of subjects, taken in one order (two transactions never wait on each other in a loop). */
const LOCK_SUBJECTS =
  'SELECT pg_advisory_xact_lock($1::int, h) FROM (SELECT hashtext(id) AS h FROM unnest($2::text[]) AS id ORDER BY 1) AS locks';

/**
 * Keys in the `subject_keys` / `erased_subjects` tables (created by migrateEventStore). Each data key is 32 random
 * bytes, stored wrapped (AES-256-GCM under the master key, bound to its subject id), so a database dump alone
 * reveals no personal data.
 */
export class PostgresSubjectKeyStore implements SubjectKeyStore {
  private readonly masterKey: Buffer;

  constructor(
    private readonly pool: Pool,
    masterKey: Buffer,
  ) {
    if (!Buffer.isBuffer(masterKey) || masterKey.length !== KEY_BYTES) {
      throw new Error(`The PII master key must be ${KEY_BYTES} bytes (see parseMasterKey)`);
    }
    this.masterKey = Buffer.from(masterKey);
  }

  async getOrCreate(subjectId: string): Promise<Buffer> {
    checkSubjectId(subjectId);
    // Fast path: the key usually exists. (An erased subject has no row, so this never returns an erased key.)
    const existing = await this.pool.query<{ wrapped_key: Buffer }>(
      'SELECT wrapped_key FROM subject_keys WHERE subject_id = $1',
      [subjectId],
    );
    const row = existing.rows[0];
    if (row) return this.unwrap(subjectId, row.wrapped_key);

    // Create path. The per-subject lock orders it against erase(): without it, a key inserted while an erasure
    // commits could outlive the erasure. ON CONFLICT DO NOTHING + SELECT makes concurrent creators agree on one key.
    let found: { wrapped_key: Buffer | null; erased: boolean } | undefined;
    await this.transaction([subjectId], async (client) => {
      await client.query(
        `INSERT INTO subject_keys (subject_id, wrapped_key)
         SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM erased_subjects WHERE subject_id = $1)
         ON CONFLICT (subject_id) DO NOTHING`,
        [subjectId, this.wrap(subjectId, randomBytes(KEY_BYTES))],
      );
      const result = await client.query<{ wrapped_key: Buffer | null; erased: boolean }>(
        `SELECT (SELECT wrapped_key FROM subject_keys WHERE subject_id = $1) AS wrapped_key,
                EXISTS (SELECT 1 FROM erased_subjects WHERE subject_id = $1) AS erased`,
        [subjectId],
      );
      found = result.rows[0];
    });
    if (found?.erased) throw new SubjectErased(subjectId);
    if (!found?.wrapped_key) throw new Error(`No data key for subject ${JSON.stringify(subjectId)} after creating it`);
    return this.unwrap(subjectId, found.wrapped_key);
  }

  async getMany(subjectIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    const ids = [...new Set(subjectIds)];
    const result = new Map<string, Buffer | null>(ids.map((id) => [id, null]));
    if (ids.length === 0) return result;
    const rows = await this.pool.query<{ subject_id: string; wrapped_key: Buffer }>(
      'SELECT subject_id, wrapped_key FROM subject_keys WHERE subject_id = ANY($1::text[])',
      [ids],
    );
    for (const row of rows.rows) result.set(row.subject_id, this.unwrap(row.subject_id, row.wrapped_key));
    return result;
  }

  /** One transaction for all: the per-subject locks of getOrCreate/erase (in one order), then one multi-row insert. */
  async createMany(subjectIds: readonly string[]): Promise<void> {
    const ids = [...new Set(subjectIds)];
    ids.forEach(checkSubjectId);
    if (ids.length === 0) return;
    await this.transaction(ids, async (client) => {
      await client.query(
        `INSERT INTO subject_keys (subject_id, wrapped_key)
         SELECT t.id, t.key FROM unnest($1::text[], $2::bytea[]) AS t(id, key)
          WHERE NOT EXISTS (SELECT 1 FROM erased_subjects e WHERE e.subject_id = t.id)
         ON CONFLICT (subject_id) DO NOTHING`,
        [ids, ids.map((id) => this.wrap(id, randomBytes(KEY_BYTES)))],
      );
    });
  }

  async erase(subjectId: string): Promise<void> {
    checkSubjectId(subjectId);
    await this.transaction([subjectId], async (client) => {
      await client.query('INSERT INTO erased_subjects (subject_id) VALUES ($1) ON CONFLICT (subject_id) DO NOTHING', [
        subjectId,
      ]);
      await client.query('DELETE FROM subject_keys WHERE subject_id = $1', [subjectId]);
    });
  }

  async isErased(subjectId: string): Promise<boolean> {
    const result = await this.pool.query<{ erased: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM erased_subjects WHERE subject_id = $1) AS erased',
      [subjectId],
    );
    return result.rows[0]?.erased === true;
  }

  /** Runs `work` in a transaction holding the subjects' advisory locks. */
  private async transaction(subjectIds: readonly string[], work: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(LOCK_SUBJECTS, [SUBJECT_LOCK_CLASS, subjectIds]);
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private wrap(subjectId: string, key: Buffer): Buffer {
    return Buffer.concat([Buffer.from([WRAP_FORMAT]), seal(this.masterKey, key, this.aad(subjectId))]);
  }

  private unwrap(subjectId: string, wrapped: Buffer): Buffer {
    if (wrapped[0] !== WRAP_FORMAT) throw new KeyUnwrapFailed(subjectId);
    let key: Buffer;
    try {
      key = open(this.masterKey, wrapped.subarray(1), this.aad(subjectId));
    } catch {
      throw new KeyUnwrapFailed(subjectId);
    }
    if (key.length !== KEY_BYTES) throw new KeyUnwrapFailed(subjectId);
    return key;
  }

  /** Binds a wrapped key to its subject: a row copied onto another subject does not open. */
  private aad(subjectId: string): Buffer {
    return Buffer.from(`conectasst/subject-key/v1\0${subjectId}`, 'utf8');
  }
}
