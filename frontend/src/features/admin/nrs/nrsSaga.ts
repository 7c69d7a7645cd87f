import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { CreateNrRequest, CreateNrResponse, Nr, UpdateNrRequest } from '@conectasst/common/api/nrs';
import { nrMessages } from '@conectasst/common/rules/nrRules';
import type { SagaIterator } from 'redux-saga';
import { all, call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { createNr, deleteNr, getActiveAreas, getAdminNrs, getNr, updateNr } from './api/nrsApi';
import {
  addScreenOpened,
  areasLoaded,
  createSubmitted,
  deleteClicked,
  editClicked,
  editScreenOpened,
  listFailed,
  listLoaded,
  listRequested,
  nameFilterChanged,
  recordFailed,
  recordLoaded,
  saveFailed,
  saveSucceeded,
  selectNrs,
  updateSubmitted,
  type NrsState,
} from './nrsSlice';

export function* loadList(): SagaIterator {
  const { list } = (yield select(selectNrs)) as NrsState;
  try {
    const body = (yield call(getAdminNrs, list.page, list.nameFilter.trim() || undefined)) as PagedBody<Nr>;
    if (body.data.data.length === 0 && list.page > 1 && body.data.lastPage < list.page) {
      yield put(listRequested({ page: Math.max(1, body.data.lastPage) }));
      return;
    }
    yield put(listLoaded(body.data));
  } catch {
    yield put(listFailed()); // spec §8: silent
  }
}

function* searchFromFirstPage(): SagaIterator {
  yield put(listRequested({ page: 1 }));
}

function* loadAreas(): SagaIterator {
  try {
    yield put(areasLoaded(((yield call(getActiveAreas)) as { data: PublicArea[] }).data));
  } catch {
    // silent: the select stays empty
  }
}

/** Spec §2: the edited item id is remembered between list and edit screens. */
function* openEdit(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, paths.admin.nrEdit);
}

function* remove(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const body = (yield call(deleteNr, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message || nrMessages.deleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested({}));
}

function* loadRecord(): SagaIterator {
  const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
  yield all([call(loadAreas), call(loadRecordById, id)]);
}

function* loadRecordById(id: number): SagaIterator {
  if (!Number.isInteger(id) || id <= 0) {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.nrs);
    return;
  }
  try {
    yield put(recordLoaded(((yield call(getNr, id)) as ItemBody<Nr>).data));
  } catch {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.nrs);
  }
}

function* create(action: PayloadAction<CreateNrRequest>): SagaIterator {
  try {
    const body = (yield call(createNr, action.payload)) as CreateNrResponse;
    yield put(saveSucceeded());
    yield call(toastSuccess, body.message || nrMessages.created);
    yield call(navigateTo, paths.admin.nrs);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

function* update(action: PayloadAction<{ id: number; request: UpdateNrRequest }>): SagaIterator {
  try {
    yield call(updateNr, action.payload.id, action.payload.request);
    yield put(saveSucceeded());
    yield call(showSuccessDialog, nrMessages.saved);
    yield call(navigateTo, paths.admin.nrs);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

export function* nrsSaga(): SagaIterator {
  yield takeLatest(listRequested, loadList);
  yield debounce(300, nameFilterChanged, searchFromFirstPage);
  yield takeEvery(editClicked, openEdit);
  yield takeLeading(deleteClicked, remove);
  yield takeLatest(addScreenOpened, loadAreas);
  yield takeLatest(editScreenOpened, loadRecord);
  yield takeLeading(createSubmitted, create);
  yield takeLeading(updateSubmitted, update);
}
