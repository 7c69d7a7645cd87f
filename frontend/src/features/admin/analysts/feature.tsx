import { UserAddOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { analystsSaga } from './analystsSaga';
import { analystsSlice } from './analystsSlice';
import { AnalystsScreen } from './components/AnalystsScreen';

/** Analistas (/admin/analistas, issue #40): invite an analyst, the list of those invited, a new link. */
export const adminAnalystsFeature = defineFeature<typeof analystsSlice, AdminMenuEntry>({
  name: 'admin/analysts',
  slices: [analystsSlice],
  sagas: [analystsSaga],
  routes: [{ path: 'analistas', screen: AnalystsScreen }],
  menu: [{ group: 'Operação', label: 'Analistas', to: paths.admin.analysts, icon: <UserAddOutlined /> }],
});
