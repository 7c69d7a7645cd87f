import { WalletOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { packagesSaga } from './packagesSaga';
import { packagesSlice } from './packagesSlice';
import { PackageAddScreen } from './components/PackageAddScreen';
import { PackageEditScreen } from './components/PackageEditScreen';
import { PackagesListScreen } from './components/PackagesListScreen';

/** Créditos: the credit packages on sale (/admin/credits). */
export const adminPackagesFeature = defineFeature<typeof packagesSlice, AdminMenuEntry>({
  name: 'admin/packages',
  slices: [packagesSlice],
  sagas: [packagesSaga],
  routes: [
    { path: 'credits', screen: PackagesListScreen },
    { path: 'credits/add', screen: PackageAddScreen },
    { path: 'credits/edit', screen: PackageEditScreen },
  ],
  menu: [{ group: 'Parceiros e créditos', label: 'Créditos', to: paths.admin.credits, icon: <WalletOutlined /> }],
});
