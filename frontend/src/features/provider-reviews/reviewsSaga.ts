import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { orElse } from '../../lib/sagaOrElse';
import { getMyReviews, replyToReview, reportReview } from './api/reviewsApi';
import {
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewWriteAnswered,
  reviewsLoaded,
  reviewsOpened,
  type MyReviews,
  type ReviewWrite,
} from './reviewsSlice';

/** Avaliações; a list that cannot load reads as none. */
function* loadReviews(): SagaIterator {
  const none: MyReviews = { data: [], average: null, count: 0 };
  yield put(reviewsLoaded((yield call(orElse<MyReviews>, getMyReviews, none)) as MyReviews));
}

/** The one reply to a review, or its report to the admins; then the list is read again. */
function* writeOnReview(action: PayloadAction<ReviewWrite>): SagaIterator {
  const { reviewId, text } = action.payload;
  const send = reviewReplySubmitted.match(action) ? replyToReview : reportReview;
  try {
    const { message } = (yield call(send, reviewId, text)) as { message: string };
    yield call(toastSuccess, message);
    yield put(reviewWriteAnswered({ reviewId }));
    yield call(loadReviews);
  } catch (error) {
    yield put(reviewWriteAnswered({ reviewId, error: errorMessageOf(error) }));
  }
}

export function* reviewsSaga(): SagaIterator {
  yield takeLatest(reviewsOpened.type, loadReviews);
  yield takeEvery([reviewReplySubmitted.type, reviewReportSubmitted.type], writeOnReview);
}
