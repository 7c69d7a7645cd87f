import { blogEvents } from '@conectasst/events/schemas/blogEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';
import { updateRecord } from '../recordUpdates';

/** Blog posts: the admin list and form, and the public `GET /v1/blog/all` (published only). */
export const postsProjection: Projection<'posts'> = {
  name: 'posts',
  tables: ['posts'],
  eventTypes: typesOf(blogEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.posts} (
        id           integer PRIMARY KEY,
        title        text NOT NULL,
        html         text NOT NULL,
        published_at timestamptz,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.posts}.html IS 'Sanitized HTML (allowlist applied by the command before the event was stored).';
      COMMENT ON COLUMN ${t.posts}.published_at IS 'Null while the post is a draft.';
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, blogEvents)) {
      switch (event.type) {
        case 'PostDrafted': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.posts} (id, title, html, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO NOTHING`,
            [d.postId, d.title, d.html, event.recordedAt],
          );
          break;
        }
        case 'PostEdited':
          await updateRecord(
            db,
            t.posts,
            event.data.postId,
            { title: event.data.title, html: event.data.html },
            event.recordedAt,
          );
          break;
        case 'PostPublished':
          await updateRecord(db, t.posts, event.data.postId, { published_at: event.recordedAt }, event.recordedAt);
          break;
        case 'PostUnpublished':
          await updateRecord(db, t.posts, event.data.postId, { published_at: null }, event.recordedAt);
          break;
        case 'PostDeleted':
          await db.query(`DELETE FROM ${t.posts} WHERE id = $1`, [event.data.postId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
