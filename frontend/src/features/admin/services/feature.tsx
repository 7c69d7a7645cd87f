import { ToolOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { servicesSaga } from './servicesSaga';
import { servicesSlice } from './servicesSlice';
import { ServiceAddScreen } from './components/ServiceAddScreen';
import { ServiceEditScreen } from './components/ServiceEditScreen';
import { ServicesListScreen } from './components/ServicesListScreen';

/** Serviços, the catalogue's services (/admin/services). */
export const adminServicesFeature = defineFeature<typeof servicesSlice, AdminMenuEntry>({
  name: 'admin/services',
  slices: [servicesSlice],
  sagas: [servicesSaga],
  routes: [
    { path: 'services', screen: ServicesListScreen },
    { path: 'services/add', screen: ServiceAddScreen },
    { path: 'services/edit', screen: ServiceEditScreen },
  ],
  menu: [{ group: 'Catálogo', label: 'Serviços', to: paths.admin.services, icon: <ToolOutlined /> }],
});
