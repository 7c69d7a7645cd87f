import type { PoolClient } from 'pg';
import { ProviderSubscribed, ProviderUnsubscribed } from '@conectasst/events/schemas/demandEvents';
import type { ProjectedEvent, Projection, TableNames } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [ProviderSubscribed, ProviderUnsubscribed] as const;

type Seat = { demandId: number; providerId: string; createdAt: Date } | null;
const keyOf = (demandId: number, providerId: string) => `${demandId}:${providerId}`;

/**
 * Folds a batch in memory from the stored rows it touches, then writes it with one delete and one insert: a few
 * statements per batch instead of one per event (a rebuild replays every subscription of the log).
 */
async function applyBatch(db: PoolClient, events: ProjectedEvent[], t: TableNames<'subscriptions'>): Promise<void> {
  const touched = new Map<string, { demandId: number; providerId: string }>();
  for (const { data } of typedEvents(events, readEvents))
    touched.set(keyOf(data.demandId, data.providerId), { demandId: data.demandId, providerId: data.providerId });
  const pairs = [...touched.values()];
  const stored = await db.query<{ demand_id: number; provider_id: string; created_at: Date }>(
    `SELECT s.demand_id, s.provider_id, s.created_at FROM ${t.subscriptions} s
       JOIN unnest($1::int[], $2::uuid[]) AS k(demand_id, provider_id) USING (demand_id, provider_id)`,
    [pairs.map((p) => p.demandId), pairs.map((p) => p.providerId)],
  );
  const seats = new Map<string, Seat>(
    stored.rows.map((r) => [
      keyOf(r.demand_id, r.provider_id),
      { demandId: r.demand_id, providerId: r.provider_id, createdAt: r.created_at },
    ]),
  );
  fold(seats, events);
  const gone = pairs.filter((p) => !seats.get(keyOf(p.demandId, p.providerId)));
  const held = [...seats.values()].filter(
    (s): s is NonNullable<Seat> => Boolean(s) && touched.has(keyOf(s!.demandId, s!.providerId)),
  );
  if (gone.length) {
    await db.query(
      `DELETE FROM ${t.subscriptions} s USING unnest($1::int[], $2::uuid[]) AS k(demand_id, provider_id) WHERE s.demand_id = k.demand_id AND s.provider_id = k.provider_id`,
      [gone.map((p) => p.demandId), gone.map((p) => p.providerId)],
    );
  }
  await insertSeats(db, t, held);
}

function fold(seats: Map<string, Seat>, events: ProjectedEvent[]): void {
  for (const event of typedEvents(events, readEvents)) {
    const d = event.data;
    const key = keyOf(d.demandId, d.providerId);
    switch (event.type) {
      case 'ProviderSubscribed':
        // A seat already held keeps its date (the insert used to do nothing on conflict).
        if (!seats.get(key))
          seats.set(key, { demandId: d.demandId, providerId: d.providerId, createdAt: event.recordedAt });
        break;
      case 'ProviderUnsubscribed':
        seats.set(key, null);
        break;
      default:
        exhaustive(event);
    }
  }
}

async function insertSeats(db: PoolClient, t: TableNames<'subscriptions'>, held: NonNullable<Seat>[]): Promise<void> {
  if (held.length) {
    await db.query(
      `INSERT INTO ${t.subscriptions} (demand_id, provider_id, created_at) SELECT * FROM unnest($1::int[], $2::uuid[], $3::timestamptz[])
       ON CONFLICT (demand_id, provider_id) DO UPDATE SET created_at = EXCLUDED.created_at`,
      [held.map((s) => s.demandId), held.map((s) => s.providerId), held.map((s) => s.createdAt)],
    );
  }
}

/** Who holds a seat on which demand: gates the requester's contact (GET /v1/subs) and lists subscriptions. */
export const subscriptionsProjection: Projection<'subscriptions'> = {
  name: 'subscriptions',
  tables: ['subscriptions'],
  eventTypes: typesOf(readEvents),
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.subscriptions} (
        demand_id   integer NOT NULL,
        provider_id uuid NOT NULL,
        created_at  timestamptz NOT NULL,
        PRIMARY KEY (demand_id, provider_id)
      );
      CREATE INDEX ON ${t.subscriptions} (provider_id, created_at DESC);
    `);
  },
  apply: applyBatch,

  // A rebuild starts from an empty table: every seat is folded in memory and written once at the end (ADR 0130).
  bulkRebuild() {
    const seats = new Map<string, Seat>();
    return {
      fold: (events) => fold(seats, events),
      finish: async (db, t) => {
        const held = [...seats.values()].filter((s): s is NonNullable<Seat> => Boolean(s));
        for (let i = 0; i < held.length; i += 50_000) await insertSeats(db, t, held.slice(i, i + 50_000));
      },
    };
  },
};
