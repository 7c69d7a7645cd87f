import { ProfileOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { adminDemandsSaga } from './demandsSaga';
import { adminDemandsSlice } from './demandsSlice';
import { DemandEditScreen } from './components/DemandEditScreen';
import { DemandsListScreen } from './components/DemandsListScreen';

/** Demandas (/admin/demanda): the demands and their edit screen. */
export const adminDemandsFeature = defineFeature<typeof adminDemandsSlice, AdminMenuEntry>({
  name: 'admin/demands',
  slices: [adminDemandsSlice],
  sagas: [adminDemandsSaga],
  routes: [
    { path: 'demanda', screen: DemandsListScreen },
    { path: 'demanda/edit', screen: DemandEditScreen },
  ],
  menu: [{ group: 'Demandas', label: 'Demandas', to: paths.admin.demands, icon: <ProfileOutlined /> }],
});
