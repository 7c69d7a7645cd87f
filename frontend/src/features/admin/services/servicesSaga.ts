import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { Nr } from '@conectasst/common/api/nrs';
import type { CreateServiceRequest, CreateServiceResponse, Service, UpdateServiceRequest } from '@conectasst/common/api/services';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import type { SagaIterator } from 'redux-saga';
import { all, call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmCancel, confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { createService, deleteService, getActiveAreas, getActiveNrsOfArea, getAllNrs, getService, getServices, updateService } from './api/servicesApi';
import {
  addScreenOpened,
  areaChosen,
  areasLoaded,
  cancelClicked,
  createSubmitted,
  deleteClicked,
  editClicked,
  editScreenOpened,
  listFailed,
  listLoaded,
  listRequested,
  nameFilterChanged,
  nrOptionsLoaded,
  recordFailed,
  recordLoaded,
  saveFailed,
  saveSucceeded,
  selectServices,
  updateSubmitted,
  type ServicesState,
} from './servicesSlice';

function* loadList(): SagaIterator {
  const { list } = (yield select(selectServices)) as ServicesState;
  try {
    const body = (yield call(getServices, list.page, list.nameFilter.trim() || undefined)) as PagedBody<Service>;
    if (body.data.data.length === 0 && list.page > 1 && body.data.lastPage < list.page) {
      yield put(listRequested({ page: Math.max(1, body.data.lastPage) }));
      return;
    }
    yield put(listLoaded(body.data));
  } catch {
    yield put(listFailed());
  }
}

function* searchFromFirstPage(): SagaIterator {
  yield put(listRequested({ page: 1 }));
}

function* loadAreas(): SagaIterator {
  try {
    yield put(areasLoaded(((yield call(getActiveAreas)) as { data: PublicArea[] }).data));
  } catch {
    // silent
  }
}

/** Spec §4: the add form offers only active NRs, narrowed to the chosen area. */
function* loadAreaNrs(action: PayloadAction<number>): SagaIterator {
  try {
    yield put(nrOptionsLoaded(((yield call(getActiveNrsOfArea, action.payload)) as { data: Nr[] }).data));
  } catch {
    yield put(nrOptionsLoaded([]));
  }
}

/** Spec §4: the edit form offers every NR. */
function* loadAllNrs(): SagaIterator {
  try {
    yield put(nrOptionsLoaded(((yield call(getAllNrs)) as { data: Nr[] }).data));
  } catch {
    yield put(nrOptionsLoaded([]));
  }
}

function* openEdit(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, paths.admin.serviceEdit);
}

function* remove(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const body = (yield call(deleteService, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message || serviceMessages.deleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested({}));
}

function* loadRecord(): SagaIterator {
  const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
  yield all([call(loadAreas), call(loadAllNrs), call(loadRecordById, id)]);
}

function* loadRecordById(id: number): SagaIterator {
  if (!Number.isInteger(id) || id <= 0) {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.services);
    return;
  }
  try {
    yield put(recordLoaded(((yield call(getService, id)) as ItemBody<Service>).data));
  } catch {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.services);
  }
}

function* create(action: PayloadAction<CreateServiceRequest>): SagaIterator {
  try {
    const body = (yield call(createService, action.payload)) as CreateServiceResponse;
    yield put(saveSucceeded());
    yield call(toastSuccess, body.message || serviceMessages.created);
    yield call(navigateTo, paths.admin.services);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

function* update(action: PayloadAction<UpdateServiceRequest>): SagaIterator {
  try {
    yield call(updateService, action.payload);
    yield put(saveSucceeded());
    yield call(showSuccessDialog, serviceMessages.saved);
    yield call(navigateTo, paths.admin.services);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

function* cancel(): SagaIterator {
  if ((yield call(confirmCancel)) as boolean) yield call(navigateTo, paths.admin.services);
}

export function* servicesSaga(): SagaIterator {
  yield takeLatest(listRequested, loadList);
  yield debounce(300, nameFilterChanged, searchFromFirstPage);
  yield takeEvery(editClicked, openEdit);
  yield takeLeading(deleteClicked, remove);
  yield takeLatest(addScreenOpened, loadAreas);
  yield takeLatest(areaChosen, loadAreaNrs);
  yield takeLatest(editScreenOpened, loadRecord);
  yield takeLeading(createSubmitted, create);
  yield takeLeading(updateSubmitted, update);
  yield takeLeading(cancelClicked, cancel);
}
