import type { Pool } from 'pg';
import type { IdempotencyKeys } from '@conectasst/platform/http/route';

/** The request each Idempotency-Key first came with, per caller and route (ADR 0158). */
export const IDEMPOTENCY_KEYS_SCHEMA = `CREATE TABLE IF NOT EXISTS idempotency_keys (
  caller text NOT NULL, route text NOT NULL, key text NOT NULL, fingerprint text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (caller, route, key))`;

/**
 * The fingerprint of the request each `Idempotency-Key` first came with, per caller and route (ADR 0158), in the event
 * store's database beside `id_allocations`. The first insert wins, so copies sent at the same moment with different
 * bodies get one `first` and the rest `conflict`.
 */
export class PostgresIdempotencyKeys implements IdempotencyKeys {
  private ready: Promise<void> | undefined;

  constructor(private readonly pool: Pool) {}

  private ensure(): Promise<void> {
    if (!this.ready) {
      this.ready = this.pool.query(IDEMPOTENCY_KEYS_SCHEMA).then(() => undefined);
      this.ready.catch(() => (this.ready = undefined));
    }
    return this.ready;
  }

  async claim({
    caller,
    route,
    key,
    fingerprint,
  }: {
    caller: string;
    route: string;
    key: string;
    fingerprint: string;
  }): Promise<'first' | 'same' | 'conflict'> {
    await this.ensure();
    const inserted = await this.pool.query(
      'INSERT INTO idempotency_keys (caller, route, key, fingerprint) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [caller, route, key, fingerprint],
    );
    if (inserted.rowCount === 1) return 'first';
    // Separate statement: it sees the row a concurrent request just committed.
    const existing = await this.pool.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM idempotency_keys WHERE caller = $1 AND route = $2 AND key = $3',
      [caller, route, key],
    );
    return existing.rows[0]?.fingerprint === fingerprint ? 'same' : 'conflict';
  }
}
