import type { PayloadAction } from '@reduxjs/toolkit';
import type { DemandDetails, UpdateDemandRequest } from '@conectasst/common/api/demands';
import type { MessageBody } from '@conectasst/common/api/envelope';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import {
  confirmAction,
  confirmCancel,
  confirmDeletion,
  showSuccessDialog,
  toastError,
  toastSuccess,
} from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import type { AdminDemand, DemandFilters } from './api/demandsApi';
import { deleteDemand, getDemand, getDemands, publishDemand, updateDemand } from './api/demandsApi';
import {
  cancelClicked,
  deleteClicked,
  editClicked,
  editScreenOpened,
  listFailed,
  listLoaded,
  listRequested,
  pageRequested,
  publishClicked,
  recordFailed,
  recordLoaded,
  saveFinished,
  saveSubmitted,
  selectAdminDemands,
} from './demandsSlice';

function* loadList(): SagaIterator {
  const { filters, page } = (yield select(selectAdminDemands)) as { filters: DemandFilters; page: number };
  try {
    const body = (yield call(getDemands, filters, page)) as {
      data: AdminDemand[];
      pages: { page: number }[];
      morePages: boolean;
    };
    // A page emptied by a deletion (or by a stale page number) falls back to the last page that has demands.
    if (body.data.length === 0 && page > 1) {
      yield put(pageRequested(Math.max(1, Math.min(page - 1, body.pages.length))));
      return;
    }
    yield put(listLoaded({ items: body.data, pageCount: Math.max(1, body.pages.length), morePages: body.morePages }));
  } catch {
    // spec §8: list failures in admin are silently ignored
    yield put(listFailed());
  }
}

/** The selected id is kept in local storage between list and edit (spec §2). */
function* openEdit(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, `${paths.admin.demands}/edit`);
}

function* loadRecord(): SagaIterator {
  const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
  if (!Number.isInteger(id) || id <= 0) {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.demands);
    return;
  }
  try {
    yield put(recordLoaded(((yield call(getDemand, id)) as { data: DemandDetails }).data));
  } catch {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.demands);
  }
}

/** Success dialog 'Registro salvo com sucesso', OK goes to /admin/demanda. */
function* save(action: PayloadAction<UpdateDemandRequest>): SagaIterator {
  try {
    const body = (yield call(updateDemand, action.payload)) as MessageBody;
    yield put(saveFinished(null));
    yield call(showSuccessDialog, body.message || demandMessages.saved);
    yield call(navigateTo, paths.admin.demands);
  } catch (error) {
    yield put(saveFinished(errorMessageOf(error)));
  }
}

function* cancel(): SagaIterator {
  if ((yield call(confirmCancel)) as boolean) yield call(navigateTo, paths.admin.demands);
}

/** Confirm, delete, reload (spec §2). */
function* remove(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    yield call(deleteDemand, action.payload);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested());
}

/** Published by the admin (recorded with the admin's user), then the list again. */
function* publish(action: PayloadAction<number>): SagaIterator {
  const confirmed = (yield call(confirmAction, {
    title: 'Publicar esta demanda sem a confirmação do e-mail?',
    content: 'Os parceiros passarão a vê-la. A publicação fica registrada com o seu usuário.',
    okText: 'Publicar',
  })) as boolean;
  if (!confirmed) return;
  try {
    const body = (yield call(publishDemand, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested());
}

export function* adminDemandsSaga(): SagaIterator {
  yield takeLeading(publishClicked, publish);
  yield takeLatest([listRequested, pageRequested], loadList);
  yield takeLeading(editClicked, openEdit);
  yield takeLatest(editScreenOpened, loadRecord);
  yield takeLeading(saveSubmitted, save);
  yield takeLeading(cancelClicked, cancel);
  yield takeLeading(deleteClicked, remove);
}
