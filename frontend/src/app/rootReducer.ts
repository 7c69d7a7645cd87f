import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { areasSlice } from '../features/admin/areas/areasSlice';
import { loginSlice } from '../features/auth/loginSlice';
import { sessionSlice } from '../features/session/sessionSlice';
import { publicSiteSlice } from '../features/public/publicSiteSlice';

/** Slices that arrive with lazily loaded code (the admin) and are injected then; see adminFeatures.ts. */
export type LazyLoadedSlices = WithSlice<typeof areasSlice>;

export const rootReducer = combineSlices(sessionSlice, loginSlice, publicSiteSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
