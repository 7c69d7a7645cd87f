import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import { toSearchText } from '@conectasst/common/text/searchText';
import {
  CompanyDetailsProvided,
  IndividualDetailsProvided,
  normalizeEmail,
  PartnerRemoved,
  PartnerStatusChanged,
  PasswordChanged,
  PasswordResetRequested,
  PersonalDataErased,
  ProfileUpdated,
  ServiceProfileSet,
  SignedOut,
  UserRegistered,
} from '@conectasst/events/schemas/userEvents';
import type { PoolClient } from 'pg';
import type { Projection, TableNames, TypedEvent } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

type Tables = 'users' | 'provider_profiles' | 'password_resets';
/** Every event that ends the account's sessions moves its generation forward (the user aggregate counts the same ones, ADR 0110). */
const NEXT_SESSION = 'session_generation = session_generation + 1';
const readEvents = [
  UserRegistered,
  PasswordResetRequested,
  PasswordChanged,
  IndividualDetailsProvided,
  CompanyDetailsProvided,
  ServiceProfileSet,
  ProfileUpdated,
  PartnerStatusChanged,
  PartnerRemoved,
  PersonalDataErased,
  SignedOut,
] as const;
/** A personal field reads null once its subject is erased, whatever its schema says (TypedEvent). */
const str = (v: string | null | undefined): string | null => (typeof v === 'string' ? v : null);
/** `search_name`: the name the admin's partners list shows (name and surname), accent- and case-free (ADR 0166). */
const searchName = (name: string | null, surname: string | null) =>
  toSearchText([str(name), str(surname)].filter(Boolean).join(' '));
/** `details` after an erasure: the personal fields of the details event null, exactly as a replay decodes them. */
const erasedDetails = (fields: readonly string[]) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, null])));

async function registerUser(
  db: PoolClient,
  event: TypedEvent<typeof UserRegistered>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  await db.query(
    `INSERT INTO ${t.users} (id, type, name, surname, email, email_normalized, phone, password_hash, erased, created_at, updated_at, search_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) ON CONFLICT (id) DO NOTHING`,
    [
      d.userId,
      d.type,
      str(d.name),
      str(d.surname),
      str(d.email),
      str(d.email) ? normalizeEmail(d.email) : null,
      str(d.phone),
      str(d.passwordHash),
      event.erased ?? false,
      at,
      searchName(str(d.name), str(d.surname)),
    ],
  );
}

async function recordResetCode(
  db: PoolClient,
  event: TypedEvent<typeof PasswordResetRequested>,
  t: TableNames<Tables>,
): Promise<void> {
  const d = event.data;
  // Only the latest code of an account is valid; a code hashed with plain SHA-256 (version 1) is expired (ADR 0110).
  if (d.hashScheme !== 'hmac-sha256') {
    await db.query(`UPDATE ${t.password_resets} SET used = true WHERE user_id = $1`, [d.userId]);
    return;
  }
  await db.query(
    `INSERT INTO ${t.password_resets} (code_hash, user_id, expires_at, used) VALUES ($1, $2, $3, false)
     ON CONFLICT (code_hash) DO UPDATE SET user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at, used = false`,
    [d.codeHash, d.userId, d.expiresAt],
  );
  // Only the latest code of an account is valid.
  await db.query(`UPDATE ${t.password_resets} SET used = true WHERE user_id = $1 AND code_hash <> $2`, [
    d.userId,
    d.codeHash,
  ]);
}

async function storeIndividualDetails(
  db: PoolClient,
  event: TypedEvent<typeof IndividualDetailsProvided>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  await db.query(
    `UPDATE ${t.users} SET person_type = 1, cpf = $2, name = $3, surname = $4, street = $5, phone = coalesce($6, phone),
       profission = $7, details = $8, updated_at = $9, search_name = $10 WHERE id = $1`,
    [
      d.userId,
      str(d.cpf),
      str(d.name),
      str(d.surname),
      str(d.street),
      d.ddd && d.phone ? `${d.ddd}${d.phone}` : null,
      str(d.profission),
      JSON.stringify(d),
      at,
      searchName(str(d.name), str(d.surname)),
    ],
  );
}

async function storeCompanyDetails(
  db: PoolClient,
  event: TypedEvent<typeof CompanyDetailsProvided>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  await db.query(
    `UPDATE ${t.users} SET person_type = 2, cnpj = $2, corporate_name = $3, fantasy_name = $4, street = $5, details = $6, updated_at = $7 WHERE id = $1`,
    // The company's address is not personal data, but an erased person's row keeps no address (as PersonalDataErased leaves it).
    [
      d.userId,
      str(d.cnpj),
      str(d.corporatename),
      str(d.fantasyname),
      event.erased ? null : str(d.street),
      JSON.stringify(d),
      at,
    ],
  );
}

async function setServiceProfile(
  db: PoolClient,
  event: TypedEvent<typeof ServiceProfileSet>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  await db.query(
    `INSERT INTO ${t.provider_profiles} (user_id, area_ids, nr_ids, esocial, software, ufs, cities, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET area_ids = EXCLUDED.area_ids, nr_ids = EXCLUDED.nr_ids, esocial = EXCLUDED.esocial,
       software = EXCLUDED.software, ufs = EXCLUDED.ufs, cities = EXCLUDED.cities, updated_at = EXCLUDED.updated_at`,
    [d.userId, d.areaIds, d.nrIds, d.esocial, d.software ?? null, d.ufs, d.cities, at],
  );
}

async function erasePersonalData(
  db: PoolClient,
  event: TypedEvent<typeof PersonalDataErased>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  // LGPD: the copies go; a replay (key already deleted) decodes these fields as null and ends on the same row.
  await db.query(
    `UPDATE ${t.users} SET name = $2, surname = NULL, email = NULL, email_normalized = NULL, phone = NULL, password_hash = NULL, cpf = NULL,
       street = NULL, profission = NULL, erased = true, active = false, updated_at = $3, ${NEXT_SESSION},
       details = CASE person_type WHEN 1 THEN details || $4::jsonb WHEN 2 THEN details || $5::jsonb ELSE details END, search_name = $6
     WHERE id = $1`,
    [
      d.userId,
      ERASED_LABEL,
      at,
      erasedDetails(IndividualDetailsProvided.personalData),
      erasedDetails(CompanyDetailsProvided.personalData),
      searchName(ERASED_LABEL, null),
    ],
  );
  await db.query(`DELETE FROM ${t.password_resets} WHERE user_id = $1`, [d.userId]);
}

async function updateProfile(
  db: PoolClient,
  event: TypedEvent<typeof ProfileUpdated>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  const d = event.data;
  await db.query(
    `UPDATE ${t.users} SET name = $2, surname = $3, phone = $4, street = $5, updated_at = $6, search_name = $7 WHERE id = $1`,
    [d.userId, str(d.name), str(d.surname), str(d.phone), str(d.street), at, searchName(str(d.name), str(d.surname))],
  );
  await db.query(
    `INSERT INTO ${t.provider_profiles} (user_id, area_ids, nr_ids, ufs, cities, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET area_ids = EXCLUDED.area_ids, nr_ids = EXCLUDED.nr_ids, ufs = EXCLUDED.ufs,
       cities = EXCLUDED.cities, updated_at = EXCLUDED.updated_at`,
    [d.userId, d.areaIds, d.nrIds, d.ufs, d.cities, at],
  );
}

async function applyOne(
  db: PoolClient,
  event: TypedEvent<(typeof readEvents)[number]>,
  t: TableNames<Tables>,
): Promise<void> {
  const at = event.recordedAt;
  switch (event.type) {
    case 'UserRegistered':
      return registerUser(db, event, t);
    case 'PasswordResetRequested':
      return recordResetCode(db, event, t);
    case 'PasswordChanged':
      await db.query(`UPDATE ${t.users} SET password_hash = $2, updated_at = $3, ${NEXT_SESSION} WHERE id = $1`, [
        event.data.userId,
        str(event.data.passwordHash),
        at,
      ]);
      await db.query(`UPDATE ${t.password_resets} SET used = true WHERE user_id = $1`, [event.data.userId]);
      return;
    case 'IndividualDetailsProvided':
      return storeIndividualDetails(db, event, t);
    case 'CompanyDetailsProvided':
      return storeCompanyDetails(db, event, t);
    case 'ServiceProfileSet':
      return setServiceProfile(db, event, t);
    case 'PartnerStatusChanged':
      await db.query(`UPDATE ${t.users} SET active = $2, updated_at = $3, ${NEXT_SESSION} WHERE id = $1`, [
        event.data.userId,
        event.data.active,
        at,
      ]);
      return;
    case 'SignedOut':
      await db.query(`UPDATE ${t.users} SET ${NEXT_SESSION} WHERE id = $1`, [event.data.userId]);
      return;
    case 'PartnerRemoved':
      await db.query(
        `UPDATE ${t.users} SET removed = true, active = false, updated_at = $2, ${NEXT_SESSION} WHERE id = $1`,
        [event.data.userId, at],
      );
      return;
    case 'PersonalDataErased':
      return erasePersonalData(db, event, t);
    case 'ProfileUpdated':
      return updateProfile(db, event, t);
    default:
      exhaustive(event);
  }
}

/**
 * Accounts and providers: login lookup by e-mail, the current user, partner identity (person type, CPF/CNPJ),
 * the service profile providers are matched on, and pending password reset codes (by hash).
 */
export const usersProjection: Projection<Tables> = {
  name: 'users',
  // 5: the profession, social profile, department, role, street and CEP of the details are erased too (ADR 0112).
  // 6: search_name (trigram) and the providers' order (created_at, id) for the admin's paged partners list (ADR 0166).
  schemaVersion: 6,
  tables: ['users', 'provider_profiles', 'password_resets'],
  eventTypes: typesOf(readEvents),

  async createTables(db, t) {
    // The partners list's name filter is trigram-indexed (a trusted extension, as for demands).
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`
      CREATE TABLE ${t.users} (
        id               uuid PRIMARY KEY,
        type             text NOT NULL,
        name             text,
        surname          text,
        email            text,
        email_normalized text UNIQUE,
        phone            text,
        password_hash    text,
        person_type      smallint,
        cpf              text,
        cnpj             text,
        corporate_name   text,
        fantasy_name     text,
        street           text,
        profission       text,
        details          jsonb,
        erased           boolean NOT NULL DEFAULT false,
        active           boolean NOT NULL DEFAULT true,
        removed          boolean NOT NULL DEFAULT false,
        session_generation integer NOT NULL DEFAULT 0,
        created_at       timestamptz NOT NULL,
        updated_at       timestamptz NOT NULL,
        -- v6 (ADR 0166): name and surname as the partners list shows them, accent- and case-free (toSearchText)
        search_name      text NOT NULL DEFAULT ''
      );
      CREATE INDEX ON ${t.users} USING gin (search_name gin_trgm_ops);
      CREATE INDEX ON ${t.users} (created_at DESC, id) WHERE type = 'provider' AND NOT removed;
      COMMENT ON COLUMN ${t.users}.erased IS 'The person was erased (LGPD): personal fields are null.';
      COMMENT ON COLUMN ${t.users}.session_generation IS 'Tokens issued at a lower generation are refused (password changed, logout, Ativo/Inativo, removal, erasure; ADR 0110).';
      COMMENT ON COLUMN ${t.users}.person_type IS '1 = Pessoa Física, 2 = Pessoa Jurídica, null = details not given yet.';
      CREATE TABLE ${t.provider_profiles} (
        user_id    uuid PRIMARY KEY,
        area_ids   integer[] NOT NULL DEFAULT '{}',
        nr_ids     integer[] NOT NULL DEFAULT '{}',
        esocial    text,
        software   text,
        ufs        text[] NOT NULL DEFAULT '{}',
        cities     text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL
      );
      COMMENT ON TABLE ${t.provider_profiles} IS 'What each provider serves. ufs = {All}: the whole country; cities = {All}: every city of ufs.';
      CREATE INDEX ON ${t.provider_profiles} USING gin (area_ids);
      CREATE TABLE ${t.password_resets} (
        code_hash  text PRIMARY KEY,
        user_id    uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used       boolean NOT NULL
      );
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) await applyOne(db, event, t);
  },
};
