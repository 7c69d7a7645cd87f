import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import { subscribe } from './api/dashboardApi';
import { subscribeAnswered, subscribeConfirmed } from './dashboardSlice';

/** Spec §4/§9: success message, then the page reloads after 2 s; a failure shows the server's message for 2 s. */
export const RELOAD_AFTER_SUBSCRIBE_MS = 2_000;
export const reloadPage = () => window.location.reload();

function* runSubscribe(action: PayloadAction<number>): SagaIterator {
  try {
    const { message } = (yield call(subscribe, action.payload)) as { message: string };
    yield put(subscribeAnswered({}));
    yield call(toastSuccess, message || 'Inscrição realizada com sucesso', 2);
    yield delay(RELOAD_AFTER_SUBSCRIBE_MS);
    yield call(reloadPage);
  } catch (error) {
    const message = errorMessageOf(error);
    yield put(subscribeAnswered({ error: message }));
    yield call(toastError, message);
  }
}

export function* dashboardSaga(): SagaIterator {
  yield takeLeading(subscribeConfirmed.type, runSubscribe);
}
