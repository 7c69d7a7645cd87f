import { toSearchText } from '@conectasst/common/text/searchText';
import { nrEvents } from '@conectasst/events/schemas/nrEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';
import { nameColumns, updateRecord } from '../recordUpdates';

/**
 * NRs: the admin NR list and form, the public `GET /v1/nrs/find` (NRs of an area) and `GET /v1/search/all`.
 * The catalogue changes rarely, so one statement per event keeps it simple.
 */
export const nrsProjection: Projection<'nrs'> = {
  name: 'nrs',
  tables: ['nrs'],
  eventTypes: typesOf(nrEvents),

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
    for (const event of typedEvents(events, nrEvents)) {
      switch (event.type) {
        case 'NrCreated': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.nrs} (id, area_id, name, search_name, status, created_at, updated_at) VALUES ($1, $2, $3, $4, true, $5, $5)
             ON CONFLICT (id) DO NOTHING`,
            [d.nrId, d.areaId, d.name, toSearchText(d.name), event.recordedAt],
          );
          break;
        }
        case 'NrRenamed':
          await updateRecord(db, t.nrs, event.data.nrId, nameColumns(event.data.name), event.recordedAt);
          break;
        case 'NrMovedToArea':
          await updateRecord(db, t.nrs, event.data.nrId, { area_id: event.data.areaId }, event.recordedAt);
          break;
        case 'NrActivated':
        case 'NrDeactivated':
          await updateRecord(db, t.nrs, event.data.nrId, { status: event.type === 'NrActivated' }, event.recordedAt);
          break;
        case 'NrDeleted':
          await db.query(`DELETE FROM ${t.nrs} WHERE id = $1`, [event.data.nrId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
