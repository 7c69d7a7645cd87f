import { paths } from '../../../config/paths';

/**
 * Where the audit screens are drawn: the admin's area, or the analyst's (issue #40, ADR 0178), which shows the same
 * screens with its own addresses and, in place of the partner's edit screen, the partner's stream in "Eventos".
 */
export type AuditArea = 'admin' | 'analyst';

export const auditPaths = {
  admin: { ...paths.admin, partnerHome: paths.admin.partnerEdit, partnerHomeLabel: 'Voltar ao parceiro' },
  analyst: {
    ...paths.analyst,
    partnerHome: (id: string) => paths.analyst.stream(`user-${id}`),
    partnerHomeLabel: 'Fluxo do parceiro',
  },
} as const satisfies Record<
  AuditArea,
  {
    partnerLedger: (id: string) => string;
    partnerSubscriptions: (id: string) => string;
    demandSubscriptions: (id: number | string) => string;
    history: (kind: string, id: string) => string;
    partnerHome: (id: string) => string;
    partnerHomeLabel: string;
  }
>;
