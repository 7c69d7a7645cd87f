import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequesterPage } from '@conectasst/common/api/demands';
import type { RequesterReviews } from '@conectasst/common/api/reviews';

export type CloseReason = 'hired' | 'cancelled';
export interface Notice {
  type: 'success' | 'error';
  message: string;
}

/** /minha-demanda/:token — the requester's page, what it last said, and a close under way (ADR 0080, 0082). */
export interface RequesterState {
  token?: string;
  page?: RequesterPage;
  /** The page could not be opened (404: unknown or expired link). */
  failure?: { status: number; message: string };
  notice?: Notice;
  closing?: CloseReason;
  /** Read once providers have subscribed; `undefined` until then. */
  reviews?: RequesterReviews;
}

const initialState: RequesterState = {};

export const requesterSlice = createSlice({
  name: 'requester',
  initialState,
  reducers: {
    requesterPageOpened: (_state, action: PayloadAction<string>): RequesterState => ({ token: action.payload }),
    requesterPageLoaded(state, action: PayloadAction<RequesterPage>) {
      state.page = action.payload;
    },
    requesterPageFailed(state, action: PayloadAction<{ status: number; message: string }>) {
      state.failure = action.payload;
    },
    requesterReviewsLoaded(state, action: PayloadAction<RequesterReviews>) {
      state.reviews = action.payload;
    },
    noticeShown(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      delete state.notice;
    },
    /** 'Já contratei' (with the provider hired, or HIRED_OTHER) or 'Cancelar pedido'. */
    closeRequested(state, action: PayloadAction<{ reason: CloseReason; hired?: string }>) {
      state.closing = action.payload.reason;
    },
    closeFinished(state) {
      delete state.closing;
    },
    /** A review was written or edited: its message is shown and the reviews are read again. */
    reviewSaved(state, action: PayloadAction<string>) {
      state.notice = { type: 'success', message: action.payload };
    },
  },
  selectors: { selectRequester: (state) => state },
});

export const {
  requesterPageOpened,
  requesterPageLoaded,
  requesterPageFailed,
  requesterReviewsLoaded,
  noticeShown,
  noticeDismissed,
  closeRequested,
  closeFinished,
  reviewSaved,
} = requesterSlice.actions;
export const { selectRequester } = requesterSlice.selectors;
