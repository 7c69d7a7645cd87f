import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { areasSlice } from '../features/admin/areas/areasSlice';
import type { blogAdminSlice } from '../features/admin/blog/blogSlice';
import type { pagesSlice } from '../features/admin/pages/pagesSlice';
import type { contactsSlice } from '../features/admin/contacts/contactsSlice';
import type { adminDemandsSlice } from '../features/admin/demands/demandsSlice';
import type { nrsSlice } from '../features/admin/nrs/nrsSlice';
import type { agendaRulesSlice } from '../features/admin/agendaRules/agendaRulesSlice';
import type { servicesSlice } from '../features/admin/services/servicesSlice';
import type { packagesSlice } from '../features/admin/packages/packagesSlice';
import type { partnersSlice } from '../features/admin/partners/partnersSlice';
import type { adminViewsSlice } from '../lib/adminCrud/viewSlice';
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
import { slicesOf } from '../lib/feature';
import { providerFeatures } from './features';

/** Slices that arrive with lazily loaded code (the admin) and are injected then; see adminFeatures.ts. */
export type LazyLoadedSlices = WithSlice<typeof areasSlice> &
  WithSlice<typeof nrsSlice> &
  WithSlice<typeof agendaRulesSlice> &
  WithSlice<typeof servicesSlice> &
  WithSlice<typeof pagesSlice> &
  WithSlice<typeof contactsSlice> &
  WithSlice<typeof blogAdminSlice> &
  WithSlice<typeof packagesSlice> &
  WithSlice<typeof adminDemandsSlice> &
  WithSlice<typeof partnersSlice> &
  WithSlice<typeof adminViewsSlice> &
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
