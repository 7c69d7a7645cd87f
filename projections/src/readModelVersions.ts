import type { PoolClient } from 'pg';
import type { Queryable } from './queryable';
import type { Projection, TableNames } from './projection';

/**
 * A version per read model (ADR 0174): `read_model_versions` (created with the checkpoints) holds a counter per
 * projection that moves only when a batch of the projection's own event types was applied to its live tables, in the
 * same transaction as its rows. A checkpoint moves with every event of the log; this counter only when the rows may
 * have changed. What is derived from read models and kept in memory (the public pages' cache, the sitemap) compares
 * these counters: a process that does not run the projections (the multi-process layout) reads them from the same
 * database, so no change can be missed and none is seen before its rows are.
 */

/** Bumps `name`'s version; run inside the transaction that changed its rows. */
export async function bumpReadModelVersion(db: PoolClient, name: string): Promise<void> {
  await db.query(
    `INSERT INTO read_model_versions (name, version, changed_at) VALUES ($1, 1, now())
     ON CONFLICT (name) DO UPDATE SET version = read_model_versions.version + 1, changed_at = now()`,
    [name],
  );
}

export interface ReadModelVersion {
  version: bigint;
  changedAt: Date;
}

/** The versions of `names` (a read model never changed reads version 0 at the epoch), in one query. */
export async function readModelVersions(
  db: Queryable,
  names: readonly string[],
): Promise<Map<string, ReadModelVersion>> {
  const versions = new Map<string, ReadModelVersion>(
    names.map((name) => [name, { version: 0n, changedAt: new Date(0) }]),
  );
  if (names.length === 0) return versions;
  try {
    const result = await db.query<{ name: string; version: string; changed_at: Date }>(
      'SELECT name, version, changed_at FROM read_model_versions WHERE name = ANY($1)',
      [names],
    );
    for (const row of result.rows) versions.set(row.name, { version: BigInt(row.version), changedAt: row.changed_at });
  } catch (error) {
    // A query-service started before the projections created the table (multi-process start): nothing applied yet.
    if ((error as { code?: string }).code !== '42P01') throw error;
  }
  return versions;
}

/** True when `tables` are the projection's live tables (not the fresh copies a rebuild fills before swapping them in). */
const isLive = (tables: TableNames<string>): boolean =>
  Object.entries(tables).every(([logical, physical]) => logical === physical);

/**
 * The projection, bumping its version after each batch applied to its live tables. Every path that applies events
 * (the live runner, the Kafka runner, parked events applied one by one, "Reprocessar") calls `apply` inside the
 * transaction of the rows, so wrapping `apply` covers them all; a rebuild bumps when it swaps its tables in (runner.ts).
 */
export function versioned<T extends string>(projection: Projection<T>): Projection<T> {
  return {
    ...projection,
    async apply(db, events, tables) {
      await projection.apply(db, events, tables);
      if (events.length > 0 && isLive(tables)) await bumpReadModelVersion(db, projection.name);
    },
  };
}
