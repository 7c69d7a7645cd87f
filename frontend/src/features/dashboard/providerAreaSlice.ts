import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { ProviderReviews } from '@conectasst/common/api/reviews';
import type { LeadReport, ReportLeadRequest } from '@conectasst/common/api/trust';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import type { ServiceListing } from '@conectasst/common/api/demands';
import type { SubscriptionRecord } from './api/dashboardApi';

export type MyReviews = ProviderReviews;

/** A reply or a report on one of the provider's reviews. */
export interface ReviewWrite {
  reviewId: string;
  text: string;
}

/** What the provider's own screens read: Meu desempenho, Demandas Inscritas (with lead reports), demand alerts, Avaliações. */
export interface ProviderAreaState {
  insights?: { days: InsightsPeriod; data?: ProviderInsights; error?: string };
  /** `undefined` until loaded; `[]` also when the list could not load. */
  subscriptions?: SubscriptionRecord[];
  leadReports: LeadReport[];
  /** "Reportar problema": the demand whose dialog is open, whether it is sending, the server's refusal. */
  leadReportDialog?: { demandId: number; sending: boolean; error?: string };
  /** `undefined` while unknown (the switch is hidden). */
  alerts?: { enabled: boolean; saving: boolean };
  /** /dashboard/service/{id}: `listing` and `contact` are `undefined` while loading, `null` when not found / not subscribed. */
  offer?: { demandId: number; listing?: ServiceListing | null; contact?: SubscriptionRecord | null };
  /**
   * Reais per credit at the cheapest package (issue #35 item 5): what "Inscreva-se" quotes. `undefined` until loaded,
   * `null` when no package is on sale or they could not load (the cost is then said in credits only).
   */
  pricePerCredit?: number | null;
  /** Avaliações: `undefined` until loaded; none also when they could not load. */
  reviews?: MyReviews;
  /** The review whose report form is open, the one being answered or reported, the last refusal. */
  reviewForms: { reportingId?: string; sendingId?: string; error?: { reviewId: string; message: string } };
}

const initialState: ProviderAreaState = { leadReports: [], reviewForms: {} };

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
    leadReportDialogOpened(state, action: PayloadAction<number>) {
      state.leadReportDialog = { demandId: action.payload, sending: false };
    },
    leadReportDialogClosed(state) {
      delete state.leadReportDialog;
    },
    leadReportSubmitted(state, _action: PayloadAction<ReportLeadRequest>) {
      if (state.leadReportDialog)
        state.leadReportDialog = { ...state.leadReportDialog, sending: true, error: undefined };
    },
    /** An accepted report closes the dialog; a refusal shows in it. */
    leadReportAnswered(state, action: PayloadAction<{ error?: string }>) {
      if (!action.payload.error) delete state.leadReportDialog;
      else if (state.leadReportDialog)
        state.leadReportDialog = { ...state.leadReportDialog, sending: false, ...action.payload };
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
    offerOpened(state, action: PayloadAction<number>) {
      state.offer = { demandId: action.payload };
    },
    offerLoaded(state, action: PayloadAction<NonNullable<ProviderAreaState['offer']>>) {
      if (state.offer?.demandId === action.payload.demandId) state.offer = action.payload;
    },
    pricePerCreditLoaded(state, action: PayloadAction<number | null>) {
      state.pricePerCredit = action.payload;
    },
    offerLeft(state) {
      delete state.offer;
    },
    reviewsOpened(state) {
      delete state.reviews;
      state.reviewForms = {};
    },
    reviewsLoaded(state, action: PayloadAction<MyReviews>) {
      state.reviews = action.payload;
    },
    /** `undefined` closes the report form. */
    reviewReportToggled(state, action: PayloadAction<string | undefined>) {
      state.reviewForms = { reportingId: action.payload };
    },
    reviewReplySubmitted(state, action: PayloadAction<ReviewWrite>) {
      state.reviewForms = { reportingId: state.reviewForms.reportingId, sendingId: action.payload.reviewId };
    },
    reviewReportSubmitted(state, action: PayloadAction<ReviewWrite>) {
      state.reviewForms = { reportingId: state.reviewForms.reportingId, sendingId: action.payload.reviewId };
    },
    /** An accepted reply or report closes the report form (the list reloads); a refusal shows under the review. */
    reviewWriteAnswered(state, action: PayloadAction<{ reviewId: string; error?: string }>) {
      const { reviewId, error } = action.payload;
      state.reviewForms = error
        ? { reportingId: state.reviewForms.reportingId, error: { reviewId, message: error } }
        : {};
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
  leadReportDialogOpened,
  leadReportDialogClosed,
  leadReportSubmitted,
  leadReportAnswered,
  alertsOpened,
  alertsLoaded,
  alertsSwitched,
  alertsSaved,
  offerOpened,
  offerLoaded,
  offerLeft,
  pricePerCreditLoaded,
  reviewsOpened,
  reviewsLoaded,
  reviewReportToggled,
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewWriteAnswered,
} = providerAreaSlice.actions;
export const { selectProviderArea } = providerAreaSlice.selectors;
