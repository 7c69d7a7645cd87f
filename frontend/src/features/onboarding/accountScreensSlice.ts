import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyDetails, IndividualDetails } from '@conectasst/common/api/accounts';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { NamedItem } from './api/onboardingApi';

/** The details saved before (GET /v1/details/pf or /pj), which /second-state opens with (issue #35). */
export type SavedDetails =
  { personType: 1; individual: IndividualDetails } | { personType: 2; company: CompanyDetails };

/** /second-state (details), /third-state (service profile), /dashboard/profile: what each needs before its form. */
export type AccountScreen = 'details' | 'serviceProfile' | 'profile';

export interface AccountScreensState {
  screen?: AccountScreen;
  /** True until the signed-in account (and the screen's lists) arrived; stays true while leaving for the login. */
  loading: boolean;
  me?: MeResponse;
  /** The saved details (details); none before the first save. */
  details?: SavedDetails;
  /** 'Como nos conheceu?' options (details). */
  social: string[];
  /** The visible areas (service profile). */
  areas: NamedItem[];
  /** The NRs of the area picked in 'Áreas de atuação' (service profile); none when they could not load. */
  areaNrs?: { areaId: number; nrs: NamedItem[] };
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
    accountScreenLoaded(
      state,
      action: PayloadAction<Pick<AccountScreensState, 'me' | 'social' | 'areas' | 'details'>>,
    ) {
      Object.assign(state, action.payload, { loading: false });
    },
    areaPicked(state, action: PayloadAction<number>) {
      state.areaNrs = { areaId: action.payload, nrs: [] };
    },
    areaNrsLoaded(state, action: PayloadAction<NonNullable<AccountScreensState['areaNrs']>>) {
      // The NRs of an area no longer picked are dropped.
      if (state.areaNrs?.areaId === action.payload.areaId) state.areaNrs = action.payload;
    },
  },
  selectors: { selectAccountScreen: (state) => state },
});

export const { accountScreenOpened, accountScreenLeft, accountScreenLoaded, areaPicked, areaNrsLoaded } =
  accountScreensSlice.actions;
export const { selectAccountScreen } = accountScreensSlice.selectors;
