import type { PayloadAction } from '@reduxjs/toolkit';
import type { ComparedProposal } from '@conectasst/common/api/proposals';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { getRequesterProposals, postAcceptProposal } from './api/requesterProposalsApi';
import { requesterPageOpened } from './requesterSlice';
import {
  acceptDone,
  acceptRefused,
  acceptRequested,
  comparisonLoadFailed,
  comparisonLoaded,
  comparisonOpened,
} from './requesterProposalsSlice';

function* load(token: string): SagaIterator {
  try {
    yield put(
      comparisonLoaded(
        (yield call(getRequesterProposals, token)) as { data: ComparedProposal[]; hired: string | null },
      ),
    );
  } catch (error) {
    yield put(comparisonLoadFailed(errorMessageOf(error)));
  }
}

function* accept(action: PayloadAction<{ token: string; providerId: string; revision: number }>): SagaIterator {
  const { token, providerId, revision } = action.payload;
  try {
    const { message } = (yield call(postAcceptProposal, token, providerId, revision)) as { message: string };
    yield put(acceptDone());
    yield call(toastSuccess, message);
    // The page above says the demand is closed now.
    yield put(requesterPageOpened(token));
  } catch (error) {
    yield put(acceptRefused(errorMessageOf(error)));
  }
  // Either way the table shows what is recorded now (the accepted one, or a newer revision).
  yield call(load, token);
}

export function* requesterProposalsSaga(): SagaIterator {
  yield all([
    takeLatest(comparisonOpened.type, (action: PayloadAction<string>) => load(action.payload)),
    takeLeading(acceptRequested.type, accept),
  ]);
}
