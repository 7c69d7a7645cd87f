import { toSearchText } from '@conectasst/common/text/searchText';
import type { Projection } from '../projection';

/** Read model behind the admin areas list, the area form and the public `GET /v1/area`. */
export const areasProjection: Projection<'areas'> = {
  name: 'areas',
  tables: ['areas'],
  eventTypes: ['AreaCreated', 'AreaRenamed', 'AreaActivated', 'AreaDeactivated', 'AreaDeleted'],

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

  async apply(db, events, t) {
    for (const event of events) {
      const id = event.data.areaId as number;
      switch (event.type) {
        case 'AreaCreated': {
          const name = event.data.name as string;
          await db.query(
            `INSERT INTO ${t.areas} (id, name, search_name, status, created_at, updated_at) VALUES ($1, $2, $3, true, $4, $4)`,
            [id, name, toSearchText(name), event.recordedAt],
          );
          break;
        }
        case 'AreaRenamed': {
          const name = event.data.name as string;
          await db.query(`UPDATE ${t.areas} SET name = $2, search_name = $3, updated_at = $4 WHERE id = $1`, [
            id,
            name,
            toSearchText(name),
            event.recordedAt,
          ]);
          break;
        }
        case 'AreaActivated':
        case 'AreaDeactivated':
          await db.query(`UPDATE ${t.areas} SET status = $2, updated_at = $3 WHERE id = $1`, [
            id,
            event.type === 'AreaActivated',
            event.recordedAt,
          ]);
          break;
        case 'AreaDeleted':
          await db.query(`DELETE FROM ${t.areas} WHERE id = $1`, [id]);
          break;
      }
    }
  },
};
