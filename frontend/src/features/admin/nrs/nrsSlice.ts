import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { CreateNrRequest, Nr, UpdateNrRequest } from '@conectasst/common/api/nrs';

export interface NrsState {
  list: { items: Nr[]; page: number; perPage: number; total: number; loading: boolean; nameFilter: string };
  form: { record: Nr | null; loading: boolean; saving: boolean; error: string | null };
  areas: PublicArea[];
}

export const initialNrsState: NrsState = {
  list: { items: [], page: 1, perPage: 10, total: 0, loading: false, nameFilter: '' },
  form: { record: null, loading: false, saving: false, error: null },
  areas: [],
};

/** Admin NRs (spec §2): list with name search and numbered pages, add and edit forms. Loaded with the admin. */
export const nrsSlice = createSlice({
  name: 'adminNrs',
  initialState: initialNrsState,
  reducers: {
    listRequested(state, action: PayloadAction<{ page?: number }>) {
      state.list.loading = true;
      if (action.payload.page !== undefined) state.list.page = action.payload.page;
    },
    nameFilterChanged(state, action: PayloadAction<string>) {
      state.list.nameFilter = action.payload;
    },
    listLoaded(state, action: PayloadAction<PagedBody<Nr>['data']>) {
      const { data, page, perPage, total } = action.payload;
      state.list = { ...state.list, items: data, page, perPage, total, loading: false };
    },
    listFailed(state) {
      state.list.loading = false;
    },
    addScreenOpened(state) {
      state.form = initialNrsState.form;
    },
    editScreenOpened(state) {
      state.form = { ...initialNrsState.form, loading: true };
    },
    areasLoaded(state, action: PayloadAction<PublicArea[]>) {
      state.areas = action.payload;
    },
    recordLoaded(state, action: PayloadAction<Nr>) {
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
      prepare: (request: CreateNrRequest) => ({ payload: request }),
    },
    updateSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (id: number, request: UpdateNrRequest) => ({ payload: { id, request } }),
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
  areasLoaded,
  recordLoaded,
  recordFailed,
  createSubmitted,
  updateSubmitted,
  saveSucceeded,
  saveFailed,
} = nrsSlice.actions;

export const editClicked = createAction<number>('adminNrs/editClicked');
export const deleteClicked = createAction<number>('adminNrs/deleteClicked');

type WithNrs = { adminNrs?: NrsState };
export const selectNrs = (state: WithNrs): NrsState => state.adminNrs ?? initialNrsState;
