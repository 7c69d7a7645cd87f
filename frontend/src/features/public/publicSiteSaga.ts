import type { PayloadAction } from '@reduxjs/toolkit';
import type { Post } from '@conectasst/common/api/blog';
import type { CreateContactRequest } from '@conectasst/common/api/contacts';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { Faq, HomeContent, MvvEntry } from '@conectasst/common/api/pages';
import type { SearchResult } from '@conectasst/common/api/services';
import type { LegalDocumentView } from '@conectasst/common/api/legal';
import type { LegalKind } from '@conectasst/common/web/legalDocuments';
import { CONTACT_RELOAD_DELAY_MS, contactMessages } from '@conectasst/common/rules/contactRules';
import { SEARCH_RESULTS_MAX, addedMessage } from '@conectasst/common/rules/serviceRules';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { toastError, toastSuccess } from '../../lib/feedback';
import { navigateTo } from '../../lib/navigation';
import {
  getBlogPosts,
  getFaqs,
  getHomeContent,
  getMissionVisionValues,
  searchServices,
  sendContact,
  getLegalDocument,
} from './api/publicApi';
import {
  contactFinished,
  contactSubmitted,
  contentFailed,
  contentRequested,
  faqsLoaded,
  homeLoaded,
  homeOpened,
  mvvLoaded,
  nextStepClicked,
  postsLoaded,
  searchFinished,
  searchStarted,
  searchTextChanged,
  selectionRestored,
  selectPublicSite,
  serviceAdded,
  serviceRemoved,
  type ContentKey,
  type PublicSiteState,
  legalLoaded,
  legalRequested,
} from './publicSiteSlice';
import { reloadPage } from './reloadPage';
import { readSelectedServices, writeSelectedServices, type SelectedService } from '../../lib/selectedServicesStorage';

/** Typing pauses this long before the home search runs. */
export const SEARCH_DELAY_MS = 300;
/** Spec §4/§9: 'NR Adicionado com sucesso!' stays 1.3 s. */
export const ADDED_TOAST_SECONDS = 1.3;

export function* runSearch(action: PayloadAction<string>): SagaIterator {
  const text = action.payload.trim();
  if (!text) return;
  yield put(searchStarted());
  try {
    const body = (yield call(searchServices, text)) as { data: SearchResult[] };
    yield put(searchFinished(body.data.slice(0, SEARCH_RESULTS_MAX)));
  } catch {
    yield put(searchFinished([]));
  }
}

function* restoreSelection(): SagaIterator {
  yield put(selectionRestored((yield call(readSelectedServices)) as ReturnType<typeof readSelectedServices>));
}

function* persistSelection(): SagaIterator {
  const { selected } = (yield select(selectPublicSite)) as PublicSiteState;
  yield call(writeSelectedServices, selected);
}

function* announceAdded(action: PayloadAction<SelectedService>): SagaIterator {
  yield call(persistSelection);
  yield call(toastSuccess, addedMessage(action.payload.name), ADDED_TOAST_SECONDS);
}

function* goToDemand(): SagaIterator {
  yield call(persistSelection);
  yield call(navigateTo, paths.demandWizard.company);
}

export function* loadContent(action: PayloadAction<ContentKey>): SagaIterator {
  try {
    switch (action.payload) {
      case 'home':
        yield put(homeLoaded(((yield call(getHomeContent)) as { data: HomeContent | null }).data));
        break;
      case 'faqs':
        yield put(faqsLoaded(((yield call(getFaqs)) as { data: Faq[] }).data));
        break;
      case 'mvv':
        yield put(mvvLoaded(((yield call(getMissionVisionValues)) as { data: MvvEntry[] }).data));
        break;
      case 'posts':
        yield put(
          postsLoaded(
            ((yield call(getBlogPosts, 1)) as PagedBody<Post>).data.data.filter((post) => post.type === 'Blog'),
          ),
        );
        break;
    }
  } catch {
    // Spec §8: list/load failures are silent.
    yield put(contentFailed(action.payload));
  }
}

/** /termos-de-uso, /politica-de-privacidade: the version in force; a failure shows "not available" instead of a spinner. */
export function* loadLegal(action: PayloadAction<LegalKind>): SagaIterator {
  try {
    const body = (yield call(getLegalDocument, action.payload)) as { data: LegalDocumentView };
    yield put(legalLoaded({ kind: action.payload, document: body.data }));
  } catch {
    yield put(legalLoaded({ kind: action.payload, document: 'missing' }));
  }
}

export function* submitContact(action: PayloadAction<CreateContactRequest>): SagaIterator {
  try {
    yield call(sendContact, action.payload);
    yield put(contactFinished());
    yield call(toastSuccess, contactMessages.success);
    yield call(navigateTo, paths.home);
  } catch {
    // Spec §8: 'Tente novamente!' then the page reloads after 2.5 s.
    yield call(toastError, contactMessages.failure);
    yield delay(CONTACT_RELOAD_DELAY_MS);
    yield put(contactFinished());
    yield call(reloadPage);
  }
}

export function* publicSiteSaga(): SagaIterator {
  yield debounce(SEARCH_DELAY_MS, searchTextChanged, runSearch);
  yield takeEvery(homeOpened, restoreSelection);
  yield takeEvery(serviceAdded, announceAdded);
  yield takeEvery(serviceRemoved, persistSelection);
  yield takeLeading(nextStepClicked, goToDemand);
  yield takeEvery(contentRequested, loadContent);
  yield takeEvery(legalRequested, loadLegal);
  yield takeLatest(contactSubmitted, submitContact);
}
