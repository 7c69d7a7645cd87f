import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';

/** Meu desempenho (/dashboard/desempenho, issue #21 item 6, ADR 0127): the provider's own figures (a read, ADR 0184). */
export const providerInsightsFeature = defineFeature<never, ProviderMenuEntry>({
  name: 'provider-insights',
  slices: [],
  sagas: [],
  routes: [
    { path: paths.myInsights, screen: lazyScreen(() => import('./components/InsightsScreen'), 'InsightsScreen') },
  ],
  menu: [{ label: 'Meu desempenho', to: paths.myInsights }],
});
