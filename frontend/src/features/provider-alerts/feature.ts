import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';
import { providerAlertsSaga } from './alertsSaga';
import { providerAlertsSlice } from './alertsSlice';

/** Alertas (/dashboard/alertas, issue 36): how and when the provider hears of new demands; linked from Demandas Abertas. */
export const providerAlertsFeature = defineFeature<typeof providerAlertsSlice, ProviderMenuEntry>({
  name: 'provider-alerts',
  slices: [providerAlertsSlice],
  sagas: [providerAlertsSaga],
  routes: [
    {
      path: paths.providerAlerts,
      screen: lazyScreen(() => import('./components/AlertSettingsScreen'), 'AlertSettingsScreen'),
    },
  ],
  menu: [],
});
