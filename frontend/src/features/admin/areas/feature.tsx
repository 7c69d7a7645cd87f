import { AppstoreOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { areasSaga } from './areasSaga';
import { areasSlice } from './areasSlice';
import { AreaAddScreen } from './components/AreaAddScreen';
import { AreaEditScreen } from './components/AreaEditScreen';
import { AreasListScreen } from './components/AreasListScreen';

/** Áreas: the admin's home (/admin), with their add and edit screens. */
export const adminAreasFeature = defineFeature<typeof areasSlice, AdminMenuEntry>({
  name: 'admin/areas',
  slices: [areasSlice],
  sagas: [areasSaga],
  routes: [
    { path: '', screen: AreasListScreen },
    { path: 'area/add', screen: AreaAddScreen },
    { path: 'area/edit', screen: AreaEditScreen },
  ],
  menu: [
    // Áreas lives at /admin (the admin home); its add and edit screens are under /admin/area.
    {
      group: 'Catálogo',
      label: 'Áreas',
      to: paths.admin.areas,
      icon: <AppstoreOutlined />,
      activeFor: ['/admin/area'],
    },
  ],
});
