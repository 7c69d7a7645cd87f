import { PasswordChanged, PasswordResetRequested, UserRegistered } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [UserRegistered, PasswordResetRequested, PasswordChanged] as const;

/**
 * The admin's "Analistas" (issue #40, ADR 0178): each analyst's invitation — first and last link mailed, until when the
 * last link works, when a password was set. Names and e-mails stay in `users` (personal data, erased there); this
 * table holds none. An analyst's reset codes are only ever invitations (the recovery form serves providers), so a
 * `PasswordResetRequested` on an analyst's account is a link mailed by an admin.
 */
export const analystInvitationsProjection: Projection<'analyst_invitations'> = {
  name: 'analyst_invitations',
  tables: ['analyst_invitations'],
  eventTypes: typesOf(readEvents),
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.analyst_invitations} (
        user_id           uuid PRIMARY KEY,
        invited_at        timestamptz NOT NULL,
        last_invited_at   timestamptz,
        invite_expires_at timestamptz,
        password_set_at   timestamptz
      );
      COMMENT ON TABLE ${t.analyst_invitations} IS 'Analyst accounts and their invitations (set-password links); names and e-mails are in users.';
      COMMENT ON COLUMN ${t.analyst_invitations}.invite_expires_at IS 'Until when the last link works; null once a password was set with it.';
    `);
  },
  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'UserRegistered':
          if (event.data.type === 'analyst')
            await db.query(
              `INSERT INTO ${t.analyst_invitations} (user_id, invited_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
              [event.data.userId, event.recordedAt],
            );
          break;
        case 'PasswordResetRequested':
          // Other accounts have no row: the update touches nothing.
          await db.query(
            `UPDATE ${t.analyst_invitations} SET last_invited_at = $2, invite_expires_at = $3 WHERE user_id = $1`,
            [event.data.userId, event.recordedAt, event.data.expiresAt],
          );
          break;
        case 'PasswordChanged':
          await db.query(
            `UPDATE ${t.analyst_invitations} SET password_set_at = $2, invite_expires_at = NULL WHERE user_id = $1`,
            [event.data.userId, event.recordedAt],
          );
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
