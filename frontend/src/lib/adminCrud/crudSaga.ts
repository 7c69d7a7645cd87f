import type {
  ActionCreatorWithPayload,
  ActionCreatorWithPreparedPayload,
  ActionCreatorWithoutPayload,
  PayloadAction,
} from '@reduxjs/toolkit';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import type { SagaIterator } from 'redux-saga';
import { all, call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../feedback';
import { navigateTo } from '../navigation';
import { readStored, storageKeys, writeStored } from '../storage';
import type { CrudState } from './crudSlice';

/** Typing pauses this long before a list is searched again. */
export const NAME_SEARCH_DELAY_MS = 300;

/** The actions of a slice built with `crudReducers` and `crudRowActions`. */
export interface CrudActions<Item, CreateRequest, UpdateRequest> {
  listRequested: ActionCreatorWithPayload<{ page?: number }>;
  nameFilterChanged: ActionCreatorWithPayload<string>;
  listLoaded: ActionCreatorWithPayload<PagedBody<Item>['data']>;
  listFailed: ActionCreatorWithoutPayload;
  addScreenOpened: ActionCreatorWithoutPayload;
  editScreenOpened: ActionCreatorWithoutPayload;
  recordLoaded: ActionCreatorWithPayload<Item>;
  recordFailed: ActionCreatorWithoutPayload;
  createSubmitted: ActionCreatorWithPreparedPayload<[CreateRequest], CreateRequest>;
  updateSubmitted: ActionCreatorWithPreparedPayload<[UpdateRequest], UpdateRequest>;
  saveSucceeded: ActionCreatorWithoutPayload;
  saveFailed: ActionCreatorWithPayload<string>;
  editClicked: ActionCreatorWithPayload<number>;
  deleteClicked: ActionCreatorWithPayload<number>;
}

/** The five calls of one catalogue, each one function of the feature's `api/` folder. */
export interface CrudApi<Item, CreateRequest, UpdateRequest> {
  list(page: number, name: string | undefined): Promise<PagedBody<Item>>;
  get(id: number): Promise<ItemBody<Item>>;
  create(request: CreateRequest): Promise<MessageBody>;
  update(request: UpdateRequest): Promise<unknown>;
  remove(id: number): Promise<MessageBody>;
}

export interface CrudSagaConfig<Item, CreateRequest, UpdateRequest> {
  actions: CrudActions<Item, CreateRequest, UpdateRequest>;
  select: (state: never) => CrudState<Item>;
  api: CrudApi<Item, CreateRequest, UpdateRequest>;
  /** Fallback texts when the server's answer carries none (created, deleted) and the edit dialog's title (saved). */
  messages: { created: string; saved: string; deleted: string };
  paths: { list: string; edit: string };
  /** What the add form offers in its selects, loaded when the add screen opens. */
  loadAddOptions?: () => SagaIterator;
  /** What the edit form offers, loaded beside the record. */
  loadEditOptions?: () => SagaIterator;
}

/**
 * The saga of one admin catalogue (spec §2, §8): list pages and the debounced name search (an emptied last page
 * shows the new last page), Editar (the id kept in local storage between list and edit), Excluir (confirm, toast,
 * reload), the edit screen's record (back to the list when it cannot be loaded), create (toast, list) and update
 * (success dialog, list); a failed save shows the server's message on the form, a failed list load is silent.
 */
export function createCrudSaga<Item, CreateRequest, UpdateRequest>(
  config: CrudSagaConfig<Item, CreateRequest, UpdateRequest>,
): () => SagaIterator {
  const { actions: a, api, messages, paths } = config;
  const selectState = config.select as (state: unknown) => CrudState<Item>;

  function* loadList(): SagaIterator {
    const { page, nameFilter } = ((yield select(selectState)) as CrudState<Item>).list;
    try {
      const body = (yield call(api.list, page, nameFilter.trim() || undefined)) as PagedBody<Item>;
      const { data, lastPage } = body.data;
      if (data.length === 0 && page > 1 && lastPage < page) {
        // The page emptied under us (its last row was deleted): show the new last page instead.
        yield put(a.listRequested({ page: Math.max(1, lastPage) }));
        return;
      }
      yield put(a.listLoaded(body.data));
    } catch {
      // Spec §8: list load failures are silent; the table simply stays as it was.
      yield put(a.listFailed());
    }
  }

  function* searchFromFirstPage(): SagaIterator {
    yield put(a.listRequested({ page: 1 }));
  }

  function* openEditScreen(action: PayloadAction<number>): SagaIterator {
    yield call(writeStored, storageKeys.selectedId, String(action.payload));
    yield call(navigateTo, paths.edit);
  }

  function* remove(action: PayloadAction<number>): SagaIterator {
    if (!((yield call(confirmDeletion)) as boolean)) return;
    try {
      const body = (yield call(api.remove, action.payload)) as MessageBody;
      yield call(toastSuccess, body.message || messages.deleted);
    } catch (error) {
      yield call(toastError, errorMessageOf(error));
    }
    yield put(a.listRequested({}));
  }

  function* loadRecordById(id: number): SagaIterator {
    if (!Number.isInteger(id) || id <= 0) {
      yield put(a.recordFailed());
      yield call(navigateTo, paths.list);
      return;
    }
    try {
      yield put(a.recordLoaded(((yield call(api.get, id)) as ItemBody<Item>).data));
    } catch {
      yield put(a.recordFailed());
      yield call(navigateTo, paths.list);
    }
  }

  function* loadEditScreen(): SagaIterator {
    const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
    yield all([...(config.loadEditOptions ? [call(config.loadEditOptions)] : []), call(loadRecordById, id)]);
  }

  function* create(action: PayloadAction<CreateRequest>): SagaIterator {
    try {
      const body = (yield call(api.create, action.payload)) as MessageBody;
      yield put(a.saveSucceeded());
      yield call(toastSuccess, body.message || messages.created);
      yield call(navigateTo, paths.list);
    } catch (error) {
      // Spec §8: a failed save shows the server's message.
      yield put(a.saveFailed(errorMessageOf(error)));
    }
  }

  function* update(action: PayloadAction<UpdateRequest>): SagaIterator {
    try {
      yield call(api.update, action.payload);
      yield put(a.saveSucceeded());
      yield call(showSuccessDialog, messages.saved);
      yield call(navigateTo, paths.list);
    } catch (error) {
      yield put(a.saveFailed(errorMessageOf(error)));
    }
  }

  return function* crudSaga(): SagaIterator {
    yield takeLatest(a.listRequested, loadList);
    yield debounce(NAME_SEARCH_DELAY_MS, a.nameFilterChanged, searchFromFirstPage);
    yield takeEvery(a.editClicked, openEditScreen);
    yield takeLeading(a.deleteClicked, remove);
    if (config.loadAddOptions) yield takeLatest(a.addScreenOpened, config.loadAddOptions);
    yield takeLatest(a.editScreenOpened, loadEditScreen);
    yield takeLeading(a.createSubmitted, create);
    yield takeLeading(a.updateSubmitted, update);
  };
}
