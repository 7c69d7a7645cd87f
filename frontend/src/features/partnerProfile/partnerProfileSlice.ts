import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PartnerProfile } from '@conectasst/common/api/reviews';

/** /parceiros/<slug>: the profile shown, or why it cannot be. */
export interface PartnerProfileState {
  slug?: string;
  profile?: PartnerProfile;
  failure?: string;
}

export const partnerProfileSlice = createSlice({
  name: 'partnerProfile',
  initialState: {} as PartnerProfileState,
  reducers: {
    partnerProfileOpened: (_state, action: PayloadAction<string>): PartnerProfileState => ({ slug: action.payload }),
    partnerProfileLoaded(state, action: PayloadAction<PartnerProfile>) {
      state.profile = action.payload;
    },
    partnerProfileFailed(state, action: PayloadAction<string>) {
      state.failure = action.payload;
    },
  },
  selectors: { selectPartnerProfile: (state) => state },
});

export const { partnerProfileOpened, partnerProfileLoaded, partnerProfileFailed } = partnerProfileSlice.actions;
export const { selectPartnerProfile } = partnerProfileSlice.selectors;
