import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { PagedBody } from '@conectasst/common/api/envelope';

/** One admin catalogue list (spec §2): a page of records, the name typed in the search, and whether a load is running. */
export interface CrudListState<Item> {
  items: Item[];
  page: number;
  perPage: number;
  total: number;
  loading: boolean;
  /** Text typed in the name search ('' on lists without one). */
  nameFilter: string;
}

/** The add or edit form of that catalogue. */
export interface CrudFormState<Item> {
  /** The record being edited, once loaded. */
  record: Item | null;
  loading: boolean;
  saving: boolean;
  /** Server message of the last failed save (spec §8: shown above the form). */
  error: string | null;
}

export interface CrudState<Item> {
  list: CrudListState<Item>;
  form: CrudFormState<Item>;
}

export const initialCrudList = { items: [], page: 1, perPage: 10, total: 0, loading: false, nameFilter: '' };
export const initialCrudForm = { record: null, loading: false, saving: false, error: null };

export function initialCrudState<Item>(): CrudState<Item> {
  return { list: { ...initialCrudList, items: [] as Item[] }, form: { ...initialCrudForm } };
}

/**
 * The case reducers every admin catalogue (areas, NRs, services, packages, blog) shares, for `createSlice`'s
 * `reducers`: list paging and search, opening the add and edit screens, loading the record, saving. A slice spreads
 * them and adds what only it has (the NR form's areas, the service form's NR options).
 */
export function crudReducers<Item, CreateRequest, UpdateRequest>() {
  return {
    /** Load a page of the list; without a page, reload the current one. */
    listRequested(state: CrudState<Item>, action: PayloadAction<{ page?: number }>) {
      state.list.loading = true;
      if (action.payload.page !== undefined) state.list.page = action.payload.page;
    },
    nameFilterChanged(state: CrudState<Item>, action: PayloadAction<string>) {
      state.list.nameFilter = action.payload;
    },
    listLoaded(state: CrudState<Item>, action: PayloadAction<PagedBody<Item>['data']>) {
      const { data, page, perPage, total } = action.payload;
      state.list = { ...state.list, items: data, page, perPage, total, loading: false };
    },
    listFailed(state: CrudState<Item>) {
      state.list.loading = false;
    },
    addScreenOpened(state: CrudState<Item>) {
      state.form = { ...initialCrudForm };
    },
    editScreenOpened(state: CrudState<Item>) {
      state.form = { ...initialCrudForm, loading: true };
    },
    recordLoaded(state: CrudState<Item>, action: PayloadAction<Item>) {
      state.form.record = action.payload;
      state.form.loading = false;
    },
    recordFailed(state: CrudState<Item>) {
      state.form.loading = false;
    },
    createSubmitted: {
      reducer(state: CrudState<Item>) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: CreateRequest) => ({ payload: request }),
    },
    updateSubmitted: {
      reducer(state: CrudState<Item>) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: UpdateRequest) => ({ payload: request }),
    },
    saveSucceeded(state: CrudState<Item>) {
      state.form.saving = false;
    },
    saveFailed(state: CrudState<Item>, action: PayloadAction<string>) {
      state.form.saving = false;
      state.form.error = action.payload;
    },
  };
}

/** The row icons of a list: Editar keeps the id for the edit screen and opens it; Excluir confirms, deletes, reloads. */
export function crudRowActions(sliceName: string) {
  return {
    editClicked: createAction<number>(`${sliceName}/editClicked`),
    deleteClicked: createAction<number>(`${sliceName}/deleteClicked`),
  };
}
