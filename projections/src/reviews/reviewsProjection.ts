import { maskContacts } from '@conectasst/common/text/contactMask';
import { RequesterDataErased } from '@conectasst/events/schemas/demandEvents';
import { reviewEvents } from '@conectasst/events/schemas/reviewEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import type { Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

type Tables = 'reviews' | 'review_reports' | 'review_hires' | 'review_requests';
const readEvents = [...reviewEvents, RequesterDataErased, PersonalDataErased] as const;

/** Free text as everyone reads it: contacts hidden (ADR 0112); a field of an erased person decodes as null and reads ''. */
const shown = (value: string | null): string => (typeof value === 'string' ? maskContacts(value) : '');
/** A personal field as stored: '' once its person is erased (it decodes as null, whatever its schema says). */
const erasedAsEmpty = (value: string | null): string => value ?? '';

/**
 * Reviews of providers by requesters (issue #21, docs/reviews.md): the requester's page, the provider's area and the
 * admin queue /admin/avaliacoes. `hidden` rows are for the admin queue only; every other read filters them out.
 * The comment and the reviewer's first name are the requester's data: '' once the requester is erased, live
 * (RequesterDataErased) and in a replay (the key is gone, the fields decode as null). The reply is the provider's.
 */
export const reviewsProjection: Projection<Tables> = {
  name: 'reviews',
  // 2: review_requests and review_hires.recorded_at (the review request e-mails, issue #21 item 2)
  // 3: review_reports.reported_by 'system' (the self-review check's flag, issue #33 item 4, ADR 0157)
  schemaVersion: 3,
  tables: ['reviews', 'review_reports', 'review_hires', 'review_requests'],
  eventTypes: typesOf(readEvents),
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.reviews} (
        review_id      uuid PRIMARY KEY,
        demand_id      integer NOT NULL,
        provider_id    uuid NOT NULL,
        requester_id   uuid NOT NULL,
        stars          smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        -- masked (contacts hidden); '' once the requester is erased
        comment        text NOT NULL,
        -- the reviewer's first name; '' once the requester is erased (shown with the city)
        reviewer_name  text NOT NULL,
        city           text NOT NULL,
        erased         boolean NOT NULL DEFAULT false,
        written_at     timestamptz NOT NULL,
        edited_at      timestamptz,
        reply          text,
        replied_at     timestamptz,
        -- hidden by an admin: counts nowhere and shows only in the admin queue
        hidden         boolean NOT NULL DEFAULT false,
        moderation_reason text,
        moderated_by   uuid,
        moderated_at   timestamptz,
        reports        integer NOT NULL DEFAULT 0,
        UNIQUE (demand_id, provider_id)
      );
      CREATE INDEX ON ${t.reviews} (provider_id) WHERE NOT hidden;
      CREATE INDEX ON ${t.reviews} (written_at DESC);
      CREATE TABLE ${t.review_reports} (
        report_id   uuid PRIMARY KEY,
        review_id   uuid NOT NULL,
        reported_by text NOT NULL CHECK (reported_by IN ('provider', 'public', 'system')),
        reason      text NOT NULL,
        reported_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.review_reports} (review_id);
      -- 'Já contratei': the hired provider's id, or 'outro'
      CREATE TABLE ${t.review_hires} (demand_id integer PRIMARY KEY, hired text NOT NULL, recorded_at timestamptz NOT NULL);
      -- review request e-mails claimed (ReviewRequestSent): 'seat' (7 days after the first seat) or 'hired'
      CREATE TABLE ${t.review_requests} (demand_id integer NOT NULL, reason text NOT NULL, sent_at timestamptz NOT NULL, PRIMARY KEY (demand_id, reason));
    `);
  },
  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'ReviewWritten': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.reviews} (review_id, demand_id, provider_id, requester_id, stars, comment, reviewer_name, city, erased, written_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
            [
              d.reviewId,
              d.demandId,
              d.providerId,
              d.requesterId,
              d.stars,
              shown(d.comment),
              erasedAsEmpty(d.reviewerFirstName),
              d.city,
              event.erased === true,
              d.writtenAt,
            ],
          );
          break;
        }
        case 'ReviewEdited': {
          const d = event.data;
          await db.query(`UPDATE ${t.reviews} SET stars = $2, comment = $3, edited_at = $4 WHERE review_id = $1`, [
            d.reviewId,
            d.stars,
            shown(d.comment),
            event.recordedAt,
          ]);
          break;
        }
        case 'HireRecorded': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.review_hires} (demand_id, hired, recorded_at) VALUES ($1, $2, $3) ON CONFLICT (demand_id) DO UPDATE SET hired = excluded.hired, recorded_at = excluded.recorded_at`,
            [d.demandId, d.hired, event.recordedAt],
          );
          break;
        }
        case 'ReviewReplied': {
          const d = event.data;
          await db.query(`UPDATE ${t.reviews} SET reply = $2, replied_at = $3 WHERE review_id = $1`, [
            d.reviewId,
            shown(d.reply),
            event.recordedAt,
          ]);
          break;
        }
        case 'ReviewReported': {
          const d = event.data;
          const inserted = await db.query(
            `INSERT INTO ${t.review_reports} (report_id, review_id, reported_by, reason, reported_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
            [d.reportId, d.reviewId, d.by, shown(d.reason), event.recordedAt],
          );
          if (inserted.rowCount)
            await db.query(`UPDATE ${t.reviews} SET reports = reports + 1 WHERE review_id = $1`, [d.reviewId]);
          break;
        }
        case 'ReviewHidden':
        case 'ReviewRestored': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.reviews} SET hidden = $2, moderation_reason = $3, moderated_by = $4, moderated_at = $5 WHERE review_id = $1`,
            [d.reviewId, event.type === 'ReviewHidden', d.reason, d.adminId, event.recordedAt],
          );
          break;
        }
        case 'ReviewRequestSent': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.review_requests} (demand_id, reason, sent_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [d.demandId, d.reason, d.sentAt],
          );
          break;
        }
        case 'RequesterDataErased': {
          const d = event.data;
          await db.query(
            `UPDATE ${t.reviews} SET comment = '', reviewer_name = '', erased = true WHERE demand_id = $1 AND requester_id = $2`,
            [d.demandId, d.requesterId],
          );
          break;
        }
        case 'PersonalDataErased': {
          const d = event.data;
          await db.query(`UPDATE ${t.reviews} SET reply = '' WHERE provider_id = $1 AND reply IS NOT NULL`, [d.userId]);
          break;
        }
        default:
          exhaustive(event);
      }
    }
  },
};
