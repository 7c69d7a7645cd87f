import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';
import { PendingServiceGate } from './components/PendingServiceGate';
import { providerProposalsSaga } from './proposalsSaga';
import { providerProposalsSlice } from './proposalsSlice';
import { subscriptionsSaga } from './subscriptionsSaga';
import { subscriptionsSlice } from './subscriptionsSlice';

/**
 * Subscribing and the seats (spec §4, §8): a demand's page with "Inscreva-se", Demandas Inscritas with each requester's
 * contact, the seat's stage and proposal (issue #36 item 2) and "Reportar problema".
 */
export const providerSubscriptionsFeature = defineFeature<
  typeof subscriptionsSlice | typeof providerProposalsSlice,
  ProviderMenuEntry
>({
  name: 'provider-subscriptions',
  slices: [subscriptionsSlice, providerProposalsSlice],
  sagas: [subscriptionsSaga, providerProposalsSaga],
  routes: [
    {
      path: `${paths.dashboard}/service/:id`,
      screen: lazyScreen(() => import('./components/ServiceOfferScreen'), 'ServiceOfferScreen'),
      guard: PendingServiceGate,
    },
    {
      path: paths.subscribedDemands,
      screen: lazyScreen(() => import('./components/SubscribedDemandsScreen'), 'SubscribedDemandsScreen'),
    },
  ],
  menu: [{ label: 'Demandas Inscritas', to: paths.subscribedDemands }],
});
