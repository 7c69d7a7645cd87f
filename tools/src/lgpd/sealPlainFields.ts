import type pg from 'pg';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { RecordedEvent } from '@conectasst/events/envelope';

/**
 * The one rewrite of the append-only log (ADR 0167): every event whose definition marks a field personal and whose
 * stored data still holds that field in plain text (written before ADR 0112) gets the field sealed under its subject's
 * key in place — or nulled when the subject is erased. Only `data` changes: ids, order, types, versions and metadata
 * stay, so projections, checkpoints and replays are unaffected (a replay decodes to the same values). Idempotent:
 * a second run finds nothing. Run with the command-service stopped (a write racing the rewrite is refused by nothing).
 */
export async function sealPlainPersonalFields(
  pool: pg.Pool,
  catalogue: EventCatalogue,
  options: { batch?: number; onProgress?: (scanned: number, sealed: number) => void } = {},
): Promise<{ scanned: number; sealed: number }> {
  const types = catalogue
    .definitions()
    .filter((d) => d.personalData.length > 0)
    .map((d) => d.type);
  const batch = options.batch ?? 500;
  let after = 0n;
  let scanned = 0;
  let sealed = 0;
  for (;;) {
    const { rows } = await pool.query<{
      global_position: string;
      event_id: string;
      stream_id: string;
      revision: number;
      event_type: string;
      event_version: number;
      data: Record<string, unknown>;
      metadata: Record<string, unknown>;
      recorded_at: Date;
    }>(
      `SELECT global_position, event_id, stream_id, revision, event_type, event_version, data, metadata, recorded_at
         FROM events WHERE global_position > $1 AND event_type = ANY($2::text[]) ORDER BY global_position LIMIT $3`,
      [after.toString(), types, batch],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      after = BigInt(row.global_position);
      scanned += 1;
      const recorded: RecordedEvent = {
        id: row.event_id,
        type: row.event_type,
        version: row.event_version,
        streamId: row.stream_id,
        revision: row.revision,
        globalPosition: after,
        position: { commit: after, prepare: after },
        data: row.data,
        metadata: row.metadata,
        recordedAt: row.recorded_at,
      };
      const data = await catalogue.sealPlainPersonalFields(recorded);
      if (!data) continue;
      await pool.query('UPDATE events SET data = $2 WHERE event_id = $1', [row.event_id, JSON.stringify(data)]);
      sealed += 1;
    }
    options.onProgress?.(scanned, sealed);
  }
  return { scanned, sealed };
}
