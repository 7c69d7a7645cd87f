import {
  DemandDeleted,
  DemandFiled,
  ProviderSubscribed,
  ProviderUnsubscribed,
} from '@conectasst/events/schemas/demandEvents';
import { UserRegistered } from '@conectasst/events/schemas/userEvents';
import { CreditsPurchased, CreditsReversed, CreditsSpent } from '@conectasst/events/schemas/walletEvents';
import { copyRows, WrittenKeys } from '../bulkLoad';
import type { Projection, TypedEvent } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const creditEvents = [CreditsPurchased, CreditsSpent, CreditsReversed] as const;
const readEvents = [
  DemandFiled,
  DemandDeleted,
  ProviderSubscribed,
  ProviderUnsubscribed,
  ...creditEvents,
  UserRegistered,
] as const;

type Tables = 'dash_demands' | 'dash_credit_moves' | 'dash_partners';

/**
 * Facts for the admin's charts, /admin/painel (docs/audit.md; "dashboard" in code means the provider's area, glossary): demands (when, where, which services, how many
 * providers hold a seat), credits sold and spent, partner sign-ups. The charts are SQL aggregates over these rows.
 */
export const adminChartsProjection: Projection<Tables> = {
  // The persisted name (checkpoint, docs/read-models.sql) stays: renaming it would replay the log into new tables.
  name: 'dashboard',
  tables: ['dash_demands', 'dash_credit_moves', 'dash_partners'],
  // 2: reversals of credited payments (ADR 0111) as credit moves of kind 'reversed'.
  schemaVersion: 2,
  eventTypes: typesOf(readEvents),

  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.dash_demands} (
        demand_id   integer PRIMARY KEY,
        filed_at    timestamptz NOT NULL,
        uf          text NOT NULL,
        service_ids integer[] NOT NULL,
        providers   integer NOT NULL DEFAULT 0,
        deleted     boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${t.dash_demands} (filed_at);
      CREATE TABLE ${t.dash_credit_moves} (
        provider_id uuid NOT NULL,
        seq         integer NOT NULL,
        occurred_at timestamptz NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('sold', 'spent', 'reversed')),
        credits     integer NOT NULL,
        price_cents bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (provider_id, seq)
      );
      CREATE INDEX ON ${t.dash_credit_moves} (occurred_at);
      CREATE TABLE ${t.dash_partners} (
        provider_id   uuid PRIMARY KEY,
        registered_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${t.dash_partners} (registered_at);
    `);
  },

  // Set-based (ADR 0100): the batch's rows and changes are gathered, then written with one statement per table.
  async apply(db, events, t) {
    const demands: unknown[][] = [];
    const deleted = new Set<number>();
    const seats = new Map<number, number>();
    const moves: unknown[][] = [];
    const partners: unknown[][] = [];
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'DemandFiled':
          demands.push([event.data.demandId, event.recordedAt, event.data.uf, `{${event.data.serviceIds.join(',')}}`]);
          break;
        case 'DemandDeleted':
          deleted.add(event.data.demandId);
          break;
        case 'ProviderSubscribed':
        case 'ProviderUnsubscribed':
          seats.set(
            event.data.demandId,
            (seats.get(event.data.demandId) ?? 0) + (event.type === 'ProviderSubscribed' ? 1 : -1),
          );
          break;
        case 'CreditsPurchased':
        case 'CreditsSpent':
        case 'CreditsReversed':
          moves.push(creditMove(event));
          break;
        case 'UserRegistered':
          if (event.data.type === 'provider') partners.push([event.data.userId, event.recordedAt]);
          break;
        default:
          exhaustive(event);
      }
    }
    const columns = (rows: unknown[][], width: number) =>
      Array.from({ length: width }, (_, c) => rows.map((row) => row[c]));
    // Filed first: a seat taken in the same batch finds its demand.
    if (demands.length) {
      await db.query(
        `INSERT INTO ${t.dash_demands} (demand_id, filed_at, uf, service_ids)
         SELECT id, at, uf, services::int[] FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::text[]) AS f(id, at, uf, services) ON CONFLICT DO NOTHING`,
        columns(demands, 4),
      );
    }
    if (deleted.size)
      await db.query(`UPDATE ${t.dash_demands} SET deleted = true WHERE demand_id = ANY($1::int[])`, [[...deleted]]);
    if (seats.size) {
      await db.query(
        `UPDATE ${t.dash_demands} d SET providers = GREATEST(0, d.providers + c.delta) FROM unnest($1::int[], $2::int[]) AS c(id, delta) WHERE d.demand_id = c.id`,
        [[...seats.keys()], [...seats.values()]],
      );
    }
    if (moves.length) {
      await db.query(
        `INSERT INTO ${t.dash_credit_moves} (provider_id, seq, occurred_at, kind, credits, price_cents)
         SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[], $4::text[], $5::int[], $6::bigint[]) ON CONFLICT DO NOTHING`,
        columns(moves, 6),
      );
    }
    if (partners.length) {
      await db.query(
        `INSERT INTO ${t.dash_partners} (provider_id, registered_at) SELECT * FROM unnest($1::uuid[], $2::timestamptz[]) ON CONFLICT DO NOTHING`,
        columns(partners, 2),
      );
    }
  },

  // A rebuild (ADR 0137): the demands' facts are folded in memory and written once at the end; credit moves and
  // partners, which no later event changes, are COPied batch by batch.
  bulkRebuild() {
    const demands = new Map<
      number,
      { filedAt: Date; uf: unknown; serviceIds: number[]; providers: number; deleted: boolean }
    >();
    const movesWritten = new WrittenKeys();
    const partnersWritten = new Set<string>();
    let moves: unknown[][] = [];
    let partners: unknown[][] = [];
    return {
      fold(events) {
        for (const event of typedEvents(events, readEvents)) {
          const demand = 'demandId' in event.data ? demands.get(event.data.demandId) : undefined;
          switch (event.type) {
            case 'DemandFiled':
              if (!demand)
                demands.set(event.data.demandId, {
                  filedAt: event.recordedAt,
                  uf: event.data.uf,
                  serviceIds: event.data.serviceIds,
                  providers: 0,
                  deleted: false,
                });
              break;
            case 'DemandDeleted':
              if (demand) demand.deleted = true;
              break;
            case 'ProviderSubscribed':
            case 'ProviderUnsubscribed':
              if (demand)
                demand.providers = Math.max(0, demand.providers + (event.type === 'ProviderSubscribed' ? 1 : -1));
              break;
            case 'CreditsPurchased':
            case 'CreditsSpent':
            case 'CreditsReversed':
              if (movesWritten.first(event.data.providerId, event.revision)) moves.push(creditMove(event));
              break;
            case 'UserRegistered':
              if (event.data.type === 'provider' && !partnersWritten.has(event.data.userId)) {
                partnersWritten.add(event.data.userId);
                partners.push([event.data.userId, event.recordedAt]);
              }
              break;
            default:
              exhaustive(event);
          }
        }
      },
      async flush(db, t) {
        const [movesNow, partnersNow] = [moves, partners];
        [moves, partners] = [[], []];
        await copyRows(
          db,
          t.dash_credit_moves,
          ['provider_id', 'seq', 'occurred_at', 'kind', 'credits', 'price_cents'],
          movesNow,
        );
        await copyRows(db, t.dash_partners, ['provider_id', 'registered_at'], partnersNow);
      },
      async finish(db, t) {
        const rows = [...demands].map(([id, f]) => [id, f.filedAt, f.uf, f.serviceIds, f.providers, f.deleted]);
        await copyRows(
          db,
          t.dash_demands,
          ['demand_id', 'filed_at', 'uf', 'service_ids', 'providers', 'deleted'],
          rows,
        );
      },
    };
  },
};

/** A credit move of the admin charts: credits sold or spent, or the credits and price of a reversed payment (refund or chargeback, in the month it happened). */
function creditMove(event: TypedEvent<(typeof creditEvents)[number]>): unknown[] {
  const d = event.data;
  switch (event.type) {
    case 'CreditsPurchased':
      return [d.providerId, event.revision, event.recordedAt, 'sold', d.credits, event.data.priceCents];
    case 'CreditsSpent':
      return [d.providerId, event.revision, event.recordedAt, 'spent', d.credits, 0];
    case 'CreditsReversed':
      // A partial refund (or the full reversal after one) gave back less than the price (ADR 0168).
      return [
        d.providerId,
        event.revision,
        event.recordedAt,
        'reversed',
        d.credits,
        event.data.refundedCents ?? event.data.priceCents,
      ];
  }
}
