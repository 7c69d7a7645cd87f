import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The subscribe dialog's outcome on /dashboard/service/{id} (spec §4, §8). */
export interface DashboardState {
  subscribing: boolean;
  error: string | null;
}

const initialState: DashboardState = { subscribing: false, error: null };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    subscribeConfirmed(state, _action: PayloadAction<number>) {
      state.subscribing = true;
      state.error = null;
    },
    subscribeAnswered(state, action: PayloadAction<{ error?: string }>) {
      state.subscribing = false;
      state.error = action.payload.error ?? null;
    },
  },
  selectors: { selectDashboard: (state) => state },
});

export const { subscribeConfirmed, subscribeAnswered } = dashboardSlice.actions;
export const { selectDashboard } = dashboardSlice.selectors;
