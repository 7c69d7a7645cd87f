import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
/** A reply or a report on one of the provider's reviews. */
export interface ReviewWrite {
  reviewId: string;
  text: string;
}

/**
 * Avaliações (/dashboard/avaliacoes): the reply or report being written on one of the provider's reviews (the reviews
 * themselves are server state, `reviewsReads.ts`).
 */
export interface ReviewsState {
  /** The review whose report form is open, the one being answered or reported, the last refusal. */
  reviewForms: { reportingId?: string; sendingId?: string; error?: { reviewId: string; message: string } };
}

const initialState: ReviewsState = { reviewForms: {} };

export const reviewsSlice = createSlice({
  name: 'providerReviews',
  initialState,
  reducers: {
    reviewsOpened(state) {
      state.reviewForms = {};
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
  selectors: { selectReviewForms: (state) => state.reviewForms },
});

export const { reviewsOpened, reviewReportToggled, reviewReplySubmitted, reviewReportSubmitted, reviewWriteAnswered } =
  reviewsSlice.actions;
export const { selectReviewForms } = reviewsSlice.selectors;
