import type { Pool } from 'pg';

/** The requester e-mail a demand has now (`demand_contacts`); null once erased (LGPD), undefined for no such demand. */
export async function requesterEmailOf(pool: Pool, demandId: number): Promise<string | null | undefined> {
  const rows = await pool.query<{ email_normalized: string | null }>('SELECT email_normalized FROM demand_contacts WHERE demand_id = $1', [demandId]);
  return rows.rows[0]?.email_normalized;
}
