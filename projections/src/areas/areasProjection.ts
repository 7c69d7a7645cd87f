import { toSearchText } from '@conectasst/common/text/searchText';
import type { PoolClient } from 'pg';
import { areaEvents } from '@conectasst/events/schemas/areaEvents';
import type { ProjectedEvent, Projection, TableNames } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

interface AreaRow {
  id: number;
  name: string;
  status: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * Folds a batch in memory, starting from the stored rows it touches, then writes it with one upsert and one delete:
 * a handful of statements per batch instead of one per event (rebuilds replay hundreds of thousands of events).
 */
async function applyBatch(db: PoolClient, projected: ProjectedEvent[], t: TableNames<'areas'>): Promise<void> {
  const events = typedEvents(projected, areaEvents);
  const ids = [...new Set(events.map((e) => e.data.areaId))];
  const stored = await db.query<AreaRow>(
    `SELECT id, name, status, created_at, updated_at FROM ${t.areas} WHERE id = ANY($1::int[])`,
    [ids],
  );
  const rows = new Map<number, AreaRow | null>(stored.rows.map((r) => [r.id, r]));
  const touched = new Set<number>();
  for (const event of events) {
    const id = event.data.areaId;
    const row = rows.get(id);
    touched.add(id);
    switch (event.type) {
      case 'AreaCreated':
        rows.set(id, {
          id,
          name: event.data.name,
          status: true,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        });
        break;
      case 'AreaRenamed':
        if (row) rows.set(id, { ...row, name: event.data.name, updated_at: event.recordedAt });
        break;
      case 'AreaActivated':
      case 'AreaDeactivated':
        if (row) rows.set(id, { ...row, status: event.type === 'AreaActivated', updated_at: event.recordedAt });
        break;
      case 'AreaDeleted':
        rows.set(id, null);
        break;
      default:
        exhaustive(event);
    }
  }
  const kept = [...touched].map((id) => rows.get(id)).filter((r): r is AreaRow => Boolean(r));
  const deleted = [...touched].filter((id) => rows.get(id) === null);
  if (deleted.length) await db.query(`DELETE FROM ${t.areas} WHERE id = ANY($1::int[])`, [deleted]);
  if (kept.length) {
    await db.query(
      `INSERT INTO ${t.areas} (id, name, search_name, status, created_at, updated_at)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bool[], $5::timestamptz[], $6::timestamptz[])
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, search_name = EXCLUDED.search_name, status = EXCLUDED.status,
         updated_at = EXCLUDED.updated_at`,
      [
        kept.map((r) => r.id),
        kept.map((r) => r.name),
        kept.map((r) => toSearchText(r.name)),
        kept.map((r) => r.status),
        kept.map((r) => r.created_at),
        kept.map((r) => r.updated_at),
      ],
    );
  }
}

/** Read model behind the admin areas list, the area form and the public `GET /v1/area`. */
export const areasProjection: Projection<'areas'> = {
  name: 'areas',
  tables: ['areas'],
  eventTypes: typesOf(areaEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.areas} (
        id          integer PRIMARY KEY,
        name        text NOT NULL,
        search_name text NOT NULL,
        status      boolean NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.areas} (search_name);
    `);
  },

  apply: applyBatch,
};
