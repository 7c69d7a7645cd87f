import { toSearchText } from '@conectasst/common/text/searchText';
import type { Projection } from '../projection';
import { nameColumns, updateRecord } from '../recordUpdates';

/**
 * NRs: the admin NR list and form, the public `GET /v1/nrs/find` (NRs of an area) and `GET /v1/search/all`.
 * The catalogue changes rarely, so one statement per event keeps it simple.
 */
export const nrsProjection: Projection<'nrs'> = {
  name: 'nrs',
  tables: ['nrs'],
  eventTypes: ['NrCreated', 'NrRenamed', 'NrMovedToArea', 'NrActivated', 'NrDeactivated', 'NrDeleted'],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.nrs} (
        id          integer PRIMARY KEY,
        area_id     integer NOT NULL,
        name        text NOT NULL,
        search_name text NOT NULL,
        status      boolean NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.nrs}.area_id IS 'Area the NR is filed under (areas.id; not a foreign key: read models are rebuilt independently).';
      COMMENT ON COLUMN ${t.nrs}.search_name IS 'Lower-case, accent-free name for contains searches.';
      CREATE INDEX ON ${t.nrs} (area_id);
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as { nrId: number; name?: string; areaId?: number };
      switch (event.type) {
        case 'NrCreated':
          await db.query(
            `INSERT INTO ${t.nrs} (id, area_id, name, search_name, status, created_at, updated_at) VALUES ($1, $2, $3, $4, true, $5, $5)
             ON CONFLICT (id) DO NOTHING`,
            [d.nrId, d.areaId, d.name, toSearchText(d.name!), event.recordedAt],
          );
          break;
        case 'NrRenamed':
          await updateRecord(db, t.nrs, d.nrId, nameColumns(d.name!), event.recordedAt);
          break;
        case 'NrMovedToArea':
          await updateRecord(db, t.nrs, d.nrId, { area_id: d.areaId }, event.recordedAt);
          break;
        case 'NrActivated':
        case 'NrDeactivated':
          await updateRecord(db, t.nrs, d.nrId, { status: event.type === 'NrActivated' }, event.recordedAt);
          break;
        case 'NrDeleted':
          await db.query(`DELETE FROM ${t.nrs} WHERE id = $1`, [d.nrId]);
          break;
      }
    }
  },
};
