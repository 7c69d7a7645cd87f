import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { NamedItem } from './api/onboardingApi';

/** /second-state (details), /third-state (service profile), /dashboard/profile: what each needs before its form. */
export type AccountScreen = 'details' | 'serviceProfile' | 'profile';

export interface AccountScreensState {
  screen?: AccountScreen;
  /** True until the signed-in account (and the screen's lists) arrived; stays true while leaving for the login. */
  loading: boolean;
  me?: MeResponse;
  /** 'Como nos conheceu?' options (details). */
  social: string[];
  /** The visible areas (service profile). */
  areas: NamedItem[];
}

const initialState: AccountScreensState = { loading: true, social: [], areas: [] };

export const accountScreensSlice = createSlice({
  name: 'accountScreens',
  initialState,
  reducers: {
    accountScreenOpened: (_state, action: PayloadAction<AccountScreen>): AccountScreensState => ({
      ...initialState,
      screen: action.payload,
    }),
    /** The screen closed: the next one starts from a spinner, never from this one's data. */
    accountScreenLeft: (): AccountScreensState => initialState,
    accountScreenLoaded(state, action: PayloadAction<Pick<AccountScreensState, 'me' | 'social' | 'areas'>>) {
      Object.assign(state, action.payload, { loading: false });
    },
  },
  selectors: { selectAccountScreen: (state) => state },
});

export const { accountScreenOpened, accountScreenLeft, accountScreenLoaded } = accountScreensSlice.actions;
export const { selectAccountScreen } = accountScreensSlice.selectors;
