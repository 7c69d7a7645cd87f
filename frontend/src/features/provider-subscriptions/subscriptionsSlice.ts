import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LeadReport, ReportLeadRequest } from '@conectasst/common/api/trust';
import type { ServiceListing } from '@conectasst/common/api/demands';
import type { SubscriptionRecord } from './api/subscriptionsApi';

/**
 * Subscribing and what follows: a demand's page with "Inscreva-se" (spec §4, §8), Demandas Inscritas with each
 * requester's contact, and "Reportar problema" (lead reports). The seats' stages and proposals are in proposalsSlice.
 */
export interface SubscriptionsState {
  /** `undefined` until loaded; `[]` also when the list could not load. */
  subscriptions?: SubscriptionRecord[];
  leadReports: LeadReport[];
  /** "Reportar problema": the demand whose dialog is open, whether it is sending, the server's refusal. */
  leadReportDialog?: { demandId: number; sending: boolean; error?: string };
  /** /dashboard/service/{id}: `listing` and `contact` are `undefined` while loading, `null` when not found / not subscribed. */
  offer?: { demandId: number; listing?: ServiceListing | null; contact?: SubscriptionRecord | null };
  /**
   * Reais per credit at the cheapest package (issue #35 item 5): what "Inscreva-se" quotes. `undefined` until loaded,
   * `null` when no package is on sale or they could not load (the cost is then said in credits only).
   */
  pricePerCredit?: number | null;
  /** The subscribe dialog's outcome: sending, or the server's refusal. */
  subscribe: { subscribing: boolean; error: string | null };
}

const initialState: SubscriptionsState = { leadReports: [], subscribe: { subscribing: false, error: null } };

export const subscriptionsSlice = createSlice({
  name: 'providerSubscriptions',
  initialState,
  reducers: {
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
    offerOpened(state, action: PayloadAction<number>) {
      state.offer = { demandId: action.payload };
    },
    offerLoaded(state, action: PayloadAction<NonNullable<SubscriptionsState['offer']>>) {
      if (state.offer?.demandId === action.payload.demandId) state.offer = action.payload;
    },
    pricePerCreditLoaded(state, action: PayloadAction<number | null>) {
      state.pricePerCredit = action.payload;
    },
    offerLeft(state) {
      delete state.offer;
    },
    subscribeConfirmed(state, _action: PayloadAction<number>) {
      state.subscribe = { subscribing: true, error: null };
    },
    subscribeAnswered(state, action: PayloadAction<{ error?: string }>) {
      state.subscribe = { subscribing: false, error: action.payload.error ?? null };
    },
  },
  selectors: { selectSubscriptions: (state) => state },
});

export const {
  subscriptionsOpened,
  subscriptionsLoaded,
  leadReportsRequested,
  leadReportsLoaded,
  leadReportDialogOpened,
  leadReportDialogClosed,
  leadReportSubmitted,
  leadReportAnswered,
  offerOpened,
  offerLoaded,
  offerLeft,
  pricePerCreditLoaded,
  subscribeConfirmed,
  subscribeAnswered,
} = subscriptionsSlice.actions;
export const { selectSubscriptions } = subscriptionsSlice.selectors;
