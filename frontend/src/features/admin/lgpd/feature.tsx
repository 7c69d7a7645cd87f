import { AuditOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { lgpdDecisions } from './lgpdReads';
import { LgpdRequestsScreen } from './components/LgpdRequestsScreen';

/** Solicitações LGPD (/admin/lgpd). */
export const adminLgpdFeature = defineFeature<never, AdminMenuEntry>({
  name: 'admin/lgpd',
  slices: [],
  sagas: [lgpdDecisions.saga],
  routes: [{ path: 'lgpd', screen: LgpdRequestsScreen }],
  menu: [{ group: 'Confiança', label: 'Solicitações LGPD', to: paths.admin.lgpd, icon: <AuditOutlined /> }],
});
