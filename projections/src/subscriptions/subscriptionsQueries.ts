import type { CredentialKindCode } from '@conectasst/common/rules/trustRules';
import { credentialLabel } from '@conectasst/common/rules/trustRules';
import type { Queryable } from '../queryable';

/** The `subscriptions` read model (subscriptionsProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

/** A provider holding a seat on a demand, with the contact the requester is owed. */
export interface SeatHolderRow {
  id: string;
  name: string | null;
  surname: string | null;
  corporate_name: string | null;
  fantasy_name: string | null;
  email: string | null;
  phone: string | null;
  profission: string | null;
  subscribed_at: Date;
}

/** Only the providers holding a seat on this demand, in the order they took it. */
export async function seatHolders(db: Queryable, demandId: number): Promise<SeatHolderRow[]> {
  const rows = await db.query<SeatHolderRow>(
    `SELECT u.id, u.name, u.surname, u.corporate_name, u.fantasy_name, u.email, u.phone, u.profission, s.created_at AS subscribed_at
       FROM subscriptions s JOIN users u ON u.id = s.provider_id
      WHERE s.demand_id = $1 ORDER BY s.created_at, u.id`,
    [demandId],
  );
  return rows.rows;
}

/**
 * A subscription with the demand's requester as written (spec §3): the contact a provider is owed once it holds the
 * seat. Only these functions read it, each bound to the provider's own seats or to the admin's list.
 */
export interface SubscriptionRecordRow {
  id: number;
  title: string;
  user_name: string | null;
  user_surname: string | null;
  corporate_name: string;
  email: string | null;
  phone: string | null;
  street: string;
  uf: string;
  city: string;
  department_name: string | null;
  role: string | null;
  number_of_employees: string;
  company_type: string;
  branch_of_the_company: string;
  about: string;
  urgency: string;
  subscribed_at: Date;
  provider_id: string;
  provider_name: string;
  nrs: string[] | null;
}

const RECORD_SQL = `
  SELECT d.id, d.title, c.name AS user_name, c.surname AS user_surname, d.corporate_name, c.email, c.phone, coalesce(c.neighbourhood, d.neighbourhood) AS street,
         d.uf, d.city, c.department AS department_name, c.role, d.employees AS number_of_employees, coalesce(c.company_type, d.company_type) AS company_type,
         coalesce(c.branch, d.branch) AS branch_of_the_company, coalesce(c.about, d.about) AS about, d.needed_by AS urgency, s.created_at AS subscribed_at, s.provider_id,
         coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.email, '') AS provider_name,
         (SELECT array_agg(sv.name ORDER BY array_position(d.service_ids, sv.id)) FROM services sv WHERE sv.id = ANY(d.service_ids)) AS nrs
    FROM subscriptions s
    JOIN demands d ON d.id = s.demand_id
    JOIN demand_contacts c ON c.demand_id = s.demand_id
    LEFT JOIN users u ON u.id = s.provider_id`;

/** The provider's own subscription to one demand, or undefined when it holds no seat there. */
export async function subscriptionRecordOf(
  db: Queryable,
  demandId: number,
  providerId: string,
): Promise<SubscriptionRecordRow | undefined> {
  return (
    await db.query<SubscriptionRecordRow>(`${RECORD_SQL} WHERE s.demand_id = $1 AND s.provider_id = $2`, [
      demandId,
      providerId,
    ])
  ).rows[0];
}

/** The provider's own subscriptions, newest first, one page. */
export async function subscriptionRecordsOfProvider(
  db: Queryable,
  providerId: string,
  page: number,
  perPage: number,
): Promise<SubscriptionRecordRow[]> {
  return (
    await db.query<SubscriptionRecordRow>(
      `${RECORD_SQL} WHERE s.provider_id = $1 ORDER BY s.created_at DESC LIMIT $3 OFFSET $2`,
      [providerId, (page - 1) * perPage, perPage],
    )
  ).rows;
}

/** Every subscription, newest first, one page (admins). */
export async function allSubscriptionRecords(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<SubscriptionRecordRow[]> {
  return (
    await db.query<SubscriptionRecordRow>(`${RECORD_SQL} ORDER BY s.created_at DESC LIMIT $2 OFFSET $1`, [
      (page - 1) * perPage,
      perPage,
    ])
  ).rows;
}

/** Seats taken on each of `demandIds` that has any, and whether the provider holds one of them. */
export async function seatCounts(
  db: Queryable,
  demandIds: readonly number[],
  providerId: string,
): Promise<{ demandId: number; seats: number; mine: boolean }[]> {
  const rows = await db.query<{ demand_id: number; n: string; mine: boolean }>(
    'SELECT demand_id, count(*) AS n, bool_or(provider_id = $2) AS mine FROM subscriptions WHERE demand_id = ANY($1::int[]) GROUP BY demand_id',
    [demandIds, providerId],
  );
  return rows.rows.map((r) => ({ demandId: r.demand_id, seats: Number(r.n), mine: r.mine }));
}

/** One seat to tell its demand's requester about: the requester's address, the provider's contact and verified registries. */
export interface SeatMailRow {
  demand_id: number;
  provider_id: string;
  requester_email: string;
  requester_name: string | null;
  name: string | null;
  surname: string | null;
  corporate_name: string | null;
  email: string | null;
  phone: string | null;
  /** Labels of the provider's verified registries, in the order declared ("CREA 5061234567/SP"). */
  credentials: string[];
}

type VerifiedRow = {
  kind: CredentialKindCode;
  other_name: string;
  number: string | null;
  uf: string;
  rqe: string | null;
};

/**
 * The requester e-mails of several seats in one statement (ADR 0152), in the order given: only seats still held, on
 * demands whose requester is not erased and has an address, by providers the read model knows.
 */
export async function seatMailsOf(
  db: Queryable,
  seats: readonly { demandId: number; providerId: string }[],
): Promise<SeatMailRow[]> {
  if (seats.length === 0) return [];
  const rows = await db.query<Omit<SeatMailRow, 'credentials'> & { credentials: VerifiedRow[] }>(
    `SELECT p.demand_id, p.provider_id, c.email AS requester_email, c.name AS requester_name, u.name, u.surname, u.corporate_name, u.email, u.phone,
            coalesce((SELECT json_agg(json_build_object('kind', k.kind, 'other_name', k.other_name, 'number', k.number, 'uf', k.uf, 'rqe', k.rqe) ORDER BY k.declared_at)
                        FROM provider_credentials k WHERE k.provider_id = p.provider_id AND k.status = 'verified' AND k.number IS NOT NULL), '[]') AS credentials
       FROM unnest($1::int[], $2::uuid[]) WITH ORDINALITY AS p(demand_id, provider_id, n)
       JOIN subscriptions s ON s.demand_id = p.demand_id AND s.provider_id = p.provider_id
       JOIN demand_contacts c ON c.demand_id = p.demand_id AND NOT c.erased AND c.email IS NOT NULL
       JOIN users u ON u.id = p.provider_id
      ORDER BY p.n`,
    [seats.map((s) => s.demandId), seats.map((s) => s.providerId)],
  );
  return rows.rows.map((row) => ({
    ...row,
    credentials: row.credentials.map((c) => credentialLabel({ ...c, otherName: c.other_name })),
  }));
}
