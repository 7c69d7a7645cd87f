import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { CreatePackageRequest, CreditPackage, UpdatePackageRequest } from '@conectasst/common/api/packages';

export interface PackagesState {
  list: { items: CreditPackage[]; page: number; perPage: number; total: number; loading: boolean; nameFilter: string };
  form: { record: CreditPackage | null; loading: boolean; saving: boolean; error: string | null };
}

export const initialPackagesState: PackagesState = {
  list: { items: [], page: 1, perPage: 10, total: 0, loading: false, nameFilter: '' },
  form: { record: null, loading: false, saving: false, error: null },
};

/** Admin credit packages (spec §2 /admin/credits): list with name search and pages, add and edit forms. */
export const packagesSlice = createSlice({
  name: 'adminPackages',
  initialState: initialPackagesState,
  reducers: {
    listRequested(state, action: PayloadAction<{ page?: number }>) {
      state.list.loading = true;
      if (action.payload.page !== undefined) state.list.page = action.payload.page;
    },
    nameFilterChanged(state, action: PayloadAction<string>) {
      state.list.nameFilter = action.payload;
    },
    listLoaded(state, action: PayloadAction<PagedBody<CreditPackage>['data']>) {
      const { data, page, perPage, total } = action.payload;
      state.list = { ...state.list, items: data, page, perPage, total, loading: false };
    },
    listFailed(state) {
      state.list.loading = false;
    },
    addScreenOpened(state) {
      state.form = initialPackagesState.form;
    },
    editScreenOpened(state) {
      state.form = { ...initialPackagesState.form, loading: true };
    },
    recordLoaded(state, action: PayloadAction<CreditPackage>) {
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
      prepare: (request: CreatePackageRequest) => ({ payload: request }),
    },
    updateSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: UpdatePackageRequest) => ({ payload: request }),
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
} = packagesSlice.actions;

export const editClicked = createAction<number>('adminPackages/editClicked');
export const deleteClicked = createAction<number>('adminPackages/deleteClicked');

type WithPackages = { adminPackages?: PackagesState };
export const selectPackages = (state: WithPackages): PackagesState => state.adminPackages ?? initialPackagesState;
