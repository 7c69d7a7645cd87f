import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { LOG_START, comparePositions } from '@conectasst/events/envelope';
import { readCheckpoints } from './checkpoints';

/** Read-your-writes: lets a query wait until the read models have applied a given log position. */
export interface ConsistencyWaiter {
  /** Resolves true once every read model has passed `position`, false when `timeoutMs` runs out first. */
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean>;
}

/**
 * Where the read models' positions are kept: the store-fed runner writes one checkpoint per projection
 * (`projection_checkpoints`); Kafka-fed projections keep one position per partition (`kafka_projection_positions`),
 * moved past idle partitions by the relay's watermarks, so a projection has applied everything up to the smallest.
 */
export type ProjectionFeed = { kind: 'store' } | { kind: 'kafka'; topic: string };
export const STORE_FEED: ProjectionFeed = { kind: 'store' };

/** The position each named read model has applied everything up to, as stored in the database. */
export async function readProjectionPositions(pool: Pool, names: readonly string[], feed: ProjectionFeed): Promise<Map<string, LogPosition>> {
  const positions = new Map<string, LogPosition>(names.map((n) => [n, LOG_START]));
  if (feed.kind === 'store') {
    try {
      return await readCheckpoints(pool, names);
    } catch (error) {
      // Not created yet: no projection has started on this database.
      if ((error as { code?: string }).code === '42P01') return positions;
      throw error;
    }
  }
  let rows: { projection: string; commit_position: string; prepare_position: string }[];
  try {
    rows = (
      await pool.query<{ projection: string; commit_position: string; prepare_position: string }>(
        `SELECT projection, commit_position, prepare_position FROM kafka_projection_positions WHERE topic = $1 AND projection = ANY($2)`,
        [feed.topic, names],
      )
    ).rows;
  } catch (error) {
    // Not created yet: no Kafka-fed projection has started.
    if ((error as { code?: string }).code === '42P01') return positions;
    throw error;
  }
  const seen = new Set<string>();
  for (const row of rows) {
    const position = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
    const current = positions.get(row.projection)!;
    if (!seen.has(row.projection) || comparePositions(position, current) < 0) positions.set(row.projection, position);
    seen.add(row.projection);
  }
  return positions;
}

export function smallestPosition(positions: Iterable<LogPosition>): LogPosition {
  let min: LogPosition | undefined;
  for (const p of positions) if (!min || comparePositions(p, min) < 0) min = p;
  return min ?? LOG_START;
}

/** For processes that do not run the projections themselves (query-service, command-service): polls their positions. */
export class CheckpointPollingWaiter implements ConsistencyWaiter {
  constructor(
    private readonly pool: Pool,
    private readonly projectionNames: readonly string[],
    private readonly pollMs = 10,
    private readonly feed: ProjectionFeed = STORE_FEED,
  ) {}

  async waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const positions = await readProjectionPositions(this.pool, this.projectionNames, this.feed);
      if ([...positions.values()].every((p) => comparePositions(p, position) >= 0)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
