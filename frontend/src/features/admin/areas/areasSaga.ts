import type { PayloadAction } from '@reduxjs/toolkit';
import type { Area, CreateAreaRequest, CreateAreaResponse, UpdateAreaRequest } from '@conectasst/common/api/areas';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import { areaMessages } from '@conectasst/common/rules/areaRules';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { createArea } from './api/createArea';
import { deleteArea } from './api/deleteArea';
import { getAdminAreas } from './api/getAdminAreas';
import { getArea } from './api/getArea';
import { updateArea } from './api/updateArea';
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
  selectAreasList,
  updateSubmitted,
  type AreasListState,
} from './areasSlice';

/** Typing pauses this long before the list is searched again. */
export const NAME_SEARCH_DELAY_MS = 300;

export function* loadList(): SagaIterator {
  const { page, nameFilter } = (yield select(selectAreasList)) as AreasListState;
  try {
    const body = (yield call(getAdminAreas, { page, name: nameFilter.trim() || undefined })) as PagedBody<Area>;
    const { data, lastPage } = body.data;
    if (data.length === 0 && page > 1 && lastPage < page) {
      // The page emptied under us (its last row was deleted): show the new last page instead.
      yield put(listRequested({ page: Math.max(1, lastPage) }));
      return;
    }
    yield put(listLoaded(body.data));
  } catch {
    // Spec §8: list load failures are silent; the table simply stays as it was.
    yield put(listFailed());
  }
}

function* searchFromFirstPage(): SagaIterator {
  yield put(listRequested({ page: 1 }));
}

/** The edit screen reads the chosen id from local storage (spec §2: kept between list and edit). */
export function* openEditScreen(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, paths.admin.areaEdit);
}

export function* removeArea(action: PayloadAction<number>): SagaIterator {
  const confirmed = (yield call(confirmDeletion)) as boolean;
  if (!confirmed) return;
  try {
    const body = (yield call(deleteArea, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message || areaMessages.deleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested({}));
}

export function* loadRecord(): SagaIterator {
  const storedId = (yield call(readStored, storageKeys.selectedId)) as string | null;
  const id = Number(storedId);
  if (!storedId || !Number.isInteger(id)) {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.areas);
    return;
  }
  try {
    const body = (yield call(getArea, id)) as ItemBody<Area>;
    yield put(recordLoaded(body.data));
  } catch {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.areas);
  }
}

export function* create(action: PayloadAction<CreateAreaRequest>): SagaIterator {
  try {
    const body = (yield call(createArea, action.payload)) as CreateAreaResponse;
    yield put(saveSucceeded());
    yield call(toastSuccess, body.message || areaMessages.created);
    yield call(navigateTo, paths.admin.areas);
  } catch (error) {
    // Spec §8: a failed creation shows the server's message.
    yield put(saveFailed(errorMessageOf(error)));
  }
}

export function* update(action: PayloadAction<UpdateAreaRequest>): SagaIterator {
  try {
    yield call(updateArea, action.payload);
    yield put(saveSucceeded());
    yield call(showSuccessDialog, areaMessages.saved);
    yield call(navigateTo, paths.admin.areas);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

export function* areasSaga(): SagaIterator {
  yield takeLatest(listRequested, loadList);
  yield debounce(NAME_SEARCH_DELAY_MS, nameFilterChanged, searchFromFirstPage);
  yield takeEvery(editClicked, openEditScreen);
  yield takeLeading(deleteClicked, removeArea);
  yield takeLatest(editScreenOpened, loadRecord);
  yield takeLeading(createSubmitted, create);
  yield takeLeading(updateSubmitted, update);
}
