import { WarningOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { parkedEventsDecisions } from './parkedEventsReads';
import { ParkedEventsScreen } from './components/ParkedEventsScreen';

/** Eventos com falha: the parked events (/admin/eventos-com-falha, ADR 0155). */
export const adminOperationsFeature = defineFeature<never, AdminMenuEntry>({
  name: 'admin/operations',
  slices: [],
  sagas: [parkedEventsDecisions.saga],
  routes: [{ path: 'eventos-com-falha', screen: ParkedEventsScreen }],
  menu: [
    {
      group: 'Operação',
      label: 'Eventos com falha',
      to: paths.admin.parkedEvents,
      icon: <WarningOutlined />,
      countOf: 'parkedEvents',
    },
  ],
});
