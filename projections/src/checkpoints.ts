import type { Pool, PoolClient, QueryResult } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { LOG_START } from '@conectasst/events/envelope';
import { advisoryLocks } from '@conectasst/events/postgres/advisoryLocks';

export const CHECKPOINT_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name            text PRIMARY KEY,
  commit_position bigint NOT NULL DEFAULT 0,
  prepare_position bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS schema_version integer NOT NULL DEFAULT 1;
COMMENT ON TABLE projection_checkpoints IS 'Log position each read model has applied, written in the same transaction as its rows.';
CREATE TABLE IF NOT EXISTS read_model_versions (
  name       text PRIMARY KEY,
  version    bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE read_model_versions IS 'A counter per read model, bumped in the transaction of each batch that changed its rows (not when only its checkpoint moved): what the page cache and the sitemap compare (readModelVersions.ts, ADR 0174).';
`;

export async function migrateCheckpoints(db: Pool | PoolClient): Promise<void> {
  await db.query('SELECT pg_advisory_lock($1)', [advisoryLocks.projectionCheckpointsSchema]);
  try {
    await db.query(CHECKPOINT_SCHEMA);
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.projectionCheckpointsSchema]);
  }
}

interface Row {
  commit_position: string;
  prepare_position: string;
}
const toPosition = (row: Row | undefined): LogPosition =>
  row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : LOG_START;

export async function readCheckpoint(db: Pool | PoolClient, name: string): Promise<LogPosition> {
  const result = await db.query<Row>(
    'SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  return toPosition(result.rows[0]);
}

export async function readCheckpoints(
  db: Pool | PoolClient,
  names: readonly string[],
): Promise<Map<string, LogPosition>> {
  const result = await db.query<Row & { name: string }>(
    'SELECT name, commit_position, prepare_position FROM projection_checkpoints WHERE name = ANY($1)',
    [names],
  );
  const map = new Map<string, LogPosition>(names.map((n) => [n, LOG_START]));
  for (const row of result.rows) map.set(row.name, toPosition(row));
  return map;
}

/** Locks the projection's checkpoint row for the current transaction and returns it. */
export async function lockCheckpoint(db: PoolClient, name: string): Promise<LogPosition> {
  await db.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
  const result = await db.query<Row>(
    'SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    [name],
  );
  return toPosition(result.rows[0]);
}

export async function writeCheckpoint(db: PoolClient, name: string, position: LogPosition): Promise<void> {
  await db.query(
    'UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now() WHERE name = $1',
    [name, position.commit.toString(), position.prepare.toString()],
  );
}

/**
 * Moves the checkpoint from `expected` to `to` in one statement, outside any transaction: for a batch with nothing to
 * apply there is nothing to keep atomic with it. False when the checkpoint was not at `expected` (a rebuild moved
 * it, or the row is missing): the caller then takes the locked path, which finds out which.
 */
export async function advanceCheckpoint(
  db: Pool,
  name: string,
  expected: LogPosition,
  to: LogPosition,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now()
      WHERE name = $1 AND commit_position = $4 AND prepare_position = $5`,
    [name, to.commit.toString(), to.prepare.toString(), expected.commit.toString(), expected.prepare.toString()],
  );
  return result.rowCount === 1;
}

/**
 * `BEGIN` and the checkpoint row's lock in one round trip (a simple multi-statement query, hence the escaped literal),
 * for the live runner's batches; falls back to `lockCheckpoint` when the row does not exist yet.
 */
export async function beginAndLockCheckpoint(db: PoolClient, name: string): Promise<LogPosition> {
  const results = (await db.query(
    `BEGIN; SELECT commit_position, prepare_position FROM projection_checkpoints WHERE name = ${db.escapeLiteral(name)} FOR UPDATE`,
  )) as unknown as QueryResult<Row>[];
  const row = results[1]?.rows[0];
  return row ? toPosition(row) : lockCheckpoint(db, name);
}

/** Moves the locked checkpoint to `position` (when given) and commits, in one round trip. */
export async function writeCheckpointAndCommit(
  db: PoolClient,
  name: string,
  position: LogPosition | undefined,
): Promise<void> {
  if (!position) {
    await db.query('COMMIT');
    return;
  }
  await db.query(
    `UPDATE projection_checkpoints SET commit_position = ${position.commit.toString()}, prepare_position = ${position.prepare.toString()},
            updated_at = now() WHERE name = ${db.escapeLiteral(name)}; COMMIT`,
  );
}

/**
 * `advanceCheckpoint` for several projections at once (the shared log reader's batch that none of them reads): one
 * statement moves every named checkpoint that is still at `expected` to `to`. A row locked by another transaction (a
 * rebuild swapping its tables in) is skipped, not waited for. Returns the names moved; the others take the locked path.
 */
export async function advanceCheckpoints(
  db: Pool,
  names: readonly string[],
  expected: LogPosition,
  to: LogPosition,
): Promise<Set<string>> {
  const result = await db.query<{ name: string }>(
    `UPDATE projection_checkpoints SET commit_position = $2, prepare_position = $3, updated_at = now()
      WHERE name IN (SELECT name FROM projection_checkpoints
                      WHERE name = ANY($1) AND commit_position = $4 AND prepare_position = $5 FOR UPDATE SKIP LOCKED)
      RETURNING name`,
    [names, to.commit.toString(), to.prepare.toString(), expected.commit.toString(), expected.prepare.toString()],
  );
  return new Set(result.rows.map((r) => r.name));
}

/** The schema version the projection's live tables were created with (1 when never recorded). */
export async function readSchemaVersion(db: PoolClient, name: string): Promise<number | undefined> {
  const result = await db.query<{ schema_version: number }>(
    'SELECT schema_version FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  return result.rows[0]?.schema_version;
}

/** Tables were (re)created empty: the projection starts again from the beginning of the log. */
export async function resetCheckpoint(db: PoolClient, name: string, schemaVersion: number): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, schema_version) VALUES ($1, 0, 0, $2)
     ON CONFLICT (name) DO UPDATE SET commit_position = 0, prepare_position = 0, schema_version = $2, updated_at = now()`,
    [name, schemaVersion],
  );
}
