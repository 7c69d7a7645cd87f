import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportLeadRequest } from '@conectasst/common/api/trust';

/**
 * Subscribing and what follows: the subscribe dialog of a demand's page (spec §4, §8) and "Reportar problema" (lead
 * reports). What the screens read (Demandas Inscritas, the demand, the reports' statuses) is server state
 * (`subscriptionsReads.ts`, ADR 0184); the seats' stages and proposals are in proposalsSlice.
 */
export interface SubscriptionsState {
  /** "Reportar problema": the demand whose dialog is open, whether it is sending, the server's refusal. */
  leadReportDialog?: { demandId: number; sending: boolean; error?: string };
  /**
   * Reais per credit at the cheapest package (issue #35 item 5): what "Inscreva-se" quotes. `undefined` until loaded,
   * `null` when no package is on sale or they could not load (the cost is then said in credits only).
   */
  pricePerCredit?: number | null;
  /** The subscribe dialog's outcome: sending, or the server's refusal. */
  subscribe: { subscribing: boolean; error: string | null };
}

const initialState: SubscriptionsState = { subscribe: { subscribing: false, error: null } };

export const subscriptionsSlice = createSlice({
  name: 'providerSubscriptions',
  initialState,
  reducers: {
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
    /** A demand's page opened: the price "Inscreva-se" quotes is loaded (once). */
    offerOpened(_state, _action: PayloadAction<number>) {},
    pricePerCreditLoaded(state, action: PayloadAction<number | null>) {
      state.pricePerCredit = action.payload;
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
  leadReportDialogOpened,
  leadReportDialogClosed,
  leadReportSubmitted,
  leadReportAnswered,
  offerOpened,
  pricePerCreditLoaded,
  subscribeConfirmed,
  subscribeAnswered,
} = subscriptionsSlice.actions;
export const { selectSubscriptions } = subscriptionsSlice.selectors;
