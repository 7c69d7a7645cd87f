import { ScheduleOutlined, TeamOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { partnersSaga } from './partnersSaga';
import { partnersSlice } from './partnersSlice';
import { PartnerEditScreen } from './components/PartnerEditScreen';
import { PartnersListScreen } from './components/PartnersListScreen';
import { SubscriptionsListScreen } from './components/SubscriptionsListScreen';

/** Parceiros (/admin/Parceiro) and the subscriptions' list (/admin/inscricoes). */
export const adminPartnersFeature = defineFeature<typeof partnersSlice, AdminMenuEntry>({
  name: 'admin/partners',
  slices: [partnersSlice],
  sagas: [partnersSaga],
  routes: [
    { path: 'Parceiro', screen: PartnersListScreen },
    { path: 'Parceiro/edit/:id', screen: PartnerEditScreen },
    { path: 'Parceiro/:id', screen: PartnerEditScreen },
    { path: 'inscricoes', screen: SubscriptionsListScreen },
  ],
  menu: [
    { group: 'Parceiros e créditos', label: 'Parceiros', to: paths.admin.partners, icon: <TeamOutlined /> },
    { group: 'Demandas', label: 'Inscrições', to: paths.admin.subscriptions, icon: <ScheduleOutlined /> },
  ],
});
