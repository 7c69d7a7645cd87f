import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Area, CreateAreaRequest, UpdateAreaRequest } from '@conectasst/common/api/areas';
import type { PagedBody } from '@conectasst/common/api/envelope';

export interface AreasListState {
  items: Area[];
  page: number;
  perPage: number;
  total: number;
  loading: boolean;
  /** Text typed in the name search. */
  nameFilter: string;
}

export interface AreaFormState {
  /** The area being edited, once loaded. */
  record: Area | null;
  loading: boolean;
  saving: boolean;
  /** Server message of the last failed save. */
  error: string | null;
}

export interface AreasState {
  list: AreasListState;
  form: AreaFormState;
}

export const initialAreasState: AreasState = {
  list: { items: [], page: 1, perPage: 10, total: 0, loading: false, nameFilter: '' },
  form: { record: null, loading: false, saving: false, error: null },
};

/** Admin areas (spec §2 Admin): the list with search and pages, and the add and edit forms. Loaded with the admin. */
export const areasSlice = createSlice({
  name: 'adminAreas',
  initialState: initialAreasState,
  reducers: {
    /** Load a page of the list; without a page, reload the current one. */
    listRequested(state, action: PayloadAction<{ page?: number }>) {
      state.list.loading = true;
      if (action.payload.page !== undefined) state.list.page = action.payload.page;
    },
    nameFilterChanged(state, action: PayloadAction<string>) {
      state.list.nameFilter = action.payload;
    },
    listLoaded(state, action: PayloadAction<PagedBody<Area>['data']>) {
      const { data, page, perPage, total } = action.payload;
      state.list = { ...state.list, items: data, page, perPage, total, loading: false };
    },
    listFailed(state) {
      state.list.loading = false;
    },
    addScreenOpened(state) {
      state.form = initialAreasState.form;
    },
    editScreenOpened(state) {
      state.form = { ...initialAreasState.form, loading: true };
    },
    recordLoaded(state, action: PayloadAction<Area>) {
      state.form.record = action.payload;
      state.form.loading = false;
    },
    recordFailed(state) {
      state.form.loading = false;
    },
    createSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: CreateAreaRequest) => ({ payload: request }),
    },
    updateSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: UpdateAreaRequest) => ({ payload: request }),
    },
    saveSucceeded(state) {
      state.form.saving = false;
    },
    saveFailed(state, action: PayloadAction<string>) {
      state.form.saving = false;
      state.form.error = action.payload;
    },
  },
});

export const {
  listRequested,
  nameFilterChanged,
  listLoaded,
  listFailed,
  addScreenOpened,
  editScreenOpened,
  recordLoaded,
  recordFailed,
  createSubmitted,
  updateSubmitted,
  saveSucceeded,
  saveFailed,
} = areasSlice.actions;

/** Edit icon of a row: the saga keeps the id for the edit screen and opens it. */
export const editClicked = createAction<number>('adminAreas/editClicked');
/** Delete icon of a row: the saga asks for confirmation, deletes and reloads. */
export const deleteClicked = createAction<number>('adminAreas/deleteClicked');

/** The slice is injected when the admin code loads, so selectors fall back to the initial state before that. */
type WithAreas = { adminAreas?: AreasState };
export const selectAreasList = (state: WithAreas): AreasListState => (state.adminAreas ?? initialAreasState).list;
export const selectAreaForm = (state: WithAreas): AreaFormState => (state.adminAreas ?? initialAreasState).form;
