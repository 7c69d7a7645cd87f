import type { Queryable } from '../queryable';

/** The `contact_messages` read model (contactsProjection.ts), for the query-service (ADR 0132). */

export interface ContactMessageRow {
  id: number;
  /** The personal fields read null once the sender was erased (LGPD). */
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  uf: string;
  city: string | null;
  subject: string;
  text: string | null;
  created_at: Date;
}

/** "Fale conosco" messages, newest first, one page (never the whole table: the form is public), and how many there are. */
export async function listContactMessages(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const r = await db.query<ContactMessageRow & { total: string }>(
    `SELECT id, first_name, last_name, email, phone, uf, city, subject, text, created_at, count(*) OVER () AS total
       FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [perPage, (page - 1) * perPage],
  );
  let total = Number(r.rows[0]?.total ?? 0);
  if (r.rows.length === 0 && page > 1)
    total = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM contact_messages')).rows[0]!.n);
  return { rows: r.rows.map(({ total: _total, ...row }) => row), total };
}
