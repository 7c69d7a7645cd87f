import pg from 'pg';
import { LOG_START } from '@conectasst/events/envelope';
import { createTestDatabase } from '../../../test-support/testDatabase';
import type { ProjectedEvent, TableNames } from '../projection';
import { proposalsProjection } from './proposalsProjection';

type Tables = (typeof proposalsProjection.tables)[number];
const named = (suffix: string) =>
  Object.fromEntries(proposalsProjection.tables.map((t) => [t, `${t}__${suffix}`])) as TableNames<Tables>;

const A = '0b1f7c1e-0000-4000-8000-00000000000a';
const B = '0b1f7c1e-0000-4000-8000-00000000000b';
// Upper case: the uuid columns store it in lower case, and the hire compares `provider_id::text`.
const C = '0B1F7C1E-0000-4000-8000-00000000000C';
const D = '0b1f7c1e-0000-4000-8000-00000000000d';

let seq = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
const event = (type: string, data: Record<string, unknown>): ProjectedEvent => {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    type,
    version: 1,
    streamId: `test-${seq}`,
    revision: 1,
    globalPosition: BigInt(seq),
    position: LOG_START,
    data,
    metadata: {},
    recordedAt: at(seq),
  };
};
const proposal = (demandId: number, providerId: string, revision: number, more: Record<string, unknown> = {}) =>
  event('ProposalSent', {
    demandId,
    providerId,
    revision,
    priceMinCents: 150_000 + revision,
    priceMaxCents: revision === 1 ? null : 220_000,
    paymentTerms: '30 dias',
    items: [
      { serviceId: 7, description: 'PGR' },
      { serviceId: null, description: 'Visita\ttécnica "extra"' },
    ],
    deadlineDays: revision === 1 ? 15 : null,
    deadlineDate: revision === 1 ? null : '2026-12-20',
    validUntil: '2026-12-31',
    signatory: { credentialId: '5a1e0000-0000-4000-8000-000000000001', label: 'Eng. Seg. CREA 12345' },
    notes: `Revisão ${revision}: ligue (11) 98765-4321\nou escreva para fulano@empresa.com.br`,
    pdf: revision === 2 ? { sha256: 'ab'.repeat(32), name: 'proposta.pdf', size: 1234 } : null,
    sentAt: `2026-11-2${revision}T12:00:00.000Z`,
    ...more,
  });

/**
 * Every case of the proposals read model's statements: a demand published before its filing arrives, published twice,
 * filed as already published; a seat taken twice, left and taken again, with the provider id in upper case; revisions
 * sent, repeated, sent out of order and sent without a seat; a stage marked on no seat; an accept and the hire that
 * decides every seat; a hire of 'outro'; a hire before a seat; a provider erased, then sending again.
 */
const log: ProjectedEvent[] = [
  event('DemandPublished', { demandId: 1, via: 'email', at: '2026-11-20T09:00:00.000Z' }),
  event('DemandFiled', {
    demandId: 1,
    confirmationRequired: true,
    consentAt: '2026-11-20T08:00:00Z',
    preferredChannel: 'email',
  }),
  event('DemandFiled', { demandId: 2, confirmationRequired: true, consentAt: '2026-11-20T08:00:00Z' }),
  event('DemandPublished', { demandId: 2, via: 'email', at: '2026-11-20T09:30:00.000Z' }),
  event('DemandPublished', { demandId: 2, via: 'admin', adminId: 'adm', at: '2026-11-20T11:00:00.000Z' }),
  event('DemandFiled', {
    demandId: 3,
    confirmationRequired: false,
    consentAt: '2026-11-20T08:15:00.000Z',
    preferredChannel: 'whatsapp',
  }),
  event('ProviderSubscribed', { demandId: 1, providerId: A }),
  event('ProviderSubscribed', { demandId: 1, providerId: B }),
  event('ProviderSubscribed', { demandId: 1, providerId: C }),
  event('ProviderSubscribed', { demandId: 1, providerId: A }),
  event('ProviderSubscribed', { demandId: 2, providerId: B }),
  proposal(1, A, 1),
  proposal(1, A, 2),
  proposal(1, A, 1, { priceMinCents: 999, sentAt: '2026-11-24T12:00:00.000Z' }),
  proposal(1, D, 1),
  proposal(1, C, 2),
  proposal(1, C, 1),
  event('SeatStageMarked', { demandId: 1, providerId: B, stage: 'contato_feito' }),
  event('SeatStageMarked', { demandId: 2, providerId: A, stage: 'contato_feito' }),
  proposal(1, B, 1),
  event('ProviderUnsubscribed', { demandId: 1, providerId: C.toLowerCase() }),
  event('ProviderSubscribed', { demandId: 1, providerId: C }),
  event('PersonalDataErased', { userId: B }),
  proposal(2, B, 1, { notes: null }),
  event('ProposalAccepted', { demandId: 1, providerId: A, revision: 2, acceptedAt: '2026-11-23T10:00:00.000Z' }),
  event('HireRecorded', { demandId: 1, hired: A }),
  event('HireRecorded', { demandId: 2, hired: 'outro' }),
  event('HireRecorded', { demandId: 3, hired: C.toLowerCase() }),
  event('ProviderSubscribed', { demandId: 3, providerId: C }),
  event('SeatStageMarked', { demandId: 1, providerId: A, stage: 'nova' }),
];

/**
 * A rebuild of the proposals read model (ADR 0130) folds the log in memory and COPies each table once. Given the log
 * above, when it is applied event by event with the live `apply` and, separately, folded in two batches by the bulk
 * session, then the three tables hold the same rows.
 */
describe(`proposals: the rebuild's bulk session leaves the rows of the live apply (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const live = named('live');
  const bulk = named('bulk');
  const dump = async (table: string) => {
    const columns = (await pool.query(`SELECT * FROM ${table} LIMIT 0`)).fields.length;
    const order = Array.from({ length: columns }, (_, i) => i + 1).join(', ');
    return (await pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
  };

  beforeAll(async () => {
    db = await createTestDatabase('proposals_rebuild');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const client = await pool.connect();
    try {
      await proposalsProjection.createTables(client, live);
      await proposalsProjection.createTables(client, bulk);
      for (const e of log) await proposalsProjection.apply(client, [e], live);
      const session = proposalsProjection.bulkRebuild!();
      session.fold(log.slice(0, 14));
      session.fold(log.slice(14));
      await session.finish(client, bulk);
    } finally {
      client.release();
    }
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it.each(proposalsProjection.tables.map((t) => [t]))('%s', async (table) => {
    const expected = await dump(live[table]);
    expect(expected.length).toBeGreaterThan(2);
    expect(await dump(bulk[table])).toEqual(expected);
  });

  it('the live rows are the cases the log states', async () => {
    const seats = (
      await pool.query(
        `SELECT demand_id, provider_id::text, marked, revision, accepted_revision, outcome, seated_at, first_proposal_at
           FROM ${bulk.seat_stages} ORDER BY 1, 2`,
      )
    ).rows;
    expect(
      seats.map((s) => [s.demand_id, s.provider_id, s.marked, s.revision, s.accepted_revision, s.outcome]),
    ).toEqual([
      [1, A, 'nova', 2, 2, 'ganha'],
      [1, B, 'contato_feito', 1, null, 'perdida'],
      // Left and taken again: the revisions sent before stay out of the new seat.
      [1, C.toLowerCase(), 'nova', 0, null, 'perdida'],
      [2, B, 'nova', 1, null, 'perdida'],
      // Seated after the hire: undecided.
      [3, C.toLowerCase(), 'nova', 0, null, null],
    ]);
    expect(seats[0].seated_at).toEqual(at(7));
    expect(seats[0].first_proposal_at).toEqual(new Date('2026-11-21T12:00:00.000Z'));
    const revisions = (
      await pool.query(
        `SELECT demand_id, provider_id::text, revision, price_min_cents, notes FROM ${bulk.proposal_revisions} ORDER BY 1, 2, 3`,
      )
    ).rows;
    expect(revisions.map((r) => [r.demand_id, r.provider_id, r.revision, r.price_min_cents])).toEqual([
      [1, A, 1, '150001'],
      [1, A, 2, '150002'],
      [1, B, 1, '150001'],
      [1, C.toLowerCase(), 1, '150001'],
      [1, C.toLowerCase(), 2, '150002'],
      [1, D, 1, '150001'],
      [2, B, 1, '150001'],
    ]);
    expect(revisions[0].notes).not.toContain('98765-4321');
    expect(revisions[0].notes).toContain('Revisão 1');
    expect(revisions.filter((r) => r.provider_id === B).map((r) => r.notes)).toEqual(['', '']);
    const demands = (await pool.query(`SELECT * FROM ${bulk.proposal_demands} ORDER BY 1`)).rows;
    expect(demands).toEqual([
      { demand_id: 1, published_at: new Date('2026-11-20T09:00:00.000Z'), preferred_channel: 'email' },
      { demand_id: 2, published_at: new Date('2026-11-20T09:30:00.000Z'), preferred_channel: null },
      { demand_id: 3, published_at: new Date('2026-11-20T08:15:00.000Z'), preferred_channel: 'whatsapp' },
    ]);
  });
});
