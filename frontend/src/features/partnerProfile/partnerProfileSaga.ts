import type { PayloadAction } from '@reduxjs/toolkit';
import type { PartnerProfile } from '@conectasst/common/api/reviews';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { getPartnerProfile } from './api/partnerProfileApi';
import { partnerProfileFailed, partnerProfileLoaded, partnerProfileOpened } from './partnerProfileSlice';

function* openProfile(action: PayloadAction<string>): SagaIterator {
  try {
    const body = (yield call(getPartnerProfile, action.payload)) as { data: PartnerProfile };
    yield put(partnerProfileLoaded(body.data));
  } catch (error) {
    yield put(partnerProfileFailed(errorMessageOf(error)));
  }
}

export function* partnerProfileSaga(): SagaIterator {
  yield takeLatest(partnerProfileOpened.type, openProfile);
}
