import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse, UserType } from '@conectasst/common/api/auth';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { paths } from '../config/paths';
import { navigateTo } from '../lib/navigation';
import { clearStorage } from '../lib/storage';
import { getCurrentUser } from './api/getCurrentUser';
import { signOutOnServer } from './api/signOut';
import {
  accessCheckRequested,
  currentUserLoaded,
  currentUserUnavailable,
  signedOut,
  signOutRequested,
} from './sessionSlice';

/** Spec §6: protected screens check the current user; if the call fails or the type differs, go to /login. */
export function* checkAccess(action: PayloadAction<{ role: UserType | readonly UserType[] }>): SagaIterator {
  try {
    const me = (yield call(getCurrentUser)) as MeResponse;
    yield put(currentUserLoaded(me));
    const allowed: readonly UserType[] =
      typeof action.payload.role === 'string' ? [action.payload.role] : action.payload.role;
    if (!allowed.includes(me.userData.type)) yield call(navigateTo, paths.login);
  } catch {
    yield put(currentUserUnavailable());
    yield call(navigateTo, paths.login);
  }
}

/**
 * Sair: the server ends the session first (ADR 0110), then the local storage is cleared and the app goes to /login.
 * A failed call (offline, session already over) does not keep anyone signed in: the storage is cleared all the same.
 */
export function* signOut(): SagaIterator {
  try {
    yield call(signOutOnServer);
  } catch {
    // Nothing to tell the user: they asked to leave and they leave.
  }
  yield call(clearStorage);
  yield put(signedOut());
  yield call(navigateTo, paths.login);
}

export function* sessionSaga(): SagaIterator {
  yield takeLatest(accessCheckRequested, checkAccess);
  yield takeLeading(signOutRequested, signOut);
}
