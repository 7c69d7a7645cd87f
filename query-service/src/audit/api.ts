import { Router } from 'express';
import { accountMessages } from '@conectasst/common/rules/accountMessages';
import { z } from 'zod';
import type { HistoryItem, PaymentReversalItem, SubscriptionHistoryItem } from '@conectasst/common/api/audit';
import {
  dashboardBodySchema,
  demandSubscriptionsQuery,
  HISTORY_PAGE_SIZE,
  historyItemSchema,
  historyQuery,
  LEDGER_PAGE_SIZE,
  ledgerBodySchema,
  ledgerFilterQuery,
  ledgerQuery,
  partnerSubscriptionsQuery,
  paymentReversalItemSchema,
  paymentReversalLabels,
  paymentReversalsQuery,
  periodQuery,
  REVERSALS_PAGE_SIZE,
  subscriptionHistoryItemSchema,
  SUBSCRIPTIONS_PAGE_SIZE,
} from '@conectasst/common/api/audit';
import { pagedBody, pagedBodySchema } from '@conectasst/common/api/paging';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { addDays, dashboard, todayInSaoPaulo } from './dashboard';
import { ledgerCsv, ledgerLines, ledgerPage } from './ledger';

const tags = ['Auditoria e painel (administração)'];

export const ledgerRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/ledger',
  summary: 'Extrato de créditos de um parceiro (compras, ajustes, reservas, gastos, devoluções) com o saldo após cada lançamento; filtros De/Até (AAAA-MM-DD, horário de Brasília) e tipos (kind=compra,ajuste,…)',
  tags,
  access: 'admin',
  kind: 'query',
  query: ledgerQuery,
  responses: { 200: { description: 'Página do extrato (mais antigo primeiro)', schema: ledgerBodySchema }, 404: { description: 'Parceiro não encontrado' } },
});

export const ledgerCsvRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/ledger/csv',
  summary: 'O extrato de créditos filtrado em CSV (separado por ponto e vírgula, cabeçalho em português, datas no horário de Brasília)',
  tags,
  access: 'admin',
  kind: 'query',
  query: ledgerFilterQuery,
  responses: { 200: { description: 'text/csv', schema: z.string() }, 404: { description: 'Parceiro não encontrado' } },
});

export const demandSubscriptionsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/demand-subscriptions',
  summary: 'Histórico de inscrições de uma demanda: parceiro, quando, créditos gastos e vagas restantes',
  tags,
  access: 'admin',
  kind: 'query',
  query: demandSubscriptionsQuery,
  responses: { 200: { description: 'Inscrições, da primeira à última', schema: pagedBodySchema(subscriptionHistoryItemSchema) } },
});

export const partnerSubscriptionsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/partner-subscriptions',
  summary: 'Histórico de inscrições de um parceiro, da mais recente à mais antiga',
  tags,
  access: 'admin',
  kind: 'query',
  query: partnerSubscriptionsQuery,
  responses: { 200: { description: 'Inscrições', schema: pagedBodySchema(subscriptionHistoryItemSchema) } },
});

export const historyRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/history',
  summary: 'Histórico de um registro (área, NR, serviço, pacote, parceiro ou demanda): o que mudou, quem e quando, do mais recente ao mais antigo',
  tags,
  access: 'admin',
  kind: 'query',
  query: historyQuery,
  responses: { 200: { description: 'Eventos do registro', schema: pagedBodySchema(historyItemSchema) } },
});

export const dashboardRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/dashboard',
  summary: 'Painel: demandas por semana, parceiros por demanda, créditos vendidos e gastos por mês, novos parceiros, NRs, serviços e estados mais pedidos (De/Até; padrão: últimos 90 dias)',
  tags,
  access: 'admin',
  kind: 'query',
  query: periodQuery,
  responses: { 200: { description: 'Séries do painel', schema: dashboardBodySchema } },
});

const PERIOD_ORDER = 'A data inicial deve ser anterior ou igual à final.';
const MAX_DASHBOARD_DAYS = 3 * 366;

interface SubscriptionRow {
  demand_id: number;
  demand_title: string | null;
  provider_id: string;
  provider_name: string | null;
  subscribed_at: Date;
  credits: number | null;
  seats_left: number;
  cancelled_at: Date | null;
  cancel_reason: string | null;
}

const SUBSCRIPTIONS_SQL = `
  SELECT h.demand_id, d.title AS demand_title, h.provider_id,
         coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.corporate_name) AS provider_name,
         h.subscribed_at, h.credits, h.seats_left, h.cancelled_at, h.cancel_reason
    FROM subscription_history h
    LEFT JOIN demands d ON d.id = h.demand_id
    LEFT JOIN users u ON u.id = h.provider_id`;

const toSubscription = (r: SubscriptionRow): SubscriptionHistoryItem => ({
  demandId: r.demand_id,
  demandTitle: r.demand_title ?? `Demanda #${r.demand_id}`,
  providerId: r.provider_id,
  providerName: r.provider_name ?? 'Parceiro sem nome',
  at: r.subscribed_at.toISOString(),
  credits: r.credits,
  seatsLeft: r.seats_left,
  cancelledAt: r.cancelled_at?.toISOString() ?? null,
  cancelReason: r.cancel_reason,
});

interface HistoryRow {
  revision: number;
  occurred_at: Date;
  event_type: string;
  summary: string;
  partner_name: string | null;
  actor_id: string | null;
  actor_role: string | null;
  actor_name: string | null;
}

function actorOf(r: HistoryRow, kind: string, recordId: string): string {
  if (r.actor_role === 'admin') return r.actor_name ? `${r.actor_name} (administrador)` : 'Administrador';
  if (r.actor_role === 'provider') return kind === 'partner' && r.actor_id === recordId ? 'O próprio parceiro' : r.actor_name ? `${r.actor_name} (parceiro)` : 'Parceiro';
  if (r.actor_role === 'system' || r.actor_id === 'system') return 'Sistema';
  if (kind === 'demand') return 'Solicitante (sem login)';
  if (kind === 'partner') return 'O próprio parceiro (sem login)';
  return 'Sistema';
}

async function partnerExists(deps: QueryDeps, id: string) {
  const r = await deps.pool.query(`SELECT 1 FROM users WHERE id = $1 AND type = 'provider'`, [id]);
  if (r.rowCount === 0) throw new HttpError(404, accountMessages.partnerNotFound);
}

export const paymentReversalsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/payment-reversals',
  summary: 'Alertas de estorno: pagamentos já creditados que foram estornados ou contestados no cartão (créditos retirados), do mais recente ao mais antigo, com o saldo atual do parceiro',
  tags,
  access: 'admin',
  kind: 'query',
  query: paymentReversalsQuery,
  responses: { 200: { description: 'Estornos e contestações', schema: pagedBodySchema(paymentReversalItemSchema) } },
});

export function auditQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    paymentReversalsRoute,
    async ({ query }) => {
      const total = (await deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM credit_ledger WHERE kind = 'estorno'`)).rows[0]!.n;
      const off = (query.page - 1) * REVERSALS_PAGE_SIZE;
      const rows = await deps.pool.query<{
        occurred_at: Date; provider_id: string; partner_name: string | null; order_id: number | null; package_name: string | null; reason: string | null;
        credits: number | null; change: number; price_cents: string | null; balance_after: number; balance_now: number | null;
      }>(
        `SELECT l.occurred_at, l.provider_id, coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.corporate_name) AS partner_name,
                l.order_id, o.package_name, l.reason, l.credits, l.change, l.price_cents, l.balance_after, w.balance AS balance_now
           FROM credit_ledger l
           LEFT JOIN users u ON u.id = l.provider_id
           LEFT JOIN orders o ON o.id = l.order_id
           LEFT JOIN wallets w ON w.provider_id = l.provider_id
          WHERE l.kind = 'estorno'
          ORDER BY l.occurred_at DESC, l.provider_id, l.seq DESC LIMIT ${REVERSALS_PAGE_SIZE} OFFSET ${off}`,
      );
      const items: PaymentReversalItem[] = rows.rows.map((r) => ({
        at: r.occurred_at.toISOString(),
        partnerId: r.provider_id,
        partnerName: r.partner_name ?? '',
        orderId: r.order_id,
        packageName: r.package_name,
        kind: r.reason ?? '',
        kindLabel: paymentReversalLabels[r.reason ?? ''] ?? 'Estorno',
        credits: r.credits ?? Math.abs(r.change),
        price: r.price_cents === null ? null : Number(r.price_cents) / 100,
        balanceAfter: r.balance_after,
        balanceNow: r.balance_now ?? r.balance_after,
      }));
      return { body: pagedBody(items, query.page, REVERSALS_PAGE_SIZE, total) };
    },
    deps.route,
  );
  mountRoute(
    router,
    ledgerRoute,
    async ({ query }) => {
      await partnerExists(deps, query.partnerId);
      const { items, total } = await ledgerPage(deps.pool, query, query.page, LEDGER_PAGE_SIZE);
      const partner = (
        await deps.pool.query<{ name: string | null; balance: number | null }>(
          `SELECT coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.corporate_name) AS name, w.balance
             FROM users u LEFT JOIN wallets w ON w.provider_id = u.id WHERE u.id = $1`,
          [query.partnerId],
        )
      ).rows[0]!;
      const paged = pagedBody(items, query.page, LEDGER_PAGE_SIZE, total);
      return { body: { data: { ...paged.data, balance: partner.balance ?? 0, partnerName: partner.name ?? '' } } };
    },
    deps.route,
  );
  mountRoute(
    router,
    ledgerCsvRoute,
    async ({ query }) => {
      await partnerExists(deps, query.partnerId);
      const csv = ledgerCsv(await ledgerLines(deps.pool, query));
      const suffix = [query.from, query.to].filter(Boolean).join('_a_');
      return {
        body: `\ufeff${csv}`,
        contentType: 'text/csv; charset=utf-8',
        headers: { 'Content-Disposition': `attachment; filename="extrato-creditos-${query.partnerId}${suffix ? `-${suffix}` : ''}.csv"` },
      };
    },
    deps.route,
  );
  mountRoute(
    router,
    demandSubscriptionsRoute,
    async ({ query }) => {
      const params = [query.demandId];
      const total = (await deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscription_history WHERE demand_id = $1`, params)).rows[0]!.n;
      const off = (query.page - 1) * SUBSCRIPTIONS_PAGE_SIZE;
      const rows = await deps.pool.query<SubscriptionRow>(`${SUBSCRIPTIONS_SQL} WHERE h.demand_id = $1 ORDER BY h.seq LIMIT ${SUBSCRIPTIONS_PAGE_SIZE} OFFSET ${off}`, params);
      return { body: pagedBody(rows.rows.map(toSubscription), query.page, SUBSCRIPTIONS_PAGE_SIZE, total) };
    },
    deps.route,
  );
  mountRoute(
    router,
    partnerSubscriptionsRoute,
    async ({ query }) => {
      await partnerExists(deps, query.partnerId);
      const params = [query.partnerId];
      const total = (await deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscription_history WHERE provider_id = $1`, params)).rows[0]!.n;
      const off = (query.page - 1) * SUBSCRIPTIONS_PAGE_SIZE;
      const rows = await deps.pool.query<SubscriptionRow>(
        `${SUBSCRIPTIONS_SQL} WHERE h.provider_id = $1 ORDER BY h.subscribed_at DESC, h.demand_id DESC LIMIT ${SUBSCRIPTIONS_PAGE_SIZE} OFFSET ${off}`,
        params,
      );
      return { body: pagedBody(rows.rows.map(toSubscription), query.page, SUBSCRIPTIONS_PAGE_SIZE, total) };
    },
    deps.route,
  );
  mountRoute(
    router,
    historyRoute,
    async ({ query }) => {
      const id = query.kind === 'partner' ? query.id.toLowerCase() : String(Number(query.id));
      const params = [query.kind, id];
      const total = (await deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM record_history WHERE record_kind = $1 AND record_id = $2`, params)).rows[0]!.n;
      const off = (query.page - 1) * HISTORY_PAGE_SIZE;
      const rows = await deps.pool.query<HistoryRow>(
        `SELECT h.revision, h.occurred_at, h.event_type, h.summary, h.actor_id, h.actor_role,
                coalesce(nullif(trim(coalesce(p.name, '') || ' ' || coalesce(p.surname, '')), ''), p.corporate_name) AS partner_name,
                nullif(trim(coalesce(a.name, '') || ' ' || coalesce(a.surname, '')), '') AS actor_name
           FROM record_history h
           LEFT JOIN users p ON p.id = h.partner_id
           LEFT JOIN users a ON h.actor_role IN ('admin', 'provider') AND a.id::text = h.actor_id
          WHERE h.record_kind = $1 AND h.record_id = $2
          ORDER BY h.revision DESC LIMIT ${HISTORY_PAGE_SIZE} OFFSET ${off}`,
        params,
      );
      const items: HistoryItem[] = rows.rows.map((r) => ({
        revision: r.revision,
        at: r.occurred_at.toISOString(),
        eventType: r.event_type,
        summary: r.summary.replaceAll('{parceiro}', r.partner_name ?? 'um parceiro'),
        actor: actorOf(r, query.kind, id),
      }));
      return { body: pagedBody(items, query.page, HISTORY_PAGE_SIZE, total) };
    },
    deps.route,
  );
  mountRoute(
    router,
    dashboardRoute,
    async ({ query }) => {
      const to = query.to ?? todayInSaoPaulo();
      const from = query.from ?? addDays(to, -89);
      // Rules across the two dates, which the OpenAPI document cannot state: 422 (ADR 0114).
      if (from > to) throw new HttpError(422, PERIOD_ORDER, [{ path: 'query.from', message: PERIOD_ORDER }]);
      if (from < addDays(to, -MAX_DASHBOARD_DAYS)) throw new HttpError(422, 'Escolha um período de até 3 anos.', [{ path: 'query.from', message: 'Escolha um período de até 3 anos.' }]);
      return { body: { data: await dashboard(deps.pool, from, to) } };
    },
    deps.route,
  );
  return router;
}
