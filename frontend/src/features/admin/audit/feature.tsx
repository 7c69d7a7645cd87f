import { AlertOutlined, BarChartOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { lazy } from 'react';
import { HistoryScreen } from './components/HistoryScreen';
import { LedgerScreen } from './components/LedgerScreen';
import { PaymentReversalsScreen } from './components/PaymentReversalsScreen';
import { SubscriptionHistoryScreen } from './components/SubscriptionHistoryScreen';

// The chart library loads only with the charts (ADR 0070): the other admin screens do not wait for it.
const AdminChartsScreen = lazy(() =>
  import('./components/AdminChartsScreen').then((m) => ({ default: m.AdminChartsScreen })),
);

/** Painel (the admin's charts), a record's history, a partner's credit ledger, the subscriptions' histories and Estornos. */
export const adminAuditFeature = defineFeature<never, AdminMenuEntry>({
  name: 'admin/audit',
  slices: [],
  sagas: [],
  routes: [
    { path: 'painel', screen: AdminChartsScreen },
    { path: 'historico/:kind/:id', screen: HistoryScreen },
    { path: 'demanda/:id/inscricoes', element: <SubscriptionHistoryScreen of="demand" /> },
    { path: 'Parceiro/:id/creditos', screen: LedgerScreen },
    { path: 'Parceiro/:id/inscricoes', element: <SubscriptionHistoryScreen of="partner" /> },
    { path: 'estornos', screen: PaymentReversalsScreen },
  ],
  menu: [
    { group: 'Painel', label: 'Painel', to: paths.admin.charts, icon: <BarChartOutlined /> },
    { group: 'Parceiros e créditos', label: 'Estornos', to: paths.admin.reversals, icon: <AlertOutlined /> },
  ],
});
