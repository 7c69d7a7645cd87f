import type { PayloadAction } from '@reduxjs/toolkit';
import type { UpdatePartnerRequest } from '@conectasst/common/api/partners';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { deletePartner, updatePartner } from './partnersApi';
import { partnerDeleteClicked, partnerDeleted, partnerSaveAnswered, partnerSaveSubmitted } from './partnersSlice';

function* save(action: PayloadAction<UpdatePartnerRequest>): SagaIterator {
  try {
    const { message } = (yield call(updatePartner, action.payload)) as { message: string };
    yield put(partnerSaveAnswered({}));
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
  yield put(partnerDeleted());
}

export function* partnersSaga(): SagaIterator {
  yield takeLeading(partnerSaveSubmitted.type, save);
  yield takeLeading(partnerDeleteClicked.type, remove);
}
