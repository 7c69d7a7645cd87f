import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { MessageBody } from '@conectasst/common/api/envelope';
import type { Faq } from '@conectasst/common/api/pages';
import { pageMessages } from '@conectasst/common/rules/pageRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import {
  createFaq,
  deleteFaq,
  getFaq,
  getFaqs,
  getHome,
  getMvv,
  saveHome,
  updateFaq,
  updateMvvEntries,
} from './api/pagesApi';
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
} from './pagesSlice';

/** The saga that loads one page's content into the slice; a failure only ends the spinner. */
function loader<T>(request: () => Promise<{ data: T }>, loaded: (data: T) => Action) {
  return function* load(): SagaIterator {
    try {
      yield put(loaded(((yield call(request)) as { data: T }).data));
    } catch {
      yield put(loadFailed());
    }
  };
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

/** The saga that sends a form's request, then `save`s. */
function submitter<R>(request: (payload: R) => Promise<unknown>, back: string) {
  return function* submit(action: PayloadAction<R>): SagaIterator {
    yield call(save, () => request(action.payload), back);
  };
}

export function* pagesSaga(): SagaIterator {
  yield takeLatest(homeOpened, loader(getHome, homeLoaded));
  yield takeLatest(faqsOpened, loader(getFaqs, faqsLoaded));
  yield takeLatest(faqEditOpened, loadFaq);
  yield takeLatest(mvvOpened, loader(getMvv, mvvLoaded));
  yield takeEvery(faqEditClicked, openFaqEdit);
  yield takeLeading(faqDeleteClicked, removeFaq);
  yield takeLeading(homeSubmitted, submitter(saveHome, paths.admin.cms));
  yield takeLeading(faqCreateSubmitted, submitter(createFaq, paths.admin.cmsFaq));
  yield takeLeading(faqUpdateSubmitted, submitter(updateFaq, paths.admin.cmsFaq));
  yield takeLeading(mvvSubmitted, submitter(updateMvvEntries, paths.admin.cms));
}
