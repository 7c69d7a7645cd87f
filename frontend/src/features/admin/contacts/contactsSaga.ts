import type { PayloadAction } from '@reduxjs/toolkit';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import type { MessageBody } from '@conectasst/common/api/envelope';
import { contactMessages } from '@conectasst/common/rules/contactRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, toastError, toastSuccess } from '../../../lib/feedback';
import { deleteContact, getContacts } from './api/contactsApi';
import { deleteClicked, listFailed, listLoaded, listRequested, viewClosed } from './contactsSlice';

function* loadList(): SagaIterator {
  try {
    yield put(listLoaded(((yield call(getContacts)) as { data: ContactMessage[] }).data));
  } catch {
    yield put(listFailed());
  }
}

/** Spec §2: confirm, delete, reload the list. */
function* remove(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const body = (yield call(deleteContact, action.payload)) as MessageBody;
    yield put(viewClosed());
    yield call(toastSuccess, body.message || contactMessages.deleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested());
}

export function* contactsSaga(): SagaIterator {
  yield takeLatest(listRequested, loadList);
  yield takeLeading(deleteClicked, remove);
}
