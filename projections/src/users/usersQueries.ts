import type { Queryable } from '../queryable';

/**
 * The `users`, `provider_profiles` and `password_resets` read models (usersProjection.ts): every query over them, for
 * the query-service routes and the command side's ReadModelLookups (ADR 0132). E-mails are passed normalized
 * (`normalizeEmail`), as the projection stores `email_normalized`.
 */

export type AccountType = 'admin' | 'provider';

/** An account that may sign in: not erased, active, not removed. */
export interface LoginAccountRow {
  id: string;
  type: AccountType;
  password_hash: string | null;
}

export async function findLoginAccount(db: Queryable, emailNormalized: string): Promise<LoginAccountRow | undefined> {
  const found = await db.query<LoginAccountRow>(
    'SELECT id, type, password_hash FROM users WHERE email_normalized = $1 AND NOT erased AND active AND NOT removed',
    [emailNormalized],
  );
  return found.rows[0];
}

/** A provider's account by e-mail, for the password recovery (inactive providers may recover too). */
export async function findProviderByEmail(db: Queryable, emailNormalized: string): Promise<{ id: string; name: string | null } | undefined> {
  const found = await db.query<{ id: string; name: string | null }>("SELECT id, name FROM users WHERE email_normalized = $1 AND NOT erased AND type = 'provider'", [emailNormalized]);
  return found.rows[0];
}

/** The e-mail address an account has in the read model (null once erased; undefined when the read model has no row). */
export async function accountEmail(db: Queryable, userId: string): Promise<string | null | undefined> {
  const found = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
  return found.rows[0]?.email;
}

/** A provider's CNPJ (null when it gave none); undefined when no such provider, or erased. */
export async function providerCnpj(db: Queryable, providerId: string): Promise<{ cnpj: string | null } | undefined> {
  const found = await db.query<{ cnpj: string | null }>("SELECT cnpj FROM users WHERE id = $1 AND type = 'provider' AND NOT erased", [providerId]);
  return found.rows[0];
}

export interface ProviderContactRow {
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  corporate_name: string | null;
}

/** What a requester is sent about a provider who took a seat. */
export async function providerContact(db: Queryable, providerId: string): Promise<ProviderContactRow | undefined> {
  const found = await db.query<ProviderContactRow>('SELECT name, surname, email, phone, corporate_name FROM users WHERE id = $1', [providerId]);
  return found.rows[0];
}

/** The account a still unused password-reset code belongs to (the code is stored only as its HMAC). */
export async function passwordResetOwner(db: Queryable, codeHash: string): Promise<string | undefined> {
  const found = await db.query<{ user_id: string }>('SELECT user_id FROM password_resets WHERE code_hash = $1 AND NOT used', [codeHash]);
  return found.rows[0]?.user_id;
}

/**
 * The session generations of some accounts (ADR 0110): one query for any number of ids. Accounts the read model does
 * not have are absent from the answer.
 */
export async function sessionGenerationsOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; session_generation: number }>('SELECT id, session_generation FROM users WHERE id = ANY($1::uuid[])', [userIds]);
  return new Map(rows.rows.map((row) => [row.id, row.session_generation]));
}
