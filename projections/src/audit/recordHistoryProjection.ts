import { areaEvents } from '@conectasst/events/schemas/areaEvents';
import { demandStreamEvents } from '@conectasst/events/schemas/demandEvents';
import { nrEvents } from '@conectasst/events/schemas/nrEvents';
import { packageEvents } from '@conectasst/events/schemas/packageEvents';
import { serviceEvents } from '@conectasst/events/schemas/serviceEvents';
import { reviewEvents } from '@conectasst/events/schemas/reviewEvents';
import { userEvents } from '@conectasst/events/schemas/userEvents';
import { copyRows, WrittenKeys } from '../bulkLoad';
import type { ProjectedEvent, Projection } from '../projection';
import { describeEvent, recordOfStream } from './describeEvent';

/**
 * The "Histórico" of areas, NRs, services, packages, partners and demands (docs/audit.md): one row per event of the
 * record's stream with a plain-Portuguese line written from non-personal fields only, who caused it and when.
 * Every event type of those streams in the catalogue is read; a type without its own line gets a generic one.
 */
export const recordHistoryProjection: Projection<'record_history'> = {
  name: 'record_history',
  tables: ['record_history'],
  // 3: no profession, corporate name or neighbourhood in the lines (ADR 0112).
  schemaVersion: 3,
  eventTypes: [
    ...new Set(
      [
        ...areaEvents,
        ...nrEvents,
        ...serviceEvents,
        ...packageEvents,
        ...userEvents,
        ...demandStreamEvents,
        ...reviewEvents,
      ].map((e) => e.type),
    ),
  ],

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.record_history} (
        record_kind text NOT NULL,
        record_id   text NOT NULL,
        revision    integer NOT NULL,
        event_type  text NOT NULL,
        occurred_at timestamptz NOT NULL,
        summary     text NOT NULL,
        partner_id  uuid,
        actor_id    text,
        actor_role  text,
        PRIMARY KEY (record_kind, record_id, revision)
      );
      COMMENT ON COLUMN ${t.record_history}.summary IS 'Plain-Portuguese line; never personal data or secrets. {parceiro} is replaced by partner_id''s name when read.';
    `);
  },

  // One multi-row insert per batch (a rebuild replays every event of these streams).
  async apply(db, events, t) {
    const rows = events.flatMap(historyRow);
    if (rows.length === 0) return;
    await db.query(
      `INSERT INTO ${t.record_history} (${COLUMNS.join(', ')})
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::text[], $7::uuid[], $8::text[], $9::text[])
       ON CONFLICT DO NOTHING`,
      Array.from({ length: COLUMNS.length }, (_, column) => rows.map((row) => row[column])),
    );
  },

  // A rebuild (ADR 0137): each batch's lines are COPied into the fresh table, a line already written skipped.
  bulkRebuild() {
    const written = new WrittenKeys();
    let rows: unknown[][] = [];
    return {
      fold(events) {
        for (const row of events.flatMap(historyRow))
          if (written.first(`${row[0] as string}-${row[1] as string}`, row[2] as number)) rows.push(row);
      },
      async flush(db, t) {
        const batch = rows;
        rows = [];
        await copyRows(db, t.record_history, COLUMNS, batch);
      },
      finish: async () => undefined,
    };
  },
};

const COLUMNS = [
  'record_kind',
  'record_id',
  'revision',
  'event_type',
  'occurred_at',
  'summary',
  'partner_id',
  'actor_id',
  'actor_role',
];

/** The history line of one event, in the order of `COLUMNS` (none for a stream that is no record). */
function historyRow(event: ProjectedEvent): unknown[][] {
  const record = recordOfStream(event.streamId);
  if (!record) return [];
  // Every record's events: read generically (describeEvent names each type's fields).
  const d = event.data;
  const partnerId =
    (record.kind === 'demand' || record.kind === 'reviews') && typeof d.providerId === 'string'
      ? d.providerId
      : d.hired && d.hired !== 'outro' && typeof d.hired === 'string'
        ? d.hired
        : null;
  return [
    [
      record.kind,
      record.id,
      event.revision,
      event.type,
      event.recordedAt,
      describeEvent(event.type, d),
      partnerId,
      str(event.metadata?.userId),
      str(event.metadata?.role),
    ],
  ];
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
