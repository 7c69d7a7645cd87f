import { AuditOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { lgpdViews } from './lgpdViews';
import { LgpdRequestsScreen } from './components/LgpdRequestsScreen';

/** Solicitações LGPD (/admin/lgpd). */
export const adminLgpdFeature = defineFeature<never, AdminMenuEntry>({
  name: 'admin/lgpd',
  slices: [],
  sagas: [lgpdViews.saga],
  routes: [{ path: 'lgpd', screen: LgpdRequestsScreen }],
  menu: [{ group: 'Confiança', label: 'Solicitações LGPD', to: paths.admin.lgpd, icon: <AuditOutlined /> }],
});
