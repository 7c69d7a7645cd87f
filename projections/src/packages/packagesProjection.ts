import { toSearchText } from '@conectasst/common/text/searchText';
import { packageEvents } from '@conectasst/events/schemas/packageEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';
import { nameColumns, updateRecord } from '../recordUpdates';

/** Credit packages: admin list, the provider's packages page, checkout. Prices in cents. */
export const packagesProjection: Projection<'packages'> = {
  name: 'packages',
  tables: ['packages'],
  eventTypes: typesOf(packageEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.packages} (
        id          integer PRIMARY KEY,
        name        text NOT NULL,
        search_name text NOT NULL,
        credits     integer NOT NULL,
        demands     integer NOT NULL,
        price_cents bigint NOT NULL,
        status      boolean NOT NULL,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      );
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, packageEvents)) {
      switch (event.type) {
        case 'PackageCreated': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.packages} (id, name, search_name, credits, demands, price_cents, status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, true, $7, $7) ON CONFLICT (id) DO NOTHING`,
            [d.packageId, d.name, toSearchText(d.name), d.credits, d.demands, d.priceCents, event.recordedAt],
          );
          break;
        }
        case 'PackageRenamed':
          await updateRecord(db, t.packages, event.data.packageId, nameColumns(event.data.name), event.recordedAt);
          break;
        case 'PackageActivated':
        case 'PackageDeactivated':
          await updateRecord(
            db,
            t.packages,
            event.data.packageId,
            { status: event.type === 'PackageActivated' },
            event.recordedAt,
          );
          break;
        case 'PackageDeleted':
          await db.query(`DELETE FROM ${t.packages} WHERE id = $1`, [event.data.packageId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
