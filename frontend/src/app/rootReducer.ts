import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { areasSlice } from '../features/admin/areas/areasSlice';
import { loginSlice } from '../features/auth/loginSlice';
import { sessionSlice } from '../features/session/sessionSlice';

/** Slices that arrive with lazily loaded code (the admin) and are injected then; see adminFeatures.ts. */
export type LazyLoadedSlices = WithSlice<typeof areasSlice>;

export const rootReducer = combineSlices(sessionSlice, loginSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
