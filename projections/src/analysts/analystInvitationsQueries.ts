import type { AnalystRow } from '@conectasst/common/api/analysts';
import { analystStatus } from '@conectasst/common/rules/analystRules';
import type { Queryable } from '../queryable';

/** The analysts an admin invited, newest invitation first, with their names and e-mails from `users`. */
export async function analystList(db: Queryable, now: Date, limit = 500): Promise<AnalystRow[]> {
  const { rows } = await db.query<{
    user_id: string;
    name: string | null;
    surname: string | null;
    email: string | null;
    invited_at: Date;
    last_invited_at: Date | null;
    invite_expires_at: Date | null;
    password_set_at: Date | null;
  }>(
    `SELECT a.user_id, u.name, u.surname, u.email, a.invited_at, a.last_invited_at, a.invite_expires_at, a.password_set_at
       FROM analyst_invitations a LEFT JOIN users u ON u.id = a.user_id
      ORDER BY a.invited_at DESC, a.user_id
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => {
    const invite = {
      inviteExpiresAt: r.invite_expires_at?.toISOString() ?? null,
      passwordSetAt: r.password_set_at?.toISOString() ?? null,
    };
    return {
      userId: r.user_id,
      name: r.name,
      surname: r.surname,
      email: r.email,
      invitedAt: r.invited_at.toISOString(),
      lastInvitedAt: r.last_invited_at?.toISOString() ?? null,
      ...invite,
      status: analystStatus(invite, now),
    };
  });
}
