import type { PayloadAction } from '@reduxjs/toolkit';
import type { InviteAnalystRequest } from '@conectasst/common/api/analysts';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../../lib/apiClient';
import { inviteAnalyst } from './analystsApi';
import { inviteAnswered, inviteSubmitted, resendClicked } from './analystsSlice';
import { serverApi } from '../../../lib/serverState/api';

/** One invitation (the form's, or "Reenviar convite"): the server's message either way, then the list again. */
function* invite(from: 'form' | 'list', action: PayloadAction<InviteAnalystRequest>): SagaIterator {
  try {
    const { message } = (yield call(inviteAnalyst, action.payload)) as { message: string };
    yield put(inviteAnswered({ from, ok: true, message }));
    yield put(serverApi.util.invalidateTags(['Analysts'] as never));
  } catch (error) {
    yield put(inviteAnswered({ from, ok: false, message: errorMessageOf(error) }));
  }
}

export function* analystsSaga(): SagaIterator {
  yield takeLeading(inviteSubmitted.type, invite, 'form');
  yield takeLeading(resendClicked.type, invite, 'list');
}
