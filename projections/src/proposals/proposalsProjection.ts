import { maskContacts } from '@conectasst/common/text/contactMask';
import {
  DemandFiled,
  DemandPublished,
  ProviderSubscribed,
  ProviderUnsubscribed,
} from '@conectasst/events/schemas/demandEvents';
import { proposalEvents } from '@conectasst/events/schemas/proposalEvents';
import type { ProposalSent } from '@conectasst/events/schemas/proposalEvents';
import { HireRecorded } from '@conectasst/events/schemas/reviewEvents';
import { PersonalDataErased } from '@conectasst/events/schemas/userEvents';
import { copyRows } from '../bulkLoad';
import type { BulkRebuild, Projection, TableNames, TypedEvent } from '../projection';
import { exhaustive, typedEvents, typesOf } from '../projection';

const readEvents = [
  ...proposalEvents,
  DemandFiled,
  ProviderSubscribed,
  ProviderUnsubscribed,
  HireRecorded,
  DemandPublished,
  PersonalDataErased,
] as const;

type Tables = 'proposal_revisions' | 'seat_stages' | 'proposal_demands';

/**
 * Proposals (issue #36 item 2, docs/proposals.md, ADR 0163): every revision (the requester compares the latest of each
 * seat, the author reads its history), each seat's stage for "Demandas Inscritas" (the provider's mark, then 'proposta
 * enviada', then 'ganha'/'perdida' from the hire — an accepted proposal's or 'Já contratei's), and when each demand was
 * published (how fast a provider answered) and how its requester prefers to be contacted (shown to the seat holders). Notes are shown through the contact mask; '' once the provider is erased.
 */
export const proposalsProjection: Projection<Tables> = {
  name: 'proposals',
  // 2: proposal_demands.preferred_channel ("Prefiro ser contatado por", issue #36 item 3)
  schemaVersion: 2,
  tables: ['proposal_revisions', 'seat_stages', 'proposal_demands'],
  eventTypes: typesOf(readEvents),
  async createTables(db, t) {
    await db.query(`
      CREATE TABLE ${t.proposal_revisions} (
        demand_id        integer NOT NULL,
        provider_id      uuid NOT NULL,
        revision         integer NOT NULL,
        price_min_cents  bigint NOT NULL,
        price_max_cents  bigint,
        payment_terms    text NOT NULL,
        items            jsonb NOT NULL,
        deadline_days    integer,
        deadline_date    date,
        valid_until      date NOT NULL,
        credential_id    uuid NOT NULL,
        signatory_label  text NOT NULL,
        -- masked (contacts hidden); '' once the provider is erased
        notes            text NOT NULL,
        pdf_sha256       text,
        pdf_name         text,
        pdf_size         integer,
        sent_at          timestamptz NOT NULL,
        PRIMARY KEY (demand_id, provider_id, revision)
      );
      CREATE INDEX ON ${t.proposal_revisions} (provider_id);
      -- one row per seat held: the provider's own mark, the latest revision sent, the outcome of the hire
      CREATE TABLE ${t.seat_stages} (
        demand_id          integer NOT NULL,
        provider_id        uuid NOT NULL,
        marked             text NOT NULL DEFAULT 'nova' CHECK (marked IN ('nova', 'contato_feito')),
        revision           integer NOT NULL DEFAULT 0,
        accepted_revision  integer,
        outcome            text CHECK (outcome IN ('ganha', 'perdida')),
        seated_at          timestamptz NOT NULL,
        first_proposal_at  timestamptz,
        PRIMARY KEY (demand_id, provider_id)
      );
      CREATE INDEX ON ${t.seat_stages} (provider_id);
      -- publication time (null until published) and the requester's "Prefiro ser contatado por" (null: not told)
      CREATE TABLE ${t.proposal_demands} (demand_id integer PRIMARY KEY, published_at timestamptz, preferred_channel text CHECK (preferred_channel IN ('whatsapp', 'ligacao', 'email')));
    `);
  },
  async apply(db, events, t) {
    for (const event of typedEvents(events, readEvents)) {
      switch (event.type) {
        case 'ProviderSubscribed':
          await db.query(
            `INSERT INTO ${t.seat_stages} (demand_id, provider_id, seated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [event.data.demandId, event.data.providerId, event.recordedAt],
          );
          break;
        case 'ProviderUnsubscribed':
          await db.query(`DELETE FROM ${t.seat_stages} WHERE demand_id = $1 AND provider_id = $2`, [
            event.data.demandId,
            event.data.providerId,
          ]);
          break;
        case 'ProposalSent': {
          const d = event.data;
          await db.query(
            `INSERT INTO ${t.proposal_revisions} (${REVISION_COLUMNS.join(', ')})
             VALUES (${REVISION_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING`,
            revisionValues(d),
          );
          await db.query(
            `UPDATE ${t.seat_stages} SET revision = greatest(revision, $3), first_proposal_at = coalesce(first_proposal_at, $4) WHERE demand_id = $1 AND provider_id = $2`,
            [d.demandId, d.providerId, d.revision, d.sentAt],
          );
          break;
        }
        case 'SeatStageMarked':
          await db.query(`UPDATE ${t.seat_stages} SET marked = $3 WHERE demand_id = $1 AND provider_id = $2`, [
            event.data.demandId,
            event.data.providerId,
            event.data.stage,
          ]);
          break;
        case 'ProposalAccepted':
          await db.query(
            `UPDATE ${t.seat_stages} SET accepted_revision = $3 WHERE demand_id = $1 AND provider_id = $2`,
            [event.data.demandId, event.data.providerId, event.data.revision],
          );
          break;
        case 'HireRecorded':
          // The hire decides every seat of the demand: the one hired won, the others lost ('outro' names none of them).
          await db.query(
            `UPDATE ${t.seat_stages} SET outcome = CASE WHEN provider_id::text = $2 THEN 'ganha' ELSE 'perdida' END WHERE demand_id = $1`,
            [event.data.demandId, event.data.hired],
          );
          break;
        case 'DemandFiled':
          await db.query(
            `INSERT INTO ${t.proposal_demands} (demand_id, published_at, preferred_channel) VALUES ($1, $2, $3) ON CONFLICT (demand_id) DO UPDATE SET preferred_channel = excluded.preferred_channel`,
            // A demand filed before e-mail confirmation existed was published at once.
            [
              event.data.demandId,
              event.data.confirmationRequired ? null : event.data.consentAt,
              event.data.preferredChannel ?? null,
            ],
          );
          break;
        case 'DemandPublished':
          await db.query(
            `INSERT INTO ${t.proposal_demands} (demand_id, published_at) VALUES ($1, $2) ON CONFLICT (demand_id) DO UPDATE SET published_at = coalesce(${t.proposal_demands}.published_at, excluded.published_at)`,
            [event.data.demandId, event.data.at],
          );
          break;
        case 'PersonalDataErased':
          await db.query(`UPDATE ${t.proposal_revisions} SET notes = '' WHERE provider_id = $1`, [event.data.userId]);
          break;
        default:
          exhaustive(event);
      }
    }
  },

  // A rebuild folds the whole replay in memory (seats, revisions, demands) and COPies each table once at the end
  // (ADR 0130, 0137): `apply` costs one statement per event, 438,927 of them for the bench's log.
  bulkRebuild: () => proposalsBulkRebuild(),
};

type ProposalSentData = TypedEvent<typeof ProposalSent>['data'];

const REVISION_COLUMNS = [
  'demand_id',
  'provider_id',
  'revision',
  'price_min_cents',
  'price_max_cents',
  'payment_terms',
  'items',
  'deadline_days',
  'deadline_date',
  'valid_until',
  'credential_id',
  'signatory_label',
  'notes',
  'pdf_sha256',
  'pdf_name',
  'pdf_size',
  'sent_at',
] as const;

/** A `proposal_revisions` row's values, in the order of REVISION_COLUMNS (notes masked; '' when erased). */
const revisionValues = (d: ProposalSentData): unknown[] => [
  d.demandId,
  d.providerId,
  d.revision,
  d.priceMinCents,
  d.priceMaxCents,
  d.paymentTerms,
  JSON.stringify(d.items),
  d.deadlineDays,
  d.deadlineDate,
  d.validUntil,
  d.signatory.credentialId,
  d.signatory.label,
  typeof d.notes === 'string' ? maskContacts(d.notes) : '',
  d.pdf?.sha256 ?? null,
  d.pdf?.name ?? null,
  d.pdf?.size ?? null,
  d.sentAt,
];
const NOTES = REVISION_COLUMNS.indexOf('notes');

/** A `seat_stages` row as the live statements leave it (column defaults: 'nova', revision 0). */
interface Seat {
  demandId: number;
  providerId: string;
  marked: string;
  revision: number;
  acceptedRevision: number | null;
  outcome: 'ganha' | 'perdida' | null;
  seatedAt: Date;
  firstProposalAt: string | null;
}

/**
 * The rebuild's fold: the same effect as `apply`'s statements, event after event, on rows kept in memory. Provider ids
 * are compared as the uuid columns compare them (lower case; the hire compares `provider_id::text`, which is lower case).
 */
function proposalsBulkRebuild(): BulkRebuild<Tables> {
  const seats = new Map<string, Seat>();
  const seatsOfDemand = new Map<number, Set<string>>();
  const revisions = new Map<string, unknown[]>();
  const revisionsOfProvider = new Map<string, unknown[][]>();
  const demands = new Map<number, { publishedAt: unknown; preferredChannel: string | null }>();
  const seatKey = (demandId: number, providerId: string) => `${demandId}|${providerId.toLowerCase()}`;
  return {
    fold(events) {
      for (const event of typedEvents(events, readEvents)) {
        switch (event.type) {
          case 'ProviderSubscribed': {
            const key = seatKey(event.data.demandId, event.data.providerId);
            if (seats.has(key)) break;
            seats.set(key, {
              demandId: event.data.demandId,
              providerId: event.data.providerId,
              marked: 'nova',
              revision: 0,
              acceptedRevision: null,
              outcome: null,
              seatedAt: event.recordedAt,
              firstProposalAt: null,
            });
            const ofDemand = seatsOfDemand.get(event.data.demandId) ?? new Set<string>();
            if (ofDemand.size === 0) seatsOfDemand.set(event.data.demandId, ofDemand);
            ofDemand.add(key);
            break;
          }
          case 'ProviderUnsubscribed': {
            const key = seatKey(event.data.demandId, event.data.providerId);
            seats.delete(key);
            seatsOfDemand.get(event.data.demandId)?.delete(key);
            break;
          }
          case 'ProposalSent': {
            const d = event.data;
            const key = `${seatKey(d.demandId, d.providerId)}|${d.revision}`;
            if (!revisions.has(key)) {
              const row = revisionValues(d);
              revisions.set(key, row);
              const provider = d.providerId.toLowerCase();
              const ofProvider = revisionsOfProvider.get(provider) ?? [];
              if (ofProvider.length === 0) revisionsOfProvider.set(provider, ofProvider);
              ofProvider.push(row);
            }
            const seat = seats.get(seatKey(d.demandId, d.providerId));
            if (seat) {
              seat.revision = Math.max(seat.revision, d.revision);
              seat.firstProposalAt ??= d.sentAt;
            }
            break;
          }
          case 'SeatStageMarked': {
            const seat = seats.get(seatKey(event.data.demandId, event.data.providerId));
            if (seat) seat.marked = event.data.stage;
            break;
          }
          case 'ProposalAccepted': {
            const seat = seats.get(seatKey(event.data.demandId, event.data.providerId));
            if (seat) seat.acceptedRevision = event.data.revision;
            break;
          }
          case 'HireRecorded':
            for (const key of seatsOfDemand.get(event.data.demandId) ?? []) {
              const seat = seats.get(key)!;
              seat.outcome = seat.providerId.toLowerCase() === event.data.hired ? 'ganha' : 'perdida';
            }
            break;
          case 'DemandFiled': {
            const demand = demands.get(event.data.demandId);
            const preferredChannel = event.data.preferredChannel ?? null;
            if (demand) demand.preferredChannel = preferredChannel;
            else
              demands.set(event.data.demandId, {
                publishedAt: event.data.confirmationRequired ? null : (event.data.consentAt ?? null),
                preferredChannel,
              });
            break;
          }
          case 'DemandPublished': {
            const demand = demands.get(event.data.demandId);
            if (!demand) demands.set(event.data.demandId, { publishedAt: event.data.at, preferredChannel: null });
            else demand.publishedAt ??= event.data.at;
            break;
          }
          case 'PersonalDataErased':
            for (const row of revisionsOfProvider.get(event.data.userId.toLowerCase()) ?? []) row[NOTES] = '';
            break;
          default:
            exhaustive(event);
        }
      }
    },
    async finish(db, t: TableNames<Tables>) {
      await copyRows(db, t.proposal_revisions, REVISION_COLUMNS, [...revisions.values()]);
      await copyRows(
        db,
        t.seat_stages,
        [
          'demand_id',
          'provider_id',
          'marked',
          'revision',
          'accepted_revision',
          'outcome',
          'seated_at',
          'first_proposal_at',
        ],
        [...seats.values()].map((s) => [
          s.demandId,
          s.providerId,
          s.marked,
          s.revision,
          s.acceptedRevision,
          s.outcome,
          s.seatedAt,
          s.firstProposalAt,
        ]),
      );
      await copyRows(
        db,
        t.proposal_demands,
        ['demand_id', 'published_at', 'preferred_channel'],
        [...demands].map(([demandId, d]) => [demandId, d.publishedAt, d.preferredChannel]),
      );
    },
  };
}
