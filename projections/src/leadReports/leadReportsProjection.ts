import { leadReportEvents } from '@conectasst/events/schemas/leadReportEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [...leadReportEvents, PersonalDataErased] as const;

/** Lead reports (credit-back for bad leads): the admin queue /admin/reembolsos and the provider's own reports. */
export const leadReportsProjection: Projection<'lead_reports'> = {
  name: 'leadReports',
  tables: ['lead_reports'],
  eventTypes: typesOf(readEvents),
  // 2: the provider's note is personal data (ADR 0112): '' once the provider is erased, live and in a replay.
  schemaVersion: 2,
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.lead_reports} (
        report_id     uuid PRIMARY KEY,
        demand_id     integer NOT NULL,
        provider_id   uuid NOT NULL,
        reason        text NOT NULL,
        note          text NOT NULL,
        credits       integer NOT NULL,
        status        text NOT NULL CHECK (status IN ('open', 'approved', 'refused')),
        -- true when the platform refunded by itself (bounced e-mail, duplicate demand)
        automatic     boolean NOT NULL DEFAULT false,
        -- 'system' or the deciding admin's id
        decided_by    text,
        decision_note text NOT NULL DEFAULT '',
        reported_at   timestamptz NOT NULL,
        decided_at    timestamptz,
        UNIQUE (demand_id, provider_id)
      );
      CREATE INDEX ON ${t.lead_reports} (status, reported_at);
      CREATE INDEX ON ${t.lead_reports} (provider_id);
    `);
  },
  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'LeadReported': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.lead_reports} (report_id, demand_id, provider_id, reason, note, credits, status, reported_at) VALUES ($1, $2, $3, $4, $5, $6, 'open', $7) ON CONFLICT DO NOTHING`,
            // The note of an erased provider reads null (personal data).
            [
              d.reportId,
              d.demandId,
              d.providerId,
              d.reason,
              typeof d.note === 'string' ? d.note : '',
              d.credits,
              event.recordedAt,
            ],
          );
          break;
        }
        case 'LeadReportApproved':
        case 'LeadReportRefused':
          await db.query(
            `UPDATE ${t.lead_reports} SET status = $2, automatic = $3, decided_by = $4, decision_note = $5, decided_at = $6 WHERE report_id = $1`,
            [
              event.data.reportId,
              event.type === 'LeadReportApproved' ? 'approved' : 'refused',
              event.type === 'LeadReportApproved' && event.data.automatic,
              event.data.decidedBy,
              event.data.note,
              event.recordedAt,
            ],
          );
          break;
        case 'PersonalDataErased':
          await db.query(`UPDATE ${t.lead_reports} SET note = '' WHERE provider_id = $1`, [event.data.userId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
