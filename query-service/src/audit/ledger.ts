import type { Queryable } from '@conectasst/projections/queryable';
import type { LedgerFilter, LedgerRow } from '@conectasst/projections/audit/creditLedgerQueries';
import { ledgerRows, ledgerRowsPage } from '@conectasst/projections/audit/creditLedgerQueries';
import type { LedgerLine } from '@conectasst/common/api/audit';
import { ledgerKindLabel, paymentMethodLabels, paymentReversalLabels } from '@conectasst/common/api/audit';
import { leadReportReasonLabels } from '@conectasst/common/rules/trustRules';
import { formatDateTimeSeconds } from '@conectasst/common/text/brazilianFormats';
import { PERSONAL_DATA_MASK } from '@conectasst/common/rules/analystRules';

const money = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\u00a0/g, ' ');
const demandOf = (l: Pick<LedgerLine, 'demandId' | 'demandTitle'>) =>
  l.demandId ? `demanda #${l.demandId}${l.demandTitle ? ` “${l.demandTitle}”` : ''}` : '';

/** The plain-Portuguese line of a ledger row (screen and CSV). */
export function describeLedgerLine(l: Omit<LedgerLine, 'description'>): string {
  const credits = `${l.credits ?? Math.abs(l.change)} créditos`;
  switch (l.kind) {
    case 'compra':
      return `Compra do pacote ${l.packageName ? `“${l.packageName}”` : ''}${l.orderId ? ` (pedido #${l.orderId}` : ' ('}${l.method ? `, ${paymentMethodLabels[l.method] ?? l.method}` : ''}${l.price !== null ? `, ${money(l.price)}` : ''}): ${credits}`;
    case 'ajuste':
      return `Ajuste ${l.adminName ? `por ${l.adminName}` : 'pelo administrador'}: de ${l.balanceBefore ?? l.balanceAfter - l.change} para ${l.balanceAfter}${l.reason ? ` — ${l.reason}` : ''}`;
    case 'reserva':
      return `Reserva de ${credits} para a inscrição na ${demandOf(l)}`;
    case 'gasto':
      return `${credits} gastos na inscrição na ${demandOf(l)} (reservados antes)`;
    case 'liberacao':
      return `${credits} devolvidos da ${demandOf(l)}${l.reason ? ` — ${l.reason}` : ''}`;
    case 'reembolso':
      return `Reembolso de ${credits}${l.demandId ? ` da ${demandOf(l)}` : ''}${l.reason ? ` — ${l.reason}` : ''}${l.adminName ? ` (aprovado por ${l.adminName})` : ' (automático)'}`;
    case 'estorno':
      if (l.refunded !== null) {
        // A partial refund, or the full reversal after one (ADR 0168): the money given back this time is on the line.
        return `${l.reason ?? 'Estorno'} de ${money(l.refunded)}: ${credits} da compra do pacote${l.packageName ? ` “${l.packageName}”` : ''}${l.orderId ? ` (pedido #${l.orderId}${l.price !== null ? `, ${money(l.price)}` : ''})` : ''} retirados`;
      }
      return `${l.reason ?? 'Estorno'}: ${credits} da compra do pacote${l.packageName ? ` “${l.packageName}”` : ''}${l.orderId ? ` (pedido #${l.orderId}${l.price !== null ? `, ${money(l.price)}` : ''})` : ''} retirados`;
    default:
      return `${ledgerKindLabel(l.kind)}: lançamento ${l.eventType}${l.reason ? ` — ${l.reason}` : ''}`;
  }
}

/** Whom a ledger is read for: the admin reads it as it is; an analyst with personal data masked (ADR 0178). */
export type LedgerReader = 'admin' | 'analyst';

/**
 * An analyst's line: the admin's name and a reason a person typed (an adjustment's, or an unknown line's) are masked;
 * the reasons the product writes itself (a refund's report reason, a reversal's kind, a release's) stay.
 */
function maskedForAnalyst(line: Omit<LedgerLine, 'description'>): Omit<LedgerLine, 'description'> {
  const typed = line.kind === 'ajuste' || line.kind === 'outro';
  return {
    ...line,
    adminName: line.adminName === null ? null : PERSONAL_DATA_MASK,
    reason: typed && line.reason ? PERSONAL_DATA_MASK : line.reason,
  };
}

function toLine(r: LedgerRow, reader: LedgerReader): LedgerLine {
  const line: Omit<LedgerLine, 'description'> = {
    seq: r.seq,
    kind: r.kind,
    eventType: r.event_type,
    at: r.occurred_at.toISOString(),
    change: r.change,
    balanceAfter: r.balance_after,
    credits: r.credits,
    demandId: r.demand_id,
    demandTitle: r.demand_title,
    orderId: r.order_id,
    packageName: r.package_name,
    method: r.method,
    price: r.price_cents === null ? null : Number(r.price_cents) / 100,
    refunded: r.refunded_cents === null ? null : Number(r.refunded_cents) / 100,
    balanceBefore: r.balance_before,
    // A refund's reason is the report's reason code (docs/credits.md "Créditos de volta").
    // A reversal's reason is its kind (refunded, charged_back).
    reason:
      r.kind === 'reembolso' && r.reason
        ? ((leadReportReasonLabels as Record<string, string>)[r.reason] ?? r.reason)
        : r.kind === 'estorno' && r.reason
          ? (paymentReversalLabels[r.reason] ?? r.reason)
          : r.reason,
    adminId: r.actor_role === 'admin' ? r.actor_id : null,
    adminName: r.admin_name,
  };
  const shown = reader === 'analyst' ? maskedForAnalyst(line) : line;
  return { ...shown, description: describeLedgerLine(shown) };
}

/** One page of a partner's ledger, oldest first (a statement: the last line carries the current balance). */
export async function ledgerPage(
  db: Queryable,
  f: LedgerFilter,
  page: number,
  perPage: number,
  reader: LedgerReader,
): Promise<{ items: LedgerLine[]; total: number }> {
  const { rows, total } = await ledgerRowsPage(db, f, page, perPage);
  return { items: rows.map((r) => toLine(r, reader)), total };
}

/** At most this many lines go into one CSV file. */
export const CSV_MAX_LINES = 50_000;

export async function ledgerLines(db: Queryable, f: LedgerFilter, reader: LedgerReader): Promise<LedgerLine[]> {
  return (await ledgerRows(db, f, CSV_MAX_LINES)).map((r) => toLine(r, reader));
}

const decimal = (v: number) => v.toFixed(2).replace('.', ',');
const cell = (v: string | number | null) => {
  const text = v === null ? '' : String(v);
  // Quotes every cell; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof v === 'string' ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const CSV_HEADER = [
  'Data',
  'Tipo',
  'Descrição',
  'Créditos',
  'Saldo após',
  'Demanda',
  'Pedido',
  'Pacote',
  'Forma de pagamento',
  'Valor (R$)',
  'Saldo antes do ajuste',
  'Motivo',
  'Administrador',
];

/** The ledger as CSV: `;`-separated (the decimal comma of pt-BR), header row, dates and times in São Paulo. */
export function ledgerCsv(lines: LedgerLine[]): string {
  const rows = lines.map((l) =>
    [
      formatDateTimeSeconds(l.at),
      ledgerKindLabel(l.kind),
      l.description,
      l.change,
      l.balanceAfter,
      l.demandId,
      l.orderId,
      l.packageName,
      l.method ? (paymentMethodLabels[l.method] ?? l.method) : null,
      l.price === null ? null : decimal(l.price),
      l.kind === 'ajuste' ? l.balanceBefore : null,
      l.reason,
      l.adminName ?? l.adminId,
    ]
      .map(cell)
      .join(';'),
  );
  return [CSV_HEADER.map(cell).join(';'), ...rows].join('\r\n') + '\r\n';
}
