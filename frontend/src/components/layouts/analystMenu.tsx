import { AuditOutlined, DatabaseOutlined, DownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { paths } from '../../config/paths';
import type { AdminMenuGroup } from './adminMenu';

/**
 * The analyst's menu (issue #40, ADR 0178), drawn by the admin frame: the analyst's screens, and "Auditoria", where
 * the audit screens (credit ledger, subscription histories, a record's history) open by a record's id; they open from
 * the streams they belong to as well.
 */
export const analystMenu: AdminMenuGroup[] = [
  {
    title: 'Análise',
    links: [
      { label: 'Eventos', to: paths.analyst.events, icon: <DatabaseOutlined /> },
      { label: 'Como estava em', to: paths.analyst.timeTravel, icon: <HistoryOutlined /> },
      { label: 'Exportar eventos', to: paths.analyst.logExport, icon: <DownloadOutlined /> },
    ],
  },
  {
    title: 'Auditoria',
    links: [
      {
        label: 'Auditoria',
        to: paths.analyst.audit,
        icon: <AuditOutlined />,
        // The audit screens it opens are under the analyst's partner, demand and history addresses.
        activeFor: ['/analista/Parceiro', '/analista/demanda', '/analista/historico'],
      },
    ],
  },
];
