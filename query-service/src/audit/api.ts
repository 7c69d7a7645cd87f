import { invoicesOfOrders } from '@conectasst/projections/invoicing/invoicesQueries';
import { toOrderInvoice } from '../wallet/api';
import type { Router } from 'express';
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
  providerSubscriptionsQuery,
  paymentReversalItemSchema,
  paymentReversalLabels,
  paymentReversalsQuery,
  REVERSALS_PAGE_SIZE,
  subscriptionHistoryItemSchema,
  SUBSCRIPTIONS_PAGE_SIZE,
} from '@conectasst/common/api/audit';
import { periodQuery } from '@conectasst/common/api/calendarDay';
import { pagedBody } from '@conectasst/common/api/paging';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import { PERSONAL_DATA_MASK } from '@conectasst/common/rules/analystRules';
import { auditedProvider } from '@conectasst/projections/users/usersQueries';
import { paymentReversals } from '@conectasst/projections/audit/creditLedgerQueries';
import type { PaymentReversalRow } from '@conectasst/projections/audit/creditLedgerQueries';
import { recordHistory } from '@conectasst/projections/audit/recordHistoryQueries';
import type { RecordHistoryRow } from '@conectasst/projections/audit/recordHistoryQueries';
import {
  subscriptionsOfDemand,
  subscriptionsOfProvider,
} from '@conectasst/projections/audit/subscriptionHistoryQueries';
import type { SubscriptionHistoryRow } from '@conectasst/projections/audit/subscriptionHistoryQueries';
import { adminCharts } from '@conectasst/projections/audit/adminChartsQueries';
import type { QueryDeps } from '../queryContext';
import { nowOf } from '../queryContext';
import { bodyResponse, data, found, pagedList, pageResponse, queryRouter, queryRoutes } from '../queryRoutes';
import { addDays, todayInSaoPaulo } from './saoPauloDays';
import { ledgerCsv, ledgerLines, ledgerPage } from './ledger';

const declare = queryRoutes({ tags: ['Auditoria e painel (administração)'], access: 'admin' });
/**
 * The audit screens an analyst reads too (issue #40, ADR 0178 amended): declared 'analyst' (analysts and admins, GET
 * queries). An admin's answer is unchanged; an analyst's has every personal datum masked and is recorded in the audit
 * trail (`AuditScreenViewed`).
 */
const FOR_ANALYSTS =
  ' Analistas também consultam: nomes de pessoas e textos digitados por pessoas vêm mascarados (•••), e cada consulta fica registrada na auditoria.';

export const ledgerRoute = declare.get(
  '/v1/admin/ledger',
  'Extrato de créditos de um parceiro (compras, ajustes, reservas, gastos, devoluções) com o saldo após cada lançamento; filtros De/Até (AAAA-MM-DD, horário de Brasília) e tipos (kind=compra,ajuste,…)' +
    FOR_ANALYSTS,
  {
    access: 'analyst',
    query: ledgerQuery,
    responses: {
      200: { description: 'Página do extrato (mais antigo primeiro)', schema: ledgerBodySchema },
      404: { description: 'Parceiro não encontrado' },
    },
  },
);

export const ledgerCsvRoute = declare.get(
  '/v1/admin/ledger/csv',
  'O extrato de créditos filtrado em CSV (separado por ponto e vírgula, cabeçalho em português, datas no horário de Brasília)' +
    FOR_ANALYSTS,
  {
    access: 'analyst',
    query: ledgerFilterQuery,
    responses: {
      200: { description: 'text/csv', schema: z.string() },
      404: { description: 'Parceiro não encontrado' },
    },
  },
);

export const demandSubscriptionsRoute = declare.get(
  '/v1/admin/demand-subscriptions',
  'Histórico de inscrições de uma demanda: parceiro, quando, créditos gastos e vagas restantes' + FOR_ANALYSTS,
  {
    access: 'analyst',
    query: demandSubscriptionsQuery,
    responses: pageResponse('Inscrições, da primeira à última', subscriptionHistoryItemSchema),
  },
);

export const providerSubscriptionsRoute = declare.get(
  '/v1/admin/partner-subscriptions',
  'Histórico de inscrições de um parceiro, da mais recente à mais antiga' + FOR_ANALYSTS,
  {
    access: 'analyst',
    query: providerSubscriptionsQuery,
    responses: pageResponse('Inscrições', subscriptionHistoryItemSchema),
  },
);

export const historyRoute = declare.get(
  '/v1/admin/history',
  'Histórico de um registro (área, NR, serviço, pacote, parceiro ou demanda): o que mudou, quem e quando, do mais recente ao mais antigo' +
    FOR_ANALYSTS,
  {
    access: 'analyst',
    query: historyQuery,
    responses: pageResponse('Eventos do registro', historyItemSchema),
  },
);

export const adminChartsRoute = declare.get(
  '/v1/admin/dashboard',
  'Painel: demandas por semana, parceiros por demanda, créditos vendidos e gastos por mês, novos parceiros, NRs, serviços e estados mais pedidos (De/Até; padrão: últimos 90 dias)',
  {
    query: periodQuery,
    responses: bodyResponse('Séries do painel', dashboardBodySchema),
  },
);

const PERIOD_ORDER = 'A data inicial deve ser anterior ou igual à final.';
const MAX_ADMIN_CHARTS_DAYS = 3 * 366;

const toSubscription = (r: SubscriptionHistoryRow): SubscriptionHistoryItem => ({
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

function actorOf(r: RecordHistoryRow, kind: string, recordId: string): string {
  if (r.actor_role === 'admin') return r.actor_name ? `${r.actor_name} (administrador)` : 'Administrador';
  if (r.actor_role === 'provider')
    return kind === 'partner' && r.actor_id === recordId
      ? 'O próprio parceiro'
      : r.actor_name
        ? `${r.actor_name} (parceiro)`
        : 'Parceiro';
  if (r.actor_role === 'system' || r.actor_id === 'system') return 'Sistema';
  if (kind === 'demand') return 'Solicitante (sem login)';
  if (kind === 'partner') return 'O próprio parceiro (sem login)';
  return 'Sistema';
}

const toPaymentReversal = (r: PaymentReversalRow): PaymentReversalItem => ({
  at: r.occurred_at.toISOString(),
  partnerId: r.provider_id,
  partnerName: r.partner_name ?? '',
  orderId: r.order_id,
  packageName: r.package_name,
  kind: r.reason ?? '',
  kindLabel: paymentReversalLabels[r.reason ?? ''] ?? 'Estorno',
  credits: r.credits ?? Math.abs(r.change),
  price: r.price_cents === null ? null : Number(r.price_cents) / 100,
  refunded:
    r.refunded_cents !== null
      ? Number(r.refunded_cents) / 100
      : r.price_cents === null
        ? null
        : Number(r.price_cents) / 100,
  balanceAfter: r.balance_after,
  balanceNow: r.balance_now ?? r.balance_after,
});

/** Rules across the two dates, which the OpenAPI document cannot state: 422 (ADR 0114). */
function adminChartsPeriod(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -89);
  const refuse = (message: string) => new HttpError(422, message, [{ path: 'query.from', message }]);
  if (from > to) throw refuse(PERIOD_ORDER);
  if (from < addDays(to, -MAX_ADMIN_CHARTS_DAYS)) throw refuse('Escolha um período de até 3 anos.');
  return { from, to };
}

export const paymentReversalsRoute = declare.get(
  '/v1/admin/payment-reversals',
  'Alertas de estorno: pagamentos já creditados que foram estornados ou contestados no cartão (créditos retirados), do mais recente ao mais antigo, com o saldo atual do parceiro',
  {
    query: paymentReversalsQuery,
    responses: pageResponse('Estornos e contestações', paymentReversalItemSchema),
  },
);

/** How a caller of an audit call reads it: an admin as it is, an analyst masked and recorded (ADR 0178, amended). */
const isAnalyst = (user: AuthUser) => user.role === 'analyst';
const masked = (user: AuthUser, value: string) => (isAnalyst(user) && value !== '' ? PERSONAL_DATA_MASK : value);
/** The page and filters asked for, as the audit record keeps them (`page=2&kind=ajuste`). */
const detailOf = (query: Record<string, unknown>, without: string) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([k, v]) => k !== without && v !== undefined)
      .map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  ).toString();

export function auditQueryRouter(deps: QueryDeps): Router {
  const partner = async (id: string) => found(await auditedProvider(deps.pool, id), accountMessages.partnerNotFound);
  /** An analyst's look at an audit screen goes to the audit trail; an admin's screens stay as they were. */
  const recordIfAnalyst = async (user: AuthUser, screen: string, streamId: string, detail: string) => {
    if (!isAnalyst(user)) return;
    if (!deps.recordAuditView) throw new HttpError(503, 'Auditoria indisponível: a consulta não pode ser registrada.');
    await deps.recordAuditView(user, { screen, streamId, detail });
  };
  const subscriptionFor = (user: AuthUser) => (r: SubscriptionHistoryRow) => {
    const item = toSubscription(r);
    return { ...item, providerName: masked(user, item.providerName) };
  };
  return queryRouter(deps)
    .add(paymentReversalsRoute, ({ query }) =>
      pagedList(query.page, REVERSALS_PAGE_SIZE, (n, size) => paymentReversals(deps.pool, n, size), toPaymentReversal),
    )
    .add(ledgerRoute, async ({ user, query }) => {
      const { name, balance } = await partner(query.partnerId);
      const reader = isAnalyst(user) ? 'analyst' : 'admin';
      const { items, total } = await ledgerPage(deps.pool, query, query.page, LEDGER_PAGE_SIZE, reader);
      // Each purchase line with its order's NFS-e (ADR 0171): the admin sees the note's state per order.
      const invoices = await invoicesOfOrders(
        deps.pool,
        items.filter((l) => l.eventType === 'CreditsPurchased' && l.orderId !== null).map((l) => l.orderId!),
      );
      const invoiceOf = (orderId: number) => {
        const invoice = toOrderInvoice(invoices.get(orderId));
        // The issuer's error text may quote the taker's data: an analyst reads the note's state and number only.
        return invoice && reader === 'analyst' && invoice.lastError
          ? { ...invoice, lastError: PERSONAL_DATA_MASK }
          : invoice;
      };
      const lines = items.map((l) =>
        l.eventType === 'CreditsPurchased' && l.orderId !== null ? { ...l, invoice: invoiceOf(l.orderId) } : l,
      );
      const paged = pagedBody(lines, query.page, LEDGER_PAGE_SIZE, total);
      await recordIfAnalyst(user, 'ledger', `wallet-${query.partnerId}`, detailOf(query, 'partnerId'));
      return {
        body: { data: { ...paged.data, balance: balance ?? 0, partnerName: masked(user, name ?? '') } },
      };
    })
    .add(ledgerCsvRoute, async ({ user, query }) => {
      await partner(query.partnerId);
      const csv = ledgerCsv(await ledgerLines(deps.pool, query, isAnalyst(user) ? 'analyst' : 'admin'));
      const suffix = [query.from, query.to].filter(Boolean).join('_a_');
      await recordIfAnalyst(user, 'ledger-csv', `wallet-${query.partnerId}`, detailOf(query, 'partnerId'));
      return {
        body: `\ufeff${csv}`,
        contentType: 'text/csv; charset=utf-8',
        headers: {
          'Content-Disposition': `attachment; filename="extrato-creditos-${query.partnerId}${suffix ? `-${suffix}` : ''}.csv"`,
        },
      };
    })
    .add(demandSubscriptionsRoute, async ({ user, query }) => {
      const answer = await pagedList(
        query.page,
        SUBSCRIPTIONS_PAGE_SIZE,
        (n, size) => subscriptionsOfDemand(deps.pool, query.demandId, n, size),
        subscriptionFor(user),
      );
      await recordIfAnalyst(user, 'demand-subscriptions', `demand-${query.demandId}`, detailOf(query, 'demandId'));
      return answer;
    })
    .add(providerSubscriptionsRoute, async ({ user, query }) => {
      await partner(query.partnerId);
      const answer = await pagedList(
        query.page,
        SUBSCRIPTIONS_PAGE_SIZE,
        (n, size) => subscriptionsOfProvider(deps.pool, query.partnerId, n, size),
        subscriptionFor(user),
      );
      await recordIfAnalyst(user, 'partner-subscriptions', `user-${query.partnerId}`, detailOf(query, 'partnerId'));
      return answer;
    })
    .add(historyRoute, async ({ user, query }) => {
      const id = query.kind === 'partner' ? query.id.toLowerCase() : String(Number(query.id));
      const toItem = (row: RecordHistoryRow): HistoryItem => {
        // An analyst reads no one's name: the partner and the author of each line are masked (ADR 0178).
        const r = isAnalyst(user)
          ? {
              ...row,
              partner_name: row.partner_name === null ? null : PERSONAL_DATA_MASK,
              actor_name: row.actor_name === null ? null : PERSONAL_DATA_MASK,
            }
          : row;
        return {
          revision: r.revision,
          at: r.occurred_at.toISOString(),
          eventType: r.event_type,
          summary: r.summary.replaceAll('{parceiro}', r.partner_name ?? 'um parceiro'),
          actor: actorOf(r, query.kind, id),
        };
      };
      const answer = await pagedList(
        query.page,
        HISTORY_PAGE_SIZE,
        (n, size) => recordHistory(deps.pool, query.kind, id, n, size),
        toItem,
      );
      const stream = `${query.kind === 'partner' ? 'user' : query.kind}-${id}`;
      await recordIfAnalyst(user, 'history', stream, `page=${query.page}`);
      return answer;
    })
    .add(adminChartsRoute, async ({ query }) => {
      const { from, to } = adminChartsPeriod(query, todayInSaoPaulo(nowOf(deps)));
      return data(await adminCharts(deps.pool, from, to));
    }).router;
}
