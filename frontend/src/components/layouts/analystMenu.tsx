import { DatabaseOutlined, DownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { paths } from '../../config/paths';
import type { AdminMenuGroup } from './adminMenu';

/**
 * The analyst's menu (issue #40, ADR 0178), drawn by the admin frame: the analyst's screens. The audit screens
 * (credit ledger, subscription histories, a record's history) open from the streams they belong to.
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
];
