import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';
import { insightsSaga } from './insightsSaga';
import { insightsSlice } from './insightsSlice';

/** Meu desempenho (/dashboard/desempenho, issue #21 item 6, ADR 0127): the provider's own figures. */
export const providerInsightsFeature = defineFeature<typeof insightsSlice, ProviderMenuEntry>({
  name: 'provider-insights',
  slices: [insightsSlice],
  sagas: [insightsSaga],
  routes: [
    { path: paths.myInsights, screen: lazyScreen(() => import('./components/InsightsScreen'), 'InsightsScreen') },
  ],
  menu: [{ label: 'Meu desempenho', to: paths.myInsights }],
});
