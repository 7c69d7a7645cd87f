import { toSearchText } from '@conectasst/common/text/searchText';
import { normalizeEmail } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';

/**
 * Demands as providers and admins list them (`demands`), and the requester's contact in a table of its own
 * (`demand_contacts`) that provider-facing queries never read: contact data cannot leak through a listing.
 */
export const demandsProjection: Projection<'demands' | 'demand_contacts'> = {
  name: 'demands',
  tables: ['demands', 'demand_contacts'],
  eventTypes: ['DemandFiled', 'DemandEdited', 'DemandClosed', 'DemandReopened', 'DemandDeleted', 'ProviderSubscribed', 'ProviderUnsubscribed'],
  schemaVersion: 2,

  async createTables(db, t) {
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
        expires_at         timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.demands} (created_at DESC);
      CREATE TABLE ${t.demand_contacts} (
        demand_id        integer PRIMARY KEY,
        requester_id     uuid NOT NULL,
        name             text,
        surname          text,
        email            text,
        email_normalized text,
        phone            text,
        department       text,
        role             text
      );
      CREATE INDEX ON ${t.demand_contacts} (email_normalized);
    `);
  },

  async apply(db, events, t) {
    for (const event of events) {
      const d = event.data as Record<string, unknown>;
      switch (event.type) {
        case 'DemandClosed':
        case 'DemandReopened':
          await db.query(`UPDATE ${t.demands} SET status = $2 WHERE id = $1`, [d.demandId, event.type === 'DemandReopened']);
          continue;
        case 'DemandDeleted':
          await db.query(`UPDATE ${t.demands} SET deleted = true, status = false WHERE id = $1`, [d.demandId]);
          continue;
        case 'ProviderSubscribed':
          await db.query(`UPDATE ${t.demands} SET subs = subs + 1 WHERE id = $1`, [d.demandId]);
          continue;
        case 'ProviderUnsubscribed':
          await db.query(`UPDATE ${t.demands} SET subs = greatest(subs - 1, 0) WHERE id = $1`, [d.demandId]);
          continue;
        case 'DemandEdited': {
          const title = await db.query<{ title: string }>(`SELECT title FROM ${t.demands} WHERE id = $1`, [d.demandId]);
          await db.query(
            `UPDATE ${t.demands} SET corporate_name = $2, company_type = $3, neighbourhood = $4, about = $5, search_text = $6 WHERE id = $1`,
            [d.demandId, d.corporateName, d.companyType, d.neighbourhood, d.about, toSearchText(`${String(d.corporateName)} ${title.rows[0]?.title ?? ''}`)],
          );
          const email = typeof d.requesterEmail === 'string' ? d.requesterEmail : null;
          await db.query(
            `UPDATE ${t.demand_contacts} SET name = $2, surname = $3, email = $4, email_normalized = $5, phone = $6 WHERE demand_id = $1`,
            [d.demandId, d.requesterName, d.requesterSurname, email, email ? normalizeEmail(email) : null, d.requesterPhone],
          );
          continue;
        }
        case 'DemandFiled':
          break;
        default:
          continue;
      }
      await db.query(
        `INSERT INTO ${t.demands} (id, title, service_ids, branch, company_type, employees, needed_by, uf, city, neighbourhood,
           contact_preference, about, corporate_name, search_text, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $16, true, $14, $15) ON CONFLICT (id) DO NOTHING`,
        [d.demandId, d.title, d.serviceIds, d.branch, d.companyType, d.employees, d.neededBy, d.uf, d.city, d.neighbourhood, d.contactPreference, d.about, d.corporateName, event.recordedAt, d.expiresAt, toSearchText(`${String(d.corporateName)} ${String(d.title)}`)],
      );
      const email = typeof d.requesterEmail === 'string' ? d.requesterEmail : null;
      await db.query(
        `INSERT INTO ${t.demand_contacts} (demand_id, requester_id, name, surname, email, email_normalized, phone, department, role)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (demand_id) DO NOTHING`,
        [d.demandId, d.requesterId, d.requesterName, d.requesterSurname, email, email ? normalizeEmail(email) : null, d.requesterPhone, d.department, d.role],
      );
    }
  },
};
