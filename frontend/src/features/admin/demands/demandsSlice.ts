import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DemandDetails, UpdateDemandRequest } from '@conectasst/common/api/demands';
import type { AdminDemand, DemandFilters } from './api/demandsApi';

export interface AdminDemandsState {
  items: AdminDemand[];
  loading: boolean;
  filters: DemandFilters;
  /** The page shown (the server pages by 10, newest first). */
  page: number;
  /** Pages the pager offers (at most LISTING_MAX_PAGES). */
  pageCount: number;
  /** More demands match than the pager offers: narrow the filters. */
  morePages: boolean;
  /** 'Editar Demanda' */
  record: DemandDetails | null;
  recordLoading: boolean;
  saving: boolean;
  error: string | null;
}

export const initialAdminDemandsState: AdminDemandsState = {
  items: [],
  loading: false,
  filters: {},
  page: 1,
  pageCount: 1,
  morePages: false,
  record: null,
  recordLoading: false,
  saving: false,
  error: null,
};

/** Admin demands (spec §2 /admin/demanda and 'Editar Demanda'). */
export const adminDemandsSlice = createSlice({
  name: 'adminDemands',
  initialState: initialAdminDemandsState,
  reducers: {
    /** New filters start at page 1; without a payload the current filters and page are reloaded. */
    listRequested(state, action: PayloadAction<DemandFilters | undefined>) {
      state.loading = true;
      if (action.payload) {
        state.filters = action.payload;
        state.page = 1;
      }
    },
    pageRequested(state, action: PayloadAction<number>) {
      state.loading = true;
      state.page = action.payload;
    },
    listLoaded(state, action: PayloadAction<{ items: AdminDemand[]; pageCount: number; morePages: boolean }>) {
      state.items = action.payload.items;
      state.pageCount = action.payload.pageCount;
      state.morePages = action.payload.morePages;
      state.loading = false;
    },
    listFailed(state) {
      state.loading = false;
    },
    editScreenOpened(state) {
      state.record = null;
      state.recordLoading = true;
      state.error = null;
    },
    recordLoaded(state, action: PayloadAction<DemandDetails>) {
      state.record = action.payload;
      state.recordLoading = false;
    },
    recordFailed(state) {
      state.recordLoading = false;
    },
    saveSubmitted(state, _action: PayloadAction<UpdateDemandRequest>) {
      state.saving = true;
      state.error = null;
    },
    saveFinished(state, action: PayloadAction<string | null>) {
      state.saving = false;
      state.error = action.payload;
    },
  },
});

export const {
  listRequested,
  pageRequested,
  listLoaded,
  listFailed,
  editScreenOpened,
  recordLoaded,
  recordFailed,
  saveSubmitted,
  saveFinished,
} = adminDemandsSlice.actions;
export const editClicked = createAction<number>('adminDemands/editClicked');
export const deleteClicked = createAction<number>('adminDemands/deleteClicked');
export const cancelClicked = createAction('adminDemands/cancelClicked');
/** Publicar: asks, publishes without the e-mail confirmation, reloads the list. */
export const publishClicked = createAction<number>('adminDemands/publishClicked');

type WithDemands = { adminDemands?: AdminDemandsState };
export const selectAdminDemands = (state: WithDemands): AdminDemandsState =>
  state.adminDemands ?? initialAdminDemandsState;
