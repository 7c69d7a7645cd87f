import { toSearchText } from '@conectasst/common/text/searchText';
import { maskContacts } from '@conectasst/common/text/contactMask';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import type { PoolClient } from 'pg';
import type { DemandEdited, DemandFiled } from '@conectasst/events/schemas/demandEvents';
import { demandStreamEvents } from '@conectasst/events/schemas/demandEvents';
import type { ProjectedEvent, Projection, TableNames, TypedEvent } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

type Tables = 'demands' | 'demand_contacts' | 'demand_service_sets';

/**
 * An instant of a row: a `Date` as pg reads a stored row, the event's ISO text for one folded in this batch; the upsert
 * writes both the same way (JSON, then `jsonb_populate_recordset`).
 */
type Instant = Date | string;

/** A row of `demands`: every column (createTables below), free text with contacts hidden. */
interface DemandRow {
  id: number;
  title: string;
  service_ids: number[];
  branch: string;
  company_type: string;
  employees: string;
  needed_by: string;
  uf: string;
  city: string;
  neighbourhood: string;
  contact_preference: string;
  about: string;
  corporate_name: string;
  search_text: string;
  status: boolean;
  deleted: boolean;
  subs: number;
  created_at: Instant;
  expires_at: Instant;
  published: boolean;
  verification: string;
  close_reason: string | null;
  activity: string;
  cnae: string;
  employees_per_site: number | null;
  deadline: Instant | null;
  keyword_text: string;
  cnae_class: string | null;
  risk_grade: number | null;
  direct_provider_id: string | null;
  published_at: Instant | null;
  /** The demand's services in ascending order, joined by ',' (serviceKey): "Mais relevantes" reads by it (ADR 0185). */
  service_key: string;
}

/**
 * A row of `demand_contacts`: the requester's contact and the free text as written. Personal fields read null once the
 * requester is erased (a replay decodes them as null too, ADR 0180).
 */
interface DemandContactRow {
  demand_id: number;
  requester_id: string;
  name: string | null;
  surname: string | null;
  email: string | null;
  email_normalized: string | null;
  phone: string | null;
  department: string | null;
  role: string | null;
  erased: boolean;
  about: string | null;
  neighbourhood: string | null;
  company_type: string | null;
  branch: string | null;
  activity: string | null;
}

/**
 * Free text as providers read it before subscribing (ADR 0112): contacts hidden. A field of an erased requester
 * decodes as null in a replay and reads as '' (what RequesterDataErased writes live).
 */
const publicText = (value: unknown): string => maskContacts(typeof value === 'string' ? value : '');
/** The corporate name is the requester's personal data (ADR 0112): null once erased. */
const corporateNameOf = (value: unknown): string => (typeof value === 'string' ? value : ERASED_LABEL);
const adminSearchText = (corporateName: unknown, title: unknown) =>
  toSearchText(`${corporateNameOf(corporateName)} ${String(title ?? '')}`);
/** The free text as written, kept beside the contact (demand_contacts): admins, the requester and subscribed providers read it. */
const privateText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Writes whole rows (every column of the table, from JSON) with one upsert. */
async function upsert<R extends object>(
  db: PoolClient,
  table: string,
  key: keyof R & string,
  rows: R[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== key);
  await db.query(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(null::${table}, $1::jsonb)
     ON CONFLICT (${key}) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
}

/**
 * A demand's services as `demands.service_key` and `demand_service_sets` hold them: ascending, joined by ',' (a
 * repeated id stays: the score counts each). The score of "Mais relevantes" depends only on them and the demand's
 * place (ADR 0185).
 */
export const serviceKey = (serviceIds: readonly number[]): string => [...serviceIds].sort((a, b) => a - b).join(',');

/** Records the sets of services of `rows` not seen before (a set stays once seen: one row per distinct set). */
async function recordServiceSets(db: PoolClient, table: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `INSERT INTO ${table} (service_key, service_ids)
       SELECT k, string_to_array(k, ',')::int[] FROM unnest($1::text[]) k
       ON CONFLICT (service_key) DO NOTHING`,
    [[...new Set(keys)]],
  );
}

/**
 * Folds a batch in memory, starting from the stored rows it touches, then writes each table with one upsert: two
 * statements per batch instead of one or two per event (a rebuild replays every filing and every seat taken).
 * Same rules as applying the events one by one: a filing never overwrites an existing demand, changes to a demand
 * that does not exist are ignored, the seat count never goes below zero.
 */
async function applyBatch(db: PoolClient, events: ProjectedEvent[], t: TableNames<Tables>): Promise<void> {
  const ids = [...new Set(typedEvents(events, demandStreamEvents).map((e) => e.data.demandId))];
  const [storedDemands, storedContacts] = [
    await db.query<DemandRow>(`SELECT * FROM ${t.demands} WHERE id = ANY($1::int[])`, [ids]),
    await db.query<DemandContactRow>(`SELECT * FROM ${t.demand_contacts} WHERE demand_id = ANY($1::int[])`, [ids]),
  ];
  const state: DemandsState = {
    demands: new Map(storedDemands.rows.map((r) => [r.id, r])),
    contacts: new Map(storedContacts.rows.map((r) => [r.demand_id, r])),
  };
  const changedDemands = new Set<number>();
  const changedContacts = new Set<number>();
  fold(state, events, changedDemands, changedContacts);
  const stored = new Set(storedDemands.rows.map((r) => r.id));
  // The sets of the demands filed in this batch (only a filing brings a set; a known set is skipped by the index).
  await recordServiceSets(
    db,
    t.demand_service_sets,
    ids.filter((id) => changedDemands.has(id) && !stored.has(id)).map((id) => state.demands.get(id)!.service_key),
  );
  await upsert(
    db,
    t.demands,
    'id',
    [...changedDemands].map((id) => state.demands.get(id)!),
  );
  await upsert(
    db,
    t.demand_contacts,
    'demand_id',
    [...changedContacts].map((id) => state.contacts.get(id)!),
  );
}

interface DemandsState {
  demands: Map<number, DemandRow>;
  contacts: Map<number, DemandContactRow>;
}

/** The rules of every demand event over rows in memory; records which demands and contacts changed. */
function fold(
  state: DemandsState,
  events: ProjectedEvent[],
  changedDemands: Set<number>,
  changedContacts: Set<number>,
): void {
  const { demands, contacts } = state;
  const change = (id: number, update: (row: DemandRow) => DemandRow) => {
    const row = demands.get(id);
    if (!row) return;
    demands.set(id, update(row));
    changedDemands.add(id);
  };

  for (const event of typedEvents(events, demandStreamEvents)) {
    const id = event.data.demandId;
    switch (event.type) {
      case 'DemandFiled':
        if (!demands.has(id)) {
          demands.set(id, filedDemand(event));
          changedDemands.add(id);
        }
        if (!contacts.has(id)) {
          contacts.set(id, filedContact(event.data));
          changedContacts.add(id);
        }
        break;
      case 'DemandEdited': {
        change(id, (row) => editedDemand(row, event.data));
        const contact = contacts.get(id);
        if (contact) {
          contacts.set(id, editedContact(contact, event.data));
          changedContacts.add(id);
        }
        break;
      }
      case 'DemandClosed':
        change(id, (row) => ({
          ...row,
          status: false,
          close_reason: event.data.reason,
          verification: event.data.reason === 'unconfirmed' ? 'expired' : row.verification,
        }));
        break;
      case 'DemandReopened':
        change(id, (row) => ({ ...row, status: true, close_reason: null }));
        break;
      case 'DemandPublished':
        change(id, (row) => ({
          ...row,
          published: true,
          verification: event.data.via === 'admin' ? 'admin' : 'confirmed',
          published_at: row.published_at ?? event.data.at,
        }));
        break;
      case 'DemandDeleted':
        change(id, (row) => ({ ...row, deleted: true, status: false }));
        break;
      case 'ProviderSubscribed':
        change(id, (row) => ({ ...row, subs: row.subs + 1 }));
        break;
      case 'ProviderUnsubscribed':
        change(id, (row) => ({ ...row, subs: Math.max(row.subs - 1, 0) }));
        break;
      case 'RequesterDataErased': {
        const contact = contacts.get(id);
        if (contact) {
          contacts.set(id, erasedContact(contact));
          changedContacts.add(id);
        }
        change(id, erasedDemand);
        break;
      }
      default:
        exhaustive(event);
    }
  }
}

type DemandFiledData = TypedEvent<typeof DemandFiled>['data'];
type DemandEditedData = TypedEvent<typeof DemandEdited>['data'];

/** The demand a filing opens, as providers and admins list it. */
function filedDemand(event: TypedEvent<typeof DemandFiled>): DemandRow {
  const d = event.data;
  const filed: Omit<DemandRow, 'keyword_text'> = {
    id: d.demandId,
    title: d.title,
    service_ids: d.serviceIds,
    service_key: serviceKey(d.serviceIds),
    branch: publicText(d.branch),
    company_type: publicText(d.companyType),
    employees: d.employees,
    needed_by: d.neededBy,
    uf: d.uf,
    city: d.city,
    neighbourhood: publicText(d.neighbourhood),
    contact_preference: d.contactPreference,
    about: publicText(d.about),
    corporate_name: corporateNameOf(d.corporateName),
    search_text: adminSearchText(d.corporateName, d.title),
    status: true,
    deleted: false,
    subs: 0,
    created_at: event.recordedAt,
    expires_at: d.expiresAt,
    // v3 (ADR 0080, 0083): unpublished until the requester confirms (v1 filings upcast as published)
    published: !d.confirmationRequired,
    verification: d.confirmationRequired ? 'pending' : 'legacy',
    close_reason: null,
    activity: publicText(d.activity ?? ''),
    cnae: d.cnae ?? '',
    employees_per_site: d.employeesPerSite ?? null,
    deadline: d.deadline ?? null,
    // issue #24: demands filed before carry no grade ("não informado")
    cnae_class: d.cnaeClass ?? null,
    risk_grade: d.riskGrade ?? null,
    // v10 (ADR 0170): the provider a direct request names, and when providers first saw the demand (its 24-h hold)
    direct_provider_id: d.directProviderId ?? null,
    published_at: d.confirmationRequired ? null : d.consentAt,
  };
  return { ...filed, keyword_text: keywordText(filed) };
}

/** The requester's contact and the free text as written, from the filing. */
function filedContact(d: DemandFiledData): DemandContactRow {
  const email = privateText(d.requesterEmail);
  return {
    demand_id: d.demandId,
    requester_id: d.requesterId,
    name: d.requesterName,
    surname: d.requesterSurname,
    email,
    email_normalized: email ? normalizeEmail(email) : null,
    phone: d.requesterPhone,
    department: d.department,
    role: d.role,
    erased: false,
    about: privateText(d.about),
    neighbourhood: privateText(d.neighbourhood),
    company_type: privateText(d.companyType),
    branch: privateText(d.branch),
    activity: privateText(d.activity ?? ''),
  };
}

function editedDemand(row: DemandRow, d: DemandEditedData): DemandRow {
  const edited = {
    ...row,
    corporate_name: corporateNameOf(d.corporateName),
    company_type: publicText(d.companyType),
    neighbourhood: publicText(d.neighbourhood),
    about: publicText(d.about),
    search_text: adminSearchText(d.corporateName, row.title),
  };
  return { ...edited, keyword_text: keywordText(edited) };
}

function editedContact(contact: DemandContactRow, d: DemandEditedData): DemandContactRow {
  const email = privateText(d.requesterEmail);
  return {
    ...contact,
    name: d.requesterName,
    surname: d.requesterSurname,
    email,
    email_normalized: email ? normalizeEmail(email) : null,
    phone: d.requesterPhone,
    about: privateText(d.about),
    neighbourhood: privateText(d.neighbourhood),
    company_type: privateText(d.companyType),
  };
}

/**
 * LGPD: a replay (key deleted) decodes the contact, the notes, the neighbourhood and the corporate name as null and
 * ends on the same rows as the erasure applied live.
 */
function erasedContact(contact: DemandContactRow): DemandContactRow {
  return {
    ...contact,
    name: ERASED_LABEL,
    surname: null,
    email: null,
    email_normalized: null,
    phone: null,
    department: null,
    role: null,
    about: null,
    neighbourhood: null,
    erased: true,
  };
}

function erasedDemand(row: DemandRow): DemandRow {
  const erased = {
    ...row,
    corporate_name: ERASED_LABEL,
    neighbourhood: '',
    about: '',
    search_text: adminSearchText(null, row.title),
  };
  return { ...erased, keyword_text: keywordText(erased) };
}

/**
 * Demands as providers and admins list them (`demands`, free text with contacts hidden), and the requester's contact
 * with the free text as written in a table of its own (`demand_contacts`) that provider-facing queries never read:
 * contact data cannot leak through a listing.
 */
/** What the providers' keyword filter searches, accent- and case-free (`keyword_text`, trigram-indexed, ADR 0103). */
function keywordText(
  row: Pick<DemandRow, 'title' | 'about' | 'branch' | 'company_type' | 'city' | 'neighbourhood'>,
): string {
  return toSearchText([row.title, row.about, row.branch, row.company_type, row.city, row.neighbourhood].join(' '));
}

export const demandsProjection: Projection<Tables> = {
  name: 'demands',
  tables: ['demands', 'demand_contacts', 'demand_service_sets'],
  eventTypes: typesOf(demandStreamEvents),
  // 3: demand_contacts.erased (LGPD). 4: published, verification, close_reason, activity, cnae, employees_per_site, deadline (ADR 0080).
  // 5: trigram index for the keyword filter, GIN index on service_ids for the area filter (ADR 0103).
  // 6: trigram index on search_text for the admin list's name filter, which is now paged (ADR 0105).
  // 7: free text masked in `demands` (what providers read), as written in `demand_contacts` (ADR 0112).
  // 8: cnae_class and risk_grade (NR-4, Anexo I; issue #24, ADR 0115).
  // 9: partial indexes over the demands a provider may list, in the listing's order, alone and after uf/city or risk_grade (ADR 0166).
  // 10: direct_provider_id and published_at (Pedido direto: the named provider's alert and 24-h seat, ADR 0170).
  // 11: service_key and demand_service_sets, "Mais relevantes" read score level by score level off an index (ADR 0185).
  schemaVersion: 11,

  async createTables(db, t) {
    // pg_trgm is a trusted extension: the database's owner may create it without being a superuser.
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`
      CREATE TABLE ${t.demands} (
        id                 integer PRIMARY KEY,
        title              text NOT NULL,
        service_ids        integer[] NOT NULL,
        branch             text NOT NULL,
        company_type       text NOT NULL,
        employees          text NOT NULL,
        needed_by          text NOT NULL,
        uf                 text NOT NULL,
        city               text NOT NULL,
        neighbourhood      text NOT NULL,
        contact_preference text NOT NULL,
        about              text NOT NULL,
        corporate_name     text NOT NULL,
        search_text        text NOT NULL,
        status             boolean NOT NULL,
        -- deleted demands keep their row (admins' audits) but every listing filters them out
        deleted            boolean NOT NULL DEFAULT false,
        subs               integer NOT NULL DEFAULT 0,
        created_at         timestamptz NOT NULL,
        expires_at         timestamptz NOT NULL,
        -- v3 (ADR 0080): providers see a demand only once published; verification is what admins filter on
        published          boolean NOT NULL,
        verification       text NOT NULL,
        close_reason       text,
        activity           text NOT NULL DEFAULT '',
        cnae               text NOT NULL DEFAULT '',
        employees_per_site integer,
        deadline           timestamptz,
        -- v5 (ADR 0103): title, about, branch, type, city and neighbourhood without case or accents, for the keyword filter
        keyword_text       text NOT NULL DEFAULT '',
        -- v8: the CNAE class and its grau de risco (1–4, NR-4 Anexo I) stored at filing; null = não informado
        cnae_class         text,
        risk_grade         smallint,
        -- v10 (ADR 0170): the provider a direct request names (alerted first, holds a seat for 24 h from published_at)
        direct_provider_id uuid,
        published_at       timestamptz,
        -- v11 (ADR 0185): the set of services, ascending, joined by ',' (a row of demand_service_sets)
        service_key        text NOT NULL DEFAULT ''
      );
      COMMENT ON COLUMN ${t.demands}.about IS 'What providers read before subscribing: contacts hidden (maskContacts, ADR 0112); as written in demand_contacts.about.';
      CREATE INDEX ON ${t.demands} (created_at DESC);
      CREATE INDEX ON ${t.demands} USING gin (keyword_text gin_trgm_ops);
      CREATE INDEX ON ${t.demands} USING gin (search_text gin_trgm_ops);
      CREATE INDEX ON ${t.demands} USING gin (service_ids);
      -- v9 (ADR 0166): what a provider may list (providerListings), newest first (backwards: oldest first), alone and
      -- after the place or the grau de risco filter; "Mais relevantes" reads its unrelated demands through them too.
      -- v11 (ADR 0185): with the set of services and the place, a large score level is read off it without the table.
      CREATE INDEX ON ${t.demands} (created_at DESC, id DESC) INCLUDE (service_key, uf, city) WHERE status AND published AND NOT deleted;
      CREATE INDEX ON ${t.demands} (uf, city, created_at DESC, id DESC) WHERE status AND published AND NOT deleted;
      CREATE INDEX ON ${t.demands} (risk_grade, created_at DESC, id DESC) WHERE status AND published AND NOT deleted;
      -- v11 (ADR 0185): "Mais relevantes" reads each score level (a few sets of services) newest first; uf and city
      -- included, so the place's part of the score needs no visit to the table.
      CREATE INDEX ON ${t.demands} (service_key, created_at DESC, id DESC) INCLUDE (uf, city) WHERE status AND published AND NOT deleted;
      -- A score level names up to thousands of sets (service_key = ANY(…)): the planner estimates each against the
      -- column's most common values, 10 instead of 100 keeps that under a millisecond (ADR 0185).
      ALTER TABLE ${t.demands} ALTER COLUMN service_key SET STATISTICS 10;
      -- Every set of services a demand was filed with (insert-only: a few thousand rows; ADR 0185), scored per request.
      CREATE TABLE ${t.demand_service_sets} (
        service_key text PRIMARY KEY,
        service_ids integer[] NOT NULL
      );
      CREATE TABLE ${t.demand_contacts} (
        demand_id        integer PRIMARY KEY,
        requester_id     uuid NOT NULL,
        name             text,
        surname          text,
        email            text,
        email_normalized text,
        phone            text,
        department       text,
        role             text,
        erased           boolean NOT NULL DEFAULT false,
        -- v7 (ADR 0112): the free text as written; demands holds it with contacts hidden (maskContacts)
        about            text,
        neighbourhood    text,
        company_type     text,
        branch           text,
        activity         text
      );
      COMMENT ON COLUMN ${t.demand_contacts}.erased IS 'The requester was erased (LGPD): name reads ''${ERASED_LABEL}'', the other fields are null.';
      CREATE INDEX ON ${t.demand_contacts} (email_normalized);
    `);
  },

  apply: applyBatch,

  // A rebuild starts from empty tables: every row is folded in memory and written once at the end, in chunks (ADR 0130).
  bulkRebuild() {
    const state: DemandsState = { demands: new Map(), contacts: new Map() };
    return {
      fold: (events) => fold(state, events, new Set(), new Set()),
      async finish(db, t) {
        const inChunks = async <R extends object>(table: string, key: keyof R & string, rows: R[]) => {
          for (let i = 0; i < rows.length; i += 5_000) await upsert(db, table, key, rows.slice(i, i + 5_000));
        };
        await inChunks(t.demands, 'id', [...state.demands.values()]);
        await inChunks(t.demand_contacts, 'demand_id', [...state.contacts.values()]);
        // One set-based statement over the rows just written (ADR 0185).
        await db.query(
          `INSERT INTO ${t.demand_service_sets} (service_key, service_ids)
             SELECT k, string_to_array(k, ',')::int[] FROM (SELECT DISTINCT service_key FROM ${t.demands}) d(k)`,
        );
      },
    };
  },
};
