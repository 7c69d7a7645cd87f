import { RequesterDataErased } from '@conectasst/events/schemas/demandEvents';
import { lgpdEvents } from '@conectasst/events/schemas/lgpdEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [...lgpdEvents, PersonalDataErased, RequesterDataErased] as const;

/** The admin's "Solicitações LGPD" queue (ADR 0167): each correction or deletion request with its deadline and state. */
export const lgpdRequestsProjection: Projection<'lgpd_requests'> = {
  name: 'lgpd_requests',
  tables: ['lgpd_requests'],
  eventTypes: typesOf(readEvents),
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.lgpd_requests} (
        request_id   text PRIMARY KEY,
        subject_id   uuid NOT NULL,
        subject_kind text NOT NULL CHECK (subject_kind IN ('requester', 'provider')),
        demand_id    integer,
        kind         text NOT NULL CHECK (kind IN ('correction', 'deletion')),
        status       text NOT NULL CHECK (status IN ('received', 'in_progress', 'done', 'refused')),
        -- personal data (the subject's text and the admin's reason): null once the subject was erased
        details      text,
        reason       text,
        received_at  timestamptz NOT NULL,
        due_at       timestamptz NOT NULL,
        answered_at  timestamptz
      );
      CREATE INDEX ON ${t.lgpd_requests} (subject_id);
      CREATE INDEX ON ${t.lgpd_requests} (due_at);
      COMMENT ON TABLE ${t.lgpd_requests} IS 'LGPD correction and deletion requests of data subjects, with the legal deadline (15 days) and their state.';
    `);
  },
  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'LgpdRequestReceived': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.lgpd_requests} (request_id, subject_id, subject_kind, demand_id, kind, status, details, received_at, due_at)
             VALUES ($1, $2, $3, $4, $5, 'received', $6, $7, $8) ON CONFLICT DO NOTHING`,
            [d.requestId, d.subjectId, d.subjectKind, d.demandId, d.kind, d.details, d.receivedAt, d.dueAt],
          );
          break;
        }
        case 'LgpdRequestStarted':
          await db.query(
            `UPDATE ${t.lgpd_requests} SET status = 'in_progress' WHERE request_id = $1 AND status = 'received'`,
            [event.data.requestId],
          );
          break;
        case 'LgpdRequestAnswered':
          await db.query(
            `UPDATE ${t.lgpd_requests} SET status = $2, reason = $3, answered_at = $4 WHERE request_id = $1`,
            [event.data.requestId, event.data.outcome, event.data.reason, event.data.at],
          );
          break;
        case 'PersonalDataErased':
          // LGPD: the texts go, as a replay (key deleted) leaves them; the request and its state stay (the proof it was served).
          await db.query(`UPDATE ${t.lgpd_requests} SET details = NULL, reason = NULL WHERE subject_id = $1`, [
            event.data.userId,
          ]);
          break;
        case 'RequesterDataErased':
          await db.query(`UPDATE ${t.lgpd_requests} SET details = NULL, reason = NULL WHERE subject_id = $1`, [
            event.data.requesterId,
          ]);
          break;
        default:
          exhaustive(event);
      }
    }
  },
};
