import type { Pool } from 'pg';
import type { EventStore } from '@conectasst/events/eventStore';
import { lockCheckpoint } from './checkpoints';
import { formatPosition } from '@conectasst/events/envelope';
import { lockParkedEvent, positionOf, recordFailedAttempt, resolveParkedEvent } from './parkedEvents';
import type { EventDecoder, ProjectedEvent, Projection } from './projection';
import { liveTables } from './projection';

export type ReprocessOutcome = 'reprocessed' | 'failed' | 'not-parked' | 'unknown-consumer';

/** What became of one chosen event, with its type and position when it was parked (for the audit event). */
export interface ParkedOutcomeOf<O extends string> {
  consumer: string;
  eventId: string;
  outcome: O;
  eventType?: string;
  position?: string;
}

export interface ReprocessDeps {
  /** The read models' pool (the parked rows live beside the checkpoints). */
  pool: Pool;
  store: EventStore;
  decoder: EventDecoder;
  projections: readonly Projection[];
  /**
   * Process managers whose parked events can be reprocessed, by consumer name: does again, for one event, what the
   * process does (e.g. `requester-mails` sends that subscription's e-mail). Not in a transaction: a sent e-mail is
   * not rolled back; the parked row is marked after it.
   */
  processes?: Readonly<Record<string, (event: ProjectedEvent) => Promise<void>>>;
}

/**
 * "Reprocessar" (ADR 0155): re-applies parked events to their projection, in log order, each in one transaction that
 * holds the parked row's lock (only a row still `parked` is applied: two admins clicking at once apply it once) and the
 * projection's checkpoint lock (the live runner's batches wait meanwhile), and marks the row `reprocessed`. An event
 * that fails again is rolled back and stays parked with one more attempt and the new error.
 */
export async function reprocessParkedEvents(
  { pool, store, decoder, projections, processes = {} }: ReprocessDeps,
  selection: readonly { consumer: string; eventId: string }[],
  by: string,
): Promise<ParkedOutcomeOf<ReprocessOutcome>[]> {
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
  const results: ParkedOutcomeOf<ReprocessOutcome>[] = selection
    .filter((s) => !known.has(`${s.consumer}\u0000${s.eventId}`))
    .map((s) => ({ ...s, outcome: 'not-parked' }));
  for (const { consumer, eventId } of ordered) {
    const projection = byName.get(consumer);
    const process = Object.hasOwn(processes, consumer) ? processes[consumer] : undefined;
    if (!projection && process) {
      results.push(await reprocessForProcess(pool, store, decoder, consumer, eventId, process, by));
      continue;
    }
    if (!projection) {
      results.push({ consumer, eventId, outcome: 'unknown-consumer' });
      continue;
    }
    const client = await pool.connect();
    let failure: unknown;
    let outcome: ReprocessOutcome = 'reprocessed';
    let parkedAs: { eventType: string; position: string } | undefined;
    try {
      await client.query('BEGIN');
      const parked = await lockParkedEvent(client, consumer, eventId);
      if (!parked) {
        outcome = 'not-parked';
        await client.query('ROLLBACK');
      } else {
        parkedAs = { eventType: parked.eventType, position: parked.position };
        await lockCheckpoint(client, consumer);
        try {
          const event = (await store.read(parked.streamId, { fromRevision: parked.revision })).find(
            (e) => e.id === eventId,
          );
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
    results.push({ consumer, eventId, outcome, ...parkedAs });
  }
  return results;
}

/**
 * "Ignorar" (ADR 0155): the chosen events stay unapplied for good; their rows say who decided and when. A replay of
 * the log (a new schema version) skips them too.
 */
export async function ignoreParkedEvents(
  pool: Pool,
  selection: readonly { consumer: string; eventId: string }[],
  by: string,
): Promise<ParkedOutcomeOf<'ignored' | 'not-parked'>[]> {
  const results: ParkedOutcomeOf<'ignored' | 'not-parked'>[] = [];
  for (const { consumer, eventId } of selection) {
    const row = await pool.query<{ event_type: string; commit_position: string; prepare_position: string }>(
      `UPDATE parked_events SET state = 'ignored', resolved_by = $3, resolved_at = now()
        WHERE consumer = $1 AND event_id = $2 AND state = 'parked' RETURNING event_type, commit_position, prepare_position`,
      [consumer, eventId, by],
    );
    const ignored = row.rows[0];
    results.push(
      ignored
        ? {
            consumer,
            eventId,
            outcome: 'ignored',
            eventType: ignored.event_type,
            position: formatPosition(positionOf(ignored)),
          }
        : { consumer, eventId, outcome: 'not-parked' },
    );
  }
  return results;
}

/** One parked event of a process manager: claimed under the parked row's lock, done again, then marked. */
async function reprocessForProcess(
  pool: Pool,
  store: EventStore,
  decoder: EventDecoder,
  consumer: string,
  eventId: string,
  process: (event: ProjectedEvent) => Promise<void>,
  by: string,
): Promise<ParkedOutcomeOf<ReprocessOutcome>> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const parked = await lockParkedEvent(client, consumer, eventId);
    if (!parked) {
      await client.query('ROLLBACK');
      return { consumer, eventId, outcome: 'not-parked' };
    }
    const parkedAs = { eventType: parked.eventType, position: parked.position };
    try {
      const event = (await store.read(parked.streamId, { fromRevision: parked.revision })).find(
        (e) => e.id === eventId,
      );
      if (!event) throw new Error(`evento ${eventId} não encontrado no log`);
      await process((await decoder.decodeMany([event]))[0]!);
    } catch (error) {
      await client.query('ROLLBACK');
      await recordFailedAttempt(pool, consumer, eventId, error);
      return { consumer, eventId, outcome: 'failed', ...parkedAs };
    }
    await resolveParkedEvent(client, consumer, eventId, 'reprocessed', by);
    await client.query('COMMIT');
    return { consumer, eventId, outcome: 'reprocessed', ...parkedAs };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
