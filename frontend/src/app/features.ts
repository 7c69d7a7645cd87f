import { providerPackagesFeature } from '../features/credits/packagesFeature';
import { providerProfileFeature } from '../features/onboarding/profileFeature';
import { providerAlertsFeature } from '../features/provider-alerts/feature';
import { providerInsightsFeature } from '../features/provider-insights/feature';
import { providerListingsFeature } from '../features/provider-listings/feature';
import { providerReviewsFeature } from '../features/provider-reviews/feature';
import { providerSubscriptionsFeature } from '../features/provider-subscriptions/feature';

/**
 * The provider's area, one descriptor per product area (ADR 0183), in the order of the header's links. The store, the
 * root saga, the routes (each inside the provider frame) and the menu are mapped from this list: a new area is its
 * folder with a `feature.ts` and one line here.
 */
export const providerFeatures = [
  providerListingsFeature,
  providerSubscriptionsFeature,
  providerReviewsFeature,
  providerInsightsFeature,
  providerAlertsFeature,
  providerProfileFeature,
  providerPackagesFeature,
] as const;
