import { toSearchText } from '@conectasst/common/text/searchText';
import { serviceEvents } from '@conectasst/events/schemas/serviceEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';
import { nameColumns, updateRecord } from '../recordUpdates';

/**
 * The services catalogue: admin list and form, `GET /v1/services`, the home search (`GET /v1/search`) and the
 * demand wizard's chosen services. One statement per event: the catalogue changes rarely.
 */
export const servicesProjection: Projection<'services'> = {
  name: 'services',
  tables: ['services'],
  // 2: applicability (the diagnosis, ADR 0115). 3: former_names (a renamed service's old landing address, ADR 0164).
  // 4: signing ("quem pode assinar", ADR 0169).
  schemaVersion: 4,
  eventTypes: typesOf(serviceEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.services} (
        id          integer PRIMARY KEY,
        name        text NOT NULL,
        search_name text NOT NULL,
        area_id     integer NOT NULL,
        nr_ids      integer[] NOT NULL DEFAULT '{}',
        status      boolean NOT NULL,
        applicability jsonb,
        former_names text[] NOT NULL DEFAULT '{}',
        signing     jsonb,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      COMMENT ON COLUMN ${t.services}.area_id IS 'areas.id of the service (not a foreign key: read models rebuild independently).';
      COMMENT ON COLUMN ${t.services}.nr_ids IS 'nrs.id of the NRs the service is about (may be empty).';
      COMMENT ON COLUMN ${t.services}.applicability IS 'When the diagnosis lists the service: { fromEmployees: [grau 1..4 → headcount or null], exemptions, reason }; null = never.';
      COMMENT ON COLUMN ${t.services}.signing IS 'Who may sign it (ADR 0169): { signers: [{ kind, professional, requiresRqe }], source }; null = anyone.';
      COMMENT ON COLUMN ${t.services}.search_name IS 'Lower-case, accent-free name for contains searches.';
      COMMENT ON COLUMN ${t.services}.former_names IS 'Names before each rename, oldest first: their landing addresses answer 301 to the current one (ADR 0164).';
    `);
  },

  async apply(db, events, t) {
    for (const event of typedEvents(events, serviceEvents)) {
      switch (event.type) {
        case 'ServiceCreated': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.services} (id, name, search_name, area_id, nr_ids, status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, true, $6, $6) ON CONFLICT (id) DO NOTHING`,
            [d.serviceId, d.name, toSearchText(d.name), d.areaId, d.nrIds, event.recordedAt],
          );
          break;
        }
        case 'ServiceRenamed': {
          const d = event.data;
          // The name it leaves keeps its landing address as a 301 (ADR 0164).
          await db.query(
            `UPDATE ${t.services} SET former_names = array_append(former_names, name) WHERE id = $1 AND name <> $2 AND NOT name = ANY(former_names)`,
            [d.serviceId, d.name],
          );
          await updateRecord(db, t.services, d.serviceId, nameColumns(d.name), event.recordedAt);
          break;
        }
        case 'ServiceMovedToArea':
          await updateRecord(db, t.services, event.data.serviceId, { area_id: event.data.areaId }, event.recordedAt);
          break;
        case 'ServiceNrsChanged':
          await updateRecord(db, t.services, event.data.serviceId, { nr_ids: event.data.nrIds }, event.recordedAt);
          break;
        case 'ServiceActivated':
        case 'ServiceDeactivated':
          await updateRecord(
            db,
            t.services,
            event.data.serviceId,
            { status: event.type === 'ServiceActivated' },
            event.recordedAt,
          );
          break;
        case 'ServiceApplicabilitySet':
          await updateRecord(
            db,
            t.services,
            event.data.serviceId,
            { applicability: jsonOrNull(event.data.applicability) },
            event.recordedAt,
          );
          break;
        case 'ServiceSigningRuleSet':
          await updateRecord(
            db,
            t.services,
            event.data.serviceId,
            { signing: jsonOrNull(event.data.signing) },
            event.recordedAt,
          );
          break;
        case 'ServiceDeleted':
          await db.query(`DELETE FROM ${t.services} WHERE id = $1`, [event.data.serviceId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};

const jsonOrNull = (value: object | null): string | null => (value === null ? null : JSON.stringify(value));
