import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { copyRows } from '../bulkLoad';
import { ProviderSubscribed, ProviderUnsubscribed } from '@conectasst/events/schemas/demandEvents';
import { CreditsSpent } from '@conectasst/events/schemas/walletEvents';
import type { ProjectedEvent, Projection } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [ProviderSubscribed, ProviderUnsubscribed, CreditsSpent] as const;

/** A demand's seats (spec §9); kept here so the read model does not depend on the write side. */

/**
 * Every subscription ever taken (docs/audit.md): which provider, when, the credits its spend cost and the seats left
 * after it; a seat given back keeps its row with `cancelled_at`. Screens: the demand's and the partner's subscription
 * histories.
 */
export const subscriptionHistoryProjection: Projection<'subscription_history'> = {
  name: 'subscription_history',
  tables: ['subscription_history'],
  schemaVersion: 1,
  eventTypes: typesOf(readEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.subscription_history} (
        demand_id      integer NOT NULL,
        seq            integer NOT NULL,
        provider_id    uuid NOT NULL,
        reservation_id text,
        subscribed_at  timestamptz NOT NULL,
        credits        integer,
        seats_left     integer NOT NULL,
        cancelled_at   timestamptz,
        cancel_reason  text,
        PRIMARY KEY (demand_id, seq)
      );
      CREATE INDEX ON ${t.subscription_history} (provider_id, subscribed_at);
      COMMENT ON COLUMN ${t.subscription_history}.seq IS 'Revision of the ProviderSubscribed event in demand-<demand_id>.';
      COMMENT ON COLUMN ${t.subscription_history}.seats_left IS 'Free seats right after this subscription.';
    `);
  },

  // Set-based (ADR 0100): the batch is folded over the rows of its demands, then written with one insert and one update.
  async apply(db, events, t) {
    if (events.length === 0) return;
    const demandIds = [...new Set(typedEvents(events, readEvents).map((e) => e.data.demandId))];
    const stored = await db.query<Row>(
      `SELECT ${COLUMNS.join(', ')} FROM ${t.subscription_history} WHERE demand_id = ANY($1::int[])`,
      [demandIds],
    );
    const rows: Rows = new Map();
    for (const row of stored.rows)
      rows.set(row.demand_id, [...(rows.get(row.demand_id) ?? []), { ...row, state: 'stored' }]);
    foldHistory(rows, events);
    const all = [...rows.values()].flat();
    const added = all.filter((row) => row.state === 'new');
    const changed = all.filter((row) => row.state === 'changed');
    if (added.length) {
      await db.query(
        `INSERT INTO ${t.subscription_history} (${COLUMNS.join(', ')})
         SELECT * FROM unnest($1::int[], $2::int[], $3::uuid[], $4::text[], $5::timestamptz[], $6::int[], $7::int[], $8::timestamptz[], $9::text[]) ON CONFLICT DO NOTHING`,
        COLUMNS.map((column) => added.map((r) => r[column])),
      );
    }
    if (changed.length) {
      await db.query(
        `UPDATE ${t.subscription_history} h SET credits = c.credits, cancelled_at = c.cancelled_at, cancel_reason = c.cancel_reason
           FROM unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::text[]) AS c(demand_id, seq, credits, cancelled_at, cancel_reason)
          WHERE h.demand_id = c.demand_id AND h.seq = c.seq`,
        [
          changed.map((r) => r.demand_id),
          changed.map((r) => r.seq),
          changed.map((r) => r.credits),
          changed.map((r) => r.cancelled_at),
          changed.map((r) => r.cancel_reason),
        ],
      );
    }
  },

  // A rebuild (ADR 0137): the whole replay is folded in memory (a seat's row changes when it is paid or given back)
  // and COPied into the fresh table once, at the end.
  bulkRebuild() {
    const rows: Rows = new Map();
    return {
      fold: (events) => foldHistory(rows, events),
      finish: (db, t) =>
        copyRows(
          db,
          t.subscription_history,
          COLUMNS,
          [...rows.values()].flat().map((row) => COLUMNS.map((column) => row[column])),
        ),
    };
  },
};

const COLUMNS = [
  'demand_id',
  'seq',
  'provider_id',
  'reservation_id',
  'subscribed_at',
  'credits',
  'seats_left',
  'cancelled_at',
  'cancel_reason',
] as const;

type Rows = Map<number, (Row & { state: 'stored' | 'changed' | 'new' })[]>;

/** Folds events over the history rows of their demands, marking rows added ('new') or changed ('changed'). */
function foldHistory(rows: Rows, events: ProjectedEvent[]): void {
  for (const event of typedEvents(events, readEvents)) {
    const d = event.data;
    const ofDemand = rows.get(d.demandId) ?? [];
    rows.set(d.demandId, ofDemand);
    const open = (row: Row) => row.provider_id === d.providerId && row.cancelled_at === null;
    const touch = (row: Row & { state: string }) =>
      (row.state === 'stored' ? 'changed' : row.state) as 'changed' | 'new';
    switch (event.type) {
      case 'ProviderSubscribed': {
        if (ofDemand.some((row) => row.seq === event.revision)) continue;
        const held = ofDemand.filter((row) => row.cancelled_at === null).length;
        ofDemand.push({
          demand_id: d.demandId,
          seq: event.revision,
          provider_id: d.providerId,
          reservation_id: event.data.reservationId ?? null,
          subscribed_at: event.recordedAt,
          credits: null,
          seats_left: Math.max(0, MAX_SUBSCRIBERS - held - 1),
          cancelled_at: null,
          cancel_reason: null,
          state: 'new',
        });
        break;
      }
      case 'ProviderUnsubscribed': {
        const reason = event.data.reason;
        for (const row of ofDemand.filter(open))
          Object.assign(row, { cancelled_at: event.recordedAt, cancel_reason: reason, state: touch(row) });
        break;
      }
      case 'CreditsSpent': {
        // The reservation that paid for the seat (or, for seats taken without one, the provider's open seat).
        const { reservationId, credits } = event.data;
        const paid = (row: Row) =>
          open(row) && row.credits === null && (row.reservation_id === reservationId || row.reservation_id === null);
        for (const row of ofDemand.filter(paid)) Object.assign(row, { credits, state: touch(row) });
        break;
      }
      default:
        exhaustive(event);
    }
  }
}

interface Row {
  demand_id: number;
  seq: number;
  provider_id: string;
  reservation_id: string | null;
  subscribed_at: Date;
  credits: number | null;
  seats_left: number;
  cancelled_at: Date | null;
  cancel_reason: string | null;
}
