import { FileProtectOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { nrsSaga } from './nrsSaga';
import { nrsSlice } from './nrsSlice';
import { NrAddScreen } from './components/NrAddScreen';
import { NrEditScreen } from './components/NrEditScreen';
import { NrsListScreen } from './components/NrsListScreen';

/** NRs (/admin/nrs). */
export const adminNrsFeature = defineFeature<typeof nrsSlice, AdminMenuEntry>({
  name: 'admin/nrs',
  slices: [nrsSlice],
  sagas: [nrsSaga],
  routes: [
    { path: 'nrs', screen: NrsListScreen },
    { path: 'nrs/add', screen: NrAddScreen },
    { path: 'nrs/edit', screen: NrEditScreen },
  ],
  menu: [{ group: 'Catálogo', label: 'NRs', to: paths.admin.nrs, icon: <FileProtectOutlined /> }],
});
