import type { PayloadAction } from '@reduxjs/toolkit';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { CreatePackageRequest, CreditPackage, UpdatePackageRequest } from '@conectasst/common/api/packages';
import { packageMessages } from '@conectasst/common/rules/packageRules';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { createPackage, deletePackage, getPackage, getPackages, updatePackage } from './api/packagesApi';
import {
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
  selectPackages,
  updateSubmitted,
  type PackagesState,
} from './packagesSlice';

export function* loadList(): SagaIterator {
  const { list } = (yield select(selectPackages)) as PackagesState;
  try {
    const body = (yield call(getPackages, list.page, list.nameFilter.trim() || undefined)) as PagedBody<CreditPackage>;
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

function* openEdit(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, paths.admin.creditsEdit);
}

function* remove(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const body = (yield call(deletePackage, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message || packageMessages.deleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested({}));
}

function* loadRecord(): SagaIterator {
  const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
  if (!Number.isInteger(id) || id <= 0) {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.credits);
    return;
  }
  try {
    yield put(recordLoaded(((yield call(getPackage, id)) as ItemBody<CreditPackage>).data));
  } catch {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.credits);
  }
}

function* create(action: PayloadAction<CreatePackageRequest>): SagaIterator {
  try {
    const body = (yield call(createPackage, action.payload)) as { message: string };
    yield put(saveSucceeded());
    yield call(toastSuccess, body.message || packageMessages.created);
    yield call(navigateTo, paths.admin.credits);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

function* update(action: PayloadAction<UpdatePackageRequest>): SagaIterator {
  try {
    yield call(updatePackage, action.payload);
    yield put(saveSucceeded());
    yield call(showSuccessDialog, packageMessages.saved);
    yield call(navigateTo, paths.admin.credits);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

export function* packagesSaga(): SagaIterator {
  yield takeLatest(listRequested, loadList);
  yield debounce(300, nameFilterChanged, searchFromFirstPage);
  yield takeEvery(editClicked, openEdit);
  yield takeLeading(deleteClicked, remove);
  yield takeLatest(editScreenOpened, loadRecord);
  yield takeLeading(createSubmitted, create);
  yield takeLeading(updateSubmitted, update);
}
