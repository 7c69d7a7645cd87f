import { paths } from '../../config/paths';
import { defineFeature, lazyScreen, type ProviderMenuEntry } from '../../lib/feature';

/**
 * Meus dados (/dashboard/profile): the provider's account screen in the provider's area. Its state is the onboarding's
 * (sign-up shares it), which the store holds for every visitor, so this descriptor brings only the screen and the link.
 */
export const providerProfileFeature = defineFeature<never, ProviderMenuEntry>({
  name: 'provider-profile',
  slices: [],
  sagas: [],
  routes: [{ path: paths.profile, screen: lazyScreen(() => import('./components/ProfileScreen'), 'ProfileScreen') }],
  menu: [{ label: 'Meus dados', to: paths.profile }],
});
