import { pageEvents } from '@conectasst/events/schemas/pageEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';
import { updateRecord } from '../recordUpdates';

/** The CMS content behind `GET /v1/pages` and `GET /v1/pages/item`, and the 'Como nos conheceu?' list (`GET /v1/social`). */
export const pagesProjection: Projection<'home_content' | 'faqs' | 'mvv_entries' | 'social_options'> = {
  name: 'pages',
  tables: ['home_content', 'faqs', 'mvv_entries', 'social_options'],
  eventTypes: typesOf(pageEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.home_content} (
        singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        title      text NOT NULL,
        subtitle   text NOT NULL,
        about      text NOT NULL,
        item1      text NOT NULL,
        item2      text NOT NULL,
        item3      text NOT NULL,
        updated_at timestamptz NOT NULL
      );
      COMMENT ON TABLE ${t.home_content} IS 'One row: the home page texts.';
      CREATE TABLE ${t.faqs} (
        id          integer PRIMARY KEY,
        title       text NOT NULL,
        description text NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      CREATE TABLE ${t.mvv_entries} (
        id          integer PRIMARY KEY,
        type        text NOT NULL,
        description text NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.mvv_entries}.type IS 'mission, vision or value';
      CREATE TABLE ${t.social_options} (
        id   integer PRIMARY KEY,
        name text NOT NULL
      );
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, pageEvents)) {
      switch (event.type) {
        case 'HomeContentSaved': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.home_content} (title, subtitle, about, item1, item2, item3, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (singleton) DO UPDATE SET title = EXCLUDED.title, subtitle = EXCLUDED.subtitle, about = EXCLUDED.about,
               item1 = EXCLUDED.item1, item2 = EXCLUDED.item2, item3 = EXCLUDED.item3, updated_at = EXCLUDED.updated_at`,
            [d.title, d.subtitle, d.about, d.item1, d.item2, d.item3, event.recordedAt],
          );
          break;
        }
        case 'FaqCreated':
        case 'FaqEdited': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.faqs} (id, title, description, updated_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, updated_at = EXCLUDED.updated_at`,
            [d.faqId, d.title, d.description, event.recordedAt],
          );
          break;
        }
        case 'FaqDeleted':
          await db.query(`DELETE FROM ${t.faqs} WHERE id = $1`, [event.data.faqId]);
          break;
        case 'MvvEntryCreated': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.mvv_entries} (id, type, description, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
            [d.entryId, d.type, d.description, event.recordedAt],
          );
          break;
        }
        case 'MvvEntryEdited':
          await updateRecord(
            db,
            t.mvv_entries,
            event.data.entryId,
            { description: event.data.description },
            event.recordedAt,
          );
          break;
        case 'SocialOptionAdded':
          await db.query(`INSERT INTO ${t.social_options} (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
            event.data.optionId,
            event.data.name,
          ]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
