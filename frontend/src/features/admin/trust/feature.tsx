import { RollbackOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { trustDecisions } from './trustDecisions';
import { CredentialsQueueScreen } from './components/CredentialsQueueScreen';
import { LeadReportsScreen } from './components/LeadReportsScreen';
import { ReviewsQueueScreen } from './components/ReviewsQueueScreen';

/** Confiança's queues: Credenciais, Reembolsos (lead reports) and Avaliações (reported reviews). */
export const adminTrustFeature = defineFeature<never, AdminMenuEntry>({
  name: 'admin/trust',
  slices: [],
  sagas: [trustDecisions.saga],
  routes: [
    { path: 'credenciais', screen: CredentialsQueueScreen },
    { path: 'reembolsos', screen: LeadReportsScreen },
    { path: 'avaliacoes', screen: ReviewsQueueScreen },
  ],
  menu: [
    // The work waiting in each queue shows beside its name (issue #35 item 9).
    {
      group: 'Confiança',
      label: 'Credenciais',
      to: paths.admin.credentials,
      icon: <SafetyCertificateOutlined />,
      countOf: 'credentials',
    },
    {
      group: 'Confiança',
      label: 'Reembolsos',
      to: paths.admin.refunds,
      icon: <RollbackOutlined />,
      countOf: 'refunds',
    },
    {
      group: 'Confiança',
      label: 'Avaliações',
      to: paths.admin.reviews,
      icon: <StarOutlined />,
      countOf: 'reportedReviews',
    },
  ],
});
