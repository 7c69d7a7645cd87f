import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequesterPage } from '@conectasst/common/api/demands';
import type { RequesterReviews } from '@conectasst/common/api/reviews';

export type CloseReason = 'hired' | 'cancelled';
export interface Notice {
  type: 'success' | 'error';
  message: string;
  /** The answer to closing the demand: said inside the one "Pedido encerrado" banner, not in a second one. */
  closed?: boolean;
}

/** 'Avaliar' or 'Editar avaliação' of one subscribed provider. */
export interface ReviewDraft {
  providerId: string;
  stars: number;
  comment: string;
  /** An edit of the review already written (within 14 days). */
  editing: boolean;
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
  /** The provider whose review is being edited, the one being sent, the server's last refusal. */
  reviewForm?: { editingId?: string; sendingId?: string; error?: { providerId: string; message: string } };
  /** "Pedir novo link": the same answer whether or not the e-mail has a demand. */
  resendLink?: { sending: boolean; sent?: string; error?: string };
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
    /** `undefined` ends the edit. */
    reviewEditToggled(state, action: PayloadAction<string | undefined>) {
      state.reviewForm = { editingId: action.payload };
    },
    reviewSubmitted(state, action: PayloadAction<ReviewDraft>) {
      state.reviewForm = { editingId: state.reviewForm?.editingId, sendingId: action.payload.providerId };
    },
    /** A review was written or edited: its message is shown and the reviews are read again. */
    reviewSaved(state, action: PayloadAction<string>) {
      state.notice = { type: 'success', message: action.payload };
      state.reviewForm = {};
    },
    reviewRefused(state, action: PayloadAction<{ providerId: string; message: string }>) {
      state.reviewForm = { editingId: state.reviewForm?.editingId, error: action.payload };
    },
    resendLinkRequested(state, _action: PayloadAction<string>) {
      state.resendLink = { sending: true };
    },
    resendLinkAnswered(state, action: PayloadAction<{ sent?: string; error?: string }>) {
      state.resendLink = { sending: false, ...action.payload };
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
  reviewEditToggled,
  reviewSubmitted,
  reviewSaved,
  reviewRefused,
  resendLinkRequested,
  resendLinkAnswered,
} = requesterSlice.actions;
export const { selectRequester } = requesterSlice.selectors;
