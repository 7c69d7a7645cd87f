import type { Pool } from 'pg';

/** Numeric ids for catalogue records (the spec's client uses numbers, e.g. area 10). */
export interface IdAllocator {
  /** Next id of a kind; with an idempotency key, the same key always gets the same id. */
  next(kind: string, idempotencyKey?: string): Promise<number>;
}

const KIND = /^[a-z_]{1,30}$/;

/** The ids handed out per (kind, key), so a repeated key gets its first id again; one sequence `ids_<kind>` per kind beside it. */
export const ID_ALLOCATIONS_SCHEMA = `CREATE TABLE IF NOT EXISTS id_allocations (kind text NOT NULL, key text NOT NULL, id integer NOT NULL, PRIMARY KEY (kind, key))`;

export class PostgresIdAllocator implements IdAllocator {
  private readonly ready = new Map<string, Promise<void>>();

  constructor(private readonly pool: Pool) {}

  private ensure(kind: string): Promise<void> {
    if (!KIND.test(kind)) throw new Error(`invalid id kind ${kind}`);
    let ready = this.ready.get(kind);
    if (!ready) {
      ready = (async () => {
        await this.pool.query(`CREATE SEQUENCE IF NOT EXISTS ids_${kind}`);
        await this.pool.query(ID_ALLOCATIONS_SCHEMA);
      })();
      ready.catch(() => this.ready.delete(kind));
      this.ready.set(kind, ready);
    }
    return ready;
  }

  async next(kind: string, idempotencyKey?: string): Promise<number> {
    await this.ensure(kind);
    if (!idempotencyKey) {
      const result = await this.pool.query<{ id: string }>(`SELECT nextval('ids_${kind}') AS id`);
      return Number(result.rows[0]!.id);
    }
    const inserted = await this.pool.query<{ id: number }>(
      `INSERT INTO id_allocations (kind, key, id) VALUES ($1, $2, nextval('ids_${kind}'))
       ON CONFLICT (kind, key) DO NOTHING RETURNING id`,
      [kind, idempotencyKey],
    );
    if (inserted.rows[0]) return inserted.rows[0].id;
    // Separate statement: it sees the row a concurrent request just committed.
    const existing = await this.pool.query<{ id: number }>(
      'SELECT id FROM id_allocations WHERE kind = $1 AND key = $2',
      [kind, idempotencyKey],
    );
    return existing.rows[0]!.id;
  }
}
