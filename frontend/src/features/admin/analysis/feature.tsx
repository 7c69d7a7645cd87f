import { DownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { LogExportScreen } from './components/LogExportScreen';
import { TimeTravelScreen } from './components/TimeTravelScreen';

/** Como estava em and the period export (ADR 0179). */
export const adminAnalysisFeature = defineFeature<never, AdminMenuEntry>({
  name: 'admin/analysis',
  slices: [],
  sagas: [],
  routes: [
    { path: 'como-estava', screen: TimeTravelScreen },
    { path: 'exportacao', screen: LogExportScreen },
  ],
  menu: [
    { group: 'Operação', label: 'Como estava em', to: paths.admin.timeTravel, icon: <HistoryOutlined /> },
    { group: 'Operação', label: 'Exportar eventos', to: paths.admin.logExport, icon: <DownloadOutlined /> },
  ],
});
