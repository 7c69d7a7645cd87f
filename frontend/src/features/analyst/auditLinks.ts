import { paths } from '../../config/paths';

export interface AuditLink {
  label: string;
  to: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The record streams with a history of their own (docs/audit.md), by their stream category. */
const numberedRecords: Record<string, string> = {
  area: 'area',
  nr: 'nr',
  service: 'service',
  package: 'package',
  demand: 'demand',
};

/**
 * The audit screens a stream belongs to (issue #40): a wallet → its partner's credit ledger and subscriptions; a
 * partner's account → its history, ledger and subscriptions; a demand → its subscriptions and history; an area, NR,
 * service or package → its history. Other streams have none.
 */
export function auditLinksOf(stream: string): AuditLink[] {
  const dash = stream.indexOf('-');
  if (dash < 1) return [];
  const category = stream.slice(0, dash);
  const id = stream.slice(dash + 1);
  const partner = [
    { label: 'Extrato de créditos', to: paths.analyst.partnerLedger(id) },
    { label: 'Inscrições do parceiro', to: paths.analyst.partnerSubscriptions(id) },
  ];
  if (category === 'wallet' && UUID.test(id)) return partner;
  if (category === 'user' && UUID.test(id))
    return [{ label: 'Histórico do parceiro', to: paths.analyst.history('partner', id) }, ...partner];
  const kind = numberedRecords[category];
  if (!kind || !/^\d+$/.test(id)) return [];
  const history = { label: 'Histórico', to: paths.analyst.history(kind, id) };
  return kind === 'demand'
    ? [{ label: 'Inscrições da demanda', to: paths.analyst.demandSubscriptions(id) }, history]
    : [history];
}
