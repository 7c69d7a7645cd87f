import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { decisionsSlice } from '../lib/adminCrud/decisionSlice';
import type { serverApi } from '../lib/serverState/api';
import { loginSlice } from '../features/auth/loginSlice';
import { sessionSlice } from '../session/sessionSlice';
import { blogPresenceSlice } from '../lib/blogPresence';
import { publicSiteSlice } from '../features/public/publicSiteSlice';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { credentialsSlice } from '../features/onboarding/credentialsSlice';
import { accountScreensSlice } from '../features/onboarding/accountScreensSlice';
import { creditsSlice } from '../features/credits/creditsSlice';
import { demandSlice } from '../features/demand/demandSlice';
import { diagnosisSlice } from '../features/diagnosis/diagnosisSlice';
import { agendaSlice } from '../features/agenda/agendaSlice';
import { requesterSlice } from '../features/requester/requesterSlice';
import { partnerProfileSlice } from '../features/partnerProfile/partnerProfileSlice';
import { requesterProposalsSlice } from '../features/requester/requesterProposalsSlice';
import { slicesOf, type LazySlicesOf } from '../lib/feature';
import type { adminFeatures } from './routes/adminFeatures';
import { providerFeatures } from './features';

/** Slices that arrive with lazily loaded code (the admin's features, see adminFeatures.ts) and are injected then. */
export type LazyLoadedSlices = LazySlicesOf<typeof adminFeatures> &
  WithSlice<typeof decisionsSlice> &
  WithSlice<typeof serverApi>;

export const rootReducer = combineSlices(
  sessionSlice,
  blogPresenceSlice,
  loginSlice,
  publicSiteSlice,
  onboardingSlice,
  credentialsSlice,
  accountScreensSlice,
  creditsSlice,
  demandSlice,
  diagnosisSlice,
  agendaSlice,
  requesterSlice,
  partnerProfileSlice,
  requesterProposalsSlice,
  ...slicesOf(providerFeatures),
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
