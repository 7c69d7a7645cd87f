import type { PayloadAction } from '@reduxjs/toolkit';
import type { RequesterPage } from '@conectasst/common/api/demands';
import type { RequesterReviews } from '@conectasst/common/api/reviews';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/apiClient';
import {
  closeRequesterDemand,
  confirmRequesterEmail,
  getRequesterPage,
  getRequesterReviews,
  recordHire,
  resendRequesterLink,
  saveReview,
} from './api/requesterApi';
import {
  closeFinished,
  closeRequested,
  noticeShown,
  requesterPageFailed,
  requesterPageLoaded,
  requesterPageOpened,
  requesterReviewsLoaded,
  resendLinkAnswered,
  resendLinkRequested,
  reviewRefused,
  reviewSaved,
  reviewSubmitted,
  selectRequester,
  type CloseReason,
  type ReviewDraft,
} from './requesterSlice';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : 'Algo deu errado, tente novamente.');

function* currentToken(): SagaIterator<string> {
  return ((yield select(selectRequester)) as ReturnType<typeof selectRequester>).token ?? '';
}

/** The requester's reviews; a failure shows the panels empty rather than not at all. */
function* loadReviews(): SagaIterator {
  const token = (yield call(currentToken)) as string;
  try {
    const body = (yield call(getRequesterReviews, token)) as { data: RequesterReviews };
    yield put(requesterReviewsLoaded(body.data));
  } catch {
    yield put(requesterReviewsLoaded({ reviews: [], hiddenProviderIds: [], hired: null }));
  }
}

/** Reads the page again; once providers have subscribed, their reviews too. */
function* reloadPage(token: string): SagaIterator {
  const body = (yield call(getRequesterPage, token)) as { data: RequesterPage };
  yield put(requesterPageLoaded(body.data));
  if (body.data.providers.length > 0) yield call(loadReviews);
}

/** Opens the page; an unconfirmed demand is confirmed first (opening the e-mail link is the confirmation, ADR 0080). */
export function* openPage(action: PayloadAction<string>): SagaIterator {
  const token = action.payload;
  let first: RequesterPage;
  try {
    first = ((yield call(getRequesterPage, token)) as { data: RequesterPage }).data;
  } catch (error) {
    yield put(requesterPageFailed({ status: isApiError(error) ? error.status : 0, message: messageOf(error) }));
    return;
  }
  if (first.state !== 'pending') {
    yield put(requesterPageLoaded(first));
    if (first.providers.length > 0) yield call(loadReviews);
    return;
  }
  try {
    const confirmed = (yield call(confirmRequesterEmail, token)) as { message: string };
    yield put(noticeShown({ type: 'success', message: confirmed.message }));
    yield call(reloadPage, token);
  } catch (error) {
    yield put(noticeShown({ type: 'error', message: messageOf(error) }));
    yield put(requesterPageLoaded(first));
  }
}

/** 'Já contratei' records who was hired first; then the demand closes and the page is read again. */
export function* closeDemand(action: PayloadAction<{ reason: CloseReason; hired?: string }>): SagaIterator {
  const token = (yield call(currentToken)) as string;
  try {
    if (action.payload.hired) yield call(recordHire, token, action.payload.hired);
    const answer = (yield call(closeRequesterDemand, token, action.payload.reason)) as { message: string };
    yield put(noticeShown({ type: 'success', message: answer.message, closed: true }));
    yield call(reloadPage, token);
  } catch (error) {
    yield put(noticeShown({ type: 'error', message: messageOf(error) }));
  } finally {
    yield put(closeFinished());
  }
}

/**
 * A review written, or edited within 14 days (the server judges the window again). The reviews are read again
 * (read-your-writes) before the form closes, so the published review takes the form's place at once.
 */
export function* sendReview(action: PayloadAction<ReviewDraft>): SagaIterator {
  const token = (yield call(currentToken)) as string;
  const { providerId, stars, comment, editing } = action.payload;
  try {
    const answer = (yield call(saveReview, token, providerId, stars, comment, editing)) as { message: string };
    yield call(loadReviews);
    yield put(reviewSaved(answer.message));
  } catch (error) {
    yield put(reviewRefused({ providerId, message: messageOf(error) }));
  }
}

export function* resendLink(action: PayloadAction<string>): SagaIterator {
  try {
    const answer = (yield call(resendRequesterLink, action.payload)) as { message: string };
    yield put(resendLinkAnswered({ sent: answer.message }));
  } catch (error) {
    yield put(resendLinkAnswered({ error: messageOf(error) }));
  }
}

export function* requesterSaga(): SagaIterator {
  yield takeLatest(requesterPageOpened.type, openPage);
  yield takeLeading(closeRequested.type, closeDemand);
  yield takeLeading(reviewSubmitted.type, sendReview);
  yield takeLeading(resendLinkRequested.type, resendLink);
}
