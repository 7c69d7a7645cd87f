import type { LeadReportStatus } from '@conectasst/common/rules/trustRules';

export interface LeadReportStatusView {
  /** The tag beside the demand's title in Demandas Inscritas. */
  tag: string;
  color: 'blue' | 'green' | 'orange';
  /** The kind of the alert that replaces "Reportar problema" once reported. */
  alert: 'info' | 'success' | 'warning';
}

const views: Record<LeadReportStatus, LeadReportStatusView> = {
  open: { tag: 'Relato em análise', color: 'blue', alert: 'info' },
  approved: { tag: 'Créditos devolvidos', color: 'green', alert: 'success' },
  refused: { tag: 'Relato recusado', color: 'orange', alert: 'warning' },
};

/** How a lead report's status reads to the provider; a status the API does not define reads as nothing, not "em análise". */
export function leadReportStatusView(status: string): LeadReportStatusView | undefined {
  return Object.hasOwn(views, status) ? views[status as LeadReportStatus] : undefined;
}
