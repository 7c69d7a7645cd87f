import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DemandDetails, UpdateDemandRequest } from '@conectasst/common/api/demands';
import type { AdminDemand, DemandFilters } from './api/demandsApi';

export interface AdminDemandsState {
  items: AdminDemand[];
  loading: boolean;
  filters: DemandFilters;
  /** 'Editar Demanda' */
  record: DemandDetails | null;
  recordLoading: boolean;
  saving: boolean;
  error: string | null;
}

export const initialAdminDemandsState: AdminDemandsState = { items: [], loading: false, filters: {}, record: null, recordLoading: false, saving: false, error: null };

/** Admin demands (spec §2 /admin/demanda and 'Editar Demanda'). */
export const adminDemandsSlice = createSlice({
  name: 'adminDemands',
  initialState: initialAdminDemandsState,
  reducers: {
    listRequested(state, action: PayloadAction<DemandFilters | undefined>) {
      state.loading = true;
      if (action.payload) state.filters = action.payload;
    },
    listLoaded(state, action: PayloadAction<AdminDemand[]>) {
      state.items = action.payload;
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

export const { listRequested, listLoaded, listFailed, editScreenOpened, recordLoaded, recordFailed, saveSubmitted, saveFinished } = adminDemandsSlice.actions;
export const editClicked = createAction<number>('adminDemands/editClicked');
export const deleteClicked = createAction<number>('adminDemands/deleteClicked');
export const cancelClicked = createAction('adminDemands/cancelClicked');

type WithDemands = { adminDemands?: AdminDemandsState };
export const selectAdminDemands = (state: WithDemands): AdminDemandsState => state.adminDemands ?? initialAdminDemandsState;
