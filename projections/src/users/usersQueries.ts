import type { ProviderDetailsForFiscalData } from '@conectasst/common/rules/fiscalDataRules';
import type { ProviderIdentity } from '@conectasst/common/rules/reviewRules';
import { likeContainsRaw, pageClause, personNameSql } from '../listing';
import type { Queryable } from '../queryable';
import { firstRow } from '../queryable';

/**
 * The `users`, `provider_profiles` and `password_resets` read models (usersProjection.ts): every query over them, for
 * the query-service routes and the command side's ReadModelLookups (ADR 0132). E-mails are passed normalized
 * (`normalizeEmail`), as the projection stores `email_normalized`.
 */

export type AccountType = 'admin' | 'provider' | 'analyst';

/** An account that may sign in: not erased, active, not removed. */
export interface LoginAccountRow {
  id: string;
  type: AccountType;
  password_hash: string | null;
}

export async function findLoginAccount(db: Queryable, emailNormalized: string): Promise<LoginAccountRow | undefined> {
  return firstRow<LoginAccountRow>(
    db,
    'SELECT id, type, password_hash FROM users WHERE email_normalized = $1 AND NOT erased AND active AND NOT removed',
    [emailNormalized],
  );
}

/** A provider's account by e-mail, for the password recovery (inactive providers may recover too). */
export async function findProviderByEmail(
  db: Queryable,
  emailNormalized: string,
): Promise<{ id: string; name: string | null } | undefined> {
  return firstRow<{ id: string; name: string | null }>(
    db,
    "SELECT id, name FROM users WHERE email_normalized = $1 AND NOT erased AND type = 'provider'",
    [emailNormalized],
  );
}

/** The e-mail address an account has in the read model (null once erased; undefined when the read model has no row). */
export async function accountEmail(db: Queryable, userId: string): Promise<string | null | undefined> {
  const found = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
  return found.rows[0]?.email;
}

/** A provider's CNPJ (null when it gave none); undefined when no such provider, or erased. */
export async function providerCnpj(db: Queryable, providerId: string): Promise<{ cnpj: string | null } | undefined> {
  return firstRow<{ cnpj: string | null }>(
    db,
    "SELECT cnpj FROM users WHERE id = $1 AND type = 'provider' AND NOT erased",
    [providerId],
  );
}

/** The provider's details the NFS-e form starts from (common/rules/fiscalDataRules `fiscalDataFromProviderDetails`). */
export async function providerFiscalDetails(
  db: Queryable,
  providerId: string,
): Promise<ProviderDetailsForFiscalData | undefined> {
  return firstRow<ProviderDetailsForFiscalData>(
    db,
    "SELECT email, cpf, cnpj, name, surname, corporate_name, street, details FROM users WHERE id = $1 AND type = 'provider' AND NOT erased",
    [providerId],
  );
}

/**
 * A provider's own identifying data, raw (issue #33 item 4, ADR 0157): the e-mail, every phone (the current one and the
 * details' DDD + number), CPF/CNPJ, company names, and the names of the account and of the company's contact person.
 * Empty lists for an unknown or erased provider.
 */
export async function providerIdentity(db: Queryable, providerId: string): Promise<ProviderIdentity> {
  const found = await db.query<{
    email: string | null;
    phone: string | null;
    cpf: string | null;
    cnpj: string | null;
    corporate_name: string | null;
    fantasy_name: string | null;
    name: string | null;
    surname: string | null;
    details: Record<string, unknown> | null;
  }>(
    "SELECT email, phone, cpf, cnpj, corporate_name, fantasy_name, name, surname, details FROM users WHERE id = $1 AND type = 'provider' AND NOT erased",
    [providerId],
  );
  const row = found.rows[0];
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? [v] : []);
  if (!row) return { emails: [], phones: [], documents: [], companies: [], names: [] };
  const d = row.details ?? {};
  return {
    emails: text(row.email),
    phones: [
      ...text(row.phone),
      ...text(typeof d.ddd === 'string' && typeof d.phone === 'string' ? `${d.ddd}${d.phone}` : null),
    ],
    documents: [...text(row.cpf), ...text(row.cnpj)],
    companies: [...text(row.corporate_name), ...text(row.fantasy_name)],
    names: [
      ...text(`${row.name ?? ''} ${row.surname ?? ''}`),
      ...text(typeof d.name === 'string' ? `${d.name} ${String(d.surname ?? '')}` : null),
    ],
  };
}

/** The account a still unused password-reset code belongs to (the code is stored only as its HMAC). */
export async function passwordResetOwner(db: Queryable, codeHash: string): Promise<string | undefined> {
  const found = await db.query<{ user_id: string }>(
    'SELECT user_id FROM password_resets WHERE code_hash = $1 AND NOT used',
    [codeHash],
  );
  return found.rows[0]?.user_id;
}

/**
 * The session generations of some accounts (ADR 0110): one query for any number of ids. Accounts the read model does
 * not have are absent from the answer.
 */
export async function sessionGenerationsOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; session_generation: number }>(
    'SELECT id, session_generation FROM users WHERE id = ANY($1::uuid[])',
    [userIds],
  );
  return new Map(rows.rows.map((row) => [row.id, row.session_generation]));
}

/** `GET /v1/auth/me`: the account, its service profile with the names of its areas and NRs, and its credits. */
export interface CurrentAccountRow {
  id: string;
  type: AccountType;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  profission: string | null;
  ufs: string[] | null;
  cities: string[] | null;
  esocial: string | null;
  software: string | null;
  areas: { id: number; name: string }[] | null;
  nrs: { id: number; name: string; areaId: number }[] | null;
  credits: number | null;
}

/** The signed-in account (undefined when erased or unknown). */
export async function currentAccount(db: Queryable, userId: string): Promise<CurrentAccountRow | undefined> {
  return firstRow<CurrentAccountRow>(
    db,
    `SELECT u.id, u.type, u.name, u.surname, u.email, u.phone, u.street, u.profission, p.ufs, p.cities, p.esocial, p.software,
            (SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.id) FROM areas a WHERE a.id = ANY(p.area_ids)) AS areas,
            (SELECT json_agg(json_build_object('id', n.id, 'name', n.name, 'areaId', n.area_id) ORDER BY n.id) FROM nrs n WHERE n.id = ANY(p.nr_ids)) AS nrs,
            (SELECT w.balance FROM wallets w WHERE w.provider_id = u.id) AS credits
       FROM users u LEFT JOIN provider_profiles p ON p.user_id = u.id
      WHERE u.id = $1 AND NOT u.erased`,
    [userId],
  );
}

/** The details a provider gave (Pessoa Física or Jurídica, `person_type` 1 or 2) as their event held them. */
export interface AccountDetailsRow {
  person_type: number | null;
  details: Record<string, string> | null;
  profission: string | null;
}

export async function accountDetails(db: Queryable, userId: string): Promise<AccountDetailsRow | undefined> {
  return firstRow<AccountDetailsRow>(
    db,
    'SELECT person_type, details, profission FROM users WHERE id = $1 AND NOT erased',
    [userId],
  );
}

/** One partner (provider, not removed) as the admin sees it, with its credits. */
export interface ProviderRow {
  id: string;
  name: string | null;
  surname: string | null;
  person_type: number | null;
  cpf: string | null;
  cnpj: string | null;
  corporate_name: string | null;
  active: boolean;
  credits: number | null;
  erased: boolean;
}

export async function findProvider(db: Queryable, providerId: string): Promise<ProviderRow | undefined> {
  return firstRow<ProviderRow>(
    db,
    `SELECT u.id, u.name, u.surname, u.person_type, u.cpf, u.cnpj, u.corporate_name, u.active, u.erased, w.balance AS credits
       FROM users u LEFT JOIN wallets w ON w.provider_id = u.id
      WHERE u.type = 'provider' AND NOT u.removed AND u.id = $1`,
    [providerId],
  );
}

/** A partner as its audit screens name it (removed ones too: their history stays readable), with its balance now. */
export async function auditedProvider(
  db: Queryable,
  providerId: string,
): Promise<{ name: string | null; balance: number | null } | undefined> {
  return firstRow<{ name: string | null; balance: number | null }>(
    db,
    `SELECT ${personNameSql('u')} AS name, w.balance FROM users u LEFT JOIN wallets w ON w.provider_id = u.id WHERE u.id = $1 AND u.type = 'provider'`,
    [providerId],
  );
}

/** A partner's (`u`) CPF or CNPJ, by its person type, as the admin's list shows and filters it. */
const PARTNER_DOCUMENT_SQL = `coalesce(CASE WHEN u.person_type = 2 THEN u.cnpj ELSE u.cpf END, '')`;

/**
 * The columns of a partner in the admin's list (ProviderListRow), whole (providerListJson) or paged
 * (providerListPage): the user `u`, its wallet `w` and visible rating `r`; `flaggedParam` is the query's `uuid[]`
 * parameter of the partners whose reports are flagged.
 */
const partnerListColumns = (flaggedParam: string) => `u.id,
  concat_ws(' ', nullif(u.name, ''), nullif(u.surname, '')) AS name,
  CASE u.person_type WHEN 1 THEN 'Física' WHEN 2 THEN 'Jurídica' ELSE '' END AS razao_social,
  ${PARTNER_DOCUMENT_SQL} AS cpf,
  coalesce(w.balance, 0) AS credits,
  u.active AS status,
  u.id = ANY(${flaggedParam}::uuid[]) AS "reportsFlagged",
  r.average AS "ratingAverage",
  coalesce(r.count, 0) AS "ratingCount"`;

/**
 * The admin's partner list (`GET /v1/admin/users`), newest first, at most 5,000, as one JSON text `{ "data": [...] }`
 * built by PostgreSQL: 5,000 partners are 5,000 rows for Node to parse, map and serialize again on its one thread
 * (docs/benchmarks.md, "Admin partners list"). `flagged`: the partners whose reports are flagged.
 */
export async function providerListJson(db: Queryable, flagged: readonly string[]): Promise<string> {
  // json_agg of a row of the subquery names each key after its column; it keeps the subquery's order.
  const json = await db.query<{ body: string }>(
    `SELECT json_build_object('data', coalesce(json_agg(p), '[]'::json))::text AS body
       FROM (SELECT ${partnerListColumns('$1')}
               FROM users u LEFT JOIN wallets w ON w.provider_id = u.id
               -- the visible reviews only (as ratingOf in reviews/api.ts): one decimal, half away from zero
               LEFT JOIN (SELECT provider_id, round(avg(stars), 1)::float8 AS average, count(*)::int AS count
                            FROM reviews WHERE NOT hidden GROUP BY provider_id) r ON r.provider_id = u.id
              WHERE u.type = 'provider' AND NOT u.removed
              ORDER BY u.created_at DESC, u.id LIMIT 5000) p`,
    [flagged],
  );
  return json.rows[0]!.body;
}

export interface ProviderListFilters {
  /** Accent- and case-free (toSearchText), matched anywhere in the name and surname; null: any. */
  name: string | null;
  /** 1 = Física, 2 = Jurídica; null: any. */
  personType: 1 | 2 | null;
  /** CPF or CNPJ digits, exact; null: any. */
  document: string | null;
}

/** A partner as the admin's list shows it (`providerListItemSchema`, common/src/api/providers.ts). */
export interface ProviderListRow {
  id: string;
  name: string;
  razao_social: string;
  cpf: string;
  credits: number;
  status: boolean;
  reportsFlagged: boolean;
  ratingAverage: number | null;
  ratingCount: number;
}

/**
 * One page of the admin's partner list, newest first, filtered in SQL (ADR 0166): the order and the name filter read
 * their indexes (`users (created_at DESC, id)` for providers, trigram on `search_name`), and only the page's partners
 * get their balance and rating. The same rows, in the same order, as the whole list (providerListJson) filtered as the
 * screen did. `flagged`: the partners whose reports are flagged.
 */
export async function providerListPage(
  db: Queryable,
  f: ProviderListFilters,
  flagged: readonly string[],
  page: number,
  perPage: number,
): Promise<{ rows: ProviderListRow[]; total: number }> {
  const where = `u.type = 'provider' AND NOT u.removed AND ($1::text IS NULL OR u.search_name LIKE $1)
    AND ($2::smallint IS NULL OR u.person_type = $2) AND ($3::text IS NULL OR ${PARTNER_DOCUMENT_SQL} = $3)`;
  const params = [f.name === null ? null : likeContainsRaw(f.name), f.personType, f.document];
  const [rows, count] = await Promise.all([
    db.query<ProviderListRow>(
      `SELECT ${partnerListColumns('$4')}
         FROM (SELECT * FROM users u WHERE ${where} ORDER BY u.created_at DESC, u.id ${pageClause(page, perPage)}) u
         LEFT JOIN wallets w ON w.provider_id = u.id
         -- the visible reviews only (as ratingOf in reviews/api.ts): one decimal, half away from zero
         LEFT JOIN LATERAL (SELECT round(avg(stars), 1)::float8 AS average, count(*)::int AS count FROM reviews v WHERE v.provider_id = u.id AND NOT v.hidden) r ON true
        ORDER BY u.created_at DESC, u.id`,
      [...params, flagged],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
}

/** The name a provider is shown by, over `users u`: the company for a Pessoa Jurídica, else the person's name. */
export const PUBLIC_NAME = `coalesce(nullif(u.fantasy_name, ''), nullif(u.corporate_name, ''), nullif(concat_ws(' ', u.name, u.surname), ''), 'Parceiro')`;

/** What a provider's public page shows about it (never an e-mail or a phone). */
export interface PublicProviderRow {
  name: string;
  person_type: number | null;
  created_at: Date;
  areas: string[] | null;
  nrs: string[] | null;
  ufs: string[] | null;
  cities: string[] | null;
  /** The profession a Pessoa Física declared. */
  profession: string | null;
  /** Demands it subscribed to. */
  attended: number;
}

/** An active provider's public facts; undefined when inactive, removed, erased or unknown (no public page). */
export async function publicProvider(db: Queryable, providerId: string): Promise<PublicProviderRow | undefined> {
  return firstRow<PublicProviderRow>(
    db,
    `SELECT ${PUBLIC_NAME} AS name, u.person_type, u.created_at,
            (SELECT array_agg(a.name ORDER BY a.name) FROM areas a WHERE a.id = ANY(p.area_ids)) AS areas,
            (SELECT array_agg(n.name ORDER BY n.id) FROM nrs n WHERE n.id = ANY(p.nr_ids)) AS nrs,
            p.ufs, p.cities, nullif(btrim(u.profission), '') AS profession,
            (SELECT count(*)::int FROM subscriptions s WHERE s.provider_id = u.id) AS attended
       FROM users u LEFT JOIN provider_profiles p ON p.user_id = u.id
      WHERE u.id = $1 AND u.type = 'provider' AND u.active AND NOT u.removed AND NOT u.erased`,
    [providerId],
  );
}

/** Every active provider's public page for the sitemap, oldest first, dated by its last change (profile or reviews). */
export async function publicProviderPages(db: Queryable): Promise<{ id: string; name: string; at: Date }[]> {
  const rows = await db.query<{ id: string; name: string; at: Date }>(
    `SELECT u.id, ${PUBLIC_NAME} AS name,
            greatest(u.updated_at, p.updated_at,
                     (SELECT max(greatest(r.written_at, r.edited_at, r.replied_at, r.moderated_at)) FROM reviews r WHERE r.provider_id = u.id)) AS at
       FROM users u LEFT JOIN provider_profiles p ON p.user_id = u.id
      WHERE u.type = 'provider' AND u.active AND NOT u.removed AND NOT u.erased
      ORDER BY u.created_at, u.id`,
  );
  return rows.rows;
}

/** An active provider's service profile with its public name (the landing pages list them, issue #35; never a contact). */
export interface ActiveProviderProfileRow {
  id: string;
  name: string;
  created_at: Date;
  area_ids: number[];
  nr_ids: number[];
  ufs: string[];
  cities: string[];
  at: Date;
}

/**
 * The service profiles of the active providers (type provider, Ativo, neither removed nor erased), dated by their
 * last change; only those serving an area or one of the NRs of `service` when one is given (the landing pages).
 */
export async function activeProviderProfiles(
  db: Queryable,
  service?: { areaId: number; nrIds: number[] },
): Promise<ActiveProviderProfileRow[]> {
  const rows = await db.query<ActiveProviderProfileRow>(
    `SELECT u.id, ${PUBLIC_NAME} AS name, u.created_at, p.area_ids, p.nr_ids, p.ufs, p.cities, greatest(p.updated_at, u.updated_at) AS at
       FROM provider_profiles p
       JOIN users u ON u.id = p.user_id AND u.type = 'provider' AND u.active AND NOT u.removed AND NOT u.erased
      WHERE $1::int IS NULL OR $1 = ANY(p.area_ids) OR p.nr_ids && $2::int[]`,
    [service?.areaId ?? null, service?.nrIds ?? []],
  );
  return rows.rows;
}
