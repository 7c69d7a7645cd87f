import type { CredentialKindCode } from '@conectasst/common/rules/trustRules';
import { credentialLabel } from '@conectasst/common/rules/trustRules';
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
export async function verifiedCredentialsOf(pool: Queryable, providerIds: readonly string[]): Promise<Map<string, VerifiedCredential[]>> {
  const result = new Map<string, VerifiedCredential[]>();
  if (providerIds.length === 0) return result;
  const rows = await pool.query<{ provider_id: string; kind: CredentialKindCode; other_name: string; number: string | null; uf: string; rqe: string | null }>(
    `SELECT provider_id, kind, other_name, number, uf, rqe FROM provider_credentials
      WHERE status = 'verified' AND number IS NOT NULL AND provider_id = ANY($1::uuid[]) ORDER BY provider_id, declared_at`,
    [providerIds],
  );
  for (const r of rows.rows) {
    const list = result.get(r.provider_id) ?? [];
    list.push({ kind: r.kind, label: credentialLabel({ kind: r.kind, otherName: r.other_name, number: r.number, uf: r.uf, rqe: r.rqe }) });
    result.set(r.provider_id, list);
  }
  return result;
}

/** The provider who declared a credential, or undefined (admins act on the queue's credential ids). */
export async function credentialOwner(db: Queryable, credentialId: string): Promise<string | undefined> {
  const found = await db.query<{ provider_id: string }>('SELECT provider_id FROM provider_credentials WHERE credential_id = $1', [credentialId]);
  return found.rows[0]?.provider_id;
}
