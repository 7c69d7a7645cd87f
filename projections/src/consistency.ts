import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { comparePositions } from '@conectasst/events/envelope';
import { readCheckpoints } from './checkpoints';

/** Read-your-writes: lets a query wait until the read models have applied a given log position. */
export interface ConsistencyWaiter {
  /** Resolves true once every read model has passed `position`, false when `timeoutMs` runs out first. */
  waitFor(position: LogPosition, timeoutMs: number): Promise<boolean>;
}

/** For a query-service running apart from the projections: polls the checkpoints table. */
export class CheckpointPollingWaiter implements ConsistencyWaiter {
  constructor(
    private readonly pool: Pool,
    private readonly projectionNames: readonly string[],
    private readonly pollMs = 10,
  ) {}

  async waitFor(position: LogPosition, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await readCheckpoints(this.pool, this.projectionNames);
      if ([...checkpoints.values()].every((p) => comparePositions(p, position) >= 0)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, this.pollMs));
    }
  }
}
