import type { Pool } from 'pg';
import type { EventStore } from '@conectasst/events/eventStore';
import { lockCheckpoint } from './checkpoints';
import { lockParkedEvent, recordFailedAttempt, resolveParkedEvent } from './parkedEvents';
import type { EventDecoder, Projection } from './projection';
import { liveTables } from './projection';

export type ReprocessOutcome = 'reprocessed' | 'failed' | 'not-parked' | 'unknown-consumer';

export interface ReprocessDeps {
  /** The read models' pool (the parked rows live beside the checkpoints). */
  pool: Pool;
  store: EventStore;
  decoder: EventDecoder;
  projections: readonly Projection[];
}

/**
 * "Reprocessar" (ADR 0155): re-applies parked events to their projection, in log order, each in one transaction that
 * holds the parked row's lock (only a row still `parked` is applied: two admins clicking at once apply it once) and the
 * projection's checkpoint lock (the live runner's batches wait meanwhile), and marks the row `reprocessed`. An event
 * that fails again is rolled back and stays parked with one more attempt and the new error.
 */
export async function reprocessParkedEvents(
  { pool, store, decoder, projections }: ReprocessDeps,
  selection: readonly { consumer: string; eventId: string }[],
  by: string,
): Promise<{ consumer: string; eventId: string; outcome: ReprocessOutcome }[]> {
  const byName = new Map(projections.map((p) => [p.name, p]));
  // Log order: the rows' positions, read once.
  const rows = await pool.query<{ consumer: string; event_id: string }>(
    `SELECT consumer, event_id FROM parked_events
      WHERE (consumer, event_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      ORDER BY commit_position, prepare_position, consumer`,
    [selection.map((s) => s.consumer), selection.map((s) => s.eventId)],
  );
  const ordered = rows.rows.map((r) => ({ consumer: r.consumer, eventId: r.event_id }));
  const known = new Set(ordered.map((r) => `${r.consumer}\u0000${r.eventId}`));
  const results: { consumer: string; eventId: string; outcome: ReprocessOutcome }[] = selection
    .filter((s) => !known.has(`${s.consumer}\u0000${s.eventId}`))
    .map((s) => ({ ...s, outcome: 'not-parked' }));
  for (const { consumer, eventId } of ordered) {
    const projection = byName.get(consumer);
    if (!projection) {
      results.push({ consumer, eventId, outcome: 'unknown-consumer' });
      continue;
    }
    const client = await pool.connect();
    let failure: unknown;
    let outcome: ReprocessOutcome = 'reprocessed';
    try {
      await client.query('BEGIN');
      const parked = await lockParkedEvent(client, consumer, eventId);
      if (!parked) {
        outcome = 'not-parked';
        await client.query('ROLLBACK');
      } else {
        await lockCheckpoint(client, consumer);
        try {
          const event = (await store.read(parked.streamId, { fromRevision: parked.revision })).find((e) => e.id === eventId);
          if (!event) throw new Error(`evento ${eventId} não encontrado no log`);
          await projection.apply(client, await decoder.decodeMany([event]), liveTables(projection));
          await resolveParkedEvent(client, consumer, eventId, 'reprocessed', by);
          await client.query('COMMIT');
        } catch (error) {
          failure = error;
          outcome = 'failed';
          await client.query('ROLLBACK');
        }
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (outcome === 'failed') await recordFailedAttempt(pool, consumer, eventId, failure);
    results.push({ consumer, eventId, outcome });
  }
  return results;
}
