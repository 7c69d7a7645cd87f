import type { PayloadAction } from '@reduxjs/toolkit';
import type { UpdateProviderRequest } from '@conectasst/common/api/providers';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { deletePartner, updatePartner } from './partnersApi';
import { partnerDeleteClicked, partnerEditClicked, partnerSaveAnswered, partnerSaveSubmitted } from './partnersSlice';
import { serverApi } from '../../../lib/serverState/api';

function* save(action: PayloadAction<UpdateProviderRequest>): SagaIterator {
  try {
    const { message } = (yield call(updatePartner, action.payload)) as { message: string };
    yield put(partnerSaveAnswered({}));
    yield put(serverApi.util.invalidateTags(['Partners'] as never));
    yield call(toastSuccess, message);
    yield call(navigateTo, paths.admin.partners);
  } catch (error) {
    yield put(partnerSaveAnswered({ error: errorMessageOf(error) }));
  }
}

function* remove(action: PayloadAction<string>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const { message } = (yield call(deletePartner, action.payload)) as { message: string };
    yield call(toastSuccess, message);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  // Spec §2: after a deletion the list is loaded again (the same page and filters).
  yield put(serverApi.util.invalidateTags(['Partners'] as never));
}

function* openEdit(action: PayloadAction<string>): SagaIterator {
  yield call(navigateTo, paths.admin.partnerEdit(action.payload));
}

export function* partnersSaga(): SagaIterator {
  yield takeEvery(partnerEditClicked, openEdit);
  yield takeLeading(partnerSaveSubmitted.type, save);
  yield takeLeading(partnerDeleteClicked.type, remove);
}
