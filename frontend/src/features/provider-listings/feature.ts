import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';
import { listingsSaga } from './listingsSaga';
import { listingsSlice } from './listingsSlice';

/** Demandas Abertas (/dashboard): the open demands, their filters, the cost of each "Inscreva-se", the e-mail switch. */
export const providerListingsFeature = defineFeature<typeof listingsSlice, ProviderMenuEntry>({
  name: 'provider-listings',
  slices: [listingsSlice],
  sagas: [listingsSaga],
  routes: [
    {
      path: paths.dashboard,
      screen: lazyScreen(() => import('./components/OpenDemandsScreen'), 'OpenDemandsScreen'),
    },
  ],
  menu: [{ label: 'Demandas Abertas', to: paths.dashboard, activeFor: ['/dashboard/service'] }],
});
