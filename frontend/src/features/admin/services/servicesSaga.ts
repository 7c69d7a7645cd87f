import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { Nr } from '@conectasst/common/api/nrs';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { createCrudSaga } from '../../../lib/adminCrud/crudSaga';
import { confirmCancel } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import {
  createService,
  deleteService,
  getActiveAreas,
  getActiveNrsOfArea,
  getAllNrs,
  getService,
  getServices,
  updateService,
} from './api/servicesApi';
import {
  areaChosen,
  areasLoaded,
  cancelClicked,
  deleteClicked,
  editClicked,
  nrOptionsLoaded,
  selectServices,
  servicesSlice,
} from './servicesSlice';

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

function* loadEditOptions(): SagaIterator {
  yield all([call(loadAreas), call(loadAllNrs)]);
}

function* cancel(): SagaIterator {
  if ((yield call(confirmCancel)) as boolean) yield call(navigateTo, paths.admin.services);
}

const servicesCrudSaga = createCrudSaga({
  actions: { ...servicesSlice.actions, editClicked, deleteClicked },
  select: selectServices,
  api: { list: getServices, get: getService, create: createService, update: updateService, remove: deleteService },
  messages: serviceMessages,
  paths: { list: paths.admin.services, edit: paths.admin.serviceEdit },
  loadAddOptions: loadAreas,
  loadEditOptions,
});

export function* servicesSaga(): SagaIterator {
  yield fork(servicesCrudSaga);
  yield takeLatest(areaChosen, loadAreaNrs);
  yield takeLeading(cancelClicked, cancel);
}
