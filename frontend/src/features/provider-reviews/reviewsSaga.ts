import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { readsChanged } from '../../lib/serverState/invalidate';
import { replyToReview, reportReview } from './api/reviewsApi';
import { reviewReplySubmitted, reviewReportSubmitted, reviewWriteAnswered, type ReviewWrite } from './reviewsSlice';

/** The one reply to a review, or its report to the admins; then the list is read again. */
function* writeOnReview(action: PayloadAction<ReviewWrite>): SagaIterator {
  const { reviewId, text } = action.payload;
  const send = reviewReplySubmitted.match(action) ? replyToReview : reportReview;
  try {
    const { message } = (yield call(send, reviewId, text)) as { message: string };
    yield call(toastSuccess, message);
    yield put(reviewWriteAnswered({ reviewId }));
    yield put(readsChanged(['MyReviews']));
  } catch (error) {
    yield put(reviewWriteAnswered({ reviewId, error: errorMessageOf(error) }));
  }
}

export function* reviewsSaga(): SagaIterator {
  yield takeEvery([reviewReplySubmitted.type, reviewReportSubmitted.type], writeOnReview);
}
