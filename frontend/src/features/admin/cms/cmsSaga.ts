import type { PayloadAction } from '@reduxjs/toolkit';
import type { MessageBody } from '@conectasst/common/api/envelope';
import type {
  CreateFaqRequest,
  Faq,
  HomeContent,
  MvvEntry,
  SaveHomeRequest,
  UpdateFaqRequest,
  UpdateMvvRequest,
} from '@conectasst/common/api/pages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { createFaq, deleteFaq, getFaq, getFaqs, getHome, getMvv, saveHome, updateFaq, updateMvv } from './api/cmsApi';
import {
  faqCreateSubmitted,
  faqDeleteClicked,
  faqEditClicked,
  faqEditOpened,
  faqLoaded,
  faqsLoaded,
  faqsOpened,
  faqUpdateSubmitted,
  homeLoaded,
  homeOpened,
  homeSubmitted,
  loadFailed,
  mvvLoaded,
  mvvOpened,
  mvvSubmitted,
  saveFailed,
  saveSucceeded,
} from './cmsSlice';

function* loadHome(): SagaIterator {
  try {
    yield put(homeLoaded(((yield call(getHome)) as { data: HomeContent | null }).data));
  } catch {
    yield put(loadFailed());
  }
}

function* loadFaqs(): SagaIterator {
  try {
    yield put(faqsLoaded(((yield call(getFaqs)) as { data: Faq[] }).data));
  } catch {
    yield put(loadFailed());
  }
}

function* loadFaq(): SagaIterator {
  const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
  try {
    yield put(faqLoaded(((yield call(getFaq, id)) as { data: Faq }).data));
  } catch {
    yield put(loadFailed());
    yield call(navigateTo, paths.admin.cmsFaq);
  }
}

function* loadMvv(): SagaIterator {
  try {
    yield put(mvvLoaded(((yield call(getMvv)) as { data: MvvEntry[] }).data));
  } catch {
    yield put(loadFailed());
  }
}

function* openFaqEdit(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, paths.admin.cmsFaqEdit);
}

function* removeFaq(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const body = (yield call(deleteFaq, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message || pageMessages.faqDeleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(faqsOpened());
}

/** Runs a save, then the spec's 'Registro salvo com sucesso' dialog and the way back. */
function* save(request: () => Promise<unknown>, back: string): SagaIterator {
  try {
    yield call(request);
    yield put(saveSucceeded());
    yield call(showSuccessDialog, pageMessages.saved);
    yield call(navigateTo, back);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

function* submitHome(action: PayloadAction<SaveHomeRequest>): SagaIterator {
  yield call(save, () => saveHome(action.payload), paths.admin.cms);
}

function* submitFaqCreate(action: PayloadAction<CreateFaqRequest>): SagaIterator {
  yield call(save, () => createFaq(action.payload), paths.admin.cmsFaq);
}

function* submitFaqUpdate(action: PayloadAction<UpdateFaqRequest>): SagaIterator {
  yield call(save, () => updateFaq(action.payload), paths.admin.cmsFaq);
}

function* submitMvv(action: PayloadAction<UpdateMvvRequest[]>): SagaIterator {
  yield call(
    save,
    async () => {
      for (const request of action.payload) await updateMvv(request);
    },
    paths.admin.cms,
  );
}

export function* cmsSaga(): SagaIterator {
  yield takeLatest(homeOpened, loadHome);
  yield takeLatest(faqsOpened, loadFaqs);
  yield takeLatest(faqEditOpened, loadFaq);
  yield takeLatest(mvvOpened, loadMvv);
  yield takeEvery(faqEditClicked, openFaqEdit);
  yield takeLeading(faqDeleteClicked, removeFaq);
  yield takeLeading(homeSubmitted, submitHome);
  yield takeLeading(faqCreateSubmitted, submitFaqCreate);
  yield takeLeading(faqUpdateSubmitted, submitFaqUpdate);
  yield takeLeading(mvvSubmitted, submitMvv);
}
