import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { Nr } from '@conectasst/common/api/nrs';
import type { CreateServiceRequest, Service, UpdateServiceRequest } from '@conectasst/common/api/services';

export interface ServicesState {
  list: { items: Service[]; page: number; perPage: number; total: number; loading: boolean; nameFilter: string };
  form: { record: Service | null; loading: boolean; saving: boolean; error: string | null };
  areas: PublicArea[];
  /** NRs the form offers: active NRs of the chosen area (add) or every NR (edit). */
  nrOptions: Nr[];
}

export const initialServicesState: ServicesState = {
  list: { items: [], page: 1, perPage: 10, total: 0, loading: false, nameFilter: '' },
  form: { record: null, loading: false, saving: false, error: null },
  areas: [],
  nrOptions: [],
};

/** Admin services catalogue (spec §2 'Serviço'). */
export const servicesSlice = createSlice({
  name: 'adminServices',
  initialState: initialServicesState,
  reducers: {
    listRequested(state, action: PayloadAction<{ page?: number }>) {
      state.list.loading = true;
      if (action.payload.page !== undefined) state.list.page = action.payload.page;
    },
    nameFilterChanged(state, action: PayloadAction<string>) {
      state.list.nameFilter = action.payload;
    },
    listLoaded(state, action: PayloadAction<PagedBody<Service>['data']>) {
      const { data, page, perPage, total } = action.payload;
      state.list = { ...state.list, items: data, page, perPage, total, loading: false };
    },
    listFailed(state) {
      state.list.loading = false;
    },
    addScreenOpened(state) {
      state.form = initialServicesState.form;
      state.nrOptions = [];
    },
    editScreenOpened(state) {
      state.form = { ...initialServicesState.form, loading: true };
    },
    areasLoaded(state, action: PayloadAction<PublicArea[]>) {
      state.areas = action.payload;
    },
    /** Add form: the area changed, offer its active NRs. */
    areaChosen(_state, _action: PayloadAction<number>) {},
    nrOptionsLoaded(state, action: PayloadAction<Nr[]>) {
      state.nrOptions = action.payload;
    },
    recordLoaded(state, action: PayloadAction<Service>) {
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
      prepare: (request: CreateServiceRequest) => ({ payload: request }),
    },
    updateSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: UpdateServiceRequest) => ({ payload: request }),
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
  areaChosen,
  nrOptionsLoaded,
  recordLoaded,
  recordFailed,
  createSubmitted,
  updateSubmitted,
  saveSucceeded,
  saveFailed,
} = servicesSlice.actions;

export const editClicked = createAction<number>('adminServices/editClicked');
export const deleteClicked = createAction<number>('adminServices/deleteClicked');
/** Cancelar: confirm, then back to the list (spec §2). */
export const cancelClicked = createAction('adminServices/cancelClicked');

type WithServices = { adminServices?: ServicesState };
export const selectServices = (state: WithServices): ServicesState => state.adminServices ?? initialServicesState;
