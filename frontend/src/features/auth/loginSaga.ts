import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse, TokenResponse } from '@conectasst/common/api/auth';
import { messages } from '@conectasst/common/rules/messages';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf, isApiError } from '../../lib/apiClient';
import { navigateTo } from '../../lib/navigation';
import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { currentUserLoaded } from '../../session/sessionSlice';
import type { Credentials } from './api/requestToken';
import { requestToken } from './api/requestToken';
import { loginFailed, loginScreenOpened, loginSubmitted, loginSucceeded, storedSessionRejected } from './loginSlice';
import { pathAfterLogin } from './pathAfterLogin';

function* enterApp(me: MeResponse): SagaIterator {
  yield put(currentUserLoaded(me));
  yield put(loginSucceeded());
  const pendingServiceId = (yield call(readStored, storageKeys.pendingServiceId)) as string | null;
  if (pendingServiceId !== null) yield call(removeStored, storageKeys.pendingServiceId);
  yield call(navigateTo, pathAfterLogin(me.userData.type, pendingServiceId));
}

/** With an already valid stored token, /login goes straight on; a token the server rejects is dropped. */
export function* checkStoredSession(): SagaIterator {
  const token = (yield call(readStored, storageKeys.token)) as string | null;
  if (!token) {
    yield put(storedSessionRejected());
    return;
  }
  try {
    const me = (yield call(getCurrentUser)) as MeResponse;
    yield call(enterApp, me);
  } catch (error) {
    if (isApiError(error) && error.status === 401) yield call(removeStored, storageKeys.token);
    yield put(storedSessionRejected());
  }
}

export function* logIn(action: PayloadAction<Credentials>): SagaIterator {
  try {
    const { token } = (yield call(requestToken, action.payload)) as TokenResponse;
    yield call(writeStored, storageKeys.token, token);
    const me = (yield call(getCurrentUser)) as MeResponse;
    yield call(enterApp, me);
  } catch (error) {
    const invalidCredentials = isApiError(error) && error.status === 401;
    yield put(loginFailed(invalidCredentials ? messages.invalidCredentials : errorMessageOf(error)));
  }
}

export function* loginSaga(): SagaIterator {
  yield takeLatest(loginScreenOpened, checkStoredSession);
  yield takeLeading(loginSubmitted, logIn);
}
