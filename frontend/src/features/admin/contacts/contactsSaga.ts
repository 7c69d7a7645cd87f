import type { PayloadAction } from '@reduxjs/toolkit';
import type { ContactMessage } from '@conectasst/common/api/contacts';
import type { MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import { contactMessages } from '@conectasst/common/rules/contactRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, toastError, toastSuccess } from '../../../lib/feedback';
import { deleteContact, getContacts } from './api/contactsApi';
import {
  deleteClicked,
  listFailed,
  listLoaded,
  listRequested,
  selectContacts,
  viewClosed,
  type ContactsState,
} from './contactsSlice';

function* loadList(): SagaIterator {
  const { page } = (yield select(selectContacts)) as ContactsState;
  try {
    const body = ((yield call(getContacts, page)) as PagedBody<ContactMessage>).data;
    // The last message of the last page was deleted: show the page before it instead of an empty one.
    if (body.data.length === 0 && page > body.lastPage) yield put(listRequested({ page: body.lastPage }));
    else yield put(listLoaded(body));
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
