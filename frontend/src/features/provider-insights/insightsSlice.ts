import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';

/** Meu desempenho (/dashboard/desempenho): the period shown and its figures, or the server's refusal. */
export interface InsightsState {
  insights?: { days: InsightsPeriod; data?: ProviderInsights; error?: string };
}

const initialState: InsightsState = {};

export const insightsSlice = createSlice({
  name: 'providerInsights',
  initialState,
  reducers: {
    insightsOpened(state, action: PayloadAction<InsightsPeriod>) {
      state.insights = { days: action.payload };
    },
    insightsAnswered(state, action: PayloadAction<NonNullable<InsightsState['insights']>>) {
      // An answer for a period no longer shown is dropped.
      if (state.insights?.days === action.payload.days) state.insights = action.payload;
    },
  },
  selectors: { selectInsights: (state) => state.insights },
});

export const { insightsOpened, insightsAnswered } = insightsSlice.actions;
export const { selectInsights } = insightsSlice.selectors;
