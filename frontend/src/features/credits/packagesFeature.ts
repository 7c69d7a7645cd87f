import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';

/**
 * Comprar Créditos (/dashboard/pacotes) in the provider's area. The credits' state also serves the checkout, outside
 * the area, so the store holds it for every visitor; this descriptor brings only the screen and the link.
 */
export const providerPackagesFeature = defineFeature<never, ProviderMenuEntry>({
  name: 'provider-packages',
  slices: [],
  sagas: [],
  routes: [{ path: paths.packages, screen: lazyScreen(() => import('./components/PackagesScreen'), 'PackagesScreen') }],
  menu: [{ label: 'Comprar Créditos', to: paths.packages }],
});
