import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { LeadReport } from '@conectasst/common/api/trust';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import type { SubscriptionRecord } from './api/dashboardApi';

/** What the provider's own screens read: Meu desempenho, Demandas Inscritas (with lead reports), demand alerts. */
export interface ProviderAreaState {
  insights?: { days: InsightsPeriod; data?: ProviderInsights; error?: string };
  /** `undefined` until loaded; `[]` also when the list could not load. */
  subscriptions?: SubscriptionRecord[];
  leadReports: LeadReport[];
  /** `undefined` while unknown (the switch is hidden). */
  alerts?: { enabled: boolean; saving: boolean };
}

const initialState: ProviderAreaState = { leadReports: [] };

export const providerAreaSlice = createSlice({
  name: 'providerArea',
  initialState,
  reducers: {
    insightsOpened(state, action: PayloadAction<InsightsPeriod>) {
      state.insights = { days: action.payload };
    },
    insightsAnswered(state, action: PayloadAction<NonNullable<ProviderAreaState['insights']>>) {
      // An answer for a period no longer shown is dropped.
      if (state.insights?.days === action.payload.days) state.insights = action.payload;
    },
    subscriptionsOpened(state) {
      delete state.subscriptions;
    },
    subscriptionsLoaded(state, action: PayloadAction<SubscriptionRecord[]>) {
      state.subscriptions = action.payload;
    },
    /** After a lead report is sent, its status is read again. */
    leadReportsRequested() {},
    leadReportsLoaded(state, action: PayloadAction<LeadReport[]>) {
      state.leadReports = action.payload;
    },
    alertsOpened(state) {
      delete state.alerts;
    },
    alertsLoaded(state, action: PayloadAction<boolean | undefined>) {
      state.alerts = action.payload === undefined ? undefined : { enabled: action.payload, saving: false };
    },
    alertsSwitched(state, _action: PayloadAction<boolean>) {
      if (state.alerts) state.alerts.saving = true;
    },
    alertsSaved(state, action: PayloadAction<boolean>) {
      if (state.alerts) state.alerts = { enabled: action.payload, saving: false };
    },
  },
  selectors: { selectProviderArea: (state) => state },
});

export const {
  insightsOpened,
  insightsAnswered,
  subscriptionsOpened,
  subscriptionsLoaded,
  leadReportsRequested,
  leadReportsLoaded,
  alertsOpened,
  alertsLoaded,
  alertsSwitched,
  alertsSaved,
} = providerAreaSlice.actions;
export const { selectProviderArea } = providerAreaSlice.selectors;
