import { z } from 'zod';
import { orderInvoiceSchema } from './invoicing';
import { UNSTATABLE } from '../rules/textRules';
import { periodQuery } from './calendarDay';
import { recordId, pageQuery } from './ids';
import { pageSchema } from './paging';
import { providerIdSchema } from './providers';

/**
 * Audit views (docs/audit.md): the credit ledger of a partner, subscription histories, the history of a record and the
 * admin dashboard. Shared by the query service (validation, OpenAPI) and the admin screens.
 */

/** Kinds of credit-ledger lines and how the screens and the CSV name them. Adding a kind: one line here. */
export const ledgerKindLabels = {
  compra: 'Compra',
  ajuste: 'Ajuste',
  reserva: 'Reserva',
  gasto: 'Gasto',
  liberacao: 'Liberação',
  reembolso: 'Reembolso',
  estorno: 'Estorno',
  outro: 'Outro',
} as const satisfies Record<string, string>;
export type LedgerKind = keyof typeof ledgerKindLabels;
export const ledgerKinds = Object.keys(ledgerKindLabels) as LedgerKind[];
export const ledgerKindLabel = (kind: string): string => (ledgerKindLabels as Record<string, string>)[kind] ?? kind;

export const paymentMethodLabels: Record<string, string> = { pix: 'PIX', card: 'Cartão', boleto: 'Boleto' };
/** Why a credited payment was taken back (ledger lines of kind 'estorno', the reversals alert list). */
export const paymentReversalLabels: Record<string, string> = {
  refunded: 'Pagamento estornado',
  charged_back: 'Pagamento contestado no cartão (chargeback)',
  partial_refund: 'Reembolso parcial',
};

/**
 * `compra,gasto`: kinds separated by commas, spaces, empty entries and repeats ignored; the pattern states it in the
 * document. Repeats are folded before counting (contract run of 2026-11-25 08:08: 'ajuste' three times made nine
 * entries, valid by the pattern, refused with a 400).
 */
const kindAlternatives = ledgerKinds.join('|');
const kindList = z
  .string()
  .max(200)
  .regex(new RegExp(`^\\s*(?:(?:${kindAlternatives})\\s*)?(?:,\\s*(?:(?:${kindAlternatives})\\s*)?)*$`), {
    error: 'Tipo de lançamento inválido.',
  })
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.enum(ledgerKinds as [LedgerKind, ...LedgerKind[]], { error: 'Tipo de lançamento inválido.' }))
      .max(ledgerKinds.length),
  );

export const ledgerFilterQuery = periodQuery.extend({ partnerId: providerIdSchema, kind: kindList.optional() });
export const ledgerQuery = ledgerFilterQuery.extend({ page: pageQuery });
export const LEDGER_PAGE_SIZE = 50;

export const ledgerLineSchema = z.object({
  /** Revision of the line in the partner's wallet stream (1, 2, …). */
  seq: z.number().int(),
  kind: z.string(),
  eventType: z.string(),
  at: z.string(),
  /** Change of the available balance (a spend is 0: its credits left at the reservation). */
  change: z.number().int(),
  balanceAfter: z.number().int(),
  credits: z.number().int().nullable(),
  demandId: z.number().int().nullable(),
  demandTitle: z.string().nullable(),
  orderId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  method: z.string().nullable(),
  price: z.number().nullable(),
  /** Reais given back by a partial refund, or by the full reversal that followed one (ADR 0168); null otherwise. */
  refunded: z.number().nullable(),
  balanceBefore: z.number().int().nullable(),
  reason: z.string().nullable(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  description: z.string(),
  /** A purchase line: its order's NFS-e (state, number, last error), ADR 0171; null before a note is asked for. */
  invoice: orderInvoiceSchema.nullable().optional(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const ledgerBodySchema = z.object({
  data: pageSchema(ledgerLineSchema).extend({
    /** The partner's balance now (wallets read model): the last line's balanceAfter. */
    balance: z.number().int(),
    partnerName: z.string(),
  }),
});
export type LedgerBody = z.infer<typeof ledgerBodySchema>;

export const demandSubscriptionsQuery = z.object({ demandId: recordId, page: pageQuery });
export const providerSubscriptionsQuery = z.object({ partnerId: providerIdSchema, page: pageQuery });
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export const subscriptionHistoryItemSchema = z.object({
  demandId: z.number().int(),
  demandTitle: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  at: z.string(),
  /** Credits spent for the seat; null while the spend is not recorded. */
  credits: z.number().int().nullable(),
  seatsLeft: z.number().int(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type SubscriptionHistoryItem = z.infer<typeof subscriptionHistoryItemSchema>;

export const historyRecordKinds = ['area', 'nr', 'service', 'package', 'partner', 'demand'] as const;
export type HistoryRecordKind = (typeof historyRecordKinds)[number];
export const historyRecordLabels: Record<HistoryRecordKind, string> = {
  area: 'Área',
  nr: 'NR',
  service: 'Serviço',
  package: 'Pacote',
  partner: 'Parceiro',
  demand: 'Demanda',
};

export const historyQuery = z
  .object({
    kind: z.enum(historyRecordKinds, { error: 'Tipo de registro inválido.' }),
    id: z.string({ error: 'Registro inválido.' }).max(64, { error: 'Registro inválido.' }),
    page: pageQuery,
  })
  .superRefine((q, ctx) => {
    const ok = q.kind === 'partner' ? providerIdSchema.safeParse(q.id).success : recordId.safeParse(q.id).success;
    // The id's shape depends on the kind (uuid for partners, a number otherwise): a rule the document cannot state.
    if (!ok) ctx.addIssue({ code: 'custom', path: ['id'], message: 'Registro inválido.', params: UNSTATABLE });
  });
export const HISTORY_PAGE_SIZE = 20;

export const historyItemSchema = z.object({
  revision: z.number().int(),
  at: z.string(),
  eventType: z.string(),
  summary: z.string(),
  /** 'Fulana (administrador)', 'O próprio parceiro', 'Solicitante (sem login)', 'Sistema'. */
  actor: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const dashboardBodySchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    demandsPerWeek: z.array(z.object({ week: z.string(), demands: z.number().int() })),
    /** Demands of the period by how many providers hold a seat (0..5). */
    providersPerDemand: z.array(z.object({ providers: z.number().int(), demands: z.number().int() })),
    /** `reversed` / `reversedRevenue`: credits and R$ of payments refunded or charged back in the month (ADR 0111). */
    creditsPerMonth: z.array(
      z.object({
        month: z.string(),
        sold: z.number().int(),
        spent: z.number().int(),
        revenue: z.number(),
        reversed: z.number().int(),
        reversedRevenue: z.number(),
      }),
    ),
    partnersPerWeek: z.array(z.object({ week: z.string(), partners: z.number().int() })),
    topServices: z.array(z.object({ name: z.string(), demands: z.number().int() })),
    topNrs: z.array(z.object({ name: z.string(), demands: z.number().int() })),
    topStates: z.array(z.object({ uf: z.string(), demands: z.number().int() })),
    /** Visible reviews written in the period by stars (1..5), for the ratings chart (issue #21 item 7). */
    reviewsByStars: z.array(z.object({ stars: z.number().int(), reviews: z.number().int() })),
  }),
});
export type DashboardData = z.infer<typeof dashboardBodySchema>['data'];

/**
 * `GET /v1/admin/payment-reversals` — the admin alert list of payments taken back after they were credited (refunds
 * and chargebacks, ADR 0111), newest first, with the partner's balance now (negative when spent credits were taken).
 */
export const paymentReversalsQuery = z.object({ page: pageQuery });
export const REVERSALS_PAGE_SIZE = 20;
export const paymentReversalItemSchema = z.object({
  at: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  orderId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  /** 'refunded' | 'charged_back' | 'partial_refund' (ADR 0168) */
  kind: z.string(),
  kindLabel: z.string(),
  credits: z.number().int(),
  price: z.number().nullable(),
  /** Reais given back: the price for a full reversal alone, the refund's amount for a partial one (ADR 0168). */
  refunded: z.number().nullable(),
  balanceAfter: z.number().int(),
  /** The partner's balance now; below zero the partner cannot subscribe until it is covered. */
  balanceNow: z.number().int(),
});
export type PaymentReversalItem = z.infer<typeof paymentReversalItemSchema>;
