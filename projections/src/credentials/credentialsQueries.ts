import type { Credential } from '@conectasst/common/api/trust';
import type { CredentialKindCode } from '@conectasst/common/rules/trustRules';
import { credentialLabel } from '@conectasst/common/rules/trustRules';
import type { HeldRegistry, SigningRule } from '@conectasst/common/rules/signingRules';
import { signingRefusal, unmetSigningRule } from '@conectasst/common/rules/signingRules';
import { personNameSql, queueByStatus } from '../listing';
import type { Queryable } from '../queryable';

/** The `provider_credentials` read model (credentialsProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

export interface VerifiedCredential {
  kind: CredentialKindCode;
  /** How it reads next to the provider's name: "CREA 5061234567/SP", "CRM 123456/MG · RQE 7890". */
  label: string;
}

/**
 * The "Verificado" badge wherever a requester sees a provider: each provider's verified registries (an empty list, or
 * no entry, means no badge). Reads the `credentials` read model; `pool` is the read models' pool.
 */
export async function verifiedCredentialsOf(
  pool: Queryable,
  providerIds: readonly string[],
): Promise<Map<string, VerifiedCredential[]>> {
  const result = new Map<string, VerifiedCredential[]>();
  if (providerIds.length === 0) return result;
  const rows = await pool.query<Pick<CredentialRow, 'provider_id' | 'kind' | 'other_name' | 'number' | 'uf' | 'rqe'>>(
    `SELECT provider_id, kind, other_name, number, uf, rqe FROM provider_credentials
      WHERE status = 'verified' AND number IS NOT NULL AND provider_id = ANY($1::uuid[]) ORDER BY provider_id, declared_at`,
    [providerIds],
  );
  for (const r of rows.rows) {
    const list = result.get(r.provider_id) ?? [];
    list.push({
      kind: r.kind,
      label: credentialLabel({ kind: r.kind, otherName: r.other_name, number: r.number, uf: r.uf, rqe: r.rqe }),
    });
    result.set(r.provider_id, list);
  }
  return result;
}

/** The provider who declared a credential, or undefined (admins act on the queue's credential ids). */
export async function credentialOwner(db: Queryable, credentialId: string): Promise<string | undefined> {
  const found = await db.query<{ provider_id: string }>(
    'SELECT provider_id FROM provider_credentials WHERE credential_id = $1',
    [credentialId],
  );
  return found.rows[0]?.provider_id;
}

/** A declared registry as stored (`provider_credentials`); the admin's queue adds the provider's name and e-mail. */
export interface CredentialRow {
  credential_id: string;
  provider_id: string;
  kind: CredentialKindCode;
  other_name: string;
  number: string | null;
  uf: string;
  rqe: string | null;
  speciality: string | null;
  speciality_verified: boolean;
  status: Credential['status'];
  note: string;
  declared_at: Date;
  decided_at: Date | null;
  provider_name?: string | null;
  provider_email?: string | null;
}

/** The provider's own registries, in the order declared. */
export async function credentialsOf(db: Queryable, providerId: string): Promise<CredentialRow[]> {
  return (
    await db.query<CredentialRow>('SELECT * FROM provider_credentials WHERE provider_id = $1 ORDER BY declared_at', [
      providerId,
    ])
  ).rows;
}

/** Whether the provider gave a CNPJ and whether an admin verified it. */
export async function cnpjStatusOf(
  db: Queryable,
  providerId: string,
): Promise<{ hasCnpj: boolean; verified: boolean }> {
  const row = (
    await db.query<{ cnpj: string | null; verified: boolean }>(
      'SELECT u.cnpj, EXISTS (SELECT 1 FROM cnpj_verifications v WHERE v.provider_id = u.id) AS verified FROM users u WHERE u.id = $1',
      [providerId],
    )
  ).rows[0];
  return { hasCnpj: Boolean(row?.cnpj), verified: row?.verified ?? false };
}

/** The admin's queue: registries of one status (`pending` oldest first, the others newest first) or all, at most `limit`. */
export async function credentialsByStatus(
  db: Queryable,
  status: Credential['status'] | 'all',
  limit: number,
): Promise<CredentialRow[]> {
  const sql = `SELECT c.*, ${personNameSql('u', "''")} AS provider_name, coalesce(u.email, '') AS provider_email
                 FROM provider_credentials c LEFT JOIN users u ON u.id = c.provider_id`;
  return queueByStatus<CredentialRow>(db, sql, { status: 'c.status', at: 'c.declared_at' }, status, 'pending', limit);
}

export interface CnpjQueueRow {
  id: string;
  name: string | null;
  surname: string | null;
  corporate_name: string | null;
  cnpj: string;
  verified_at: Date | null;
}

/** Providers (Pessoa Jurídica, not removed) with a CNPJ, the unverified first, newest first, at most `limit`. */
export async function cnpjQueue(db: Queryable, limit: number): Promise<CnpjQueueRow[]> {
  const rows = await db.query<CnpjQueueRow>(
    `SELECT u.id, u.name, u.surname, u.corporate_name, u.cnpj, v.verified_at
       FROM users u LEFT JOIN cnpj_verifications v ON v.provider_id = u.id
      WHERE u.type = 'provider' AND u.person_type = 2 AND u.cnpj IS NOT NULL AND NOT u.removed
      ORDER BY (v.verified_at IS NOT NULL), u.created_at DESC LIMIT $1`,
    [limit],
  );
  return rows.rows;
}

/** Declared registries waiting for an admin's check (the admin menu's count, issue #35 item 9). */
export async function pendingCredentialsCount(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM provider_credentials WHERE status = 'pending'",
  );
  return r.rows[0]?.n ?? 0;
}

type VerifiedRegistryRow = Pick<CredentialRow, 'kind' | 'rqe' | 'speciality' | 'speciality_verified'>;
const heldRegistry = (r: VerifiedRegistryRow): HeldRegistry => ({
  kind: r.kind,
  rqe: r.rqe,
  status: 'verified',
  speciality: r.speciality,
  specialityVerified: r.speciality_verified,
});

/**
 * Whether provider `providerId` may take a seat on demand `demandId` as far as signing goes (ADR 0169): the
 * "Requer assinatura de <profissional>" of the first service of the demand whose rule none of its verified registries
 * meets, or null. The same rule as the command side's check (`unmetSigningRule`), on the read models.
 */
export async function signingRequiredFor(db: Queryable, providerId: string, demandId: number): Promise<string | null> {
  const rules = await db.query<{ signing: SigningRule }>(
    `SELECT s.signing FROM demands d JOIN services s ON s.id = ANY(d.service_ids) WHERE d.id = $1 AND s.signing IS NOT NULL ORDER BY s.id`,
    [demandId],
  );
  if (rules.rows.length === 0) return null;
  const registries = await db.query<VerifiedRegistryRow>(
    `SELECT kind, rqe, speciality, speciality_verified FROM provider_credentials WHERE provider_id = $1::uuid AND status = 'verified'`,
    [providerId],
  );
  const unmet = unmetSigningRule(
    rules.rows.map((r) => r.signing),
    registries.rows.map(heldRegistry),
  );
  return unmet ? signingRefusal(unmet) : null;
}

/**
 * Of `providerIds`, those whose verified registries meet every "quem pode assinar" rule of demand `demandId`'s services
 * (ADR 0169: "Assinatura habilitada ✔"); an empty set when no service of the demand has a rule.
 */
export async function providersWhoMaySign(
  db: Queryable,
  demandId: number,
  providerIds: readonly string[],
): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rules = await db.query<{ signing: SigningRule }>(
    `SELECT s.signing FROM demands d JOIN services s ON s.id = ANY(d.service_ids) WHERE d.id = $1 AND s.signing IS NOT NULL`,
    [demandId],
  );
  if (rules.rows.length === 0) return new Set();
  return providersMeeting(
    db,
    rules.rows.map((r) => r.signing),
    providerIds,
  );
}

/** Of `providerIds`, those whose verified registries meet every one of `rules` (ADR 0169, 0177); none when no rule. */
export async function providersMeeting(
  db: Queryable,
  rules: readonly SigningRule[],
  providerIds: readonly string[],
): Promise<Set<string>> {
  const signers = new Set<string>();
  if (providerIds.length === 0 || rules.length === 0) return signers;
  const registries = await db.query<VerifiedRegistryRow & { provider_id: string }>(
    `SELECT provider_id, kind, rqe, speciality, speciality_verified FROM provider_credentials WHERE status = 'verified' AND provider_id = ANY($1::uuid[])`,
    [providerIds],
  );
  const held = new Map<string, HeldRegistry[]>();
  for (const r of registries.rows) held.set(r.provider_id, [...(held.get(r.provider_id) ?? []), heldRegistry(r)]);
  for (const id of providerIds) if (!unmetSigningRule(rules, held.get(id) ?? [])) signers.add(id);
  return signers;
}
