import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';

/** Accounts: login lookup by e-mail, the current-user call, admin lists. */
export const usersProjection: Projection<'users'> = {
  name: 'users',
  tables: ['users'],
  eventTypes: ['UserRegistered'],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.users} (
        id               uuid PRIMARY KEY,
        type             text NOT NULL,
        name             text,
        surname          text,
        email            text,
        email_normalized text UNIQUE,
        phone            text,
        password_hash    text,
        erased           boolean NOT NULL DEFAULT false,
        created_at       timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.users}.erased IS 'The person was erased (LGPD): personal fields are null.';
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      if (event.type !== 'UserRegistered') continue;
      const d = event.data as Record<string, string | null>;
      await db.query(
        `INSERT INTO ${t.users} (id, type, name, surname, email, email_normalized, phone, password_hash, erased, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (id) DO NOTHING`,
        [d.userId, d.type, d.name, d.surname, d.email, d.email ? normalizeEmail(d.email) : null, d.phone, d.passwordHash, event.erased ?? false, event.recordedAt],
      );
    }
  },
};
