import type { Pool } from 'pg';

/**
 * The session generations of some accounts, from the `users` read model (ADR 0110): one query for any number of ids.
 * Accounts the read model does not have are absent from the answer.
 */
export async function sessionGenerationsOf(pool: Pool, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await pool.query<{ id: string; session_generation: number }>('SELECT id, session_generation FROM users WHERE id = ANY($1::uuid[])', [userIds]);
  return new Map(rows.rows.map((row) => [row.id, row.session_generation]));
}
