import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FileDemandRequest } from '@conectasst/common/api/demands';
import type { LocationStep, PrimaryStep } from './wizardStorage';

export interface DemandState {
  /** A step was accepted and the wizard waits the spec's delay before the next screen. */
  advancing: boolean;
  sending: boolean;
  error: string | null;
}

const initialState: DemandState = { advancing: false, sending: false, error: null };

/** The requester's demand wizard (spec §2: /demanda, /demanda/second-state, /demanda/third-state). */
export const demandSlice = createSlice({
  name: 'demand',
  initialState,
  reducers: {
    primaryStepSubmitted(state, _action: PayloadAction<PrimaryStep>) {
      state.advancing = true;
    },
    locationStepSubmitted(state, _action: PayloadAction<LocationStep>) {
      state.advancing = true;
    },
    stepAdvanced(state) {
      state.advancing = false;
    },
    demandSubmitted(state, _action: PayloadAction<FileDemandRequest>) {
      state.sending = true;
      state.error = null;
    },
    demandAnswered(state, action: PayloadAction<{ error?: string }>) {
      state.sending = false;
      state.error = action.payload.error ?? null;
    },
  },
  selectors: { selectDemand: (state) => state },
});

export const { primaryStepSubmitted, locationStepSubmitted, stepAdvanced, demandSubmitted, demandAnswered } = demandSlice.actions;
export const { selectDemand } = demandSlice.selectors;
