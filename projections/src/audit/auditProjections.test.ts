import { walletEvents } from '@conectasst/events/schemas/walletEvents';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '../../../test-support/testDatabase';
import type { ProjectedEvent, Projection } from '../projection';
import { liveTables } from '../projection';
import { creditLedgerProjection } from './creditLedgerProjection';
import { adminChartsProjection } from './adminChartsProjection';
import { describeEvent, recordOfStream } from './describeEvent';
import { recordHistoryProjection } from './recordHistoryProjection';
import { subscriptionHistoryProjection } from './subscriptionHistoryProjection';

let db: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase('audit_projections');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

let position = 0n;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 13, minute));
const event = (
  streamId: string,
  revision: number,
  type: string,
  data: Record<string, unknown>,
  metadata: Record<string, unknown> = {},
  minute = revision,
): ProjectedEvent => {
  position += 1n;
  return {
    id: randomUUID(),
    type,
    version: 1,
    streamId,
    revision,
    globalPosition: position,
    position: { commit: position, prepare: position },
    data,
    metadata,
    recordedAt: at(minute),
  };
};

async function given(projection: Projection, events: ProjectedEvent[]) {
  const client = await pool.connect();
  try {
    for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${table}`);
    await projection.createTables(client, liveTables(projection));
    // Two batches: the running state must survive a batch boundary.
    const half = Math.ceil(events.length / 2);
    await projection.apply(client, events.slice(0, half), liveTables(projection));
    await projection.apply(client, events.slice(half), liveTables(projection));
  } finally {
    client.release();
  }
}
const rows = async (sql: string) => (await pool.query(sql)).rows;

const provider = randomUUID();
const admin = randomUUID();
const wallet = `wallet-${provider}`;
const reservation = randomUUID();
/** Order 7 bought 30 credits for R$ 89,70 by `method`, then 10 of them were reserved and spent on demand 4 (revisions 1-3). */
const boughtThenSpent = (method: string) => [
  event(
    wallet,
    1,
    'CreditsPurchased',
    { providerId: provider, orderId: 7, packageId: 2, credits: 30, priceCents: 8970, method },
    { userId: provider, role: 'provider' },
  ),
  event(wallet, 2, 'CreditsReserved', { providerId: provider, reservationId: reservation, demandId: 4, credits: 10 }),
  event(wallet, 3, 'CreditsSpent', { providerId: provider, reservationId: reservation, demandId: 4, credits: 10 }),
];
/** The payment gateway took order 7's money back, whole or in part. */
const reversed = (revision: number, data: Record<string, unknown>) =>
  event(
    wallet,
    revision,
    'CreditsReversed',
    { providerId: provider, orderId: 7, paymentId: 'mp-1', packageId: 2, priceCents: 8970, ...data },
    { userId: 'payment-gateway', role: 'system' },
  );

/** Given events → rows, for the audit read models (docs/audit.md). */
describe('audit projections: given events, then rows', () => {
  it('credit ledger: purchase, admin adjustment, reservation, spend, release, refund — the running balance ends at the wallet balance', async () => {
    await given(creditLedgerProjection, [
      event(
        wallet,
        1,
        'CreditsPurchased',
        { providerId: provider, orderId: 7, packageId: 2, credits: 30, priceCents: 8970, method: 'card' },
        { userId: provider, role: 'provider' },
      ),
      event(
        wallet,
        2,
        'CreditsAdjusted',
        { providerId: provider, delta: 15, balanceBefore: 30, balanceAfter: 45, reason: 'Cortesia' },
        { userId: admin, role: 'admin' },
      ),
      event(wallet, 3, 'CreditsReserved', {
        providerId: provider,
        reservationId: reservation,
        demandId: 4,
        credits: 10,
      }),
      event(wallet, 4, 'CreditsSpent', { providerId: provider, reservationId: reservation, demandId: 4, credits: 10 }),
      event(wallet, 5, 'CreditsReserved', {
        providerId: provider,
        reservationId: randomUUID(),
        demandId: 5,
        credits: 10,
      }),
      event(wallet, 6, 'CreditsReleased', {
        providerId: provider,
        reservationId: randomUUID(),
        demandId: 5,
        credits: 10,
        reason: 'Demanda cheia',
      }),
      event(
        wallet,
        7,
        'CreditsRefunded',
        {
          providerId: provider,
          demandId: 4,
          credits: 10,
          reportId: randomUUID(),
          reason: 'invalid_contact',
          decidedBy: admin,
          automatic: false,
          note: '',
        },
        { userId: admin, role: 'admin' },
      ),
    ]);
    const ledger = await rows(
      `SELECT seq, kind, change, balance_after, credits, demand_id, order_id, method, price_cents::int, balance_before, reason, actor_id, actor_role FROM credit_ledger ORDER BY seq`,
    );
    expect(ledger.map((r) => [r.seq, r.kind, r.change, r.balance_after])).toEqual([
      [1, 'compra', 30, 30],
      [2, 'ajuste', 15, 45],
      [3, 'reserva', -10, 35],
      [4, 'gasto', 0, 35],
      [5, 'reserva', -10, 25],
      [6, 'liberacao', 10, 35],
      [7, 'reembolso', 10, 45],
    ]);
    expect(ledger[0]).toMatchObject({ order_id: 7, method: 'card', price_cents: 8970, credits: 30 });
    expect(ledger[1]).toMatchObject({ balance_before: 30, reason: 'Cortesia', actor_id: admin, actor_role: 'admin' });
    expect(ledger[3]).toMatchObject({ demand_id: 4, credits: 10 });
    expect(ledger[5]).toMatchObject({ reason: 'Demanda cheia' });
    expect(ledger[6]).toMatchObject({ demand_id: 4, credits: 10, reason: 'invalid_contact', actor_id: admin });
  });

  it('credit ledger: every wallet event of the catalogue has its line (a new one fails to compile); one outside it is "outro" and never moves the balance', async () => {
    await given(creditLedgerProjection, [
      event(wallet, 1, 'CreditsPurchased', {
        providerId: provider,
        orderId: 1,
        packageId: 1,
        credits: 30,
        priceCents: 100,
        method: 'boleto',
      }),
      event(wallet, 2, 'CreditsSomethingNew', { providerId: provider, credits: 3, balanceAfter: 12 }),
    ]);
    expect(
      (await rows(`SELECT event_type, kind, change, balance_after FROM credit_ledger ORDER BY seq`)).map((r) => [
        r.event_type,
        r.kind,
        r.change,
        r.balance_after,
      ]),
    ).toEqual([
      ['CreditsPurchased', 'compra', 30, 30],
      ['CreditsSomethingNew', 'outro', 0, 30],
    ]);
    expect(creditLedgerProjection.eventTypes).toEqual(walletEvents.map((e) => e.type));
  });

  it('credit ledger: a chargeback after a spend is its own line (Estorno), takes the whole order back and the running balance goes below zero', async () => {
    await given(creditLedgerProjection, [
      ...boughtThenSpent('card'),
      reversed(4, { credits: 30, kind: 'charged_back' }),
      event(
        wallet,
        5,
        'CreditsAdjusted',
        { providerId: provider, delta: 4, balanceBefore: -10, balanceAfter: -6, reason: 'Acordo' },
        { userId: admin, role: 'admin' },
      ),
    ]);
    const ledger = await rows(
      `SELECT seq, kind, change, balance_after, credits, order_id, package_id, price_cents::int, reason FROM credit_ledger ORDER BY seq`,
    );
    expect(ledger.map((r) => [r.seq, r.kind, r.change, r.balance_after])).toEqual([
      [1, 'compra', 30, 30],
      [2, 'reserva', -10, 20],
      [3, 'gasto', 0, 20],
      [4, 'estorno', -30, -10],
      [5, 'ajuste', 4, -6],
    ]);
    expect(ledger[3]).toMatchObject({
      credits: 30,
      order_id: 7,
      package_id: 2,
      price_cents: 8970,
      reason: 'charged_back',
    });
  });

  it('credit ledger: each partial refund is its own Estorno line with the money it gave back; a full reversal after them states the rest (ADR 0168)', async () => {
    await given(creditLedgerProjection, [
      ...boughtThenSpent('pix'),
      reversed(4, { credits: 15, kind: 'partial_refund', refundId: 'r-1', refundedCents: 4485 }),
      reversed(5, { credits: 0, kind: 'partial_refund', refundId: 'r-2', refundedCents: 200 }),
      reversed(6, { credits: 15, kind: 'refunded', refundedCents: 4285 }),
    ]);
    const ledger = await rows(
      `SELECT seq, kind, change, balance_after, credits, price_cents::int, refunded_cents::int, reason FROM credit_ledger ORDER BY seq`,
    );
    expect(ledger.map((r) => [r.seq, r.kind, r.change, r.balance_after, r.refunded_cents, r.reason])).toEqual([
      [1, 'compra', 30, 30, null, null],
      [2, 'reserva', -10, 20, null, null],
      [3, 'gasto', 0, 20, null, null],
      [4, 'estorno', -15, 5, 4485, 'partial_refund'],
      [5, 'estorno', 0, 5, 200, 'partial_refund'],
      [6, 'estorno', -15, -10, 4285, 'refunded'],
    ]);
  });
});

describe('audit projections: subscription and record histories, the dashboard', () => {
  it('subscription history: provider, time, credits of the spend, seats left; a seat given back is kept as cancelled', async () => {
    const [p1, p2, p3] = [randomUUID(), randomUUID(), randomUUID()];
    const [r1, r2] = [randomUUID(), randomUUID()];
    await given(subscriptionHistoryProjection, [
      event('demand-9', 2, 'ProviderSubscribed', { demandId: 9, providerId: p1, reservationId: r1 }),
      event(`wallet-${p1}`, 3, 'CreditsSpent', { providerId: p1, reservationId: r1, demandId: 9, credits: 10 }),
      event('demand-9', 3, 'ProviderSubscribed', { demandId: 9, providerId: p2, reservationId: r2 }),
      event('demand-9', 4, 'ProviderUnsubscribed', { demandId: 9, providerId: p2, reason: 'Créditos devolvidos' }),
      event('demand-9', 5, 'ProviderSubscribed', { demandId: 9, providerId: p3 }),
      event(`wallet-${p3}`, 2, 'CreditsSpent', {
        providerId: p3,
        reservationId: randomUUID(),
        demandId: 9,
        credits: 12,
      }),
    ]);
    const history = await rows(
      `SELECT seq, provider_id, credits, seats_left, cancelled_at IS NOT NULL AS cancelled, cancel_reason FROM subscription_history ORDER BY seq`,
    );
    expect(history).toEqual([
      { seq: 2, provider_id: p1, credits: 10, seats_left: 4, cancelled: false, cancel_reason: null },
      { seq: 3, provider_id: p2, credits: null, seats_left: 3, cancelled: true, cancel_reason: 'Créditos devolvidos' },
      { seq: 5, provider_id: p3, credits: 12, seats_left: 3, cancelled: false, cancel_reason: null },
    ]);
  });

  it('record history: one plain line per event of areas, NRs, services, packages, partners and demands; no personal data, no secrets', async () => {
    await given(recordHistoryProjection, [
      event('area-3', 1, 'AreaCreated', { areaId: 3, name: 'Saúde' }, { userId: admin, role: 'admin' }),
      event(
        'area-3',
        2,
        'AreaRenamed',
        { areaId: 3, name: 'Saúde ocupacional', previousName: 'Saúde' },
        { userId: admin, role: 'admin' },
      ),
      event(`user-${provider}`, 1, 'UserRegistered', {
        userId: provider,
        type: 'provider',
        name: 'Joana',
        surname: 'Prado',
        email: 'joana@x.com.br',
        phone: '11987654321',
        passwordHash: '$argon2id$secret',
      }),
      event(`user-${provider}`, 2, 'PasswordResetRequested', {
        userId: provider,
        codeHash: 'abc123hash',
        expiresAt: '2026-03-03T00:00:00Z',
      }),
      event(`user-${provider}`, 3, 'PasswordChanged', {
        userId: provider,
        passwordHash: '$argon2id$other',
        codeHash: 'abc123hash',
      }),
      event(
        `user-${provider}`,
        4,
        'PartnerStatusChanged',
        { userId: provider, active: false },
        { userId: admin, role: 'admin' },
      ),
      event('demand-9', 1, 'DemandFiled', {
        demandId: 9,
        title: 'PGR',
        city: 'Contagem',
        uf: 'MG',
        serviceIds: [1, 2],
        requesterName: 'Rita',
        requesterEmail: 'rita@m.com.br',
        requesterPhone: '31987654321',
      }),
      event(
        'demand-9',
        2,
        'ProviderSubscribed',
        { demandId: 9, providerId: provider },
        { userId: provider, role: 'provider' },
      ),
      event('demand-alerts-x', 1, 'DemandAlertsTurnedOff', { providerId: provider }),
      event(`wallet-${provider}`, 1, 'CreditsPurchased', { providerId: provider }),
    ]);
    const history = await rows(
      `SELECT record_kind, record_id, revision, summary, partner_id, actor_role FROM record_history ORDER BY record_kind, revision`,
    );
    expect(history.map((r) => [r.record_kind, r.record_id, r.revision, r.summary])).toEqual([
      ['area', '3', 1, 'Área criada: “Saúde”'],
      ['area', '3', 2, 'Nome alterado de “Saúde” para “Saúde ocupacional”'],
      ['demand', '9', 1, 'Demanda registrada: “PGR”, Contagem/MG, 2 serviços'],
      ['demand', '9', 2, 'Inscrição de {parceiro}: uma vaga ocupada'],
      ['partner', provider, 1, 'Cadastro de parceiro criado'],
      ['partner', provider, 2, 'Código de recuperação de senha enviado por e-mail'],
      ['partner', provider, 3, 'Senha redefinida com o código de recuperação'],
      ['partner', provider, 4, 'Situação alterada para Inativo'],
    ]);
    expect(history.find((r) => r.record_kind === 'demand' && r.revision === 2)?.partner_id).toBe(provider);
    const text = JSON.stringify(history);
    for (const secret of ['Joana', 'joana@x.com.br', '11987654321', 'argon2', 'abc123hash', 'Rita', 'rita@m.com.br'])
      expect(text).not.toContain(secret);
  });

  it('record history lines: an unknown event type gets a generic line; only record streams belong to a history', () => {
    expect(describeEvent('SomethingNew', {})).toBe('Evento registrado: SomethingNew');
    expect(describeEvent('PackageCreated', { name: 'Inicial', credits: 30, demands: 3, priceCents: 8970 })).toBe(
      'Pacote criado: “Inicial”, 30 créditos, 3 demandas, R$ 89,70',
    );
    expect(recordOfStream('demand-alerts-1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBeUndefined();
    expect(recordOfStream('useremail-abc')).toBeUndefined();
    expect(recordOfStream('nr-12')).toEqual({ kind: 'nr', id: '12' });
  });

  it('dashboard: demands with their state, services and seats; credits sold, spent and reversed; partner sign-ups', async () => {
    const p2 = randomUUID();
    await given(adminChartsProjection, [
      event('demand-1', 1, 'DemandFiled', { demandId: 1, uf: 'SP', serviceIds: [4, 5] }),
      event('demand-2', 1, 'DemandFiled', { demandId: 2, uf: 'MG', serviceIds: [4] }),
      event('demand-3', 1, 'DemandFiled', { demandId: 3, uf: 'SP', serviceIds: [5] }),
      event('demand-1', 2, 'ProviderSubscribed', { demandId: 1, providerId: provider }),
      event('demand-1', 3, 'ProviderSubscribed', { demandId: 1, providerId: p2 }),
      event('demand-1', 4, 'ProviderUnsubscribed', { demandId: 1, providerId: p2, reason: 'x' }),
      event('demand-3', 2, 'DemandDeleted', { demandId: 3 }),
      event(wallet, 1, 'CreditsPurchased', {
        providerId: provider,
        orderId: 1,
        packageId: 1,
        credits: 30,
        priceCents: 8970,
        method: 'card',
      }),
      event(wallet, 3, 'CreditsSpent', { providerId: provider, reservationId: reservation, demandId: 1, credits: 10 }),
      event(wallet, 4, 'CreditsReversed', {
        providerId: provider,
        orderId: 1,
        paymentId: 'mp-1',
        packageId: 1,
        credits: 30,
        priceCents: 8970,
        kind: 'refunded',
      }),
      event(`user-${provider}`, 1, 'UserRegistered', { userId: provider, type: 'provider' }),
      event(`user-${admin}`, 1, 'UserRegistered', { userId: admin, type: 'admin' }),
    ]);
    expect(
      await rows(`SELECT demand_id, uf, service_ids, providers, deleted FROM dash_demands ORDER BY demand_id`),
    ).toEqual([
      { demand_id: 1, uf: 'SP', service_ids: [4, 5], providers: 1, deleted: false },
      { demand_id: 2, uf: 'MG', service_ids: [4], providers: 0, deleted: false },
      { demand_id: 3, uf: 'SP', service_ids: [5], providers: 0, deleted: true },
    ]);
    expect(await rows(`SELECT kind, credits, price_cents::int FROM dash_credit_moves ORDER BY seq`)).toEqual([
      { kind: 'sold', credits: 30, price_cents: 8970 },
      { kind: 'spent', credits: 10, price_cents: 0 },
      { kind: 'reversed', credits: 30, price_cents: 8970 },
    ]);
    expect(await rows(`SELECT provider_id FROM dash_partners`)).toEqual([{ provider_id: provider }]);
  });
});
